import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';
import { parseNamesMap, parseValuesMap } from '../../../renderer/model/query/placeholder-maps.js';
import { emptyDraft, type QueryDraft } from '../../../renderer/model/query/query-draft.js';
import { formatRoute, parseRoute } from '../../../renderer/routing/query-route.js';

const table: TableDescription = {
  TableName: 'Orders',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'G1', AttributeType: 'S' },
    { AttributeName: 'At', AttributeType: 'N' },
    { AttributeName: 'Id', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [{ IndexName: 'ById', KeySchema: [{ AttributeName: 'Id', KeyType: 'HASH' }] }],
  LocalSecondaryIndexes: [
    {
      IndexName: 'ByTime',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'At', KeyType: 'RANGE' },
      ],
    },
  ],
};
const draft = (d: Partial<QueryDraft>): QueryDraft => ({ ...emptyDraft('Orders'), ...d });

describe('building a read from the form', () => {
  test('a Query with a sort-key condition, direction, Limit, cap and a filter', () => {
    const r = buildRead(
      draft({
        pk: 'ORG#acme',
        skOp: 'begins_with',
        sk: 'USER#',
        desc: true,
        limit: '50',
        cap: '200',
        filter: '#s = :s',
        names: '{"#s":"status"}',
        values: '{":s":"open"}',
      }),
      table,
    );
    expect(r.ok && r.read).toMatchObject({
      operation: 'query',
      cap: 200,
      keyNames: { partitionKey: 'PK', sortKey: 'SK' },
      spec: {
        kind: 'query',
        request: {
          TableName: 'Orders',
          Limit: 50,
          ScanIndexForward: false,
          FilterExpression: '#s = :s',
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
          ExpressionAttributeNames: { '#s': 'status', '#pk': 'PK', '#sk': 'SK' },
          ExpressionAttributeValues: { ':s': { S: 'open' }, ':pk': { S: 'ORG#acme' }, ':sk': { S: 'USER#' } },
        },
      },
    });
  });

  test('placeholders the user already uses are not taken over', () => {
    const r = buildRead(
      draft({ pk: 'x', filter: '#pk = :pk', names: '{"#pk":"owner"}', values: '{":pk":"me"}' }),
      table,
    );
    expect(r.ok && r.read.operation === 'query' && r.read.spec.kind === 'query' && r.read.spec.request).toMatchObject({
      KeyConditionExpression: '#pk_1 = :pk_1',
      ExpressionAttributeNames: { '#pk': 'owner', '#pk_1': 'PK' },
      ExpressionAttributeValues: { ':pk': { S: 'me' }, ':pk_1': { S: 'x' } },
    });
  });

  test('an LSI with a numeric sort key: between is typed and ordered, begins_with is refused', () => {
    const ok = buildRead(draft({ index: 'ByTime', pk: 'a', skOp: 'between', sk: '10', sk2: '9.5e1' }), table);
    expect(
      ok.ok &&
        ok.read.operation === 'query' &&
        ok.read.spec.kind === 'query' &&
        ok.read.spec.request.ExpressionAttributeValues,
    ).toMatchObject({ ':sk': { N: '10' }, ':sk2': { N: '95' } });
    const backwards = buildRead(draft({ index: 'ByTime', pk: 'a', skOp: 'between', sk: '100', sk2: '20' }), table);
    expect(!backwards.ok && backwards.problems).toEqual([
      { field: 'sk2', message: expect.stringContaining('below the lower value 100') },
    ]);
    const bw = buildRead(draft({ index: 'ByTime', pk: 'a', skOp: 'begins_with', sk: '1' }), table);
    expect(!bw.ok && bw.problems[0]).toMatchObject({
      field: 'skOp',
      message: expect.stringContaining('"At" is a Number'),
    });
  });

  test('a partition key of the wrong type names the field, the attribute and its type', () => {
    const r = buildRead(draft({ index: 'ById', pk: 'abc' }), table);
    expect(!r.ok && r.problems).toEqual([
      { field: 'pk', message: expect.stringMatching(/^Partition key "Id" is a Number: "abc" is not a number/) },
    ]);
  });

  test('ConsistentRead on a GSI is refused with the reason; on an LSI it is allowed', () => {
    const gsi = buildRead(draft({ index: 'ById', pk: '1', consistent: true }), table);
    expect(!gsi.ok && gsi.problems[0]).toMatchObject({
      field: 'consistent',
      message: expect.stringContaining('eventually consistent'),
    });
    expect(buildRead(draft({ index: 'ByTime', pk: 'a', consistent: true }), table).ok).toBe(true);
  });

  test('GetItem needs the whole key; Scan takes segments', () => {
    const get = buildRead(draft({ operation: 'get', pk: 'a' }), table);
    expect(!get.ok && get.problems[0]).toMatchObject({ field: 'sk', message: expect.stringContaining('full key') });
    const full = buildRead(draft({ operation: 'get', pk: 'a', sk: 'b', consistent: true }), table);
    expect(full.ok && full.read).toMatchObject({
      operation: 'get',
      request: { TableName: 'Orders', Key: { PK: { S: 'a' }, SK: { S: 'b' } }, ConsistentRead: true },
    });
    const scan = buildRead(draft({ operation: 'scan', segments: '4', limit: '100' }), table);
    expect(scan.ok && scan.read).toMatchObject({
      operation: 'scan',
      spec: { kind: 'scan', totalSegments: 4, request: { TableName: 'Orders', Limit: 100 } },
    });
    const badSegments = buildRead(draft({ operation: 'scan', segments: '0' }), table);
    expect(!badSegments.ok && badSegments.problems[0]!.field).toBe('segments');
  });

  test('names and values maps: DynamoDB JSON or plain, numbers exact, problems in words', () => {
    expect(parseValuesMap('{":a": {"N": "1"}, ":b": 12345678901234567890123456, ":c": {"S": 1}}')).toEqual({
      ok: true,
      value: { ':a': { N: '1' }, ':b': { N: '12345678901234567890123456' }, ':c': { M: { S: { N: '1' } } } },
    });
    expect(parseValuesMap('{"a": 1}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('must start with a colon'),
    });
    expect(parseNamesMap('{"#a": 1}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"#a" must name an attribute'),
    });
    expect(parseNamesMap('{"#a": "x",}')).toMatchObject({ ok: false, message: expect.stringContaining('position') });
  });
});

describe('the read in the address', () => {
  test('a link with the documented parameters opens as a draft', () => {
    const r = parseRoute('#/query?table=Orders&pk=ORG%23acme&index=ByTime&skop=between&sk=1&sk2=5&desc=1');
    expect(r?.ignored).toEqual([]);
    expect(r?.draft).toMatchObject({
      table: 'Orders',
      operation: 'query',
      pk: 'ORG#acme',
      index: 'ByTime',
      skOp: 'between',
      sk: '1',
      sk2: '5',
      desc: true,
    });
    expect(parseRoute('#/query?pk=x')).toBeNull();
    expect(parseRoute('#/elsewhere')).toBeNull();
    expect(parseRoute('#/query?table=T&skop=like&bogus=1')?.ignored).toEqual(['skop=like', 'bogus=1']);
  });

  test('formatting then parsing gives back the same read, whatever the text', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({
          table: fc.string({ minLength: 1, maxLength: 10 }),
          pk: text,
          sk: text,
          sk2: text,
          filter: text,
          values: text,
          limit: fc.constantFrom('', '10'),
          desc: fc.boolean(),
          skOp: fc.constantFrom('', '=', 'between', 'begins_with') as fc.Arbitrary<QueryDraft['skOp']>,
        }),
        (d) => {
          const skOp = d.skOp === '' && d.sk !== '' ? '=' : d.skOp;
          // Only what the read uses travels: no upper value unless the condition is BETWEEN.
          const original: QueryDraft = { ...emptyDraft(d.table), ...d, skOp, sk2: skOp === 'between' ? d.sk2 : '' };
          const back = parseRoute(formatRoute(original));
          expect(back?.draft).toEqual(original);
        },
      ),
    );
  });
});
