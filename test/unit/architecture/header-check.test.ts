/**
 * `npm run lint` fails on a source file that does not start with a comment saying why it exists
 * (scripts/check-headers.mjs): it must pass on this project, and fail on a file that starts with an
 * import or with code, naming it, while a block or line comment at the top passes.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/check-headers.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ice-headers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('every source file of this project starts with a comment', async () => {
  const { code, out } = await check();
  expect(out).toMatch(/each starts with a comment/);
  expect(code, out).toBe(0);
}, 60_000);

test('a file starting with an import or code fails, named; block and line comments pass', async () => {
  const root = project({
    'shared/block.ts': '/** Why. */\nexport const a = 1;\n',
    'electron/line.ts': '// Why.\nexport const b = 1;\n',
    'renderer/features/x/NoHeader.tsx': "import { a } from '../../../shared/block.js';\nexport const c = a;\n",
    'renderer/bare.ts': 'export const d = 1;\n',
    'test/unit/untouched.test.ts': 'export const e = 1;\n',
  });
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/2 source file\(s\) do not start with a comment/);
  expect(out).toMatch(/renderer\/features\/x\/NoHeader\.tsx/);
  expect(out).toMatch(/renderer\/bare\.ts/);
  expect(out).not.toMatch(/block\.ts|line\.ts|untouched/);
}, 60_000);
