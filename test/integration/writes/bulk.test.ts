/**
 * Bulk runs through the API (web mode's HTTP transport, the real service) on dynalite and AWS
 * DynamoDB Local. A second SDK client plays another writer: items it changed after our read are
 * conflicts and keep its values. A throttling endpoint on loopback (test/support/unprocessed-proxy.ts)
 * leaves half of every BatchWriteItem unprocessed: the run sends it again until all is written.
 * A run stopped halfway resumes with what is left, and its undo puts back every item byte for byte.
 */
import {
  CreateTableCommand,
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { putItems } from '../../support/put-items.js';
import { startUnprocessedProxy, type UnprocessedProxy } from '../../support/unprocessed-proxy.js';

const sk = (item: Item | undefined) => (item?.SK as { S: string } | undefined)?.S ?? '';
const nextTurn = () => new Promise((r) => setTimeout(r, 20));

/** Polls the run until `done` holds of its status (the test's own timeout bounds the wait). */
async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await nextTurn();
  }
}
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';
const undone = (s: BulkRunStatus) => s.undo !== undefined && s.undo.state !== 'running';

function makeItems(prefix: string, n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    PK: { S: `${prefix}#${Math.floor(i / 20)}` },
    SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
    status: { S: 'open' },
    n: { N: `12345678901234567890123456789${String(i).padStart(9, '0')}` },
    tags: { SS: ['a', `t${i}`] },
    blob: { B: 'AAECAw==' },
    nested: { M: { l: { L: [{ N: '1E-130' }, { NULL: true }, { S: '' }] } } },
  }));
}

describe.each(testServers)('bulk runs on %s', (server) => {
  let h: Harness;
  const TABLE = 'BulkTable';
  const scanAll = async (prefix: string): Promise<Item[]> => {
    const out: Item[] = [];
    let start: Item | undefined;
    do {
      const page = await h.http.scan({
        TableName: TABLE,
        ConsistentRead: true,
        FilterExpression: 'begins_with(PK, :p)',
        ExpressionAttributeValues: { ':p': { S: prefix } },
        ...(start ? { ExclusiveStartKey: start } : {}),
      });
      out.push(...page.Items);
      start = page.LastEvaluatedKey;
    } while (start);
    return out.sort((a, b) => (sk(a) < sk(b) ? -1 : 1));
  };
  const stored = async (key: Item) => {
    const out = await h.raw.send(
      new GetItemCommand({ TableName: TABLE, Key: itemFromWire(key), ConsistentRead: true }),
    );
    return out.Item && itemToWire(out.Item);
  };

  beforeAll(async () => {
    h = await startHarness({ server });
    await h.raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
      }),
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  test('set an attribute while another client changes some of the same items: those are conflicts, its values survive', async () => {
    await putItems(h.raw, TABLE, makeItems('SET', 300).map(itemFromWire));
    const read = await scanAll('SET#');
    expect(read).toHaveLength(300);
    const other = (i: number, value: string) =>
      h.raw.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key: itemFromWire({ PK: read[i]!.PK!, SK: read[i]!.SK! }),
          UpdateExpression: 'SET note = :v, #s = :s',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':v': { S: value }, ':s': { S: 'held' } },
        }),
      );
    // Changed after our read, before the run: each must be a conflict.
    const before = [3, 50, 120, 121, 299];
    for (const i of before) await other(i, `before-${i}`);

    const created = await h.http.createBulkRun({
      TableName: TABLE,
      action: { kind: 'set', attribute: 'status', value: { S: 'archived' } },
      items: read,
    });
    expect(created).toMatchObject({ state: 'ready', total: 300, written: 0, left: 300 });
    await h.http.runBulk({ runId: created.runId });
    // And while it runs, the other client changes more items (each lands before or after ours).
    const during = [10, 200, 250];
    for (const i of during) await other(i, `during-${i}`);
    const done = await until(h.http, created.runId, settled);

    expect(done.state).toBe('done');
    expect(done.written + done.conflicts).toBe(300);
    expect(done.conflicts).toBeGreaterThanOrEqual(before.length);
    const conflictKeys = done.notes.filter((n) => n.reason === 'conflict').map((n) => sk(n.key));
    for (const i of before) expect(conflictKeys).toContain(sk(read[i]));
    for (const i of [...before, ...during]) {
      const now = (await stored({ PK: read[i]!.PK!, SK: read[i]!.SK! }))!;
      expect(now.note).toEqual({ S: before.includes(i) ? `before-${i}` : `during-${i}` });
    }
    for (const i of before)
      expect((await stored({ PK: read[i]!.PK!, SK: read[i]!.SK! }))!.status).toEqual({ S: 'held' });
    // Every item the run wrote: status set, every other attribute byte-identical.
    const after = await scanAll('SET#');
    const touched = new Set([...before, ...during]);
    for (let i = 0; i < 300; i++) {
      if (touched.has(i)) continue;
      expect(after[i]).toEqual({ ...read[i], status: { S: 'archived' } });
    }
  }, 120_000);

  test('bad input is refused naming the field: a key attribute as the attribute to set, an unknown run', async () => {
    const items = makeItems('BAD', 2);
    const e = await h.http
      .createBulkRun({ TableName: TABLE, action: { kind: 'set', attribute: 'SK', value: { S: 'x' } }, items })
      .catch((x: unknown) => x as { name: string; field?: string; message: string });
    expect(e).toMatchObject({ name: 'RequestValidationError', field: 'action.attribute' });
    expect((e as { message: string }).message).toContain('key attribute');
    const missing = await h.http.getBulkRun({ runId: 'bulk-none' }).catch((x: unknown) => x as { name: string });
    expect(missing).toMatchObject({ name: 'UnknownBulkRun' });
    const noKey = await h.http
      .createBulkRun({ TableName: TABLE, action: { kind: 'delete' }, items: [{ PK: { N: '1' }, SK: { S: 'x' } }] })
      .catch((x: unknown) => x as { name: string; field?: string });
    expect(noKey).toMatchObject({ name: 'RequestValidationError' });
    expect((noKey as { field?: string }).field).toMatch(/^items\[0\]/);
  });

  test('a delete run stopped halfway resumes with what is left; undo says what it will do, then puts every item back byte-identical', async () => {
    await putItems(h.raw, TABLE, makeItems('DEL', 1500).map(itemFromWire));
    const read = await scanAll('DEL#');
    expect(read).toHaveLength(1500);
    const created = await h.http.createBulkRun({
      TableName: TABLE,
      action: { kind: 'delete' },
      items: read.slice(0, 1000),
    });
    await h.http.addBulkItems({ runId: created.runId, items: read.slice(1000) });
    await h.http.runBulk({ runId: created.runId });
    await until(h.http, created.runId, (s) => s.written >= 100 || settled(s));
    await h.http.stopBulk({ runId: created.runId });
    const stopped = await until(h.http, created.runId, settled);
    expect(stopped.state).toBe('stopped');
    expect(stopped.written).toBeGreaterThan(0);
    expect(stopped.left).toBe(1500 - stopped.written);
    expect((await scanAll('DEL#')).length).toBe(1500 - stopped.written);

    await h.http.runBulk({ runId: created.runId });
    const finished = await until(h.http, created.runId, settled);
    expect(finished).toMatchObject({ state: 'done', written: 1500, left: 0, conflicts: 0 });
    expect(await scanAll('DEL#')).toEqual([]);

    // Another writer takes one key meanwhile: undo must leave it, and say so before it writes.
    const taken: Item = { PK: read[7]!.PK!, SK: read[7]!.SK!, status: { S: 'new owner' } };
    await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(taken) }));
    const preview = await h.http.previewBulkUndo({ runId: created.runId });
    expect(preview).toMatchObject({ willRestore: 1499, cannot: 1 });
    expect(preview.notes[0]!.key).toEqual({ PK: read[7]!.PK, SK: read[7]!.SK });
    expect(preview.message).toContain('cannot undo 1');

    await h.http.undoBulk({ runId: created.runId });
    const back = await until(h.http, created.runId, undone);
    expect(back.undo).toMatchObject({ state: 'done', restored: 1499, conflicts: 1, failed: 0 });
    const now = await scanAll('DEL#');
    expect(now).toEqual(read.map((item, i) => (i === 7 ? taken : item)));
  }, 180_000);

  test('BatchWriteItem leaves half of every call unprocessed: the run sends it again with backoff until all are deleted', async () => {
    const proxy: UnprocessedProxy = await startUnprocessedProxy(h.db.endpoint);
    // The app's service in front of the proxy; the items are put and checked straight on the server.
    const app = createAppService({ endpoint: proxy.url, region: 'us-east-1', env: {} });
    const web = await startWebServer({ service: app.service });
    const api = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    try {
      const items = makeItems('UNP', 200);
      await putItems(h.raw, TABLE, items.map(itemFromWire));
      const created = await api.createBulkRun({ TableName: TABLE, action: { kind: 'delete' }, items });
      await api.runBulk({ runId: created.runId });
      const done = await until(api, created.runId, settled);
      expect(done).toMatchObject({ state: 'done', written: 200, failed: 0, left: 0 });
      expect(proxy.withheld).toBeGreaterThan(100);
      expect(done.retried).toBe(proxy.withheld);
      // 8 batches of 25, half held back on every call: 25 -> 12 -> 6 -> 3 -> 1 -> 0 is 5 calls a batch.
      expect(proxy.batchWrites).toBe(8 * 5);
      const left = await h.raw.send(
        new ScanCommand({
          TableName: TABLE,
          FilterExpression: 'begins_with(PK, :p)',
          ExpressionAttributeValues: { ':p': { S: 'UNP#' } },
          ConsistentRead: true,
        }),
      );
      expect(left.Items).toEqual([]);
    } finally {
      await web.close();
      await app.close();
      await proxy.close();
    }
  }, 120_000);
});
