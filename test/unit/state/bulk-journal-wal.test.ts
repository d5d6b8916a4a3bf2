/**
 * The bulk journal as a write-ahead journal: an intent with no outcome reads back as a write in
 * doubt (the run stopped, the item pending, its undo image kept); an outcome without an image takes
 * its intent's; a torn last line is skipped; journals written before the checksum still load; a
 * journal that cannot be written says why; the retention policy (count, age, size) and clear(),
 * per connection.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { BulkJournal } from '../../../electron/state/bulk-journal.js';
import { applyRetention } from '../../../electron/state/bulk-retention.js';
import { JournalWriteError } from '../../../electron/state/durable-log.js';
import { At, type RunEvent } from '../../../electron/service/bulk/bulk-record.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ice-bulk-wal-'));
  dirs.push(d);
  return d;
};

const head = (runId: string, connectionId = 'local'): RunEvent => ({
  t: 'run',
  runId,
  connectionId,
  TableName: 'T',
  action: { kind: 'delete' },
  table: { partitionKey: 'PK' },
  createdAt: '2026-11-26T00:00:00.000Z',
});
const item = (i: number) => ({ PK: { S: `k${i}` }, v: { N: `${i}` } });
const items = (n: number): RunEvent => ({ t: 'items', items: Array.from({ length: n }, (_, i) => item(i)) });

test('an intent without its outcome is in doubt after a restart: the run stopped, the items pending, their images kept', async () => {
  const dir = tempDir();
  const journal = new BulkJournal(dir);
  await journal.append('r1', [head('r1'), items(4)]);
  await journal.append('r1', [{ t: 'intent', items: [0, 1, 2].map((i) => ({ i, image: item(i) })) }]);
  // 0 landed (its image is the intent's), 1 surely not sent, 2 unknown (the kill came first).
  await journal.append('r1', [
    { t: 'done', items: [{ i: 0, at: At.Written }], notSent: [1], calls: 1, retried: 0, units: 1, ms: 1 },
  ]);
  await journal.release('r1');
  const record = (await new BulkJournal(dir).load('r1'))!;
  expect(record.status()).toMatchObject({ state: 'stopped', written: 1, left: 3 });
  expect(record.images.get(0)).toEqual(item(0));
  expect([...record.doubt.keys()]).toEqual([2]);
  expect(record.doubt.get(2)).toEqual(item(2));
});

test('a torn last line is skipped and what came before stands; a journal without checksums still loads', async () => {
  const dir = tempDir();
  const journal = new BulkJournal(dir);
  await journal.append('r2', [head('r2'), items(2), { t: 'intent', items: [{ i: 0, image: item(0) }] }]);
  await journal.release('r2');
  appendFileSync(join(dir, 'bulk-runs', 'r2.jsonl'), '1234abcd {"t":"done","items":[{"i":0,"at":1}');
  const torn = (await journal.load('r2'))!;
  expect([...torn.doubt.keys()]).toEqual([0]);
  expect(torn.status().written).toBe(0);

  const legacy = [
    head('old'),
    items(2),
    { t: 'done', items: [{ i: 0, at: 1, image: item(0) }], calls: 1, retried: 0, units: 1, ms: 1 },
  ];
  writeFileSync(join(dir, 'bulk-runs', 'old.jsonl'), legacy.map((e) => `${JSON.stringify(e)}\n`).join(''));
  expect((await journal.load('old'))!.status()).toMatchObject({ state: 'stopped', written: 1, left: 1 });
});

test('a journal that cannot be written rejects with the reason: a folder in the way of the file', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'bulk-runs', 'r3.jsonl'), { recursive: true });
  const journal = new BulkJournal(dir);
  const err = await journal.append('r3', [head('r3')]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(JournalWriteError);
  expect((err as Error).message).toContain('a folder is in the way of the file');
});

test('retention keeps the newest runs within count, age and size; the newest is always kept', async () => {
  const dir = tempDir();
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const make = (name: string, ageDays: number, bytes: number) => {
    writeFileSync(join(dir, name), 'x'.repeat(bytes));
    utimesSync(join(dir, name), (now - ageDays * day) / 1000, (now - ageDays * day) / 1000);
  };
  make('a.jsonl', 0, 10);
  make('b.jsonl', 1, 10);
  make('c.jsonl', 2, 10);
  make('d.jsonl', 40, 10);
  expect((await applyRetention(dir, { maxRuns: 10, maxAgeDays: 30, maxBytes: 1000 }, now)).sort()).toEqual(['d.jsonl']);
  expect(await applyRetention(dir, { maxRuns: 2, maxAgeDays: 30, maxBytes: 1000 }, now)).toEqual(['c.jsonl']);
  expect(await applyRetention(dir, { maxRuns: 10, maxAgeDays: 30, maxBytes: 5 }, now)).toEqual(['b.jsonl']);
  expect(readdirSync(dir)).toEqual(['a.jsonl']);
});

test("the policy is applied when the journal is first used; clear() removes one connection's runs only", async () => {
  const dir = tempDir();
  const first = new BulkJournal(dir);
  for (const [id, conn] of [
    ['r-a', 'one'],
    ['r-b', 'two'],
    ['r-c', 'one'],
  ] as const) {
    await first.append(id, [head(id, conn), items(1)]);
    await first.release(id);
  }
  const old = join(dir, 'bulk-runs', 'r-a.jsonl');
  utimesSync(old, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000), new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
  const restarted = new BulkJournal(dir);
  expect((await restarted.runIds()).sort()).toEqual(['r-b', 'r-c']);
  expect(await restarted.clear('one', new Set())).toEqual(['r-c']);
  expect(await restarted.runIds()).toEqual(['r-b']);
  expect(await restarted.clear('two', new Set(['r-b']))).toEqual([]);
});
