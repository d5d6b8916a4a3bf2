/**
 * The service's app-state file in a temp folder (STYLE.md 9): atomic writes, serialized changes,
 * bounds, and a damaged file set aside with a message that says what happened and where it went.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { APP_STATE_FILE, AppStateStore, STATE_LIMITS } from '../../../electron/state/app-state-store.js';
import { writeFileAtomic } from '../../../electron/state/atomic-file.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'ice-state-'));
const onDisk = (dir: string) =>
  JSON.parse(readFileSync(join(dir, APP_STATE_FILE), 'utf8')) as {
    entries: Record<string, string>;
    endpoints: unknown[];
    localStorageMigrated: boolean;
  };

describe('AppStateStore', () => {
  test('a missing file is an empty state, and nothing is written until something changes', async () => {
    const dir = freshDir();
    const s = await new AppStateStore(dir).load();
    expect(s).toMatchObject({ entries: {}, endpoints: [], localStorageMigrated: false });
    expect(existsSync(join(dir, APP_STATE_FILE))).toBe(false);
  });

  test('changes are on disk when update answers, and a new store (a restart) reads them back', async () => {
    const dir = freshDir();
    const a = new AppStateStore(dir);
    await a.update({ set: { 'ice.patterns.T': '[1]', 'ice.parent.T': 'type:Org' } });
    await a.update({ remove: ['ice.parent.T'], localStorageMigrated: true });
    await a.saveEndpoints([
      { id: 'endpoint:1', name: 'local', endpoint: 'http://127.0.0.1:8000', region: 'us-east-1' },
    ]);
    expect(onDisk(dir)).toMatchObject({ entries: { 'ice.patterns.T': '[1]' }, localStorageMigrated: true });
    const b = await new AppStateStore(dir).load();
    expect(b.entries).toEqual({ 'ice.patterns.T': '[1]' });
    expect(b.endpoints).toEqual([
      { id: 'endpoint:1', name: 'local', endpoint: 'http://127.0.0.1:8000', region: 'us-east-1' },
    ]);
    expect(b.localStorageMigrated).toBe(true);
  });

  test('concurrent updates are applied one after another: none is lost', async () => {
    const dir = freshDir();
    const store = new AppStateStore(dir);
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.update({ set: { [`k${i}`]: String(i) } })));
    expect(Object.keys(onDisk(dir).entries)).toHaveLength(40);
    expect(Object.keys((await new AppStateStore(dir).load()).entries)).toHaveLength(40);
  });

  test('a value over the bound is refused with its key and size, and the state is unchanged', async () => {
    const dir = freshDir();
    const store = new AppStateStore(dir);
    await store.update({ set: { keep: 'yes' } });
    const big = 'x'.repeat(STATE_LIMITS.valueBytes + 1);
    await expect(store.update({ set: { 'ice.history.T': big, other: 'no' } })).rejects.toMatchObject({
      name: 'AppStateTooLarge',
      message: expect.stringMatching(/"ice\.history\.T" is 2\.0 MiB; one entry may be at most 2\.0 MiB/),
    });
    expect(onDisk(dir).entries).toEqual({ keep: 'yes' });
    // The store still takes the next change after a refused one.
    await store.update({ set: { next: '1' } });
    expect(onDisk(dir).entries).toEqual({ keep: 'yes', next: '1' });
  });

  test('a failed write (the folder is gone and cannot be made) changes nothing in memory', async () => {
    const dir = freshDir();
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'a file where a folder should be');
    const store = new AppStateStore(join(file, 'state'));
    await expect(store.update({ set: { a: '1' } })).rejects.toMatchObject({
      name: 'AppStateWriteFailed',
      message: expect.stringContaining('Could not save the app state'),
    });
    expect((await store.load()).entries).toEqual({});
  });

  test('a damaged file is set aside with a clear message, and the app starts empty', async () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, APP_STATE_FILE),
      '{"format":"item-collection-explorer/app-state","version":1,"entries":{"a":',
    );
    const store = new AppStateStore(dir);
    const s = await store.load();
    expect(s.entries).toEqual({});
    const notice = store.loadNotice()!;
    expect(notice).toMatch(/could not be read \(not valid JSON/);
    const aside = readdirSync(dir).find((n) => n.startsWith(`${APP_STATE_FILE}.corrupt-`));
    expect(aside).toBeDefined();
    expect(notice).toContain(join(dir, aside!));
    // The damaged text is kept for the user, and the next save writes a whole new file.
    expect(readFileSync(join(dir, aside!), 'utf8')).toContain('"entries":{"a":');
    await store.update({ set: { b: '2' } });
    expect(onDisk(dir).entries).toEqual({ b: '2' });
  });

  test('a file of the wrong shape names the field that is wrong', async () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, APP_STATE_FILE),
      JSON.stringify({ format: 'item-collection-explorer/app-state', version: 1, entries: { a: 5 } }),
    );
    const store = new AppStateStore(dir);
    await store.load();
    expect(store.loadNotice()).toMatch(/\(entries\.a: /);
  });

  test('temp files a crash left mid-write are removed and never read as the state', async () => {
    const dir = freshDir();
    await new AppStateStore(dir).update({ set: { whole: 'yes' } });
    // What a crash between write and rename leaves: a half temp file beside the whole old one.
    writeFileSync(join(dir, `.${APP_STATE_FILE}.999.abcd.tmp`), '{"format":"item-coll');
    const store = new AppStateStore(dir);
    expect((await store.load()).entries).toEqual({ whole: 'yes' });
    expect(store.loadNotice()).toBeUndefined();
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  test('writeFileAtomic replaces the whole file and leaves no temp behind', async () => {
    const dir = freshDir();
    const path = join(dir, 'f.json');
    await writeFileAtomic(path, 'first version, long text '.repeat(100));
    await writeFileAtomic(path, 'second');
    expect(readFileSync(path, 'utf8')).toBe('second');
    expect(readdirSync(dir)).toEqual(['f.json']);
  });

  test('a store without a folder keeps its state in memory', async () => {
    const store = new AppStateStore(undefined);
    await store.update({ set: { a: '1' } });
    expect((await store.load()).entries).toEqual({ a: '1' });
    expect(store.path).toBeUndefined();
  });
});
