/** Merged partitions drop only true duplicates by default: items whose whole primary key is the same. */
import { expect, it } from 'vitest';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { mergedPartitionsReader } from '../../../shared/reads/multi-partition.js';
import { fakeApi, utf8Order } from './fan-out-fake-api.js';

const S = (s: string): AttributeValue => ({ S: s });
const keyNames = { partitionKey: 'pk', partitionKeyType: 'S' as const, sortKey: 'sk', sortKeyType: 'S' as const };

// Two workspaces whose projects share sort keys: distinct items, not copies of each other.
const items: Item[] = ['WS#globex', 'WS#initech'].flatMap((ws) =>
  ['PROJ#1', 'PROJ#2', 'PROJ#3'].map((p) => ({ pk: S(ws), sk: S(p) })),
);

async function readMerged(extra: { dedupeBy?: 'primary-key' | 'sort-key' }, partitions: string[]) {
  const api = fakeApi({ partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items });
  const reader = mergedPartitionsReader({
    api,
    query: { TableName: 'T', keyNames, tableKeys: ['pk', 'sk'] },
    partitions: partitions.map(S),
    limit: 100,
    read: { sleep: async () => {} },
    ...extra,
  });
  const seen: Item[] = [];
  for (;;) {
    const page = await reader.nextPage();
    seen.push(...page.items);
    if (page.end !== 'page') return { seen, duplicates: page.progress.duplicates };
  }
}

it('by default, items of several partitions with the same sort key are all kept', async () => {
  const { seen, duplicates } = await readMerged({}, ['WS#globex', 'WS#initech']);
  expect(seen).toHaveLength(6);
  expect(duplicates).toBe(0);
});

it('the same partition listed twice still gives each item once', async () => {
  const { seen, duplicates } = await readMerged({}, ['WS#globex', 'WS#globex']);
  expect(seen).toHaveLength(3);
  expect(duplicates).toBe(3);
});

it('the sort-key rule is there when asked for', async () => {
  const { seen } = await readMerged({ dedupeBy: 'sort-key' }, ['WS#globex', 'WS#initech']);
  expect(seen).toHaveLength(3);
});
