/**
 * Parent-to-child edges of a design as measured in what was read: for each parent entity P and
 * each entity C found beside it, how many C items each collection headed by a P holds (min,
 * median, max). A collection headed by a P without any C counts as 0, so "0..2..5" says some
 * parents have none. Each collection costs one step per entity it holds; `EdgeCensus` counts again
 * only the collections that grew, into running tallies (edge-tally.ts).
 */
import type { CollectionShape, NameCache } from './collection-shape.js';
import { runsOf } from './layout-strip.js';
import { EdgeTally, type EdgeFigure, type Headed } from './edge-tally.js';

export type { EdgeFigure } from './edge-tally.js';

/** The median of ascending numbers: the middle one, or the mean of the middle two. */
export function median(ascending: readonly number[]): number {
  const n = ascending.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 === 1 ? ascending[mid]! : (ascending[mid - 1]! + ascending[mid]!) / 2;
}

function headedBy(c: CollectionShape, names: NameCache, p = c.parentIndex): Headed | null {
  if (p === null) return null;
  // Counted from the runs: one name lookup per record, not per item or per type of each collection.
  const runs = runsOf(c, names);
  const inCollection = new Map<string, number>();
  let parent = '';
  for (const r of runs) {
    inCollection.set(r.entity, (inCollection.get(r.entity) ?? 0) + r.end - r.start);
    if (p >= r.start && p < r.end) parent = r.entity;
  }
  const children = new Map<string, number>();
  for (const [child, total] of inCollection) {
    const n = child === parent ? total - 1 : total;
    if (n > 0) children.set(child, n);
  }
  return { parent, children };
}

function edgesOf(headed: Iterable<Headed | null>): EdgeFigure[] {
  const parents = new Map<string, number>();
  const counts = new Map<string, Map<string, number[]>>();
  for (const h of headed) {
    if (h === null) continue;
    parents.set(h.parent, (parents.get(h.parent) ?? 0) + 1);
    let byChild = counts.get(h.parent);
    if (!byChild) counts.set(h.parent, (byChild = new Map()));
    for (const [child, n] of h.children) {
      let list = byChild.get(child);
      if (!list) byChild.set(child, (list = []));
      list.push(n);
    }
  }
  const out: EdgeFigure[] = [];
  for (const [parent, byChild] of counts) {
    const total = parents.get(parent)!;
    for (const [child, nonZero] of byChild) {
      nonZero.sort((a, b) => a - b);
      const zeros = total - nonZero.length;
      const all = zeros > 0 ? [...new Array<number>(zeros).fill(0), ...nonZero] : nonZero;
      out.push({
        parent,
        child,
        collections: total,
        withChild: nonZero.length,
        min: all[0]!,
        median: median(all),
        max: all[all.length - 1]!,
        children: nonZero.reduce((a, b) => a + b, 0),
      });
    }
  }
  return out.sort((a, b) => (a.parent === b.parent ? cmp(a.child, b.child) : cmp(a.parent, b.parent)));
}

/**
 * Edges sorted by parent, then child. A parent's own item is not its child; other items of the
 * parent's entity in the same collection are (an edge to itself).
 */
export function parentChildEdges(collections: Iterable<CollectionShape>, names: NameCache = new Map()): EdgeFigure[] {
  const headed: (Headed | null)[] = [];
  for (const c of collections) headed.push(headedBy(c, names));
  return edgesOf(headed);
}

/**
 * The same edges over a read that grows page by page under one design: a collection is counted
 * again only when it grew or its parent moved (taken out of the running tallies under what it held,
 * put back under what it holds), so the edges after a page cost that page's collections and a step
 * per collection to find them, not a sort of every collection's counts. Start a new census when the
 * design names the items differently; collections dropped or replaced (a regroup) are noticed and
 * counted afresh.
 */
export class EdgeCensus {
  private known = new WeakMap<CollectionShape, { n: number; p: number | null; headed: Headed | null }>();
  private tally = new EdgeTally();
  /** Collections the tally holds. */
  private size = 0;
  private readonly names: NameCache = new Map();

  figures(collections: Iterable<CollectionShape>): EdgeFigure[] {
    if (this.take(collections) !== this.size) {
      this.known = new WeakMap();
      this.tally = new EdgeTally();
      this.size = 0;
      this.take(collections);
    }
    return this.tally.figures();
  }

  /** Counts what changed; returns how many collections were passed. */
  private take(collections: Iterable<CollectionShape>): number {
    let passed = 0;
    for (const c of collections) {
      passed++;
      const n = c.items.length;
      const p = c.parentIndex;
      const k = this.known.get(c);
      if (k && k.n === n && k.p === p) continue;
      const headed = headedBy(c, this.names, p);
      if (k) {
        if (k.headed) this.tally.remove(k.headed);
      } else this.size++;
      if (headed) this.tally.add(headed);
      this.known.set(c, { n, p, headed });
    }
    return passed;
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "1..3..7" with the median to one decimal where it is a half. */
export function cardinalityText(e: Pick<EdgeFigure, 'min' | 'median' | 'max'>): string {
  return `${e.min}..${Number.isInteger(e.median) ? e.median : e.median.toFixed(1)}..${e.max}`;
}
