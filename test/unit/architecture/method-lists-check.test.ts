/**
 * `npm run lint` fails when a file keeps its own list of API method names instead of deriving it
 * from the table in shared/api-methods.ts (scripts/check-method-lists.mjs): it passes on this
 * project; on a small project of its own it names each hand-kept list (an array, a set, a map
 * keyed or valued by names, a `case` ladder) with file and line, and leaves alone what is no
 * list: a handler map, a map over the three read kinds, types, comments, two names, tests.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/check-method-lists.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const TABLE = `
declare const answerType: unique symbol;
export const apiTable = {
  query: { request: 1 },
  scan: { request: 2 },
  getItem: { request: 3 },
  listTables: { request: 4 },
  commitChanges: { request: 5 },
  'readPatternsFile': { request: 6 },
} satisfies Record<string, unknown>;
`;

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ice-method-lists-'));
  for (const [path, text] of Object.entries({ 'shared/api-methods.ts': TABLE, ...files })) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('this project keeps no list of method names outside the table', async () => {
  const { code, out } = await check();
  expect(out).toMatch(/none keeps its own list/);
  expect(code).toBe(0);
}, 120_000);

test('each kind of hand-kept list is named with its file and line', async () => {
  const root = project({
    'renderer/store/scoped.ts': `// Which methods take the current connection.\nconst SCOPED = ['listTables', 'query', 'commitChanges'] as const;\n`,
    'electron/transport/pool.ts': `\n\nconst POOLED = new Set(['query', 'scan', 'getItem', 'listTables']);\n`,
    'electron/transport/dialogs.tsx': `const DIALOG_OF = { 'readPatternsFile': 'open', listTables: 'x', commitChanges: 'y' };\n`,
    'shared/labels.ts': `export const LABELS = { a: 'query', b: 'listTables', c: 'commitChanges' };\n`,
    'renderer/api/route.ts': [
      'export function route(m: string) {',
      '  switch (m) {',
      "    case 'listTables':",
      "    case 'commitChanges':",
      '      return 1;',
      '  }',
      '}',
      '',
    ].join('\n'),
  });
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/5 hand-kept lists of API method names/);
  expect(out).toMatch(/renderer\/store\/scoped\.ts:2: a list of 3 method names \(listTables, query, commitChanges\)/);
  expect(out).toMatch(/electron\/transport\/pool\.ts:3: a list of 4 method names/);
  expect(out).toMatch(/electron\/transport\/dialogs\.tsx:1: a map keyed by 3 method names/);
  expect(out).toMatch(/shared\/labels\.ts:1: an object holding 3 method names/);
  expect(out).toMatch(/renderer\/api\/route\.ts:2: a switch over 2 method names/);
}, 120_000);

test('what is no list passes: handlers, the read kinds, types, comments, two names, tests', async () => {
  const root = project({
    'electron/service/handlers.ts': [
      'const more = {};',
      'export const handlers = {',
      '  query: async () => 1,',
      '  listTables() { return 2; },',
      '  commitChanges: function () { return 3; },',
      '  ...more,',
      '};',
      '',
    ].join('\n'),
    'shared/snippets/cli.ts': `const COMMANDS = { query: 'query', scan: 'scan', getItem: 'get-item' } as const;\n`,
    'shared/reads/kinds.ts': `// query, scan, listTables and commitChanges go here\nexport type Kind = 'query' | 'scan' | 'listTables';\nexport const two = ['query', 'scan'];\nexport const text = "'query', 'scan', 'listTables'";\n`,
    'renderer/store/list.test.ts': `const SCOPED = ['listTables', 'query', 'commitChanges'];\n`,
    'test/unit/any.ts': `const SCOPED = ['listTables', 'query', 'commitChanges'];\n`,
  });
  const { code, out } = await check(root);
  expect(out).toMatch(/3 files checked against the 6 methods .*none keeps its own list/);
  expect(code).toBe(0);
}, 120_000);

test('a project without the table fails, saying where the methods are declared', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ice-method-lists-'));
  const { code, out } = await check(root);
  expect(code).toBe(1);
  expect(out).toMatch(/shared\/api-methods\.ts is missing/);
}, 120_000);
