/**
 * `npm run lint` counts the calls from one store slice to another slice's action
 * (scripts/check-slice-calls.mjs) and fails above 15, naming each with its file and line: it passes
 * on this project; on a small project of its own it counts `get().x()` and `s.x()` (s = get()) to
 * another slice, and leaves out a slice's calls to itself (a joined slice's parts are one slice)
 * and calls to the named cross-feature actions (AppActions).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const exec = promisify(execFile);
const check = (root?: string) =>
  exec(process.execPath, ['scripts/check-slice-calls.mjs', ...(root ? [root] : [])], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const INDEX = `
import type { ASlice } from './a-slice.js';
import type { BSlice } from './b-slice.js';
import type { AppActions } from './app-actions.js';
export type AppState = ASlice & BSlice & AppActions & { api: unknown };
`;
const B = `
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
export interface BCore { count: number; bump(): void }
export interface BMore { reset(): void }
export type BSlice = BCore & BMore;
export const createB: StateCreator<AppState, [], [], BCore> = (set, get) => ({
  count: 0,
  bump() { get().reset(); },
});
`;
const ACTIONS = `
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
export interface AppActions { orchestrate(): void }
export const createActions: StateCreator<AppState, [], [], AppActions> = (set, get) => ({
  orchestrate() { get().bump(); get().a1(); },
});
`;

/** A slice making `n` calls to B's action, one to itself and one to AppActions. */
function sliceA(n: number): string {
  const calls = Array.from({ length: n }, (_, i) => (i % 2 ? '    get().bump();' : '    s.reset();')).join('\n');
  return `
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';
export interface ASlice { a1(): void; a2(): void }
export const createA: StateCreator<AppState, [], [], ASlice> = (set, get) => ({
  a1() {},
  a2() {
    const s = get();
${calls}
    get().a1();
    get().orchestrate();
  },
});
`;
}

function project(n: number): string {
  const root = mkdtempSync(join(tmpdir(), 'ice-slice-calls-'));
  const files = {
    'renderer/store/index.ts': INDEX,
    'renderer/store/a-slice.ts': sliceA(n),
    'renderer/store/b-slice.ts': B,
    'renderer/store/app-actions.ts': ACTIONS,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('this project makes fewer than 15 calls from one slice to another', async () => {
  const { code, out } = await check();
  expect(code).toBe(0);
  const count = Number(/(\d+) calls from one slice/.exec(out)?.[1]);
  expect(count).toBeLessThan(15);
}, 120_000);

test('15 calls pass; the 16th fails, each named with its file, line and the action it calls', async () => {
  const at = await check(project(15));
  expect(at.out).toMatch(/15 calls from one slice to another's action \(ceiling 15\)/);
  expect(at.code).toBe(0);
  const over = await check(project(16));
  expect(over.code).toBe(1);
  expect(over.out).toMatch(/16 calls from one slice to another slice's action, above the ceiling of 15/);
  expect(over.out).toContain('renderer/store/a-slice.ts:9 ASlice calls BSlice.reset');
  expect(over.out).toContain('renderer/store/a-slice.ts:10 ASlice calls BSlice.bump');
  // Its own action, the named actions, and the named actions' own calls are not counted.
  expect(over.out).not.toContain('a1');
  expect(over.out).not.toContain('orchestrate');
  expect(over.out).not.toMatch(/app-actions\.ts:\d/);
  // A joined slice's parts call each other freely.
  expect(over.out).not.toContain('b-slice.ts');
}, 120_000);
