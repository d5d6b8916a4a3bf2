/**
 * Committing staged changes through the API (web mode's HTTP transport, the real service) against
 * dynalite (the sandbox's server, no transactions) and AWS DynamoDB Local (the reference, with
 * TransactWriteItems). A second SDK client plays the other writer: whatever it writes between our
 * read and our commit is never lost.
 */
import { CreateTableCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { ApiError } from '../../../shared/api-errors.js';
import { reapplyOnCurrent, keepMine } from '../../../shared/writes/resolve.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

const TABLE = 'WriteOrders';
const original: Item = {
  PK: { S: 'CUSTOMER#1' },
  SK: { S: 'ORDER#1' },
  status: { S: 'open' },
  total: { N: '12345678901234567890123456789012345678' },
  tiny: { N: '1E-130' },
  huge: { N: '9.99E+125' },
  tags: { SS: ['gift', 'rush'] },
  codes: { NS: ['1', '2.5'] },
  blob: { B: 'AAECAw==' },
  blobs: { BS: ['AQ==', 'Ag=='] },
  lines: { L: [{ M: { sku: { S: 'A' }, qty: { N: '2' } } }, { NULL: true }] },
  meta: { M: { by: { S: 'ann' }, empty: { S: '' } } },
  flag: { BOOL: false },
};

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('the call was accepted');
}

describe.each(testServers)('commits on %s', (server) => {
  let h: Harness;
  let n = 0;
  /** A fresh item per test, put by the other client, so tests do not see each other's writes. */
  async function seed(extra: Item = {}): Promise<Item> {
    const item: Item = { ...original, SK: { S: `ORDER#${++n}` }, ...extra };
    await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(item) }));
    return (await h.http.getItem({ TableName: TABLE, Key: { PK: item.PK!, SK: item.SK! }, ConsistentRead: true }))
      .Item!;
  }
  const stored = async (key: Item) => {
    const out = await h.raw.send(
      new GetItemCommand({ TableName: TABLE, Key: itemFromWire(key), ConsistentRead: true }),
    );
    return out.Item && itemToWire(out.Item);
  };
  const keyOf = (i: Item): Item => ({ PK: i.PK!, SK: i.SK! });

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
          { AttributeName: 'GSI1PK', AttributeType: 'N' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'GSI1',
            KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  test('an edit writes only what changed; every other attribute is exactly as it was', async () => {
    const read = await seed();
    const r = await h.http.commitChanges({
      changes: [{ id: 'e1', TableName: TABLE, before: read, after: { ...read, status: { S: 'shipped' } } }],
    });
    expect(r.outcomes).toMatchObject([{ id: 'e1', status: 'written', kind: 'edit', scope: 'as read' }]);
    expect(r.commitId).toBeTruthy();
    const now = (await stored(keyOf(read)))!;
    expect(now.status).toEqual({ S: 'shipped' });
    for (const name of Object.keys(read)) if (name !== 'status') expect(now[name], name).toEqual(read[name]);
  });

  test('another writer changes another attribute after our read: conflict with the current item; re-applied on top, both writes stand', async () => {
    const read = await seed();
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire(keyOf(read)),
        UpdateExpression: 'SET flag = :t',
        ExpressionAttributeValues: { ':t': { BOOL: true } },
      }),
    );
    const change = { id: 'e2', TableName: TABLE, before: read, after: { ...read, status: { S: 'shipped' } } };
    const r = await h.http.commitChanges({ changes: [change] });
    expect(r.outcomes[0]).toMatchObject({ id: 'e2', status: 'conflict', conflictAt: 'item' });
    expect(r.outcomes[0]!.current!.Item!.flag).toEqual({ BOOL: true });
    expect(r.commitId).toBeUndefined();
    expect((await stored(keyOf(read)))!.status).toEqual({ S: 'open' });

    const again = await h.http.commitChanges({ changes: [reapplyOnCurrent(change, r.outcomes[0]!.current!.Item)] });
    expect(again.outcomes[0]!.status).toBe('written');
    const now = (await stored(keyOf(read)))!;
    expect(now.status).toEqual({ S: 'shipped' });
    expect(now.flag).toEqual({ BOOL: true });
  });

  test('keep mine overwrites on purpose, still conditional on what is there now', async () => {
    const read = await seed();
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire(keyOf(read)),
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'theirs' } },
      }),
    );
    const change = { id: 'k', TableName: TABLE, before: read, after: { ...read, status: { S: 'mine' } } };
    const r = await h.http.commitChanges({ changes: [change] });
    expect(r.outcomes[0]!.status).toBe('conflict');
    const kept = await h.http.commitChanges({ changes: [keepMine(change, r.outcomes[0]!.current!.Item)] });
    expect(kept.outcomes[0]!.status).toBe('written');
    expect((await stored(keyOf(read)))!.status).toEqual({ S: 'mine' });
  });

  test('a new item is written only if its key is free', async () => {
    const taken = await seed();
    const r = await h.http.commitChanges({
      changes: [{ id: 'c', TableName: TABLE, after: { ...keyOf(taken), status: { S: 'new' } } }],
    });
    expect(r.outcomes[0]).toMatchObject({ status: 'conflict', current: { Item: { status: { S: 'open' } } } });
    expect((await stored(keyOf(taken)))!.total).toEqual(original.total);
    const free = { PK: { S: 'CUSTOMER#1' }, SK: { S: `NEW#${++n}` }, status: { S: 'new' } };
    expect(
      (await h.http.commitChanges({ changes: [{ id: 'c2', TableName: TABLE, after: free }] })).outcomes[0]!.status,
    ).toBe('written');
    expect(await stored(keyOf(free))).toEqual(free);
  });

  test('a delete only if the item is as read', async () => {
    const read = await seed();
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire(keyOf(read)),
        UpdateExpression: 'SET codes = :c',
        ExpressionAttributeValues: { ':c': { NS: ['7'] } },
      }),
    );
    const r = await h.http.commitChanges({ changes: [{ id: 'd', TableName: TABLE, before: read }] });
    expect(r.outcomes[0]!.status).toBe('conflict');
    expect((await stored(keyOf(read)))!.codes).toEqual({ NS: ['7'] });
    const fresh = r.outcomes[0]!.current!.Item!;
    expect(
      (await h.http.commitChanges({ changes: [{ id: 'd2', TableName: TABLE, before: fresh }] })).outcomes[0]!.status,
    ).toBe('written');
    expect(await stored(keyOf(read))).toBeUndefined();
  });

  test('a key change moves the item; onto a taken key it is refused and both items stay', async () => {
    const read = await seed();
    const target = { ...read, SK: { S: `MOVED#${++n}` } };
    const r = await h.http.commitChanges({ changes: [{ id: 'm', TableName: TABLE, before: read, after: target }] });
    expect(r.outcomes[0]).toMatchObject({ status: 'written', kind: 'move' });
    expect(r.chunks).toEqual([{ changeIds: ['m'], landed: true, transaction: server === 'dynamodb-local' }]);
    expect(await stored(keyOf(read))).toBeUndefined();
    expect(await stored(keyOf(target))).toEqual(target);

    const other = await seed();
    const clash = await h.http.commitChanges({
      changes: [{ id: 'm2', TableName: TABLE, before: other, after: { ...other, SK: target.SK! } }],
    });
    expect(clash.outcomes[0]).toMatchObject({ status: 'conflict', conflictAt: 'new key' });
    expect(clash.outcomes[0]!.current!.Item).toEqual(target);
    expect(await stored(keyOf(other))).toEqual(other);
    expect(await stored(keyOf(target))).toEqual(target);
  });

  test('several changes commit together, and Undo restores them; Undo of a changed item says so and writes nothing over it', async () => {
    const a = await seed();
    const b = await seed();
    const created = { PK: { S: 'CUSTOMER#2' }, SK: { S: `ORDER#${++n}` }, status: { S: 'new' } };
    const r = await h.http.commitChanges({
      changes: [
        { id: 'a', TableName: TABLE, before: a, after: { ...a, status: { S: 'a2' } } },
        { id: 'b', TableName: TABLE, before: b },
        { id: 'c', TableName: TABLE, after: created },
      ],
    });
    expect(r.outcomes.map((o) => o.status)).toEqual(['written', 'written', 'written']);
    expect(r.chunks).toHaveLength(1);
    expect(r.chunks[0]!.transaction).toBe(server === 'dynamodb-local');
    const { commits } = await h.http.listCommits();
    expect(commits[0]!.commitId).toBe(r.commitId);
    expect(commits[0]!.changes.map((c) => c.kind)).toEqual(['edit', 'delete', 'create']);
    // The answer carries what the page would otherwise ask for after the commit.
    expect(r.commit).toEqual(commits[0]);
    expect(r.access).toEqual(await h.http.getWriteAccess());

    const undone = await h.http.undoLastCommit();
    expect(undone.outcomes.map((o) => o.status)).toEqual(['written', 'written', 'written']);
    expect(undone.commit).toEqual((await h.http.listCommits()).commits.find((c) => c.commitId === r.commitId));
    expect(undone.commit).toMatchObject({ state: 'undone' });
    expect(undone.access).toEqual(r.access);
    expect(await stored(keyOf(a))).toEqual(a);
    expect(await stored(keyOf(b))).toEqual(b);
    expect(await stored(keyOf(created))).toBeUndefined();
    // An undone commit stays in the history, said to be undone.
    expect((await h.http.listCommits()).commits.find((c) => c.commitId === r.commitId)).toMatchObject({
      state: 'undone',
      undone: 3,
      total: 3,
    });

    // A commit whose item another writer changes afterwards cannot be undone over that change.
    const c = await seed();
    const r2 = await h.http.commitChanges({
      changes: [{ id: 'x', TableName: TABLE, before: c, after: { ...c, status: { S: 'mine' } } }],
    });
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire(keyOf(c)),
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'later' } },
      }),
    );
    const refused = await h.http.undoLastCommit();
    expect(refused.outcomes[0]).toMatchObject({ status: 'conflict', current: { Item: { status: { S: 'later' } } } });
    expect((await stored(keyOf(c)))!.status).toEqual({ S: 'later' });
    expect((await h.http.listCommits()).commits[0]!.commitId).toBe(r2.commitId);
  });

  test('a version attribute guards the write and goes up by one', async () => {
    const read = await seed({ v: { N: '9007199254740993' } });
    const r = await h.http.commitChanges({
      changes: [
        { id: 'v', TableName: TABLE, before: read, after: { ...read, status: { S: 'v2' } }, versionAttribute: 'v' },
      ],
    });
    expect(r.outcomes[0]).toMatchObject({ status: 'written', scope: 'version' });
    expect((await stored(keyOf(read)))!.v).toEqual({ N: '9007199254740994' });
    const stale = await h.http.commitChanges({
      changes: [
        { id: 'v2', TableName: TABLE, before: read, after: { ...read, status: { S: 'v3' } }, versionAttribute: 'v' },
      ],
    });
    expect(stale.outcomes[0]!.status).toBe('conflict');
  });

  test('the pre-send gate refuses an index key of the wrong type, naming it; nothing is written', async () => {
    const read = await seed();
    const e = await refusal(
      h.http.commitChanges({
        changes: [{ id: 'g', TableName: TABLE, before: read, after: { ...read, GSI1PK: { S: 'not a number' } } }],
      }),
    );
    expect(e.name).toBe('RequestValidationError');
    expect(e.field).toBe('changes[0].after.GSI1PK');
    expect((await stored(keyOf(read)))!.GSI1PK).toBeUndefined();
  });

  test('with writes turned off for the connection, a commit is refused', async () => {
    const access = await h.http.getWriteAccess();
    expect(access).toMatchObject({ allowed: true, local: true });
    await h.http.setWriteAccess({ connectionId: access.connectionId, allowed: false });
    const read = await seed();
    const e = await refusal(h.http.commitChanges({ changes: [{ id: 'off', TableName: TABLE, before: read }] }));
    expect(e.name).toBe('WritesOff');
    expect(await stored(keyOf(read))).toEqual(read);
    await h.http.setWriteAccess({ connectionId: access.connectionId, allowed: true });
  });
});
