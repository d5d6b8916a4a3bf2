/**
 * Several partitions at once and edges from both ends, through the real service against dynalite,
 * on an id + type table with tag partitions holding copies of entities and an inverted index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { findInvertedIndexes, flipEdge } from '../../../shared/reads/edge-flip.js';
import { readAllMerged } from '../../../shared/reads/fan-out.js';
import { mergedPartitionsReader, SeparatePartitionsRead } from '../../../shared/reads/multi-partition.js';
import { parsePartitionPattern } from '../../../shared/reads/partition-values.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createTable, keyAttr, keySchema, putAll } from './tools-tables.js';

let h: Harness;
const TABLE = 'Edges';
const keyNames: KeyNames = { partitionKey: 'id', partitionKeyType: 'S', sortKey: 'type', sortKeyType: 'S' };
const S = (s: string) => ({ S: s });
const types = (items: Item[]) => items.map((i) => (i.type as { S: string }).S);

const TAGS: Record<string, string[]> = {
  'tag#music': ['customer#001', 'customer#002', 'order#003', 'store#004'],
  'tag#book': ['customer#002', 'order#005', 'store#004'],
  'tag#art': ['customer#001', 'order#009'],
};

function items(): Item[] {
  const out: Item[] = [];
  for (const [tag, members] of Object.entries(TAGS))
    for (const m of members) out.push({ id: S(tag), type: S(m), copyOf: S(m) });
  // Many-to-many: customers manage stores, each edge written once per side in the table.
  for (const [c, s] of [
    ['001', '004'],
    ['001', '006'],
    ['002', '004'],
  ] as const) {
    out.push({ id: S(`customer#${c}`), type: S(`store#${s}`), since: { N: '1690000000' } });
    out.push({ id: S(`store#${s}`), type: S(`customer#${c}`), since: { N: '1690000000' } });
  }
  return out;
}

function tags(text: string) {
  const r = parsePartitionPattern(text, 'S', 'id');
  if (!r.ok) throw new Error(r.message);
  return r.values;
}

beforeAll(async () => {
  h = await startHarness();
  await createTable(h.raw, {
    TableName: TABLE,
    KeySchema: keySchema('id', 'type'),
    AttributeDefinitions: [keyAttr('id'), keyAttr('type'), keyAttr('other')],
    GlobalSecondaryIndexes: [
      { IndexName: 'typeGsi', KeySchema: keySchema('type', 'id'), Projection: { ProjectionType: 'ALL' } },
      // Shares the sort key but is not an inversion: must not be offered as one.
      { IndexName: 'otherGsi', KeySchema: keySchema('type', 'other'), Projection: { ProjectionType: 'KEYS_ONLY' } },
    ],
  });
  await putAll(h.raw, TABLE, items());
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('several partitions at once', () => {
  it('merges tags in sort-key order, drops copies of the same entity, and applies the limit to the merged result', async () => {
    const reader = mergedPartitionsReader({
      api: h.http,
      query: { TableName: TABLE, keyNames, tableKeys: ['id', 'type'] },
      partitions: tags('tag#music\ntag#book\ntag#art'),
      limit: 4,
      dedupeBy: 'sort-key',
    });
    const first = await reader.nextPage();
    expect(types(first.items)).toEqual(['customer#001', 'customer#002', 'order#003', 'order#005']);
    expect(first.sources).toEqual([0, 0, 0, 1]);
    expect(first.end).toBe('page');
    const rest = await reader.nextPage();
    expect(types(rest.items)).toEqual(['order#009', 'store#004']);
    expect(rest.end).toBe('end');
    // customer#001 (art), customer#002 (book), store#004 (book) were copies.
    expect(rest.progress.duplicates).toBe(3);
    expect(rest.progress.partitions.map((p) => p.items)).toEqual([4, 3, 2]);
  });

  it('de-duplicates by primary key: the same partition listed twice gives each item once', async () => {
    const all = await readAllMerged({
      api: h.http,
      query: {
        TableName: TABLE,
        IndexName: 'typeGsi',
        keyNames: { partitionKey: 'type', partitionKeyType: 'S', sortKey: 'id', sortKeyType: 'S' },
        tableKeys: ['id', 'type'],
      },
      partitions: [S('store#004'), S('customer#002'), S('store#004')],
      pageSize: 100,
      dedupe: { partitionKey: 'id', sortKey: 'type' },
    });
    expect(all.items.map((i) => `${(i.id as { S: string }).S}/${(i.type as { S: string }).S}`)).toEqual([
      'customer#001/store#004',
      'customer#002/store#004',
      'store#004/customer#002',
      // Equal index sort keys (id) go to the partition listed first: store#004 before customer#002.
      'tag#book/store#004',
      'tag#book/customer#002',
      'tag#music/store#004',
      'tag#music/customer#002',
    ]);
    expect(all.progress.duplicates).toBe(4);
  });

  it('reads each partition as its own collection, each up to the limit', async () => {
    const read = new SeparatePartitionsRead({
      api: h.http,
      query: { TableName: TABLE, keyNames },
      partitions: tags('tag#music, tag#book, tag#art'),
      limit: 3,
    });
    const results = await read.read();
    expect(results.map((r) => types(r.items))).toEqual([
      ['customer#001', 'customer#002', 'order#003'],
      ['customer#002', 'order#005', 'store#004'],
      ['customer#001', 'order#009'],
    ]);
    expect(results.map((r) => r.end)).toEqual(['page', 'page', 'end']);
    expect(results[0]!.cursor).toBeDefined();
    expect(results.every((r) => r.progress.rcu > 0)).toBe(true);
  });
});

describe('edges from both ends', () => {
  it('finds the inverted index from describeTable, flips an edge to it and back', async () => {
    const { Table } = await h.http.describeTable({ TableName: TABLE });
    const inverted = findInvertedIndexes(Table);
    expect(inverted.map((i) => i.indexName)).toEqual(['typeGsi']);
    const edge: Item = { id: S('customer#001'), type: S('store#004') };

    const there = flipEdge(edge, inverted[0]!, 'table', TABLE);
    if (!there.ok) throw new Error(there.message);
    expect(there.target).toMatchObject({ side: 'index', IndexName: 'typeGsi', partition: S('store#004') });
    const managers = await readAllMerged({
      api: h.http,
      query: { TableName: TABLE, IndexName: there.target.IndexName, keyNames: there.target.keyNames },
      partitions: [there.target.partition],
      pageSize: 50,
    });
    const ids = managers.items.map((i) => (i.id as { S: string }).S);
    expect(ids).toEqual(['customer#001', 'customer#002', 'tag#book', 'tag#music']);

    const back = flipEdge(managers.items[1]!, inverted[0]!, 'index', TABLE);
    if (!back.ok) throw new Error(back.message);
    expect(back.target).toMatchObject({ side: 'table', partition: S('customer#002') });
    expect(back.target.IndexName).toBeUndefined();
    const stores = await readAllMerged({
      api: h.http,
      query: { TableName: TABLE, keyNames: back.target.keyNames },
      partitions: [back.target.partition],
      pageSize: 50,
    });
    expect(types(stores.items)).toEqual(['store#004']);
  });

  it('says why an item cannot be flipped', async () => {
    const { Table } = await h.http.describeTable({ TableName: TABLE });
    const r = flipEdge({ type: S('store#004') }, findInvertedIndexes(Table)[0]!, 'index', TABLE);
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/no "id"/) });
  });
});
