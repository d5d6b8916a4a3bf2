/**
 * `npm run security` is a gate in CI: it must pass on this project and fail, naming the finding,
 * on an app with a high-severity misconfiguration.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/security-check.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

test('this project has no high-severity Electronegativity finding', async () => {
  const { code, out } = await check();
  expect(out).toMatch(/0 high/);
  expect(code, out).toBe(0);
}, 120_000);

test('an app that turns off context isolation fails the check, naming the finding and the file', async () => {
  const app = mkdtempSync(join(tmpdir(), 'ice-bad-app-'));
  mkdirSync(join(app, 'electron'));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'bad', optionalDependencies: { electron: '^45.0.0' } }),
  );
  writeFileSync(
    join(app, 'electron', 'main.js'),
    [
      "const { app, BrowserWindow } = require('electron');",
      'app.whenReady().then(() => {',
      '  const win = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });',
      "  win.loadURL('http://example.com');",
      '});',
    ].join('\n'),
  );
  const { code, out } = await check(app);
  expect(code).toBe(1);
  expect(out).toMatch(/HIGH-severity findings/);
  expect(out).toMatch(/CONTEXT_ISOLATION_JS_CHECK\s+electron\/main\.js:3/);
  expect(out).toMatch(/LIMIT_NAVIGATION_GLOBAL_CHECK\s+\(the app as a whole\)/);
}, 120_000);
