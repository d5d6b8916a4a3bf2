/** Reading a test design as a server returns it, page by page, for the design-inference suites. */
import { expect } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { compareKeyValues } from '../../../shared/dynamo/compare.js';
import type { Item } from '../../../shared/dynamo/types.js';
import type { Design } from './designs-keys.js';

/** Labels as first-seen indexes: two labelings are the same partition when these are equal. */
function partition(labels: readonly string[]): number[] {
  const first = new Map<string, number>();
  return labels.map((l) => {
    if (!first.has(l)) first.set(l, first.size);
    return first.get(l)!;
  });
}

function serverOrder(d: Design): [string, Item][] {
  const { partitionKey: pk, sortKey: sk } = d.keys;
  const dir = d.descending ? -1 : 1;
  return [...d.items].sort(
    ([, a], [, b]) => compareKeyValues(a[pk]!, b[pk]!) || (sk ? dir * compareKeyValues(a[sk]!, b[sk]!) : 0),
  );
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

/**
 * What every design suite asserts: read in pages of `pageSize`, the items fall into the entities
 * the design's labels make, each collection has the parent the design names (one of `parents`
 * where it has several kinds), the names that matter are given, one whole page gives the same
 * answer, and the inferred design lists those entities and that parent.
 */
export function expectReadAsDesigned(d: Design, pageSize: number): void {
  const { g, label } = read(d, pageSize);
  const items = g.collections.flatMap((c) => c.items);
  const got = g.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)));
  const want = items.map((i) => label.get(i)!);
  expect(partition(got), `entities ${[...new Set(got)].join(', ')}`).toEqual(partition(want));
  for (const c of g.collections) {
    const parent = c.parent;
    const wanted =
      (d.parents ?? (d.parent === null ? [] : [d.parent])).find((p) => c.items.some((i) => label.get(i) === p)) ?? null;
    expect(parent === null ? null : label.get(parent), `parent of ${c.partitionKeyText}`).toBe(wanted);
  }
  for (const [l, name] of Object.entries(d.names ?? {})) {
    const item = items.find((i) => label.get(i) === l)!;
    expect(g.entityOf(item)).toBe(name);
  }
  // The same answer when the whole read arrives as one page.
  const whole = read(d, d.items.length).g;
  expect(whole.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)))).toEqual(got);
  const design = g.design();
  expect(design.design.entities.map((e) => e.name).sort()).toEqual([...new Set(got)].sort());
  const nameOf = (l: string) => g.entityOf(items.find((i) => label.get(i) === l)!);
  if (d.parents) expect([...(design.design.parentEntities ?? [])].sort()).toEqual(d.parents.map(nameOf).sort());
  else expect(design.design.parentEntity ?? null).toBe(d.parent === null ? null : nameOf(d.parent));
}
