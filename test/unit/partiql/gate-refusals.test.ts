/**
 * The PartiQL gate's refusals point at the offending words and say why, for the kinds DynamoDB
 * refuses (checked against DynamoDB Local in test/integration/partiql/partiql-gate.test.ts): a
 * keyword used as a name, a map with a key twice, a key compared with the wrong type or '', a
 * number out of range, a set of mixed types, an attribute a KEYS_ONLY index lacks, a consistent
 * read of a GSI; and what DynamoDB accepts passes (`+7`, `5.`, ORDER BY over two partitions).
 */
import { describe, expect, test } from 'vitest';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { classifyStatement, writeTargets } from '../../../shared/partiql/index.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'owner', AttributeType: 'S' },
    { AttributeName: 'stamp', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByOwner',
      KeySchema: [
        { AttributeName: 'owner', KeyType: 'HASH' },
        { AttributeName: 'stamp', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};
const K = `pk = 'a' AND sk = 'b'`;

function refusal(text: string, consistent = false): { message: string; token?: string } | undefined {
  const k = classifyStatement(text, table, { consistent });
  return k.problems[0];
}

describe('the PartiQL gate', () => {
  test.each([
    [`UPDATE "Orders" SET date = 1 WHERE ${K}`, 'date', /keyword.*"date"/],
    [`UPDATE "Orders" REMOVE nothing WHERE ${K}`, 'nothing', /keyword/],
    [`UPDATE "Orders" SET list[1] = 20 WHERE ${K}`, 'list', /keyword/],
    [`UPDATE "Orders" SET m.user = 20 WHERE ${K}`, 'user', /keyword/],
    [`SELECT size, title FROM "Orders"`, 'size', /keyword/],
    [`SELECT * FROM "Orders" WHERE count = 1`, 'count', /keyword/],
    [`SELECT * FROM date`, 'date', /keyword/],
    [`INSERT INTO "Orders" VALUE {'pk': 'CUST#9', 'pk': 'CUST#8', 'sk': 'x'}`, undefined, /'pk' appears twice/],
    [`SELECT * FROM "Orders"."ByOwner" WHERE owner = 'o' AND begins_with(stamp, '1')`, undefined, /number key/],
    [`SELECT * FROM "Orders" WHERE pk = 'a' AND sk = ''`, "''", /empty string/],
    [`SELECT * FROM "Orders"."ByOwner" WHERE owner = 'o' AND stamp > '5'`, "'5'", /type N/],
    [`SELECT * FROM "Orders" WHERE n = 123456789012345678901234567890123456789`, undefined, /39 significant/],
    [`SELECT * FROM "Orders" WHERE n = 1e126`, '1e126', /too large/],
    [`SELECT * FROM "Orders" WHERE s = <<'a', 1>>`, undefined, /only strings or only numbers/],
    [`SELECT * FROM "Orders" WHERE s = <<1, 1.0>>`, '1.0', /twice/],
    [`SELECT title FROM "Orders"."ByOwner"`, 'title', /does not project title/],
    [`SELECT * FROM "ab"`, '"ab"', /3 to 255/],
  ])('refuses %s, at the offending words', (text, token, message) => {
    const r = refusal(text);
    expect(r?.message).toMatch(message);
    if (token !== undefined) expect(r?.token).toBe(token);
  });

  test('refuses a consistent read of a global secondary index only', () => {
    expect(refusal(`SELECT * FROM "Orders"."ByOwner" WHERE owner = 'o'`, true)?.message).toMatch(/strong consistency/);
    expect(refusal(`SELECT * FROM "Orders" WHERE pk = 'a'`, true)).toBeUndefined();
  });

  test.each([
    `SELECT * FROM "Orders" WHERE total = +7`,
    `SELECT * FROM "Orders" WHERE total = 5.`,
    `SELECT * FROM "Orders" WHERE pk = 'A' OR pk = 'B' ORDER BY sk`,
    `SELECT * FROM "Orders" WHERE "date" = 1 AND m."user" = 2`,
    `SELECT * FROM "Orders" WHERE total = 0.1234567890123456789012345678901234567891`,
  ])('accepts %s', (text) => {
    expect(classifyStatement(text, table).problems).toEqual([]);
  });

  test('a signed or dotted number is staged as DynamoDB stores it', () => {
    const t = writeTargets(`INSERT INTO "Orders" VALUE {'pk': 'a', 'sk': 'b', 'n': +7, 'f': 5., 'g': - .5}`, table, []);
    expect(t.ok && t.targets[0]!.item).toMatchObject({ n: { N: '7' }, f: { N: '5' }, g: { N: '-0.5' } });
  });
});
