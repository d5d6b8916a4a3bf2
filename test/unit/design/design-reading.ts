/** Reading a test design as a server returns it, page by page, for the design-inference suites. */
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { compareKeyValues } from '../../../shared/dynamo/compare.js';
import type { Item } from '../../../shared/dynamo/types.js';
import type { Design } from './designs-keys.js';

/** Labels as first-seen indexes: two labelings are the same partition when these are equal. */
export function partition(labels: readonly string[]): number[] {
  const first = new Map<string, number>();
  return labels.map((l) => {
    if (!first.has(l)) first.set(l, first.size);
    return first.get(l)!;
  });
}

function serverOrder(d: Design): [string, Item][] {
  const { partitionKey: pk, sortKey: sk } = d.keys;
  const dir = d.descending ? -1 : 1;
  return [...d.items].sort(([, a], [, b]) => compareKeyValues(a[pk]!, b[pk]!) || (sk ? dir * compareKeyValues(a[sk]!, b[sk]!) : 0));
}

/** The design's items in server order, grouped in pages of `pageSize`; `label` gives each item's intended entity. */
export function read(d: Design, pageSize: number): { g: CollectionGrouper; label: Map<Item, string> } {
  const ordered = serverOrder(d);
  const label = new Map(ordered.map(([l, item]) => [item, l]));
  const g = new CollectionGrouper(d.keys, d.tableKeys ? { tableKeys: d.tableKeys } : {});
  const items = ordered.map(([, i]) => i);
  for (let i = 0; i < items.length; i += pageSize) g.addPage(items.slice(i, i + pageSize));
  return { g, label };
}
