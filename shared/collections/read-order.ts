/**
 * The order the grouper (grouping.ts) read its items in, across collections and pages, so a
 * regroup classifies them again as they were read. Classes are numbered, and entity types listed,
 * in the order they are first seen; replaying collection by collection would see them in another
 * order than the read did, and the design would then depend on how the read was split into pages.
 * Kept as runs of one collection (a Query or Scan returns a collection's items together, so a read
 * costs a few numbers per collection) and each page's size.
 */

export class ReadOrder {
  /** Position of the collection of each run, and how many items the run has. */
  private readonly runCollection: number[] = [];
  private readonly runLength: number[] = [];
  /** Items kept (skipped ones left out) by each page. */
  private readonly pageSizes: number[] = [];
  private last = -1;

  /** One kept item, of the collection at `position`. Runs once per item. */
  add(position: number): void {
    if (position === this.last) this.runLength[this.runLength.length - 1]!++;
    else {
      this.last = position;
      this.runCollection.push(position);
      this.runLength.push(1);
    }
  }

  endPage(kept: number): void {
    if (kept > 0) this.pageSizes.push(kept);
  }

  /**
   * The pages as they were read, from the collections' items (each collection's items in read
   * order, as the grouper keeps them), oldest first.
   */
  *pages<T>(collections: readonly { readonly items: readonly T[] }[]): Generator<T[]> {
    const cursor = new Array<number>(collections.length).fill(0);
    let run = 0;
    let leftInRun = this.runLength[0] ?? 0;
    for (const size of this.pageSizes) {
      const page: T[] = [];
      while (page.length < size) {
        if (leftInRun === 0) leftInRun = this.runLength[++run]!;
        const position = this.runCollection[run]!;
        const c = collections[position]!;
        const take = Math.min(leftInRun, size - page.length);
        const from = cursor[position]!;
        for (let i = 0; i < take; i++) page.push(c.items[from + i]!);
        cursor[position] = from + take;
        leftInRun -= take;
      }
      yield page;
    }
  }
}
