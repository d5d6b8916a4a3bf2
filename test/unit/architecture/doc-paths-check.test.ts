/**
 * `npm run lint` fails when ARCHITECTURE.md names a file or folder that does not exist
 * (scripts/check-doc-paths.mjs): it must pass on this project, and fail on a made-up path, naming
 * the line, while placeholders and the paths written from their folder pass.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/check-doc-paths.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ice-doc-paths-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('every path ARCHITECTURE.md names exists', async () => {
  const { code, out } = await check();
  expect(out).toMatch(/each exists/);
  expect(code, out).toBe(0);
}, 60_000);

test('a made-up path fails, named with its line; placeholders and paths from their folder pass', async () => {
  const root = project({
    'renderer/store/tools-slice.ts': '// x\n',
    'renderer/model/query/build-read.ts': '// x\n',
    'ARCHITECTURE.md': [
      '# A',
      'The slice `renderer/store/tools-slice.ts`, built by `model/query/build-read.ts` in `renderer/store/`;',
      'a tool is `features/tools/<Name>Tool.tsx`, slices are `*-slice.ts`, run `npm run lint`.',
      'Gone: `store/gone-slice.ts` and `ghost.ts`.',
      '',
    ].join('\n'),
  });
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/2 path\(s\)/);
  expect(out).toMatch(/ARCHITECTURE\.md:4: `store\/gone-slice\.ts`/);
  expect(out).toMatch(/ARCHITECTURE\.md:4: `ghost\.ts`/);
  expect(out).not.toMatch(/build-read|<Name>|tools-slice/);
}, 60_000);
