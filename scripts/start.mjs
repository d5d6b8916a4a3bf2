// `npm start`: opens the Electron window. Where no Electron binary can be had (no network, or the
// package was skipped), says so in one line and starts web mode instead.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function electronBinary() {
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { missing: 'the optional electron package is not installed; it needs Node.js 22.12+ and a download' };
  }
  const find = () => {
    try {
      const p = require('electron');
      return typeof p === 'string' && existsSync(p) ? p : null;
    } catch {
      return null;
    }
  };
  let bin = find();
  if (!bin) {
    // npm may have skipped electron's own download step (allow-scripts policies do): try it once now.
    spawnSync(process.execPath, [join(pkgDir, 'install.js')], { stdio: 'ignore', timeout: 120_000 });
    bin = find();
  }
  return bin ? { bin } : { missing: 'the Electron binary could not be downloaded' };
}

const found = electronBinary();
if (found.bin) {
  const child = spawn(found.bin, ['.'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`No Electron here: ${found.missing}. Starting web mode instead.`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/serve.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 0));
}
