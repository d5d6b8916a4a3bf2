/**
 * A bulk delete reads each unit back before it deletes it (a Query over each run of neighbouring
 * keys, BatchGetItem for the rest: electron/service/bulk/read-back.ts), on dynalite and AWS
 * DynamoDB Local. The items span one big collection (Query ranges), a collection of which the read
 * kept one item in thirty (a range too sparse for its read budget, finished by BatchGetItem) and
 * many small collections (BatchGetItem). A second SDK client changes and deletes some items before
 * the run, and more while the run is stopped halfway: each change survives, reported as a
 * conflict (or the item as gone), and undo puts back every deleted item byte for byte.
 */
import { CreateTableCommand, DeleteItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { compareByKey } from '../../../shared/writes/bulk-read-plan.js';
import { itemFromWire } from '../../../electron/service/wire.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';
import { putItems } from '../../support/put-items.js';

const TABLE = 'BulkReadBack';
const BIG = 3000;
const keyText = (k: Item) => `${(k.PK as { S: string }).S}/${(k.SK as { S: string }).S}`;

async function until(api: ExplorerApi, runId: string, done: (s: BulkRunStatus) => boolean): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';

function item(pk: string, i: number): Item {
  return {
    PK: { S: pk },
    SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
    n: { N: `98765432109876543210987654321${String(i).padStart(9, '0')}` },
    tiny: { N: '1E-130' },
    big: { N: '9.99E+125' },
    tags: { SS: ['a', `t${i}`] },
    blob: { B: 'AAECAw==' },
    doc: { M: { l: { L: [{ S: '' }, { NULL: true }, { BOOL: true }] } } },
  };
}

describe.each(testServers)('bulk delete read-back on %s', (server) => {
  let h: Harness;
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
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  test('changes by another writer before the run and while it is stopped survive as conflicts; undo restores the rest byte-identical', async () => {
    const all = [
      ...Array.from({ length: BIG }, (_, i) => item('RB#big', i)),
      ...Array.from({ length: 40 * 3 }, (_, i) => item(`RB#s${Math.floor(i / 3)}`, i)),
      ...Array.from({ length: 300 }, (_, i) => item('RB#sparse', i)),
    ];
    await putItems(h.raw, TABLE, all.map(itemFromWire));
    const scan = async () => {
      const out: Item[] = [];
      let start: Item | undefined;
      do {
        const page = await h.http.scan({
          TableName: TABLE,
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        });
        out.push(...page.Items);
        start = page.LastEvaluatedKey;
      } while (start);
      return new Map(out.map((it) => [keyText(it), it]));
    };
    // The items as the server keeps them (numbers in its own form), as a user's read has them.
    const stored = await scan();
    expect(stored.size).toBe(all.length);
    // What the user read: everything but 29 in 30 of the sparse collection. Handed over out of key order.
    const read = all
      .map((it) => stored.get(keyText(it))!)
      .filter(
        (it) => (it.PK as { S: string }).S !== 'RB#sparse' || Number((it.SK as { S: string }).S.slice(5)) % 30 === 0,
      )
      .reverse();
    const sorted = [...read].sort(compareByKey({ partitionKey: 'PK', sortKey: 'SK' }));
    const key = (it: Item) => ({ PK: it.PK!, SK: it.SK! });
    const change = (it: Item, value: string) =>
      h.raw.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key: itemFromWire(key(it)),
          UpdateExpression: 'SET note = :v',
          ExpressionAttributeValues: { ':v': { S: value } },
        }),
      );
    // Before the run: changed in the big collection, in a small one and in the sparse one; two deleted.
    const changedBefore = [sorted[5]!, sorted[1500]!, sorted[BIG + 4]!, sorted[sorted.length - 2]!];
    for (const it of changedBefore) await change(it, `before ${keyText(it)}`);
    const goneBefore = [sorted[700]!, sorted[BIG + 100]!];
    for (const it of goneBefore)
      await h.raw.send(new DeleteItemCommand({ TableName: TABLE, Key: itemFromWire(key(it)) }));

    const created = await h.http.createBulkRun({ TableName: TABLE, action: { kind: 'delete' }, items: read });
    await h.http.runBulk({ runId: created.runId });
    await until(h.http, created.runId, (s) => s.written > 0 || settled(s));
    await h.http.stopBulk({ runId: created.runId });
    const stopped = await until(h.http, created.runId, settled);
    expect(stopped.state).toBe('stopped');
    // Key order: the last items of the run are still to come. Another writer changes two of them now.
    const changedWhileStopped = [sorted[sorted.length - 1]!, sorted[BIG + 50]!];
    for (const it of changedWhileStopped) await change(it, `stopped ${keyText(it)}`);

    await h.http.runBulk({ runId: created.runId });
    const done = await until(h.http, created.runId, settled);
    const changed = [...changedBefore, ...changedWhileStopped];
    expect(done).toMatchObject({
      state: 'done',
      conflicts: changed.length,
      gone: goneBefore.length,
      written: read.length - changed.length - goneBefore.length,
      failed: 0,
    });
    expect(
      done.notes
        .filter((n) => n.reason === 'conflict')
        .map((n) => keyText(n.key))
        .sort(),
    ).toEqual(changed.map(keyText).sort());
    expect(
      done.notes
        .filter((n) => n.reason === 'gone')
        .map((n) => keyText(n.key))
        .sort(),
    ).toEqual(goneBefore.map(keyText).sort());
    for (const n of done.notes.filter((x) => x.reason === 'conflict')) expect(n.current?.note).toBeDefined();

    const after = await scan();
    // Left: the changed items (with the other writer's value) and the sparse items the read did not keep.
    expect(after.size).toBe(changed.length + (300 - 10));
    for (const it of changed)
      expect(after.get(keyText(it))).toEqual({
        ...stored.get(keyText(it)),
        note: { S: `${changedBefore.includes(it) ? 'before' : 'stopped'} ${keyText(it)}` },
      });

    const preview = await h.http.previewBulkUndo({ runId: created.runId });
    expect(preview).toMatchObject({ willRestore: done.written, cannot: 0 });
    await h.http.undoBulk({ runId: created.runId });
    const back = await until(h.http, created.runId, (s) => s.undo !== undefined && s.undo.state !== 'running');
    expect(back.undo).toMatchObject({ state: 'done', restored: done.written, conflicts: 0, failed: 0 });
    const restored = await scan();
    const gone = new Set(goneBefore.map(keyText));
    for (const [k, it] of stored) {
      if (gone.has(k)) expect(restored.has(k)).toBe(false);
      else if (!changed.some((c) => keyText(c) === k)) expect(JSON.stringify(restored.get(k))).toBe(JSON.stringify(it));
    }
  }, 300_000);
});
