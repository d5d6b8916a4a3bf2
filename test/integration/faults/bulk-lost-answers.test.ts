/**
 * Issue 29, bulk runs: lost answers and a journal that cannot be written, through web mode on
 * dynalite and AWS DynamoDB Local. A proxy forwards a write and then answers 500 or resets the
 * connection (the write landed; the SDK sends it again and its condition meets our own write):
 * an exact-mode delete is "written" (never "gone"), a bulk set is "written" (never a conflict),
 * a bulk put's transaction of free keys (DynamoDB Local) is "written" once (never "exists"),
 * and an undo's put-back or change-back is "restored" (never a conflict); every item ends
 * byte-identical after undo. A run whose journal file has a folder in its way stops before
 * sending a single write, its error naming the cause.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../../shared/api.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { testClient } from '../../support/dynamo-client.js';
import { startHoldingProxy, type HoldingProxy, type Rule } from '../../support/holding-proxy.js';
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

/**
 * Every eighth first send of `op` lands and its answer is lost (a 500, or a reset connection), ten
 * in all. Not more: the SDK's retry quota (a token bucket per client) would run dry and stop
 * retrying, which is a failure for Resume to reconcile, not the lost answer under test.
 */
const LOST = 10;
function loseAnswers(op: string): { rule: Rule; lost: () => number } {
  let n = 0;
  let lost = 0;
  return {
    rule: (operation, _body, attempt) => {
      if (operation !== op || attempt !== 1 || lost >= LOST || ++n % 8 !== 0) return 'forward';
      lost++;
      return lost % 2 === 0 ? 'reset' : 'answer-500';
    },
    lost: () => lost,
  };
}

describe.each(testServers)('bulk runs meeting lost answers on %s', (server) => {
  let db: RunningTestServer;
  let raw: DynamoDBClient;
  let proxy: HoldingProxy;
  let serve: ServeProcess;
  let api: ExplorerApi;
  const dataDir = mkdtempSync(join(tmpdir(), 'ice-bulk-lost-'));
  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    proxy = await startHoldingProxy(db.endpoint);
  }, 120_000);
  // Each test its own web mode, so its SDK client starts with a full retry quota.
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

  async function seeded(table: string) {
    await createTable(raw, table);
    const items = sampleItems(COUNT, table);
    await putItems(raw, table, items.map(itemFromWire));
    return { items, before: await tableItems(raw, table) };
  }

  test('an exact-mode delete whose answer is lost is written, not gone; its undo put-back likewise restored', async () => {
    const table = 'LostExact';
    const { items, before } = await seeded(table);
    const deletes = loseAnswers('DeleteItem');
    proxy.setRule(deletes.rule);
    const { runId } = await api.createBulkRun({
      TableName: table,
      action: { kind: 'delete' },
      items,
      conditionalDelete: true,
    });
    await api.runBulk({ runId });
    const done = await until(api, runId, settled);
    expect(deletes.lost()).toBe(LOST);
    expect(done).toMatchObject({ state: 'done', written: COUNT, gone: 0, conflicts: 0, failed: 0 });
    expect(await tableItems(raw, table)).toEqual([]);

    const puts = loseAnswers('PutItem');
    proxy.setRule(puts.rule);
    await api.undoBulk({ runId });
    const undone = await until(api, runId, undoSettled);
    expect(puts.lost()).toBe(LOST);
    expect(undone.undo).toMatchObject({ state: 'done', restored: COUNT, conflicts: 0, failed: 0 });
    expect(canonical(await tableItems(raw, table))).toBe(canonical(before));
  }, 180_000);

  test('a bulk set whose answer is lost is written, not a conflict; its undo change-back likewise restored', async () => {
    const table = 'LostSet';
    const { items, before } = await seeded(table);
    const updates = loseAnswers('UpdateItem');
    proxy.setRule(updates.rule);
    const { runId } = await api.createBulkRun({
      TableName: table,
      action: { kind: 'set', attribute: 'status', value: { S: 'archived' } },
      items,
    });
    await api.runBulk({ runId });
    const done = await until(api, runId, settled);
    expect(updates.lost()).toBe(LOST);
    expect(done).toMatchObject({ state: 'done', written: COUNT, gone: 0, conflicts: 0, failed: 0 });
    expect((await tableItems(raw, table)).every((item) => JSON.stringify(item.status) === '{"S":"archived"}')).toBe(
      true,
    );

    await api.undoBulk({ runId });
    const undone = await until(api, runId, undoSettled);
    expect(undone.undo).toMatchObject({ state: 'done', restored: COUNT, conflicts: 0, failed: 0 });
    expect(canonical(await tableItems(raw, table))).toBe(canonical(before));
  }, 180_000);

  test('a bulk put into free keys whose TransactWriteItems answers are lost is written once, never "exists"; undo empties the table', async () => {
    const table = 'LostTransact';
    await createTable(raw, table);
    const items = sampleItems(COUNT, table);
    // Each transaction's first send lands and its answer is lost (a 500, then a reset): the SDK
    // sends it again with the same ClientRequestToken. On dynalite (no transactions) the resend is
    // answered UnknownOperationException and the run goes on per item.
    let lost = 0;
    proxy.setRule((operation, _body, attempt) => {
      if (operation !== 'TransactWriteItems' || attempt !== 1) return 'forward';
      return ++lost % 2 === 0 ? 'reset' : 'answer-500';
    });
    const putsBefore = proxy.forwarded.PutItem ?? 0;
    const { runId } = await api.createBulkRun({ TableName: table, action: { kind: 'put', whenExists: 'skip' }, items });
    await api.runBulk({ runId });
    const done = await until(api, runId, settled);
    expect(lost).toBeGreaterThan(0);
    // DynamoDB Local: every item went by a transaction, none was put again by itself.
    if (server === 'dynamodb-local') expect(proxy.forwarded.PutItem ?? 0).toBe(putsBefore);
    expect(done).toMatchObject({ state: 'done', written: COUNT, skipped: 0, conflicts: 0, failed: 0 });
    // In key order: a scan lists partitions in the server's hash order.
    const byKey = (xs: typeof items) =>
      [...xs].sort((a, b) => (JSON.stringify([a.PK, a.SK]) < JSON.stringify([b.PK, b.SK]) ? -1 : 1));
    expect(canonical(byKey(await tableItems(raw, table)))).toBe(canonical(byKey(items)));
    proxy.setRule(() => 'forward');

    await api.undoBulk({ runId });
    const undone = await until(api, runId, undoSettled);
    expect(undone.undo).toMatchObject({ state: 'done', restored: COUNT, conflicts: 0, failed: 0 });
    expect(await tableItems(raw, table)).toEqual([]);
  }, 180_000);

  test('a journal that cannot be written (a folder in the way): the run stops, nothing is sent, the error says why', async () => {
    const table = 'NoJournal';
    const { items, before } = await seeded(table);
    const { runId } = await api.createBulkRun({ TableName: table, action: { kind: 'delete' }, items });
    const file = join(dataDir, 'bulk-runs', `${runId}.jsonl`);
    rmSync(file);
    mkdirSync(file);
    const writesBefore = proxy.forwarded.BatchWriteItem ?? 0;
    await api.runBulk({ runId });
    const stopped = await until(api, runId, settled);
    expect(stopped.state).toBe('failed');
    expect(stopped.error?.name).toBe('JournalWriteError');
    expect(stopped.error?.message).toContain('a folder is in the way of the file');
    expect(stopped.written).toBe(0);
    expect(proxy.forwarded.BatchWriteItem ?? 0).toBe(writesBefore);
    expect(canonical(await tableItems(raw, table))).toBe(canonical(before));
  }, 120_000);
});
