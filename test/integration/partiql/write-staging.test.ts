/**
 * PartiQL writes staged against AWS DynamoDB Local, statement by statement: each runs once as
 * ExecuteStatement on a fresh copy of the item, and once as the app stages it (the item read,
 * the change decided on it, planned as the smallest conditional write and sent). DynamoDB's
 * verdict and ours agree (accepted, or refused before staging), and an accepted one leaves the
 * same item either way.
 */
import {
  CreateTableCommand,
  DeleteItemCommand,
  ExecuteStatementCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { writeChange, writeTargets } from '../../../shared/partiql/index.js';
import { planChange } from '../../../shared/writes/plan.js';
import { useTestServer } from '../../support/test-servers.js';

const table: TableDescription = {
  TableName: 'PqStaging',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
};
const seed: Item = {
  pk: { S: 'a' },
  sk: { S: '1' },
  n: { N: '12345678901234567890123456789012345678' },
  d: { N: '7.5' },
  l: { L: [{ N: '1' }, { S: 'x' }] },
  ss: { SS: ['x', 'y'] },
  ns: { NS: ['1', '2'] },
  m: { M: { x: { N: '1' }, in: { M: { q: { BOOL: true } } } } },
  s: { S: 'hello' },
  z: { NULL: true },
};

const db = useTestServer('dynamodb-local', async (client) => {
  await client.send(new CreateTableCommand({ ...table, BillingMode: 'PAY_PER_REQUEST' } as never));
});

const K = `pk = 'a' AND sk = '1'`;
const STATEMENTS: string[] = [
  `UPDATE "PqStaging" SET n = n + 1 WHERE ${K}`,
  `UPDATE "PqStaging" SET d = d - 10.25, t = 'new' WHERE ${K}`,
  `UPDATE "PqStaging" SET n = 1 - n WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE s REMOVE z WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE s, z WHERE ${K}`,
  `UPDATE "PqStaging" SET t = 1 SET u = 2 REMOVE s WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE l[0] REMOVE l[1] WHERE ${K}`,
  `UPDATE "PqStaging" SET m.y = 2 WHERE ${K}`,
  `UPDATE "PqStaging" SET m."in".q = FALSE WHERE ${K}`,
  `UPDATE "PqStaging" SET m.nope.x = 4 WHERE ${K}`,
  `UPDATE "PqStaging" SET l[9] = 9 WHERE ${K}`,
  `UPDATE "PqStaging" SET l[0] = 'first' WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE l[0] WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE m.x WHERE ${K}`,
  `UPDATE "PqStaging" SET l = list_append(l, [2, 3]) WHERE ${K}`,
  `UPDATE "PqStaging" SET l = list_append(['z'], l) WHERE ${K}`,
  `UPDATE "PqStaging" SET ss = set_add(ss, <<'z', 'x'>>) WHERE ${K}`,
  `UPDATE "PqStaging" SET ns = set_delete(ns, <<1>>) WHERE ${K}`,
  `UPDATE "PqStaging" SET q = s WHERE ${K}`,
  `UPDATE "PqStaging" SET q = nope + 1 WHERE ${K}`,
  `UPDATE "PqStaging" SET n = s + 1 WHERE ${K}`,
  `UPDATE "PqStaging" SET s[0] = 4 WHERE ${K}`,
  `UPDATE "PqStaging" SET m = {'a': 1} REMOVE m.a WHERE ${K}`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND s = 'hello'`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND s = 'bye'`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND begins_with(s, 'he') AND size(l) = 2`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND nope IS MISSING AND contains(ss, 'y')`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND d BETWEEN 1 AND 5`,
  `UPDATE "PqStaging" SET t = 1 WHERE ${K} AND (s = 'x' OR n > 5)`,
  `UPDATE "PqStaging" SET t = {'k': [1, <<'a'>>, NULL]} WHERE ${K}`,
  `UPDATE "PqStaging" SET n = 3 WHERE pk = 'nobody' AND sk = '1'`,
  `DELETE FROM "PqStaging" WHERE ${K}`,
  `DELETE FROM "PqStaging" WHERE ${K} AND n = 1`,
  `DELETE FROM "PqStaging" WHERE ${K} AND attribute_exists(m.x)`,
  `UPDATE "PqStaging" SET "date" = 1, m."user" = 'u', "list" = [1] WHERE ${K}`,
  `UPDATE "PqStaging" SET date = 1 WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE nothing WHERE ${K}`,
  `UPDATE "PqStaging" SET list[1] = 20 WHERE ${K}`,
  `UPDATE "PqStaging" SET l[1] = 20 WHERE ${K}`,
  `UPDATE "PqStaging" SET l[2] = 'end' WHERE ${K}`,
  `UPDATE "PqStaging" SET l[1] = 'b', l[0] = 'a' WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE l[5] WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE m.nope WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE s[0] WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE m.x.y WHERE ${K}`,
  `UPDATE "PqStaging" REMOVE m."in".q WHERE ${K}`,
  `UPDATE "PqStaging" SET m['x'] = 2 WHERE ${K}`,
  `UPDATE "PqStaging" SET t = +7, u = 5., v = - .5, w = 1.50e2 WHERE ${K}`,
  `UPDATE "PqStaging" SET t = {'a': 1, 'a': 2} WHERE ${K}`,
  `UPDATE "PqStaging" SET t = <<1, 1.0>> WHERE ${K}`,
  `UPDATE "PqStaging" SET t = <<'a', 1>> WHERE ${K}`,
  `UPDATE "PqStaging" SET t = 1e126 WHERE ${K}`,
  `UPDATE "PqStaging" SET t = 1 WHERE pk = 'a' AND sk = ''`,
  `INSERT INTO "PqStaging" VALUE {'pk': 'b', 'pk': 'a', 'sk': '1'}`,
  `INSERT INTO "PqStaging" VALUE {'pk': 'b', 'sk': '2', 'n': +7, 'f': 5., 'g': -.5, 'm': {'k': 1, 'k': 2}}`,
  `INSERT INTO "PqStaging" VALUE {'pk': 'b', 'sk': '2', 'n': +7, 'f': 5., 'g': -.5, 'date': 1}`,
  `INSERT INTO "PqStaging" VALUE {'pk': 'a', 'sk': '1'}`,
  `INSERT INTO "PqStaging" VALUE {'pk': 'b', 'sk': '2', 'n': 1.50, 'l': [1, 'x'], 'ss': <<'p', 'q'>>, 'm': {'k': TRUE}}`,
];

const sortedSets = (item: Item | undefined) =>
  item &&
  (JSON.parse(
    JSON.stringify(item, (_k, v: unknown) =>
      Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v].sort() : v,
    ),
  ) as Item);

async function reset(client: DynamoDBClient): Promise<void> {
  await client.send(
    new DeleteItemCommand({ TableName: table.TableName, Key: itemFromWire({ pk: { S: 'b' }, sk: { S: '2' } }) }),
  );
  await client.send(new PutItemCommand({ TableName: table.TableName, Item: itemFromWire(seed) }));
}
const read = async (client: DynamoDBClient, key: Item) => {
  const out = await client.send(
    new GetItemCommand({ TableName: table.TableName, Key: itemFromWire(key), ConsistentRead: true }),
  );
  return out.Item ? itemToWire(out.Item) : undefined;
};

async function viaDynamo(client: DynamoDBClient, statement: string): Promise<{ ok: boolean; error?: string }> {
  try {
    await client.send(new ExecuteStatementCommand({ Statement: statement }));
    return { ok: true };
  } catch (e) {
    return { ok: false, error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

/** Staged as the app stages it, then committed as the app commits it (the planned conditional write). */
async function viaStaging(
  client: DynamoDBClient,
  statement: string,
): Promise<{ ok: boolean; error?: string; key?: Item }> {
  const t = writeTargets(statement, table, []);
  if (!t.ok) return { ok: false, error: t.problems[0]!.message };
  const target = t.targets[0]!;
  const r = writeChange(target, await read(client, target.key), 'c');
  if (!r.ok) return { ok: false, error: r.problem.message };
  if (!r.change) return { ok: true, key: target.key };
  const plan = planChange(r.change, { partitionKey: 'pk', sortKey: 'sk' });
  for (const a of plan.actions) {
    if ('Update' in a)
      await client.send(
        new UpdateItemCommand({
          ...a.Update,
          Key: itemFromWire(a.Update.Key),
          ...(a.Update.ExpressionAttributeValues
            ? { ExpressionAttributeValues: itemFromWire(a.Update.ExpressionAttributeValues) }
            : {}),
        } as never),
      );
    else if ('Put' in a)
      await client.send(
        new PutItemCommand({
          ...a.Put,
          Item: itemFromWire(a.Put.Item),
          ...(a.Put.ExpressionAttributeValues
            ? { ExpressionAttributeValues: itemFromWire(a.Put.ExpressionAttributeValues) }
            : {}),
        } as never),
      );
    else
      await client.send(
        new DeleteItemCommand({
          ...a.Delete,
          Key: itemFromWire(a.Delete.Key),
          ...(a.Delete.ExpressionAttributeValues
            ? { ExpressionAttributeValues: itemFromWire(a.Delete.ExpressionAttributeValues) }
            : {}),
        } as never),
      );
  }
  return { ok: true, key: target.key };
}

describe('a PartiQL write staged and committed does what ExecuteStatement does', () => {
  test.each(STATEMENTS)(
    '%s',
    async (statement) => {
      const client = db.client;
      const key =
        statement.startsWith('INSERT') && statement.includes("'b'")
          ? { pk: { S: 'b' }, sk: { S: '2' } }
          : { pk: { S: statement.includes('nobody') ? 'nobody' : 'a' }, sk: { S: '1' } };
      await reset(client);
      const theirs = await viaDynamo(client, statement);
      const afterTheirs = await read(client, key);
      await reset(client);
      const ours = await viaStaging(client, statement);
      const afterOurs = await read(client, key);
      expect({ accepted: ours.ok, why: ours.error }).toMatchObject({ accepted: theirs.ok });
      if (theirs.ok) expect(sortedSets(afterOurs)).toEqual(sortedSets(afterTheirs));
    },
    60_000,
  );
});
