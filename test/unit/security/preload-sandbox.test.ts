/**
 * The built preload, run as Electron runs a sandboxed preload but with nothing else available: a
 * fresh JavaScript realm with no Node globals, and a `require` that knows only a fake `electron`
 * which records every property touched. It must expose exactly one frozen object, `explorer`,
 * holding the contract's methods, each of which only ever calls ipcRenderer.invoke on its own
 * ExplorerApi.<method> channel.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { beforeAll, expect, test } from 'vitest';
import { apiMethods } from '../../../shared/api.js';

interface Recorder {
  touched: string[];
  requires: string[];
  exposed: Array<{ key: string; value: unknown }>;
  invokes: Array<{ channel: string; args: unknown[] }>;
  answer: (channel: string, req: unknown) => unknown;
}

let source = '';
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-electron.mjs'], { stdio: 'ignore' });
  source = readFileSync(join(process.cwd(), 'dist-electron', 'preload.cjs'), 'utf8');
}, 120_000);

/** An object whose every property read is recorded; only `allowed` ones have a value. */
function watched(name: string, allowed: Record<string, unknown>, rec: Recorder): object {
  return new Proxy(Object.create(null), {
    get(_t, prop) {
      if (typeof prop === 'symbol') return undefined;
      rec.touched.push(`${name}.${prop}`);
      return allowed[prop];
    },
    has(_t, prop) {
      rec.touched.push(`${name} has ${String(prop)}`);
      return false;
    },
    ownKeys() {
      rec.touched.push(`${name} keys`);
      return [];
    },
    set(_t, prop) {
      rec.touched.push(`${name}.${String(prop)} =`);
      return false;
    },
  });
}

function runPreload(): { rec: Recorder; context: vm.Context } {
  const rec: Recorder = {
    touched: [],
    requires: [],
    exposed: [],
    invokes: [],
    answer: () => ({ ok: true, value: null }),
  };
  const contextBridge = watched(
    'contextBridge',
    {
      exposeInMainWorld: (key: string, value: unknown) => {
        rec.exposed.push({ key, value });
      },
    },
    rec,
  );
  const ipcRenderer = watched(
    'ipcRenderer',
    {
      invoke: (channel: string, ...args: unknown[]) => {
        rec.invokes.push({ channel, args });
        return Promise.resolve(rec.answer(channel, args[0]));
      },
    },
    rec,
  );
  const electron = watched('electron', { contextBridge, ipcRenderer }, rec);
  const fakeRequire = (id: string) => {
    rec.requires.push(id);
    if (id === 'electron') return electron;
    throw new Error(`a sandboxed preload cannot require "${id}"`);
  };
  // No process, Buffer, setTimeout, fetch or global require: only the language's own globals.
  const context = vm.createContext({});
  const wrapper = vm.runInContext(`(function (exports, require, module) {${source}\n})`, context, {
    filename: 'preload.cjs',
  }) as (e: object, r: typeof fakeRequire, m: object) => void;
  const module = { exports: {} };
  wrapper(module.exports, fakeRequire, module);
  return { rec, context };
}

test('the realm it runs in has no Node globals, and the preload needs none', () => {
  const { context, rec } = runPreload();
  for (const g of ['process', 'Buffer', 'require', 'module', 'global', 'setTimeout', 'fetch']) {
    expect(vm.runInContext(`typeof ${g}`, context), g).toBe('undefined');
  }
  expect(rec.requires).toEqual(['electron']);
});

test('exactly one key, "explorer", is exposed: a frozen object of the contract\'s methods only', () => {
  const { rec } = runPreload();
  expect(rec.exposed.map((e) => e.key)).toEqual(['explorer']);
  const api = rec.exposed[0]!.value as Record<string, unknown>;
  expect(Object.isFrozen(api)).toBe(true);
  expect(Object.getOwnPropertyNames(api).sort()).toEqual([...apiMethods].sort());
  expect(Object.getOwnPropertySymbols(api)).toEqual([]);
  for (const m of apiMethods) expect(typeof api[m], m).toBe('function');
  // Nothing reachable from the object leads back to Electron.
  expect(JSON.stringify(Object.getOwnPropertyNames(Object.getPrototypeOf(api)))).not.toMatch(/ipc|electron|invoke/i);
});

test('loading touches contextBridge.exposeInMainWorld and nothing else of Electron', () => {
  const { rec } = runPreload();
  expect(rec.invokes).toEqual([]);
  const touched = new Set(rec.touched.filter((t) => t !== 'electron.__esModule'));
  expect([...touched].sort()).toEqual(['contextBridge.exposeInMainWorld', 'electron.contextBridge']);
});

test('every method calls ipcRenderer.invoke on its own ExplorerApi channel, passing the request through', async () => {
  const { rec } = runPreload();
  const api = rec.exposed[0]!.value as Record<string, (req?: unknown) => Promise<unknown>>;
  rec.answer = (channel, req) => ({ ok: true, value: { channel, req } });
  for (const m of apiMethods) {
    const req = { probe: m };
    expect(await api[m]!(req)).toEqual({ channel: `ExplorerApi.${m}`, req });
  }
  expect(rec.invokes.map((i) => i.channel)).toEqual(apiMethods.map((m) => `ExplorerApi.${m}`));
  expect(rec.invokes.every((i) => i.args.length === 1)).toBe(true);
  const touched = new Set(rec.touched.filter((t) => t !== 'electron.__esModule'));
  expect([...touched].sort()).toEqual([
    'contextBridge.exposeInMainWorld',
    'electron.contextBridge',
    'electron.ipcRenderer',
    'ipcRenderer.invoke',
  ]);
});

test('a failure comes back as the plain error shape, which contextBridge can copy whole', async () => {
  const { rec } = runPreload();
  const api = rec.exposed[0]!.value as Record<string, (req?: unknown) => Promise<unknown>>;
  const shape = { name: 'ResourceNotFoundException', message: 'no table', field: 'TableName' };
  rec.answer = () => ({ ok: false, error: shape });
  const err = await api.describeTable!({ TableName: 'x' }).catch((e: unknown) => e);
  expect(err).toEqual(shape);
  expect(err instanceof Error).toBe(false);
});

test('a page cannot reach another channel through the exposed object', async () => {
  const { rec } = runPreload();
  const api = rec.exposed[0]!.value as Record<string, unknown>;
  expect(() => {
    (api as Record<string, unknown>).send = () => undefined;
  }).toThrow();
  expect(api.invoke).toBeUndefined();
  expect(api.ipcRenderer).toBeUndefined();
  await (api.listTables as (r: unknown) => Promise<unknown>)({ channel: 'ExplorerApi.resetSandbox' });
  expect(rec.invokes.map((i) => i.channel)).toEqual(['ExplorerApi.listTables']);
});
