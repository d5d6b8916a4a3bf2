/**
 * The treegrid's rows as a flat, virtual list: a row per collection, then (when expanded) a row per
 * item, the parent first. Only collection offsets are stored, so building it costs one step per
 * collection and finding row i is a binary search; item rows are never materialised.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';

/** `position` is 1-based among its siblings, `setSize` how many siblings there are (aria-posinset / setsize). */
export type Row =
  | {
      kind: 'collection';
      collection: ItemCollection;
      index: number;
      expanded: boolean;
      shown: number;
      position: number;
      setSize: number;
    }
  | {
      kind: 'item';
      collection: ItemCollection;
      index: number;
      itemIndex: number;
      isParent: boolean;
      type: string;
      collectionRow: number;
      position: number;
      setSize: number;
    };

export interface RowModelOptions {
  isExpanded(c: ItemCollection): boolean;
  /** Show only items of this entity type (and the collections holding one). */
  typeFilter: string | null;
}

/** Item indexes of one type in display order (parent first), cached until the collection grows. */
const filteredCache = new WeakMap<
  ItemCollection,
  { type: string; size: number; parent: number | null; order: number[] }
>();

function filteredOrder(c: ItemCollection, type: string): number[] {
  const parent = c.parentIndex;
  const cached = filteredCache.get(c);
  if (cached && cached.type === type && cached.size === c.items.length && cached.parent === parent) return cached.order;
  const order: number[] = [];
  const display = c.displayOrder;
  for (let r = 0; r < display.length; r++) {
    const i = display[r]!;
    if (c.typeAt(i) === type) order.push(i);
  }
  filteredCache.set(c, { type, size: c.items.length, parent, order });
  return order;
}

export class RowModel {
  readonly rowCount: number;
  private readonly starts: number[] = [];
  private readonly shown: ItemCollection[] = [];
  private readonly expanded: boolean[] = [];
  private readonly counts: number[] = [];

  constructor(
    collections: readonly ItemCollection[],
    private readonly options: RowModelOptions,
  ) {
    const filter = options.typeFilter;
    let row = 0;
    for (let i = 0; i < collections.length; i++) {
      const c = collections[i]!;
      const count = filter === null ? c.items.length : c.countOf(filter);
      if (filter !== null && count === 0) continue;
      const open = options.isExpanded(c);
      this.starts.push(row);
      this.shown.push(c);
      this.expanded.push(open);
      this.counts.push(count);
      row += 1 + (open ? count : 0);
    }
    this.rowCount = row;
  }

  get collectionCount(): number {
    return this.shown.length;
  }

  /** Position in `shown` of the collection whose block holds `row`. */
  private blockOf(row: number): number {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= row) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  rowAt(index: number): Row | null {
    if (index < 0 || index >= this.rowCount) return null;
    const b = this.blockOf(index);
    const c = this.shown[b]!;
    const start = this.starts[b]!;
    if (index === start) {
      return {
        kind: 'collection',
        collection: c,
        index,
        expanded: this.expanded[b]!,
        shown: this.counts[b]!,
        position: b + 1,
        setSize: this.shown.length,
      };
    }
    const k = index - start - 1;
    const filter = this.options.typeFilter;
    const itemIndex = filter === null ? c.itemIndexAtDisplayRow(k) : filteredOrder(c, filter)[k]!;
    return {
      kind: 'item',
      collection: c,
      index,
      itemIndex,
      isParent: itemIndex === c.parentIndex,
      type: c.typeAt(itemIndex),
      collectionRow: start,
      position: k + 1,
      setSize: this.counts[b]!,
    };
  }

  /** The row of a collection's header, or -1 when it is not shown. */
  rowOfCollection(c: ItemCollection): number {
    const b = this.shown.indexOf(c);
    return b < 0 ? -1 : this.starts[b]!;
  }

  /** The row showing item `itemIndex` of `c`, or -1 when it is collapsed or filtered out. */
  rowOfItem(c: ItemCollection, itemIndex: number): number {
    const b = this.shown.indexOf(c);
    if (b < 0 || !this.expanded[b]) return -1;
    const start = this.starts[b]!;
    const filter = this.options.typeFilter;
    if (filter !== null) {
      const k = filteredOrder(c, filter).indexOf(itemIndex);
      return k < 0 ? -1 : start + 1 + k;
    }
    const p = c.parentIndex;
    if (p === null) return start + 1 + itemIndex;
    if (itemIndex === p) return start + 1;
    return start + 1 + (itemIndex < p ? itemIndex + 1 : itemIndex);
  }
}
