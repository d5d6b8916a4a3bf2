/**
 * Bulk put (the engine under Copy and Import: electron/service/bulk/put-unit.ts) on dynalite and
 * AWS DynamoDB Local, through the app's HTTP API and a proxy (test/support/interposing-proxy.ts)
 * that lets a second SDK client write at the exact moment between the run's read of a key and its
 * PutItem. Items carry 38-digit numbers, 1E-130, sets, binary and nested maps, and every check
 * compares the raw SDK's scan, byte for byte: the dry run, each whenExists rule on a table where
 * some keys exist, the second writer (before the run and in the window), and undo leaving the
 * table as it was before the run.
 */
import {
  CreateTableCommand,
  PutItemCommand,
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

const keyText = (k: Record<string, unknown>) => `${(k.PK as { S: string }).S}/${(k.SK as { S: string }).S}`;
/** The items a write puts: a PutItem's, or each Put of a TransactWriteItems (the local fast path). */
const putsIn = (operation: string, body: Record<string, unknown>): Array<Record<string, unknown>> =>
  operation === 'PutItem'
    ? [body.Item as Record<string, unknown>]
    : operation === 'TransactWriteItems'
      ? (body.TransactItems as Array<{ Put?: { Item: Record<string, unknown> } }>).flatMap((t) =>
          t.Put ? [t.Put.Item] : [],
        )
      : [];
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';
const undone = (s: BulkRunStatus) => s.undo !== undefined && s.undo.state !== 'running' && s.undo.state !== 'stopping';
/** Objects' keys in name order (DynamoDB Local moves attributes after an update); lists and sets as they are. */
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;
const text = (m: Map<string, Item>) => JSON.stringify(sorted([...m].sort(([a], [b]) => (a < b ? -1 : 1))));

async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function item(i: number, version = 'new'): Item {
  return {
    PK: { S: `CP#${i % 7}` },
    SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
    n: { N: `12345678901234567890123456789012345${String(i % 1000).padStart(3, '0')}` },
    tiny: { N: '1E-130' },
    tags: { SS: ['a', `t${i}`, version] },
    nums: { NS: ['1', '2.5', `-${i}`] },
    blob: { B: 'AAECAw==' },
    blobs: { BS: ['AQ==', 'Ag=='] },
    empty: { S: '' },
    version: { S: version },
    doc: { M: { text: { S: `item ${i}` }, l: { L: [{ S: '' }, { NULL: true }, { N: '0.000001' }] }, m: { M: {} } } },
  };
}

describe.each(testServers)('bulk put on %s', (server) => {
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
  }, 300_000);
  afterAll(async () => {
    await close?.();
    await proxy?.close();
    raw?.destroy();
    await db?.close();
  });

  async function table(name: string, items: Item[]): Promise<Map<string, Item>> {
    await raw.send(new CreateTableCommand(pkSkTable(name)));
    if (items.length > 0) await putItems(raw, name, items.map(itemFromWire));
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
  /** The items as the server keeps them (its own form of numbers): what a read of a source gives. */
  async function sourceItems(name: string, count: number, version = 'new'): Promise<Item[]> {
    const stored = await table(
      name,
      Array.from({ length: count }, (_, i) => item(i, version)),
    );
    return Array.from({ length: count }, (_, i) => stored.get(keyText(item(i)))!);
  }
  async function putRun(name: string, items: Item[], whenExists: 'skip' | 'overwrite' | 'overwrite-if-unchanged') {
    const first = await api.createBulkRun({
      TableName: name,
      action: { kind: 'put', whenExists },
      items: items.slice(0, 1000),
    });
    for (let at = 1000; at < items.length; at += 1000)
      await api.addBulkItems({ runId: first.runId, items: items.slice(at, at + 1000) });
    return first.runId;
  }
  async function undo(runId: string): Promise<BulkRunStatus> {
    await api.undoBulk({ runId });
    return until(api, runId, undone);
  }

  test('2,000 items into an empty table: dry run, byte-identical copy, undo empties it', async () => {
    const source = await sourceItems('PutSource', 2000);
    await table('PutEmpty', []);
    const runId = await putRun('PutEmpty', source, 'skip');
    const dry = await api.dryRunBulk({ runId });
    expect(dry).toMatchObject({ items: 2000, existing: 0, existingKeys: [] });
    expect(dry.writeUnits).toBe(2000);
    expect(dry.bytes).toBeGreaterThan(2000 * 100);
    expect(dry.usd).toBeCloseTo((2000 * 0.625) / 1e6, 12);
    expect((await scan('PutEmpty')).size).toBe(0);
    await api.runBulk({ runId });
    const done = await until(api, runId, settled);
    expect(done).toMatchObject({ state: 'done', total: 2000, written: 2000, skipped: 0, conflicts: 0, failed: 0 });
    expect(proxy.counts.BatchWriteItem ?? 0).toBe(0);
    // A local endpoint: DynamoDB Local takes transactions of 100 conditional Puts; dynalite has
    // none (UnknownOperationException, at most one per worker before it is remembered) and is
    // written one conditional PutItem per item.
    if (server === 'dynamodb-local') {
      expect(proxy.counts.TransactWriteItems).toBeGreaterThanOrEqual(20);
      expect(proxy.counts.PutItem ?? 0).toBe(0);
    } else {
      expect(proxy.counts.TransactWriteItems ?? 0).toBeLessThanOrEqual(4);
      expect(proxy.counts.PutItem).toBeGreaterThanOrEqual(2000);
    }
    const copied = await scan('PutEmpty');
    expect(text(copied)).toBe(text(new Map(source.map((it) => [keyText(it), it]))));
    // Every key was free: undo deletes what the run created, and says so (never "put back").
    expect(await api.previewBulkUndo({ runId })).toMatchObject({
      willRestore: 2000,
      willDelete: 2000,
      message: 'Undo will delete 2,000 items the run created.',
    });
    expect((await undo(runId)).undo).toMatchObject({
      state: 'done',
      restored: 2000,
      created: 2000,
      deleted: 2000,
      conflicts: 0,
      failed: 0,
    });
    expect((await scan('PutEmpty')).size).toBe(0);
  }, 600_000);

  test('a missing key or a bad value is refused before anything is written, naming the item and field', async () => {
    await table('PutRefused', []);
    const good = item(1);
    const { PK: _pk, ...keyless } = item(2);
    await expect(
      api.createBulkRun({
        TableName: 'PutRefused',
        action: { kind: 'put', whenExists: 'skip' },
        items: [good, keyless],
      }),
    ).rejects.toThrow(/items\[1\].*partition key "PK"/);
    await expect(
      api.createBulkRun({
        TableName: 'PutRefused',
        action: { kind: 'put', whenExists: 'skip' },
        items: [good, { ...good, SK: { S: 'x' }, tags: { SS: ['a', 'a'] } }],
      }),
    ).rejects.toThrow(/items(\[1\]|\.1): tags/);
    expect((await scan('PutRefused')).size).toBe(0);
  }, 120_000);

  for (const whenExists of ['skip', 'overwrite', 'overwrite-if-unchanged'] as const) {
    test(`whenExists "${whenExists}" where 100 of 300 keys exist, a second client writing before and during the run; undo restores the table`, async () => {
      const name = `PutMode${whenExists.replace(/-/g, '')}`;
      const source = await sourceItems(`${name}Src`, 300);
      // The target holds items 0..99 in an older version.
      await table(
        name,
        Array.from({ length: 100 }, (_, i) => item(i, 'old')),
      );
      const runId = await putRun(name, source, whenExists);
      const dry = await api.dryRunBulk({ runId });
      expect(dry.existing).toBe(100);
      expect(dry.existingKeys).toHaveLength(20);
      // After the dry run, a second client changes item 5 and creates item 150 ...
      const k = (i: number) => itemFromWire({ PK: item(i).PK!, SK: item(i).SK! });
      await raw.send(
        new UpdateItemCommand({
          TableName: name,
          Key: k(5),
          UpdateExpression: 'SET version = :v',
          ExpressionAttributeValues: { ':v': { S: 'second-before' } },
        }),
      );
      await raw.send(new PutItemCommand({ TableName: name, Item: itemFromWire(item(150, 'second-before')) }));
      // ... and, in the window between the run's read and its put, changes item 7 (writes item 171
      // when skipping: an existing key is not put) and creates item 170.
      const changed = whenExists === 'skip' ? 171 : 7;
      const during = new Map([
        [keyText(item(changed)), false],
        [keyText(item(170)), false],
      ]);
      proxy.setHook(async (operation, body) => {
        for (const put of putsIn(operation, body)) {
          const key = keyText(put);
          if (during.get(key) !== false) continue;
          during.set(key, true);
          if (key === keyText(item(changed)))
            await raw.send(
              new UpdateItemCommand({
                TableName: name,
                Key: k(changed),
                UpdateExpression: 'SET version = :v, added = :v',
                ExpressionAttributeValues: { ':v': { S: 'second-during' } },
              }),
            );
          else await raw.send(new PutItemCommand({ TableName: name, Item: itemFromWire(item(170, 'second-during')) }));
        }
      });
      try {
        const before = await scan(name);
        await api.runBulk({ runId });
        const done = await until(api, runId, settled);
        expect([...during.values()]).toEqual([true, true]);
        const after = await scan(name);
        // Nothing of the second client is lost, whatever the rule: these two are theirs.
        expect(after.get(keyText(item(changed)))!.added).toEqual({ S: 'second-during' });
        expect(after.get(keyText(item(170)))!.version).toEqual({ S: 'second-during' });
        if (whenExists === 'skip') {
          // 100 existing + 150 (before) + 170 and 171 (during) skipped.
          expect(done).toMatchObject({ state: 'done', written: 197, skipped: 103, conflicts: 0, failed: 0 });
          expect(done.notes.filter((x) => x.reason === 'exists')).toHaveLength(done.notes.length);
          for (let i = 0; i < 100; i++) if (i !== 5) expect(after.get(keyText(item(i)))!.version).toEqual({ S: 'old' });
        } else if (whenExists === 'overwrite') {
          // 7 and 170 were written in the window: not overwritten unseen, failed for Resume.
          expect(done).toMatchObject({ state: 'stopped', written: 298, failed: 2 });
          expect(after.get(keyText(item(5)))!.version).toEqual({ S: 'new' });
          expect(after.get(keyText(item(150)))!.version).toEqual({ S: 'new' });
          // Resume reads them again and overwrites them, journaling the second client's items.
          await api.runBulk({ runId });
          expect(await until(api, runId, settled)).toMatchObject({ state: 'done', written: 300, failed: 0 });
        } else {
          // 5 and 150 changed since the dry run, 7 and 170 in the window: conflicts, left as they are.
          expect(done).toMatchObject({ state: 'done', written: 296, conflicts: 4, failed: 0 });
          expect(after.get(keyText(item(5)))!.version).toEqual({ S: 'second-before' });
          expect(after.get(keyText(item(150)))!.version).toEqual({ S: 'second-before' });
          expect(
            done.notes
              .filter((x) => x.reason === 'conflict')
              .map((x) => keyText(x.key))
              .sort(),
          ).toEqual([5, 7, 150, 170].map((i) => keyText(item(i))).sort());
        }
        proxy.setHook(undefined);
        // Undo deletes the items the run created and puts back the ones it overwrote, each named.
        const counts: Record<typeof whenExists, [number, number]> = {
          skip: [197, 0],
          overwrite: [300, 102],
          'overwrite-if-unchanged': [296, 98],
        };
        const [written, overwrote] = counts[whenExists];
        const created = written - overwrote;
        expect(await api.previewBulkUndo({ runId })).toMatchObject({
          willRestore: written,
          willDelete: created,
          message:
            `Undo will delete ${created} items the run created` +
            (overwrote ? ` and put back ${overwrote} items the run overwrote, as they were before it.` : '.'),
        });
        expect((await undo(runId)).undo).toMatchObject({
          state: 'done',
          restored: written,
          created,
          deleted: created,
          conflicts: 0,
          failed: 0,
        });
        // Undo leaves the table as it was before the run: the second client's writes included
        // (those the run never overwrote, and those it did, put back as it found them).
        const restored = await scan(name);
        const expected = new Map(before);
        for (const i of [changed, 170]) expected.set(keyText(item(i)), after.get(keyText(item(i)))!);
        expect(text(restored)).toBe(text(expected));
      } finally {
        proxy.setHook(undefined);
      }
    }, 600_000);
  }
});
