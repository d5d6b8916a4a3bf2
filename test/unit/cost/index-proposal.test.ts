/**
 * The index proposed from history, with cases written from DynamoDB's reference first: read units
 * count every item a Scan or Query reads, not what its filter keeps; a key condition takes `=` on a
 * partition key and `=`, `<`..`>=`, BETWEEN, begins_with on a sort key; a GSI item is stored as its
 * projected attributes plus 100 bytes, a GSI read is eventually consistent (half a unit per 4 KB),
 * and every table write to an item the index holds writes the index in its own units.
 */
import { describe, expect, test } from 'vitest';
import { filterTerms } from '../../../shared/cost/filter-terms.js';
import { proposeIndexes, type FilteredRead, type ProposalTable } from '../../../shared/cost/index-proposal.js';

const scan = (value: string, over: Partial<FilteredRead> = {}): FilteredRead => ({
  operation: 'Scan',
  terms: filterTerms('#s = :s', { '#s': 'status' })!,
  valueTypes: { ':s': 'S' },
  scanned: 1000,
  returned: 30,
  rcu: 62.5,
  summary: `Scan of Tickets, status = "${value}"`,
  ...over,
});

const table: ProposalTable = {
  tableName: 'Tickets',
  keys: { partitionKey: 'PK', sortKey: 'SK' },
  itemCount: 1000,
  sizeBytes: 500_000,
  indexPartitionKeys: { GSI1: 'GSI1PK' },
  carrying: (a) => (a === 'status' ? { share: 0.6, basis: 'the read on screen' } : undefined),
};

describe('filterTerms', () => {
  test('a conjunction of key-able conditions, placeholders resolved', () => {
    expect(filterTerms('#s = :s AND createdAt > :t', { '#s': 'status' })).toEqual([
      { attribute: 'status', operator: '=', value: ':s' },
      { attribute: 'createdAt', operator: 'range', value: ':t' },
    ]);
    expect(filterTerms('begins_with(sku, :p) AND price BETWEEN :a AND :b')).toEqual([
      { attribute: 'sku', operator: 'begins_with', value: ':p' },
      { attribute: 'price', operator: 'range', value: ':a' },
    ]);
    expect(filterTerms(':s = #s', { '#s': 'status' })).toEqual([{ attribute: 'status', operator: '=', value: ':s' }]);
  });
  test('what no key condition takes is not a term: OR, <>, contains, nested paths, an unreadable filter', () => {
    expect(filterTerms('#s = :a OR #s = :b', { '#s': 'status' })).toBeNull();
    expect(filterTerms('status <> :s')).toBeNull();
    expect(filterTerms('contains(tags, :t)')).toBeNull();
    expect(filterTerms('address.city = :c')).toBeNull();
    expect(filterTerms('status = ')).toBeNull();
    expect(filterTerms('')).toBeNull();
  });
});

test('filtered Scans on the same attribute propose a GSI keyed on it, priced from the table size', () => {
  const [p, ...rest] = proposeIndexes([scan('OPEN'), scan('CLOSED'), scan('PENDING')], table);
  expect(rest).toEqual([]);
  expect(p!.indexName).toBe('ByStatus');
  expect(p!.partitionKey).toEqual({ name: 'status', type: 'S' });
  expect(p!.sortKey).toBeUndefined();
  expect(p!.projection).toEqual({ type: 'ALL' });
  expect(p!.why).toBe('3 reads scanned 3,000 items to keep 90 with a filter on status.');
  // 1,000 items x 60% carrying status x (500 bytes + 100 bytes of index overhead).
  expect(p!.storage.bytes).toBe(360_000);
  expect(p!.storage.dollarsPerMonth).toBeCloseTo((360_000 / 1024 ** 3) * 0.25, 12);
  expect(p!.storage.text).toMatch(
    /^about 351\.6 KB, \$0\.000084 a month at \$0\.25 per GB-month: 1,000 items \(DescribeTable's count/,
  );
  // 600 bytes is one write unit; 60% of a million table writes write the index: $0.625 per million units.
  expect(p!.writes.dollarsPerMillionTableWrites).toBeCloseTo(0.375, 10);
  expect(p!.writes.text).toMatch(/^\$0\.38 per million table writes \(1 write unit per index write/);
  // 62.5 units a read now; 30 items x 600 bytes = 18,000 bytes: 5 x 4 KB, half a unit each.
  expect(p!.readsSaved).toMatchObject({ unitsBefore: 62.5, unitsAfter: 2.5 });
  expect(p!.readsSaved.text).toContain('$0.0075 saved per 1,000 reads');
});

test('one read is not a pattern, and a read that keeps most of what it scans wastes nothing', () => {
  expect(proposeIndexes([scan('OPEN')], table)).toEqual([]);
  expect(proposeIndexes([scan('A', { returned: 600 }), scan('B', { returned: 700 })], table)).toEqual([]);
  expect(
    proposeIndexes([scan('A', { scanned: 20, returned: 1 }), scan('B', { scanned: 20, returned: 1 })], table),
  ).toEqual([]);
});

test('an attribute that already keys a GSI is a Query away, not a new index', () => {
  expect(proposeIndexes([scan('A'), scan('B')], { ...table, indexPartitionKeys: { ByStatus: 'status' } })).toEqual([]);
});

test("a Query filtered within a partition proposes the partition's key with the filtered attribute as sort key", () => {
  const q = (v: string) =>
    scan(v, { operation: 'Query', partitionKey: 'PK', scanned: 400, returned: 12, rcu: 25, summary: `Query ${v}` });
  const [p] = proposeIndexes([q('a'), q('b')], table);
  expect(p!.partitionKey).toEqual({ name: 'PK', type: 'S' });
  expect(p!.sortKey).toEqual({ name: 'status', type: 'S' });
});

test('a number compared with a range term makes a sort key of type N; the equality term is the partition key', () => {
  const r = (v: string) =>
    scan(v, {
      terms: filterTerms('#s = :s AND score >= :n', { '#s': 'status' })!,
      valueTypes: { ':s': 'S', ':n': 'N' },
    });
  const [p] = proposeIndexes([r('a'), r('b')], table);
  expect(p!.partitionKey.name).toBe('status');
  expect(p!.sortKey).toEqual({ name: 'score', type: 'N' });
});

test('reads that asked for some attributes only propose an INCLUDE projection of them', () => {
  const r = (v: string, projection: string[]) => scan(v, { projection });
  const [p] = proposeIndexes([r('a', ['PK', 'title']), r('b', ['title', 'owner'])], table);
  expect(p!.projection).toEqual({ type: 'INCLUDE', attributes: ['title', 'owner'] });
});

test("the design's overloaded GSI whose template holds the attribute is proposed with its templates", () => {
  const design = {
    source: 'nosql-workbench' as const,
    tableName: 'Tickets',
    keys: { partitionKey: 'PK', sortKey: 'SK' },
    indexes: [{ name: 'GSI2', kind: 'GSI' as const, partitionKey: 'GSI2PK', sortKey: 'GSI2SK' }],
    entities: [
      {
        name: 'Ticket',
        keys: { PK: 'TICKET#{id}', SK: 'TICKET#{id}', GSI2PK: 'STATUS#{status}', GSI2SK: '{createdAt}' },
      },
    ],
  };
  const [p] = proposeIndexes([scan('a'), scan('b')], { ...table, design });
  expect(p!.indexName).toBe('GSI2');
  expect(p!.partitionKey).toEqual({ name: 'GSI2PK', type: 'S' });
  expect(p!.sortKey).toEqual({ name: 'GSI2SK', type: 'S' });
  expect(p!.templates).toEqual(['Ticket: GSI2PK = STATUS#{status}, GSI2SK = {createdAt}']);
});

test('without DescribeTable counts, the scans give the item count and their units the item size', () => {
  const [p] = proposeIndexes([scan('a'), scan('b')], {
    ...table,
    itemCount: 0,
    sizeBytes: 0,
    carrying: undefined,
  });
  // 62.5 units for 1,000 items scanned: 512 bytes each (half a unit per 4 KB).
  expect(p!.storage.bytes).toBe(1000 * (512 + 100));
  expect(p!.storage.text).toContain('1,000 items (as many as the reads scanned)');
  expect(p!.storage.text).toContain('assuming every item carries status (an upper bound)');
});
