/**
 * Issue 29's bad inputs through the API (web mode's HTTP transport, the real service) on dynalite
 * and AWS DynamoDB Local: each refused before anything is sent, naming the field, with nothing
 * written; a user's own version written as theirs; and the items too large for one condition on
 * every value (500 attributes, 30 levels) deleted, their creation undone, and a change made since
 * the read still caught by the consistent read just before.
 */
import { CreateTableCommand, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiError } from '../../../shared/api-errors.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

const TABLE = 'WriteRules';

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('the call was accepted');
}

function nest(levels: number): AttributeValue {
  let v: AttributeValue = { S: 'leaf' };
  for (let i = 0; i < levels; i++) v = { M: { [`l${levels - i}`]: v, n: { N: String(i) } } };
  return v;
}

describe.each(testServers)('write rules on %s', (server) => {
  let h: Harness;
  let n = 0;
  const fresh = (extra: Item = {}): Item => ({ PK: { S: 'RULES' }, SK: { S: `item-${++n}` }, ...extra });
  async function seed(extra: Item = {}): Promise<Item> {
    const item = fresh({ a: { S: 'as read' }, ...extra });
    await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(item) }));
    return item;
  }
  const stored = async (item: Item) => {
    const Key = itemFromWire({ PK: item.PK!, SK: item.SK! });
    const out = await h.raw.send(new GetItemCommand({ TableName: TABLE, Key, ConsistentRead: true }));
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

  test.each([
    ['a lone surrogate in a string', { a: { S: 'a\ud800b' } }, /lone surrogate/],
    ['a lone surrogate in a map key', { m: { M: { ['k\ud800']: { S: 'x' } } } }, /map key .*lone surrogate/],
    ['an empty attribute name', { ['']: { S: 'x' } }, /is empty/],
    ['an attribute name of 65,536 bytes', { ['n'.repeat(65536)]: { S: 'x' } }, /65,536 bytes/],
    ['32 levels of maps in an attribute', { deep: nest(32) }, /nested 33 levels/],
  ])('%s is refused, naming the field; nothing is written', async (_what, extra, reason) => {
    const item = fresh(extra as Item);
    const e = await refusal(h.http.commitChanges({ changes: [{ id: 'bad', TableName: TABLE, after: item }] }));
    expect(e.name).toBe('RequestValidationError');
    expect(e.field).toBe('changes[0].after');
    expect(e.message).toMatch(reason);
    expect(await stored(item)).toBeUndefined();
  });

  test('their neighbours DynamoDB takes are written: a name of 65,535 bytes, 31 levels', async () => {
    const item = fresh({ ['n'.repeat(65535)]: { S: 'x' }, deep: nest(31) });
    const r = await h.http.commitChanges({ changes: [{ id: 'ok', TableName: TABLE, after: item }] });
    expect(r.outcomes[0]!.status).toBe('written');
    expect(await stored(item)).toEqual(item);
  });

  test('two changes to one item in one commit are refused whole; neither is written', async () => {
    const read = await seed();
    const e = await refusal(
      h.http.commitChanges({
        changes: [
          { id: 'edit', TableName: TABLE, before: read, after: { ...read, a: { S: 'edited' } } },
          { id: 'delete', TableName: TABLE, before: read },
        ],
      }),
    );
    expect(e.field).toBe('changes[1]');
    expect(e.message).toMatch(/writes the same item .* as changes\[0\]/);
    expect(await stored(read)).toEqual(read);
  });

  test.each([
    ['9.99E+125 (its + 1 has 126 digits)', { v: { N: '9.99E+125' } }, 'v', /cannot be stored/],
    ['missing from the item as read', {}, 'v', /not in the item as read/],
    ['a key attribute', {}, 'SK', /is a key attribute/],
    ['a string', { v: { S: '3' } }, 'v', /must be a number/],
  ])(
    'a version attribute %s is refused with the reason; the commit writes nothing',
    async (_w, extra, attr, reason) => {
      const first = await seed();
      const read = await seed(extra as Item);
      const e = await refusal(
        h.http.commitChanges({
          changes: [
            { id: 'fine', TableName: TABLE, before: first, after: { ...first, a: { S: 'changed' } } },
            {
              id: 'v',
              TableName: TABLE,
              before: read,
              after: { ...read, a: { S: 'changed' } },
              versionAttribute: attr,
            },
          ],
        }),
      );
      expect(e.field).toBe('changes[1].versionAttribute');
      expect(e.message).toMatch(reason);
      expect(await stored(first)).toEqual(first);
      // DynamoDB gives 9.99E+125 back in its own spelling: the attribute the commit would change is what counts.
      expect((await stored(read))!.a).toEqual(read.a);
    },
  );

  test("a user's own higher version is written as given, on the condition of the version as read", async () => {
    const read = await seed({ v: { N: '5' } });
    const r = await h.http.commitChanges({
      changes: [
        { id: 'own', TableName: TABLE, before: read, after: { ...read, v: { N: '100' } }, versionAttribute: 'v' },
      ],
    });
    expect(r.outcomes[0]).toMatchObject({ status: 'written', scope: 'version' });
    expect((await stored(read))!.v).toEqual({ N: '100' });
    const lower = await refusal(
      h.http.commitChanges({
        changes: [
          {
            id: 'low',
            TableName: TABLE,
            before: { ...read, v: { N: '100' } },
            after: { ...read, v: { N: '7' } },
            versionAttribute: 'v',
          },
        ],
      }),
    );
    expect(lower.message).toMatch(/must go up/);
  });

  test('an item of 500 attributes and one of 30 levels are deleted; their creation is undone', async () => {
    const wide = fresh();
    for (let i = 0; i < 500; i++) wide[`attribute_${i}`] = { S: `value ${i}` };
    const deep = fresh({ doc: nest(30) });
    for (const item of [wide, deep]) {
      await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(item) }));
      const r = await h.http.commitChanges({ changes: [{ id: 'del', TableName: TABLE, before: item }] });
      expect(r.outcomes[0]).toMatchObject({ status: 'written', scope: 'some attributes' });
      expect(await stored(item)).toBeUndefined();
      const made = await h.http.commitChanges({ changes: [{ id: 'make', TableName: TABLE, after: item }] });
      expect(made.outcomes[0]!.status).toBe('written');
      expect(await stored(item)).toEqual(item);
      const undone = await h.http.undoLastCommit();
      expect(undone.outcomes[0]).toMatchObject({ status: 'written', kind: 'delete', scope: 'some attributes' });
      expect(await stored(item)).toBeUndefined();
    }
  });

  test('such an item changed since the read, in an attribute the condition leaves out, is a conflict; nothing is sent', async () => {
    const item = fresh();
    for (let i = 0; i < 500; i++) item[`attribute_${i}`] = { S: `value ${i}` };
    await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(item) }));
    // The last attribute: the condition holds the first 149 (DynamoDB's 300 operators).
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire({ PK: item.PK!, SK: item.SK! }),
        UpdateExpression: 'SET attribute_499 = :v',
        ExpressionAttributeValues: itemFromWire({ ':v': { S: 'changed by another writer' } }),
      }),
    );
    const other = await seed();
    const r = await h.http.commitChanges({
      changes: [
        { id: 'del', TableName: TABLE, before: item },
        { id: 'edit', TableName: TABLE, before: other, after: { ...other, a: { S: 'edited' } } },
      ],
    });
    expect(r.outcomes.map((o) => o.status)).toEqual(['conflict', 'not sent']);
    expect(r.outcomes[0]!.current!.Item!.attribute_499).toEqual({ S: 'changed by another writer' });
    expect((await stored(item))!.attribute_499).toEqual({ S: 'changed by another writer' });
    expect(await stored(other)).toEqual(other);
  });

  test('the exact bulk delete takes such items too; one changed outside the condition is put back as a conflict; undo restores', async () => {
    const wide = fresh();
    for (let i = 0; i < 500; i++) wide[`attribute_${i}`] = { S: `value ${i}` };
    const changed: Item = { ...wide, SK: { S: `${n}-changed` } };
    const deep = fresh({ doc: nest(30) });
    for (const item of [wide, changed, deep])
      await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire(item) }));
    await h.raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: itemFromWire({ PK: changed.PK!, SK: changed.SK! }),
        UpdateExpression: 'SET attribute_499 = :v',
        ExpressionAttributeValues: itemFromWire({ ':v': { S: 'changed by another writer' } }),
      }),
    );
    const { runId } = await h.http.createBulkRun({
      TableName: TABLE,
      action: { kind: 'delete' },
      items: [wide, changed, deep],
      conditionalDelete: true,
    });
    await h.http.runBulk({ runId });
    const settled = async (done: (s: Awaited<ReturnType<typeof h.http.getBulkRun>>) => boolean) => {
      for (;;) {
        const s = await h.http.getBulkRun({ runId });
        if (done(s)) return s;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const ran = await settled((s) => s.state === 'done' || s.state === 'failed' || s.state === 'stopped');
    expect(ran).toMatchObject({ written: 2, conflicts: 1, failed: 0 });
    expect(await stored(wide)).toBeUndefined();
    expect(await stored(deep)).toBeUndefined();
    expect((await stored(changed))!.attribute_499).toEqual({ S: 'changed by another writer' });
    await h.http.undoBulk({ runId });
    await settled((s) => s.undo !== undefined && s.undo.state !== 'running' && s.undo.state !== 'stopping');
    expect(await stored(wide)).toEqual(wide);
    expect(await stored(deep)).toEqual(deep);
  });

  test('createBulkRun refuses an item over 400 KB (a 10 MB attribute), and a set value that makes one', async () => {
    const huge = fresh({ blob: { S: 'x'.repeat(10 * 1024 * 1024) } });
    const e = await refusal(h.http.createBulkRun({ TableName: TABLE, action: { kind: 'delete' }, items: [huge] }));
    expect(e.field).toBe('items[0].before');
    expect(e.message).toMatch(/10,485,\d{3} bytes; DynamoDB holds no item over 409,600 bytes/);
    const small = fresh({ a: { S: 'x' } });
    const set = await refusal(
      h.http.createBulkRun({
        TableName: TABLE,
        action: { kind: 'set', attribute: 'a', value: { S: 'y'.repeat(409600) } },
        items: [small],
      }),
    );
    expect(set.message).toMatch(/DynamoDB writes an item of at most 409,600 bytes/);
  });
});
