/**
 * The reads a generated design is driven through, and what each must show, computed from the
 * generated data alone: how many collections (by partition key of the table or index read) and how
 * many items in each.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Prng } from './prng.js';
import { keyText } from './design-items.js';
import type { GenIndex, GeneratedDesign, Item, KeyAttr } from './design-types.js';

export type GenRead =
  | {
      op: 'query';
      index?: GenIndex;
      pk: AttributeValue;
      label: string;
      /** Largest sort key first. */ desc?: boolean;
      /** Items per run, read on with Load more. */ cap?: number;
    }
  | { op: 'scan'; index?: GenIndex; label: string }
  | { op: 'get'; key: Item; label: string };

export interface ExpectedCounts {
  items: number;
  /** Items per collection, by the partition key's type and text (`S:ORG#1`, `N:12`, `B:AAE=`). */
  collections: Map<string, number>;
}

export const valueId = (v: AttributeValue): string =>
  `${Object.keys(v).find((k) => (v as unknown as Record<string, unknown>)[k] !== undefined)}:${keyText(v)}`;

export function keysOf(design: GeneratedDesign, index?: GenIndex): { pk: KeyAttr; sk?: KeyAttr } {
  if (index) return { pk: index.pk, ...(index.sk ? { sk: index.sk } : {}) };
  return { pk: design.pk, ...(design.sk ? { sk: design.sk } : {}) };
}

/** Items grouped by the partition key `pk`, in no particular order. */
export function countsOf(items: readonly Item[], pk: string): ExpectedCounts {
  const collections = new Map<string, number>();
  for (const item of items) {
    const id = valueId(item[pk]!);
    collections.set(id, (collections.get(id) ?? 0) + 1);
  }
  return { items: items.length, collections };
}

/** The items a read returns: those that have every key attribute of what it reads, and its partition. */
export function expectedItems(design: GeneratedDesign, read: GenRead): Item[] {
  if (read.op === 'get') {
    return design.items.filter((i) => Object.entries(read.key).every(([k, v]) => i[k] && valueId(i[k]) === valueId(v)));
  }
  const keys = keysOf(design, read.index);
  const inIndex = design.items.filter(
    (i) => i[keys.pk.name] !== undefined && (!keys.sk || i[keys.sk.name] !== undefined),
  );
  if (read.op === 'scan') return inIndex;
  const want = valueId(read.pk);
  return inIndex.filter((i) => valueId(i[keys.pk.name]!) === want);
}

export function expectedCounts(design: GeneratedDesign, read: GenRead): ExpectedCounts {
  return countsOf(expectedItems(design, read), read.op === 'get' ? design.pk.name : keysOf(design, read.index).pk.name);
}

/** The partition key values of a table or index, largest collection first. */
function partitions(design: GeneratedDesign, index?: GenIndex): AttributeValue[] {
  const pk = keysOf(design, index).pk.name;
  const scan = expectedItems(design, { op: 'scan', ...(index ? { index } : {}), label: '' });
  const byId = new Map<string, { v: AttributeValue; n: number }>();
  for (const i of scan) {
    const id = valueId(i[pk]!);
    const e = byId.get(id) ?? { v: i[pk]!, n: 0 };
    e.n++;
    byId.set(id, e);
  }
  return [...byId.values()].sort((a, b) => b.n - a.n).map((e) => e.v);
}

/**
 * As a user meets a new table: a big collection first (20 items or more, so the app learns the
 * design; a Scan when the table has no sort key and so no collection that big), other collections,
 * the big collection again newest first in capped runs, a collection of every index, a Scan of one
 * index and of the table, a GetItem.
 */
export function planReads(design: GeneratedDesign, r: Prng): GenRead[] {
  const reads: GenRead[] = [];
  const table = partitions(design);
  if (design.sk) reads.push({ op: 'query', pk: design.bigCollection, label: 'the big collection' });
  else reads.push({ op: 'scan', label: 'a Scan of the table (no sort key)' });
  const others = table.filter((v) => valueId(v) !== valueId(design.bigCollection));
  for (const v of [others[others.length - 1], ...r.sample(others.slice(0, -1), 1)]) {
    if (v) reads.push({ op: 'query', pk: v, label: 'another collection' });
  }
  const big = expectedCounts(design, reads[0]!).items;
  if (design.sk)
    reads.push({
      op: 'query',
      pk: design.bigCollection,
      desc: true,
      cap: Math.ceil(big / 3),
      label: 'the big collection newest first, a third a run (Load more)',
    });
  for (const index of design.indexes) {
    const values = partitions(design, index);
    if (values.length === 0) reads.push({ op: 'scan', index, label: `a Scan of the empty index ${index.name}` });
    else
      reads.push({
        op: 'query',
        index,
        pk: r.chance(0.5) ? values[0]! : r.pick(values),
        label: `a collection of index ${index.name} (${index.shape})`,
      });
  }
  if (design.indexes.length > 0) {
    const index = r.pick(design.indexes);
    reads.push({ op: 'scan', index, label: `a Scan of index ${index.name} (${index.shape})` });
  }
  if (design.sk) reads.push({ op: 'scan', label: 'a Scan of the table' });
  const item = r.pick(design.items);
  const key: Item = { [design.pk.name]: item[design.pk.name]! };
  if (design.sk) key[design.sk.name] = item[design.sk.name]!;
  reads.push({ op: 'get', key, label: 'a GetItem' });
  return reads;
}
