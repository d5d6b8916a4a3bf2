/**
 * The order a fan-out read presents its items in: by sort key as DynamoDB orders it (UTF-8 bytes,
 * exact numbers, unsigned bytes), in the direction the user chose, with ties (two partitions may
 * hold the same sort key) going to the partition listed first, and server order within one
 * partition. Defined once here so the merging reader and its tests agree on the same order.
 */
import { compareKeyValues } from '../dynamo/compare.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

export interface MergeOrder {
  /** The sort key of the table or index read; without one, items follow partition order. */
  sortKey?: string;
  /** False for ScanIndexForward: false (largest sort key first). */
  forward: boolean;
}

/** An item with where it came from: the partition's position in the list, and its place in that partition's results. */
export interface Sourced {
  item: Item;
  source: number;
  seq: number;
}

export class MissingSortKeyError extends Error {
  constructor(
    readonly sortKey: string,
    readonly source: number,
  ) {
    super(
      `an item from partition ${source + 1} has no "${sortKey}" attribute, so it cannot be placed in sort-key order; include "${sortKey}" in the projection`,
    );
    this.name = 'MissingSortKeyError';
  }
}

function sortValue(s: Sourced, sortKey: string): AttributeValue {
  const v = s.item[sortKey];
  if (v === undefined) throw new MissingSortKeyError(sortKey, s.source);
  return v;
}

/** Negative when `a` comes first in the merged stream. */
export function compareSourced(a: Sourced, b: Sourced, order: MergeOrder): number {
  if (order.sortKey !== undefined) {
    const c = compareKeyValues(sortValue(a, order.sortKey), sortValue(b, order.sortKey));
    if (c !== 0) return order.forward ? c : -c;
  }
  if (a.source !== b.source) return a.source - b.source;
  return a.seq - b.seq;
}

/**
 * Every partition's full result merged at once: the reference the paging reader must match, and
 * the quick path when everything is already in memory.
 */
export function mergeAll(partitions: readonly (readonly Item[])[], order: MergeOrder): Sourced[] {
  const all: Sourced[] = [];
  partitions.forEach((items, source) => items.forEach((item, seq) => all.push({ item, source, seq })));
  return all.sort((a, b) => compareSourced(a, b, order));
}

/**
 * Index of the buffer whose head comes first, among buffers that have a head; -1 when all are
 * empty. A linear pick: fan-outs are tens of partitions, and a heap would have to be rebuilt
 * whenever a buffer refills.
 */
export function pickFirst(heads: readonly (Sourced | undefined)[], order: MergeOrder): number {
  let best = -1;
  for (let i = 0; i < heads.length; i++) {
    const h = heads[i];
    if (h === undefined) continue;
    if (best < 0 || compareSourced(h, heads[best]!, order) < 0) best = i;
  }
  return best;
}
