#!/usr/bin/env node
// `npm run fuses -- <packaged Electron binary or .app>`: the packaging step that flips the fuses of
// electron/packaging/fuse-config.ts in a packaged copy of Electron (after the app is put in its
// app.asar with integrity recorded, as Electron Forge or electron-builder do), then reads them back
// and fails unless every one took. Never point it at node_modules/electron: with OnlyLoadAppFromAsar
// on, `npm start` (which loads the app from this folder) would stop working.
import { flipFuses, getCurrentFuseWire, FuseV1Options, FuseState } from '@electron/fuses';
import { existsSync } from 'node:fs';
import { FUSES } from '../electron/packaging/fuse-config.ts';

const target = process.argv[2];
if (!target || target === '--help' || target === '-h') {
  console.error('Usage: npm run fuses -- <path to the packaged app\'s Electron binary (or its .app on macOS)>');
  process.exit(2);
}
if (!existsSync(target)) {
  console.error(`flip-fuses: no file at ${target}. Package the app first; this machine may have no Electron binary at all (it cannot be downloaded offline).`);
  process.exit(1);
}
if (/node_modules[\\/]electron[\\/]/.test(target)) {
  console.error('flip-fuses: refusing to change the development Electron in node_modules; flip the fuses of the packaged copy.');
  process.exit(1);
}

// Apple Silicon refuses to run a binary whose ad-hoc signature no longer matches; re-sign it.
const config = { ...FUSES, resetAdHocDarwinSignature: process.platform === 'darwin' && process.arch === 'arm64' };
await flipFuses(target, config);
const wire = await getCurrentFuseWire(target);
const wrong = Object.entries(FUSES)
  .filter(([key]) => /^\d+$/.test(key))
  .filter(([key, on]) => wire[key] !== (on ? FuseState.ENABLE : FuseState.DISABLE))
  .map(([key]) => FuseV1Options[key]);
if (wrong.length) {
  console.error(`flip-fuses: these fuses did not take: ${wrong.join(', ')}`);
  process.exit(1);
}
const names = Object.entries(FUSES).filter(([key]) => /^\d+$/.test(key)).map(([key, on]) => `${FuseV1Options[key]}=${on ? 'on' : 'off'}`);
console.log(`flip-fuses: ${target}: ${names.join(', ')}`);
