/**
 * The put path (a copy, an import: electron/service/bulk/put-unit.ts) meeting faults, through web
 * mode on dynalite and AWS DynamoDB Local. A proxy forwards a conditional PutItem and then loses
 * its answer (a 500, or a reset connection: the put landed; the SDK sends it again and its
 * attribute_not_exists meets our own item): counted written, never "exists" nor a conflict, and
 * undo leaves the table byte-identical to before. A journal that cannot be written (a folder in
 * the way of the run's journal, or of its item spool) stops the run, or refuses the items, before
 * a single PutItem is sent, its error saying why.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../../shared/api.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { testClient } from '../../support/dynamo-client.js';
import { startHoldingProxy, type HoldingProxy } from '../../support/holding-proxy.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { putItems } from '../../support/put-items.js';
import type { ServeProcess } from '../../support/serve-process.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';
import {
  canonical,
  createTable,
  sampleItems,
  serveOn,
  settled,
  tableItems,
  undoSettled,
  until,
} from './bulk-fault-kit.js';

const COUNT = 160;
/** Few enough that the SDK's retry quota never runs dry (see bulk-lost-answers.test.ts). */
const LOST = 10;

describe.each(testServers)('bulk puts meeting faults on %s', (server) => {
  let db: RunningTestServer;
  let raw: DynamoDBClient;
  let proxy: HoldingProxy;
  let serve: ServeProcess;
  let api: ExplorerApi;
  const dataDir = mkdtempSync(join(tmpdir(), 'ice-bulk-put-faults-'));
  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    proxy = await startHoldingProxy(db.endpoint);
  }, 120_000);
  beforeEach(async () => {
    ({ serve, api } = await serveOn(proxy.url, dataDir));
  }, 120_000);
  afterEach(async () => {
    proxy.setRule(() => 'forward');
    await serve?.stop();
  });
  afterAll(async () => {
    await proxy?.close();
    raw?.destroy();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a conditional PutItem whose answer is lost is written, not "exists"; undo leaves the table as before', async () => {
    const table = 'LostPut';
    await createTable(raw, table);
    const items = sampleItems(COUNT, table);
    // A tenth of the keys hold an older item: those, and only those, are skipped.
    const old = items.filter((_, i) => i % 10 === 0).map((it) => ({ ...it, tags: { SS: ['old'] } }));
    await putItems(raw, table, old.map(itemFromWire));
    const before = await tableItems(raw, table);
    // On DynamoDB Local the free keys go by transactions of conditional puts (put-transact.ts), one
    // per unit of 100: 144 free keys in two units, each transaction's first answer lost.
    const [lostOperation, every, expectedLost] =
      server === 'dynamodb-local' ? ['TransactWriteItems', 1, 2] : ['PutItem', 8, LOST];
    let n = 0;
    let lost = 0;
    proxy.setRule((operation, _body, attempt) => {
      if (operation !== lostOperation || attempt !== 1 || lost >= LOST || ++n % every !== 0) return 'forward';
      lost++;
      return lost % 2 === 0 ? 'reset' : 'answer-500';
    });
    const { runId } = await api.createBulkRun({ TableName: table, action: { kind: 'put', whenExists: 'skip' }, items });
    await api.runBulk({ runId });
    const done = await until(api, runId, settled);
    expect(lost).toBe(expectedLost);
    expect(done).toMatchObject({
      state: 'done',
      written: COUNT - old.length,
      skipped: old.length,
      conflicts: 0,
      gone: 0,
      failed: 0,
    });
    expect(done.notes.every((note) => note.reason === 'exists')).toBe(true);
    // In key order, as tableItems answers: a kept old item in its place.
    const expected = items.map((it, i) => (i % 10 === 0 ? old[i / 10]! : it));
    expect(canonical(await tableItems(raw, table))).toBe(canonical(expected));

    proxy.setRule(() => 'forward');
    await api.undoBulk({ runId });
    const undone = await until(api, runId, undoSettled);
    expect(undone.undo).toMatchObject({ state: 'done', restored: COUNT - old.length, conflicts: 0, failed: 0 });
    expect(canonical(await tableItems(raw, table))).toBe(canonical(before));
  }, 180_000);

  test('a put run whose journal cannot be written stops before a single PutItem, saying why', async () => {
    const table = 'PutNoJournal';
    await createTable(raw, table);
    const items = sampleItems(COUNT, table);
    const { runId } = await api.createBulkRun({
      TableName: table,
      action: { kind: 'put', whenExists: 'overwrite' },
      items,
    });
    const file = join(dataDir, 'bulk-runs', `${runId}.jsonl`);
    rmSync(file);
    mkdirSync(file);
    const putsBefore = proxy.forwarded.PutItem ?? 0;
    await api.runBulk({ runId });
    const stopped = await until(api, runId, settled);
    expect(stopped.state).toBe('failed');
    expect(stopped.error?.name).toBe('JournalWriteError');
    expect(stopped.error?.message).toContain('a folder is in the way of the file');
    expect(stopped.written).toBe(0);
    expect(proxy.forwarded.PutItem ?? 0).toBe(putsBefore);
    expect(await tableItems(raw, table)).toEqual([]);
  }, 120_000);

  test('items that cannot be spooled are refused, the error saying why; the run keeps what it had', async () => {
    const table = 'PutNoSpool';
    await createTable(raw, table);
    const items = sampleItems(COUNT, table);
    const { runId } = await api.createBulkRun({
      TableName: table,
      action: { kind: 'put', whenExists: 'overwrite' },
      items: items.slice(0, 100),
    });
    const spool = join(dataDir, 'bulk-runs', `${runId}.items`);
    rmSync(spool);
    mkdirSync(spool);
    const putsBefore = proxy.forwarded.PutItem ?? 0;
    const refused = await api.addBulkItems({ runId, items: items.slice(100) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'JournalWriteError', statusCode: 500 });
    // The data folder's path is hidden in web mode's answers; the spool's file name stays.
    expect((refused as Error).message).toContain('.items could not be written: a folder is in the way of the file');
    expect((refused as Error).message).toContain('nothing was sent');
    expect(await api.getBulkRun({ runId })).toMatchObject({ state: 'ready', total: 100 });
    expect(proxy.forwarded.PutItem ?? 0).toBe(putsBefore);
    expect(await tableItems(raw, table)).toEqual([]);
  }, 120_000);
});
