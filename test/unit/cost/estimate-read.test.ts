import { describe, expect, it } from 'vitest';
import { estimateRead } from '../../../shared/cost/estimate-read.js';
import { planRead } from '../../../shared/cost/read-plan.js';
import { explainLines } from '../../../shared/cost/explain-text.js';

const table = 'App';
const query = (extra: Record<string, unknown> = {}) =>
  planRead(
    'Query',
    {
      TableName: table,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'PK' },
      ExpressionAttributeValues: { ':pk': { S: 'ORG#acme' } },
      ...extra,
    },
    { partitionKey: 'PK' },
  );

describe('read plan', () => {
  it('tells the key condition from the filters, with placeholders written out', () => {
    const p = query({
      FilterExpression: '#s = :s AND (#n > :n OR attribute_exists(x)) AND #d BETWEEN :a AND :b',
      ExpressionAttributeNames: { '#pk': 'PK', '#s': 'status', '#n': 'n', '#d': 'd' },
      ExpressionAttributeValues: {
        ':pk': { S: 'ORG#acme' },
        ':s': { S: 'OPEN' },
        ':n': { N: '3' },
        ':a': { N: '1' },
        ':b': { N: '9' },
      },
    });
    expect(p.keyCondition).toBe('PK = "ORG#acme"');
    expect(p.partitionKeyValue).toEqual({ S: 'ORG#acme' });
    expect(p.filters).toEqual(['status = "OPEN"', '(n > 3 OR attribute_exists(x))', 'd BETWEEN 1 AND 9']);
    expect(p.consistency).toBe('eventual');
  });

  it('reads consistency: strong when ConsistentRead, double in a transaction', () => {
    expect(query({ ConsistentRead: true }).consistency).toBe('strong');
    expect(
      planRead('GetItem', { TableName: table, Key: { PK: { S: 'a' } } }, { partitionKey: 'PK', transactional: true })
        .consistency,
    ).toBe('transactional');
  });
});

describe('read estimate', () => {
  it('prices a Scan of the whole table from DescribeTable, saying it lags', () => {
    const p = planRead('Scan', { TableName: table }, { partitionKey: 'PK' });
    // 1,000 items of 1,000 B: one page (under 1 MB), 245 units strong, half eventually.
    const e = estimateRead(p, { described: { items: 1000, bytes: 1_000_000 } });
    expect(e.items).toBe(1000);
    expect(e.units).toBe(Math.ceil(1_000_000 / 4096) / 2);
    expect(e.source.kind).toBe('described');
    expect(e.source.text).toMatch(/~6 hours/);
    expect(e.cost).toBeCloseTo((e.units * 0.125) / 1e6, 12);
  });

  it("prefers the app's own complete figures to DescribeTable", () => {
    const p = planRead('Scan', { TableName: table, ConsistentRead: true }, { partitionKey: 'PK' });
    const e = estimateRead(p, {
      own: { items: 10, bytes: 40960, complete: true, by: 'the Statistics scan' },
      described: { items: 0, bytes: 0 },
    });
    expect(e.source.kind).toBe('own');
    expect(e.units).toBe(10);
  });

  it('does not lower the estimate for a filter: the items are read, then dropped', () => {
    const k = { described: { items: 500, bytes: 500 * 3000 } };
    const plain = estimateRead(planRead('Scan', { TableName: table }, { partitionKey: 'PK' }), k);
    const filtered = estimateRead(
      planRead(
        'Scan',
        { TableName: table, FilterExpression: 'a = :a', ExpressionAttributeValues: { ':a': { S: 'x' } } },
        { partitionKey: 'PK' },
      ),
      k,
    );
    expect(filtered.units).toBe(plain.units);
    expect(filtered.plan.filters).toEqual(['a = "x"']);
  });

  it("reads a Query's collection from what was read of it, else the average collection", () => {
    const own = { items: 100, bytes: 100 * 2048, complete: true, collections: 10, by: 'the read below' };
    const exact = estimateRead(query({ ConsistentRead: true }), {
      collection: { items: 4, bytes: 4 * 2048, by: 'the read below' },
      own,
    });
    expect(exact.source.kind).toBe('collection');
    expect(exact.units).toBe(2);
    const average = estimateRead(query({ ConsistentRead: true }), { own });
    expect(average.items).toBe(10);
    expect(average.units).toBe(5);
    expect(average.source.text).toMatch(/average collection/);
  });

  it('says a sort-key condition makes the collection an upper bound', () => {
    const p = query({
      KeyConditionExpression: '#pk = :pk AND begins_with(SK, :p)',
      ExpressionAttributeValues: { ':pk': { S: 'A' }, ':p': { S: 'U#' } },
    });
    const e = estimateRead(p, { collection: { items: 4, bytes: 4096, by: 'x' } });
    expect(e.bound).toBe('at most');
  });

  it("prices a Query on an index from the index's own figures", () => {
    const p = planRead(
      'Query',
      {
        TableName: table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'G = :g',
        ExpressionAttributeValues: { ':g': { S: 'x' } },
      },
      { partitionKey: 'G' },
    );
    expect(p.indexName).toBe('GSI1');
    const e = estimateRead(p, {
      own: { items: 20, bytes: 20 * 100, complete: true, collections: 2, by: 'the Statistics scan of index GSI1' },
    });
    expect(e.items).toBe(10);
    expect(e.units).toBe(0.5);
    expect(explainLines(e).operation).toBe('Query on index GSI1');
  });

  it('prices a GetItem per item, at least one unit', () => {
    const p = planRead(
      'GetItem',
      { TableName: table, Key: { PK: { S: 'a' } }, ConsistentRead: true },
      { partitionKey: 'PK' },
    );
    expect(estimateRead(p, {}).units).toBe(1);
    expect(estimateRead(p, { described: { items: 2, bytes: 2 * 9000 } }).units).toBe(3);
  });

  it('caps the items of an unfiltered read at its item cap', () => {
    const p = planRead('Scan', { TableName: table }, { partitionKey: 'PK', cap: 10 });
    const e = estimateRead(p, { described: { items: 1000, bytes: 1000 * 4096 } });
    expect(e.items).toBe(10);
    expect(e.units).toBe(5);
  });

  it('writes the operation, the filters and the units in the explanation', () => {
    const p = planRead(
      'Scan',
      { TableName: table, FilterExpression: 'a = :a', ExpressionAttributeValues: { ':a': { N: '1' } } },
      { partitionKey: 'PK', segments: 4 },
    );
    const lines = explainLines(estimateRead(p, { described: { items: 8, bytes: 8 * 4096 } }));
    expect(lines.operation).toBe('Scan of table App, parallel in 4 segments');
    expect(lines.filters).toEqual(['a = 1']);
    expect(lines.estimate).toMatch(/^Reads about 8 items, 32\.0 KB in 4 pages: 4 read units, eventually consistent/);
    expect(lines.estimate).toMatch(/us-east-1/);
  });
});
