#!/usr/bin/env node
// `npm run fuses -- <packaged Electron binary or .app>`: flips the fuses of
// electron/packaging/fuse-config.ts in an already packaged copy of Electron and reads them back, for
// an app packaged some other way than `npm run package` (whose afterPack hook does the same through
// the same module, electron/packaging/flip-fuses.ts). Never point it at node_modules/electron: with
// OnlyLoadAppFromAsar on, `npm start` (which loads the app from this folder) would stop working.
import { FuseFlipError, describeFuses, flipAndVerify } from '../electron/packaging/flip-fuses.ts';
import { FUSES } from '../electron/packaging/fuse-config.ts';

const target = process.argv[2];
if (!target || target === '--help' || target === '-h') {
  console.error("Usage: npm run fuses -- <path to the packaged app's Electron binary (or its .app on macOS)>");
  process.exit(2);
}
try {
  // Apple Silicon refuses to run a binary whose ad-hoc signature no longer matches; re-sign it.
  const set = await flipAndVerify(target, FUSES, {
    resetAdHocDarwinSignature: process.platform === 'darwin' && process.arch === 'arm64',
  });
  console.log(`flip-fuses: ${target}: ${describeFuses(set)}`);
} catch (e) {
  if (!(e instanceof FuseFlipError)) throw e;
  console.error(`flip-fuses: ${e.message}`);
  process.exit(1);
}
