/**
 * Running tallies behind the diagram's parent-to-child edges. Children per parent take few distinct
 * values (a collection holds tens of items, not thousands of different counts), so each edge keeps
 * how many collections hold each count instead of the list of counts: a collection that grew is
 * taken out under its old counts and put back under its new ones, and min, median and max are read
 * off the counts in order, without sorting what every collection holds on each page.
 */

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

/** One collection as the edges see it: the parent's entity and the items of each other entity. */
export interface Headed {
  parent: string;
  /** Child entity -> its items in the collection (the parent's own item not counted). */
  children: Map<string, number>;
}

interface Pair {
  /** Children in one collection -> collections holding that many (never 0: zeros are implied). */
  held: Map<number, number>;
  /** Collections holding at least one child. */
  withChild: number;
  /** Child items across them. */
  children: number;
}

export class EdgeTally {
  /** Parent entity -> collections it heads. */
  private readonly heads = new Map<string, number>();
  private readonly pairs = new Map<string, Map<string, Pair>>();

  add(h: Headed): void {
    this.count(h, 1);
  }

  remove(h: Headed): void {
    this.count(h, -1);
  }

  private count(h: Headed, sign: 1 | -1): void {
    const heads = (this.heads.get(h.parent) ?? 0) + sign;
    if (heads === 0) this.heads.delete(h.parent);
    else this.heads.set(h.parent, heads);
    let byChild = this.pairs.get(h.parent);
    if (!byChild) this.pairs.set(h.parent, (byChild = new Map()));
    for (const [child, n] of h.children) {
      let pair = byChild.get(child);
      if (!pair) byChild.set(child, (pair = { held: new Map(), withChild: 0, children: 0 }));
      const held = (pair.held.get(n) ?? 0) + sign;
      if (held === 0) pair.held.delete(n);
      else pair.held.set(n, held);
      pair.withChild += sign;
      pair.children += sign * n;
      // An edge no collection holds any more is gone, as it is when counted afresh.
      if (pair.withChild === 0) byChild.delete(child);
    }
    if (byChild.size === 0) this.pairs.delete(h.parent);
  }

  /** The edges, sorted by parent, then child: one step per distinct count of each edge. */
  figures(): EdgeFigure[] {
    const out: EdgeFigure[] = [];
    for (const [parent, byChild] of this.pairs) {
      const total = this.heads.get(parent) ?? 0;
      for (const [child, pair] of byChild) {
        const counts = [...pair.held.keys()].sort((a, b) => a - b);
        const zeros = total - pair.withChild;
        // The k-th of all counts in ascending order, the zeros first.
        const at = (k: number): number => {
          if (k < zeros) return 0;
          let seen = zeros;
          for (const n of counts) {
            seen += pair.held.get(n)!;
            if (k < seen) return n;
          }
          return counts[counts.length - 1]!;
        };
        const mid = total >> 1;
        out.push({
          parent,
          child,
          collections: total,
          withChild: pair.withChild,
          min: zeros > 0 ? 0 : counts[0]!,
          median: total % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2,
          max: counts[counts.length - 1]!,
          children: pair.children,
        });
      }
    }
    return out.sort((a, b) => (a.parent === b.parent ? cmp(a.child, b.child) : cmp(a.parent, b.parent)));
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
