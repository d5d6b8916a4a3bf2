/**
 * Lossless, proved: random items (38-digit numbers, 1E-130 and 9.99E+125, sets, binary, nested
 * maps and lists, empty strings) take random edits committed through the API; every attribute the
 * edit did not touch is exactly as it was, and the touched ones are exactly as typed (by value),
 * on dynalite and on AWS DynamoDB Local. The item as read also passes its own "as read" condition
 * (list and map conditions included), so no edit is a false conflict.
 */
import { CreateTableCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { sameValue } from '../../../shared/writes/value-equality.js';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testServers } from '../../support/test-servers.js';

const TABLE = 'Lossless';

const digits = fc.stringMatching(/^[1-9]\d{0,37}$/);
const number = fc.oneof(
  digits.map((d) => d),
  fc.constantFrom(
    '1E-130',
    '9.99E+125',
    '-9.99E+125',
    '0',
    '-1',
    '99999999999999999999999999999999999999',
    '0.000000000000000000000000000000000001',
  ),
  fc.tuple(digits, fc.integer({ min: 0, max: 20 })).map(([d, e]) => `${d}E-${e}`),
);
const base64 = fc.uint8Array({ minLength: 1, maxLength: 12 }).map((b) => Buffer.from(b).toString('base64'));
const scalar: fc.Arbitrary<AttributeValue> = fc.oneof(
  fc.string({ maxLength: 12 }).map((S) => ({ S })),
  number.map((N) => ({ N })),
  base64.map((B) => ({ B })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true as const }),
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }).map((SS) => ({ SS })),
  fc
    .uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 4 })
    .map((ns) => ({ NS: ns.map(String) })),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 3 })
    .map((bs) => ({ BS: bs.map((b) => Buffer.from([b]).toString('base64')) })),
);
const { value } = fc.letrec<{ value: AttributeValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(fc.constantFrom('a', 'b', 'c.d', 'size', '#x'), tie('value'), { maxKeys: 3 }).map((M) => ({ M })),
  ),
}));
const names = fc.constantFrom('alpha', 'beta', 'gamma', 'status', 'a.b', 'with space', 'delta');
const attributes = fc.dictionary(names, value, { maxKeys: 5 });

describe.each(testServers)('lossless edits on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await h.raw.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      }),
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  test('untouched attributes are byte-identical; changed ones are as typed', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(attributes, attributes, fc.array(names, { maxLength: 2 }), async (start, changes, removed) => {
        const key = { PK: { S: `item-${++n}` } };
        await h.raw.send(new PutItemCommand({ TableName: TABLE, Item: itemFromWire({ ...key, ...start }) }));
        const read = (await h.http.getItem({ TableName: TABLE, Key: key, ConsistentRead: true })).Item!;
        const after: Item = { ...read, ...changes };
        for (const r of removed) delete after[r];
        const r = await h.http.commitChanges({ changes: [{ id: 'p', TableName: TABLE, before: read, after }] });
        expect(['written', 'unchanged']).toContain(r.outcomes[0]!.status);
        const out = await h.raw.send(
          new GetItemCommand({ TableName: TABLE, Key: itemFromWire(key), ConsistentRead: true }),
        );
        const now = itemToWire(out.Item!);
        expect(Object.keys(now).sort()).toEqual(Object.keys(after).sort());
        for (const name of Object.keys(after)) {
          const touched = Object.hasOwn(changes, name);
          // Untouched: exactly what the server held before (its own text, byte for byte).
          if (!touched) expect(now[name], name).toEqual(read[name]);
          else
            expect(
              sameValue(now[name]!, after[name]!),
              `${name}: ${JSON.stringify(now[name])} vs ${JSON.stringify(after[name])}`,
            ).toBe(true);
        }
      }),
      { numRuns: server === 'dynalite' ? 60 : 40 },
    );
  });
});
