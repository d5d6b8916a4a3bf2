/**
 * `npm run lint` fails on a source file over 300 lines (scripts/check-file-size.mjs): it must pass
 * on this project, pass a file of exactly 300 lines, and fail on 301, naming the file and its
 * length, while tests and other folders are not its business.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/check-file-size.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ice-file-size-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('this project has no source file over 300 lines', async () => {
  const { code, out } = await check();
  expect(out).toMatch(/none over 300 lines/);
  expect(code, out).toBe(0);
}, 60_000);

test('300 lines pass; 301 lines fail, naming each file and its length', async () => {
  const root = project({
    'shared/ok.ts': lines(300),
    'renderer/features/Big.tsx': lines(301),
    'electron/service/bigger.ts': lines(340),
  });
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/2 source file\(s\) over 300 lines/);
  expect(out).toMatch(/electron\/service\/bigger\.ts: 340 lines/);
  expect(out).toMatch(/renderer\/features\/Big\.tsx: 301 lines/);
  expect(out).not.toMatch(/shared\/ok\.ts/);
}, 60_000);

test('a last line without its newline counts', async () => {
  const root = project({ 'shared/no-newline.ts': lines(300) + 'export const last = 1;' });
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/shared\/no-newline\.ts: 301 lines/);
}, 60_000);

test('tests and files outside shared/, renderer/ and electron/ are not checked', async () => {
  const root = project({
    'shared/grouping.test.ts': lines(400),
    'test/unit/long.test.ts': lines(400),
    'scripts/tool.ts': lines(400),
    'renderer/small.ts': lines(10),
  });
  const { code, out } = await check(root);
  expect(out).toMatch(/1 source files, none over 300 lines/);
  expect(code, out).toBe(0);
}, 60_000);
