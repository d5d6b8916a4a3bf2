/**
 * The bulk journal on disk: appends that come at once from two runs (written together, a group
 * commit) keep each run's lines in the order of its appends; a released run's
 * file is opened again by its next append; the run reads back as it was written; the folder lists
 * its runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { BulkJournal } from '../../../electron/state/bulk-journal.js';
import { decodeLine } from '../../../electron/state/durable-log.js';
import type { RunEvent } from '../../../electron/service/bulk/bulk-record.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const head = (runId: string): RunEvent => ({
  t: 'run',
  runId,
  connectionId: 'sandbox',
  TableName: 'T',
  action: { kind: 'delete' },
  table: { partitionKey: 'PK' },
  createdAt: '2026-11-26T00:00:00.000Z',
});
const done = (i: number): RunEvent => ({
  t: 'done',
  items: [{ i, at: 1, image: { PK: { S: `k${i}` } } }],
  calls: 1,
  retried: 0,
  units: 1,
  ms: 1,
});

test('concurrent appends of two runs keep each run in order; release, append again, load', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-bulk-journal-'));
  dirs.push(dir);
  const journal = new BulkJournal(dir);
  await journal.append('run-a', [
    head('run-a'),
    { t: 'items', items: Array.from({ length: 40 }, (_, i) => ({ PK: { S: `k${i}` } })) },
  ]);
  await journal.append('run-b', [head('run-b'), { t: 'items', items: [{ PK: { S: 'b' } }] }]);
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      Promise.all([journal.append('run-a', [done(i)]), journal.append('run-b', [done(0)])]),
    ),
  );
  await journal.release('run-a');
  await journal.append(
    'run-a',
    Array.from({ length: 20 }, (_, i) => done(20 + i)),
  );
  const lines = readFileSync(join(dir, 'bulk-runs', 'run-a.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => decodeLine(l) as RunEvent);
  expect(lines.map((e) => (e.t === 'done' ? e.items[0]!.i : e.t))).toEqual([
    'run',
    'items',
    ...Array.from({ length: 40 }, (_, i) => i),
  ]);
  const record = await journal.load('run-a');
  expect(record?.status()).toMatchObject({ state: 'done', total: 40, written: 40, left: 0 });
  expect((await journal.runIds()).sort()).toEqual(['run-a', 'run-b']);
  await journal.release('run-a');
  await journal.release('run-b');
});
