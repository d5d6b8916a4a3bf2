/**
 * The pages of an export's read, run again in the service: the read's own request, page after
 * page from its LastEvaluatedKey, one page read ahead while the last is written, within the read's
 * cap (items) and budget (read units). It never throws: a failure or a Stop ends the pages where
 * they are, so the file's writer can close what it wrote as a valid file, and says why it ended.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ApiRequest, ReadPage } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { fetchPage } from '../page-fetch.js';
import type { ReadMethod } from '../read-ahead.js';

export type PageRequest = Omit<ApiRequest<'query'> | ApiRequest<'scan'>, 'connectionId' | 'requestId' | 'readAhead'>;

export interface PagesOptions {
  client: DynamoDBClient;
  method: ReadMethod;
  request: PageRequest;
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
    let next: Promise<ReadPage> | undefined = this.fetch(undefined, o.maxItems);
    let left = o.maxItems;
    while (next) {
      let page: ReadPage;
      try {
        page = await next;
      } catch (e) {
        this.end = o.signal.aborted ? { endedBy: 'stop' } : { error: e };
        return;
      }
      this.pages++;
      this.units += unitsOf(page);
      let items: readonly Item[] = page.Items;
      if (left !== undefined && items.length > left) items = items.slice(0, left);
      if (left !== undefined) left -= items.length;
      next = undefined;
      const more = page.LastEvaluatedKey !== undefined;
      if (more) {
        if (o.signal.aborted) this.end = { endedBy: 'stop' };
        else if (left === 0) this.end = { endedBy: 'cap' };
        else if (o.rcuBudget !== undefined && this.units >= o.rcuBudget) this.end = { endedBy: 'budget' };
        else next = this.fetch(page.LastEvaluatedKey, left);
      }
      // A page read ahead that is then not wanted (a Stop) must not end as an unhandled rejection.
      next?.catch(() => undefined);
      this.items += items.length;
      yield items;
    }
    this.end ??= {};
  }

  private fetch(start: Item | undefined, left: number | undefined): Promise<ReadPage> {
    const r = this.o.request;
    const limit = left === undefined ? r.Limit : Math.min(r.Limit ?? left, left);
    const req = {
      ...r,
      ...(start ? { ExclusiveStartKey: start } : {}),
      ...(limit !== undefined ? { Limit: limit } : {}),
    } as ApiRequest<'query'> | ApiRequest<'scan'>;
    return fetchPage(this.o.client, this.o.method, req, this.o.signal);
  }
}

function unitsOf(page: ReadPage): number {
  return page.ConsumedCapacity?.CapacityUnits ?? 0;
}
