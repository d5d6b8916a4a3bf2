/**
 * The bulk delete mode "only items still exactly as read" (conditionalDelete: one conditional
 * DeleteItem per item, electron/service/bulk/exact-delete.ts), on dynalite and AWS DynamoDB Local.
 * A second SDK client changes a value, adds an attribute to, or deletes some items before the run,
 * and others WHILE it runs: the app's endpoint is a proxy (test/support/interposing-proxy.ts) that
 * holds the run's DeleteItem of a chosen item until the second client has written to that item,
 * so the change lands after the run decided to delete and before the delete reaches the server,
 * the moment the read-back mode cannot see (shown by the last test, on the same proxy). Every
 * change survives and is reported as a conflict (a deleted item as gone), nothing else is left, the
 * run stops and resumes, and undo puts back every deleted item byte-identical. Items read through a
 * projection are judged on what was read and still undone whole (the journal keeps ALL_OLD).
 */
import {
  CreateTableCommand,
  DeleteItemCommand,
  GetItemCommand,
  ScanCommand,
  UpdateItemCommand,
  type AttributeValue as SdkValue,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { testClient } from '../../support/dynamo-client.js';
import { startInterposingProxy, type InterposingProxy } from '../../support/interposing-proxy.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { pkSkTable } from '../../support/test-table.js';
import { putItems } from '../../support/put-items.js';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';

const COUNT = 300;
const keyText = (k: Record<string, unknown>) => `${(k.PK as { S: string }).S}/${(k.SK as { S: string }).S}`;
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';

async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function item(i: number): Item {
  return {
    PK: { S: i < 200 ? 'EX#big' : `EX#s${i % 10}` },
    SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
    n: { N: `12345678901234567890123456789012345${String(i).padStart(3, '0')}` },
    tiny: { N: '1E-130' },
    big: { N: '9.99E+125' },
    tags: { SS: ['a', `t${i}`] },
    nums: { NS: ['1', '2.5', `-${i}`] },
    blob: { B: 'AAECAw==' },
    blobs: { BS: ['AQ==', 'Ag=='] },
    empty: { S: '' },
    flag: { BOOL: i % 2 === 0 },
    nothing: { NULL: true },
    doc: { M: { text: { S: `item ${i}` }, l: { L: [{ S: '' }, { NULL: true }, { N: '0.000001' }] }, m: { M: {} } } },
  };
}

type Second = 'change' | 'add' | 'delete';

describe.each(testServers)('bulk delete, only items still exactly as read, on %s', (server) => {
  let db: RunningTestServer;
  let proxy: InterposingProxy;
  let raw: ReturnType<typeof testClient>;
  let api: ExplorerApi;
  let close: () => Promise<void>;
  beforeAll(async () => {
    isolateAwsConfig();
    db = await startTestServer(server);
    raw = testClient(db.endpoint);
    proxy = await startInterposingProxy(db.endpoint);
    const app = createAppService({ endpoint: proxy.url, region: 'us-east-1', env: {} });
    const web = await startWebServer({ service: app.service });
    api = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    close = async () => {
      await web.close();
      await app.close();
    };
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await proxy?.close();
    raw?.destroy();
    await db?.close();
  });

  async function table(name: string, items: Item[]): Promise<Map<string, Item>> {
    await raw.send(new CreateTableCommand(pkSkTable(name)));
    await putItems(raw, name, items.map(itemFromWire));
    return scan(name);
  }
  async function scan(name: string): Promise<Map<string, Item>> {
    const out = new Map<string, Item>();
    let start: Record<string, SdkValue> | undefined;
    do {
      const page = await raw.send(new ScanCommand({ TableName: name, ConsistentRead: true, ExclusiveStartKey: start }));
      for (const it of page.Items ?? []) out.set(keyText(it), itemToWire(it));
      start = page.LastEvaluatedKey;
    } while (start);
    return out;
  }
  /** The second client's write, and the item as it left it (undefined: deleted). */
  async function second(name: string, key: Item, what: Second): Promise<Item | undefined> {
    const Key = itemFromWire({ PK: key.PK!, SK: key.SK! });
    if (what === 'delete') {
      await raw.send(new DeleteItemCommand({ TableName: name, Key }));
      return undefined;
    }
    await raw.send(
      new UpdateItemCommand({
        TableName: name,
        Key,
        ...(what === 'change'
          ? { UpdateExpression: 'SET doc.#t = :v', ExpressionAttributeNames: { '#t': 'text' } }
          : { UpdateExpression: 'SET added = :v' }),
        ExpressionAttributeValues: { ':v': { S: `by the second client: ${what}` } },
      }),
    );
    const now = await raw.send(new GetItemCommand({ TableName: name, Key, ConsistentRead: true }));
    return itemToWire(now.Item!);
  }

  test('changes by a second client before and during the run survive as conflicts; stop, resume; undo restores byte-identical', async () => {
    const name = 'BulkExact';
    const items = Array.from({ length: COUNT }, (_, i) => item(i));
    const stored = await table(name, items);
    expect(stored.size).toBe(COUNT);
    // What the user read: the items as the server keeps them (numbers in its own form).
    const read = items.map((it) => stored.get(keyText(it))!);
    const plan = new Map<string, { when: 'before' | 'during'; what: Second }>([
      [keyText(read[3]!), { when: 'before', what: 'change' }],
      [keyText(read[240]!), { when: 'before', what: 'change' }],
      [keyText(read[77]!), { when: 'before', what: 'add' }],
      [keyText(read[150]!), { when: 'before', what: 'delete' }],
      [keyText(read[10]!), { when: 'during', what: 'change' }],
      [keyText(read[260]!), { when: 'during', what: 'change' }],
      [keyText(read[30]!), { when: 'during', what: 'add' }],
      [keyText(read[280]!), { when: 'during', what: 'add' }],
      [keyText(read[50]!), { when: 'during', what: 'delete' }],
    ]);
    const left = new Map<string, Item | undefined>();
    for (const [k, p] of plan) if (p.when === 'before') left.set(k, await second(name, stored.get(k)!, p.what));

    const created = await api.createBulkRun({
      TableName: name,
      action: { kind: 'delete' },
      items: read,
      conditionalDelete: true,
    });
    const runId = created.runId;
    const deletes: string[] = [];
    let stopAsked = false;
    proxy.setHook(async (operation, body) => {
      if (operation === 'BatchWriteItem') throw new Error('the exact mode sent a BatchWriteItem');
      if (operation !== 'DeleteItem') return;
      const k = keyText(body.Key as Record<string, unknown>);
      deletes.push(k);
      const p = plan.get(k);
      if (p?.when === 'during' && !left.has(k)) left.set(k, await second(name, stored.get(k)!, p.what));
      if (deletes.length === 120 && !stopAsked) {
        stopAsked = true;
        await api.stopBulk({ runId });
      }
    });
    try {
      await api.runBulk({ runId });
      const stopped = await until(api, runId, settled);
      expect(stopped.state).toBe('stopped');
      expect(stopped.left).toBeGreaterThan(0);
      const sentWhenStopped = deletes.length;
      expect(sentWhenStopped).toBeLessThan(COUNT);
      // Stopped means stopped: nothing more is sent while it stays stopped.
      expect((await api.getBulkRun({ runId })).state).toBe('stopped');
      expect(deletes.length).toBe(sentWhenStopped);

      await api.runBulk({ runId });
      const done = await until(api, runId, settled);
      const conflicts = [...plan].filter(([, p]) => p.what !== 'delete').map(([k]) => k);
      const gone = [...plan].filter(([, p]) => p.what === 'delete').map(([k]) => k);
      expect(done).toMatchObject({
        deleteMode: 'exact',
        state: 'done',
        conflicts: conflicts.length,
        gone: gone.length,
        written: COUNT - plan.size,
        failed: 0,
        left: 0,
      });
      // Every item was sent as its own conditional DeleteItem, once: Resume sent only what Stop left.
      expect(deletes).toHaveLength(COUNT);
      expect(new Set(deletes).size).toBe(COUNT);
      expect(
        done.notes
          .filter((n) => n.reason === 'conflict')
          .map((n) => keyText(n.key))
          .sort(),
      ).toEqual(conflicts.sort());
      expect(
        done.notes
          .filter((n) => n.reason === 'gone')
          .map((n) => keyText(n.key))
          .sort(),
      ).toEqual(gone.sort());
      // Each conflict reports what is there now: the second client's item (DynamoDB Local's
      // answer to a failed condition orders a map's keys its own way, hence no text compare here).
      for (const n of done.notes.filter((x) => x.reason === 'conflict'))
        expect(n.current).toEqual(left.get(keyText(n.key)));

      // Left in the table: exactly the items the second client wrote, as it wrote them.
      const after = await scan(name);
      expect([...after.keys()].sort()).toEqual(conflicts.sort());
      for (const k of conflicts) expect(JSON.stringify(after.get(k))).toBe(JSON.stringify(left.get(k)));

      const preview = await api.previewBulkUndo({ runId });
      expect(preview).toMatchObject({ willRestore: done.written, cannot: 0 });
      await api.undoBulk({ runId });
      const back = await until(api, runId, (s) => s.undo !== undefined && s.undo.state !== 'running');
      expect(back.undo).toMatchObject({ state: 'done', restored: done.written, conflicts: 0, failed: 0 });
      const restored = await scan(name);
      expect(restored.size).toBe(COUNT - gone.length);
      for (const [k, it] of stored) {
        if (gone.includes(k)) expect(restored.has(k)).toBe(false);
        else if (plan.has(k)) expect(JSON.stringify(restored.get(k))).toBe(JSON.stringify(left.get(k)));
        else expect(JSON.stringify(restored.get(k))).toBe(JSON.stringify(it));
      }
    } finally {
      proxy.setHook(undefined);
    }
  }, 300_000);

  test('items read through a projection: judged on what was read, journaled whole, undone byte-identical', async () => {
    const name = 'BulkExactProjected';
    const stored = await table(
      name,
      Array.from({ length: 40 }, (_, i) => item(i)),
    );
    const projected = [...stored.values()].map((it) => ({ PK: it.PK!, SK: it.SK!, n: it.n! }));
    const created = await api.createBulkRun({
      TableName: name,
      action: { kind: 'delete' },
      items: projected,
      conditionalDelete: true,
      projected: true,
    });
    await api.runBulk({ runId: created.runId });
    const done = await until(api, created.runId, settled);
    expect(done).toMatchObject({ state: 'done', written: 40, conflicts: 0, gone: 0, failed: 0 });
    expect((await scan(name)).size).toBe(0);
    await api.undoBulk({ runId: created.runId });
    const back = await until(api, created.runId, (s) => s.undo !== undefined && s.undo.state !== 'running');
    expect(back.undo).toMatchObject({ state: 'done', restored: 40, conflicts: 0, failed: 0 });
    const restored = await scan(name);
    expect(restored.size).toBe(40);
    for (const [k, it] of stored) expect(JSON.stringify(restored.get(k))).toBe(JSON.stringify(it));
  }, 120_000);

  test('a conditional delete with readBeforeDelete false, or on an edit, is refused naming the field', async () => {
    const items = [item(0)];
    await expect(
      api.createBulkRun({
        TableName: 'BulkExact',
        action: { kind: 'delete' },
        items,
        conditionalDelete: true,
        readBeforeDelete: false,
      }),
    ).rejects.toMatchObject({ field: 'readBeforeDelete', message: expect.stringContaining('contradicts') });
    await expect(
      api.createBulkRun({
        TableName: 'BulkExact',
        action: { kind: 'remove', attribute: 'tags' },
        items,
        conditionalDelete: true,
      }),
    ).rejects.toMatchObject({ field: 'conditionalDelete' });
  });

  test('the read-back mode, on the same proxy, deletes a change made between its check and its BatchWriteItem (why the exact mode exists)', async () => {
    const name = 'BulkReadBackRace';
    const items = Array.from({ length: 60 }, (_, i) => item(i));
    const stored = await table(name, items);
    let raced: string | undefined;
    proxy.setHook(async (operation, body) => {
      if (operation !== 'BatchWriteItem' || raced) return;
      const requests = (
        body.RequestItems as Record<string, Array<{ DeleteRequest: { Key: Record<string, unknown> } }>>
      )[name]!;
      raced = keyText(requests[0]!.DeleteRequest.Key);
      await second(name, stored.get(raced)!, 'change');
    });
    try {
      const created = await api.createBulkRun({
        TableName: name,
        action: { kind: 'delete' },
        items: [...stored.values()],
      });
      await api.runBulk({ runId: created.runId });
      const done = await until(api, created.runId, settled);
      expect(raced).toBeDefined();
      // The change reached the server before the delete, yet nothing reports it and it is gone.
      expect(done).toMatchObject({ state: 'done', written: 60, conflicts: 0 });
      expect((await scan(name)).has(raced!)).toBe(false);
    } finally {
      proxy.setHook(undefined);
    }
  }, 120_000);
});
