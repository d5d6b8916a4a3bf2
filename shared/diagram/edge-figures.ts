/**
 * Parent-to-child edges of a design as measured in what was read: for each parent entity P and
 * each entity C found beside it, how many C items each collection headed by a P holds (min,
 * median, max). A collection headed by a P without any C counts as 0, so "0..2..5" says some
 * parents have none. Each collection costs one step per entity it holds; `EdgeCensus` counts again
 * only the collections that grew.
 */
import type { CollectionShape, NameCache } from './collection-shape.js';
import { runsOf } from './layout-strip.js';

export interface EdgeFigure {
  parent: string;
  child: string;
  /** Collections headed by a `parent` item. */
  collections: number;
  /** Collections headed by a `parent` item that hold at least one `child`. */
  withChild: number;
  min: number;
  median: number;
  max: number;
  /** `child` items across those collections. */
  children: number;
}

/** The median of ascending numbers: the middle one, or the mean of the middle two. */
export function median(ascending: readonly number[]): number {
  const n = ascending.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 === 1 ? ascending[mid]! : (ascending[mid - 1]! + ascending[mid]!) / 2;
}

/** One collection as the edges see it: the parent's entity and the items of each other entity. */
interface Headed {
  parent: string;
  /** Child entity -> its items in the collection (the parent's own item not counted). */
  children: Map<string, number>;
}

function headedBy(c: CollectionShape, names: NameCache): Headed | null {
  const p = c.parentIndex;
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
 * again only when it grew or its parent moved, so following a read costs a step per collection,
 * not per item read. Start a new census when the design names the items differently.
 */
export class EdgeCensus {
  private readonly known = new WeakMap<CollectionShape, { n: number; p: number | null; headed: Headed | null }>();
  private readonly names: NameCache = new Map();

  figures(collections: Iterable<CollectionShape>): EdgeFigure[] {
    const headed: (Headed | null)[] = [];
    for (const c of collections) {
      let k = this.known.get(c);
      if (!k || k.n !== c.items.length || k.p !== c.parentIndex) {
        k = { n: c.items.length, p: c.parentIndex, headed: headedBy(c, this.names) };
        this.known.set(c, k);
      }
      headed.push(k.headed);
    }
    return edgesOf(headed);
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "1..3..7" with the median to one decimal where it is a half. */
export function cardinalityText(e: Pick<EdgeFigure, 'min' | 'median' | 'max'>): string {
  return `${e.min}..${Number.isInteger(e.median) ? e.median : e.median.toFixed(1)}..${e.max}`;
}
