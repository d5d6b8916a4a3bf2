/**
 * The pages of an export's read, run again in the service: page after page from where the last
 * ended (a Query's or Scan's LastEvaluatedKey, a PartiQL statement's NextToken: export-reads.ts),
 * one page read ahead while the last is written, within the read's cap (items) and budget (read
 * units). It never throws: a failure or a Stop ends the pages where they are, so the file's writer
 * can close what it wrote as a valid file, and says why it ended.
 */
import type { ConsumedCapacity, Item } from '../../../shared/dynamo/types.js';

/** One page of the read, as export-reads.ts gives it: its items and where the next one starts. */
export interface ExportPage {
  Items: readonly Item[];
  /** Where the next page starts (a last key, a NextToken); undefined on the read's last page. */
  next?: unknown;
  ConsumedCapacity?: ConsumedCapacity;
}

/** Reads one page from `start` (undefined: the read's first), of at most `limit` items when set. */
export type FetchExportPage = (start: unknown, limit: number | undefined, signal: AbortSignal) => Promise<ExportPage>;

export interface PagesOptions {
  fetch: FetchExportPage;
  /** The read's own page size (its Limit), if it has one. */
  pageLimit?: number;
  maxItems?: number;
  rcuBudget?: number;
  signal: AbortSignal;
  /** Units consumed before this pass (a CSV's header pass), counted against the budget. */
  unitsBefore?: number;
}

export interface PagesEnd {
  endedBy?: 'cap' | 'budget' | 'stop';
  error?: unknown;
}

/** What one pass read so far; `end` is set once the pages are over. */
export class ExportPages {
  pages = 0;
  items = 0;
  units = 0;
  end: PagesEnd | undefined;

  constructor(private readonly o: PagesOptions) {
    this.units = o.unitsBefore ?? 0;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<readonly Item[]> {
    const o = this.o;
    let next: Promise<ExportPage> | undefined = this.fetch(undefined, o.maxItems);
    let left = o.maxItems;
    while (next) {
      let page: ExportPage;
      try {
        page = await next;
      } catch (e) {
        this.end = o.signal.aborted ? { endedBy: 'stop' } : { error: e };
        return;
      }
      this.pages++;
      this.units += page.ConsumedCapacity?.CapacityUnits ?? 0;
      let items: readonly Item[] = page.Items;
      if (left !== undefined && items.length > left) items = items.slice(0, left);
      if (left !== undefined) left -= items.length;
      next = undefined;
      if (page.next !== undefined) {
        if (o.signal.aborted) this.end = { endedBy: 'stop' };
        else if (left === 0) this.end = { endedBy: 'cap' };
        else if (o.rcuBudget !== undefined && this.units >= o.rcuBudget) this.end = { endedBy: 'budget' };
        else next = this.fetch(page.next, left);
      }
      // A page read ahead that is then not wanted (a Stop) must not end as an unhandled rejection.
      next?.catch(() => undefined);
      this.items += items.length;
      yield items;
    }
    this.end ??= {};
  }

  private fetch(start: unknown, left: number | undefined): Promise<ExportPage> {
    const size = this.o.pageLimit;
    const limit = left === undefined ? size : Math.min(size ?? left, left);
    return this.o.fetch(start, limit, this.o.signal);
  }
}
