#!/usr/bin/env node
// `npm run package`: builds the app (vite, then scripts/build-electron.mjs) and packages it with
// electron-builder for the platform it runs on, into release/ (`npm run package -- --dir`: the
// unpacked app only, no installer). The configuration and the afterPack hook that flips the fuses
// are in electron/packaging/. It needs the Electron binary that `npm install` downloads; where
// there is none, it stops at once and says so rather than after a build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ElectronMissingError, findElectronDist } from '../electron/packaging/electron-dist.ts';
import { builderConfig } from '../electron/packaging/builder-config.ts';

const root = resolve(import.meta.dirname, '..');
let electron;
try {
  electron = findElectronDist(root);
} catch (e) {
  if (!(e instanceof ElectronMissingError)) throw e;
  console.error(`package: cannot package here: ${e.message}`);
  process.exit(1);
}

const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
if (built.status !== 0) {
  console.error(`package: the build failed (exit ${built.status ?? built.signal}); nothing was packaged`);
  process.exit(1);
}

const { build } = await import('electron-builder');
try {
  const files = await build({
    projectDir: root,
    config: builderConfig(electron),
    publish: 'never',
    dir: process.argv.includes('--dir'),
  });
  console.log(
    `package: Electron ${electron.version}, fuses flipped and checked:\n${files.map((f) => `  ${f}`).join('\n')}`,
  );
} catch (e) {
  console.error(`package: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
