/**
 * An in-memory stand-in for the three read methods of ExplorerApi, for the paging logic alone:
 * items in key order, pages cut by Limit or a per-page maximum (DynamoDB's 1 MB), scripted faults,
 * and requests that hang until `cancel` names them. Real reads are tested against dynalite.
 */
import type { ApiRequest, ReadPage } from '../../../shared/api.js';
import { ApiError, type ApiErrorShape } from '../../../shared/api-errors.js';
import type { PagedReadApi } from '../../../shared/reads/paged-read.js';
import type { Item } from '../../../shared/dynamo/types.js';

export interface FakeOptions {
  items: Item[];
  /** Items per page when no Limit is smaller (stands in for the 1 MB page limit). */
  maxPerPage?: number;
  /** Items returned by a filter: the others count as scanned only. */
  keep?: (item: Item) => boolean;
}

type Call = { method: 'query' | 'scan'; req: ApiRequest<'query'> | ApiRequest<'scan'> };

export class FakePagedApi implements PagedReadApi {
  readonly calls: Call[] = [];
  readonly cancelled: string[] = [];
  /** Faults for the next calls, in order: an error shape, 'hang' (until cancelled), or 'empty' (no items, same progress). */
  readonly script: Array<ApiErrorShape | 'hang' | 'empty-with-key'> = [];
  private readonly hanging = new Map<string, (e: unknown) => void>();

  constructor(private readonly o: FakeOptions) {}

  private page(method: 'query' | 'scan', req: ApiRequest<'query'> | ApiRequest<'scan'>): Promise<ReadPage> {
    this.calls.push({ method, req });
    const fault = this.script.shift();
    if (fault === 'hang') {
      return new Promise<ReadPage>((_, reject) => this.hanging.set(req.requestId!, reject));
    }
    let all = this.o.items;
    const seg = (req as ApiRequest<'scan'>).Segment;
    const total = (req as ApiRequest<'scan'>).TotalSegments;
    if (seg !== undefined && total !== undefined) all = all.filter((_, i) => i % total === seg);
    const start = req.ExclusiveStartKey
      ? all.findIndex((it) => JSON.stringify({ PK: it.PK, SK: it.SK }) === JSON.stringify(req.ExclusiveStartKey)) + 1
      : 0;
    if (fault === 'empty-with-key') {
      const key: Item | undefined = start > 0 ? { PK: all[start - 1]!.PK!, SK: all[start - 1]!.SK! } : undefined;
      return Promise.resolve({
        Items: [],
        Count: 0,
        ScannedCount: 0,
        ...(key ? { LastEvaluatedKey: key } : { LastEvaluatedKey: { PK: { S: '' }, SK: { S: '' } } }),
      });
    }
    if (fault) return Promise.reject(new ApiError(fault));
    const n = Math.min(req.Limit ?? Infinity, this.o.maxPerPage ?? Infinity);
    const scanned = all.slice(start, start + n);
    const items = this.o.keep ? scanned.filter(this.o.keep) : scanned;
    const end = start + scanned.length >= all.length;
    const last = scanned[scanned.length - 1];
    const page: ReadPage = {
      Items: items,
      Count: items.length,
      ScannedCount: scanned.length,
      ConsumedCapacity: { CapacityUnits: 0.5 },
      Attempts: 1,
    };
    if (!end && last) page.LastEvaluatedKey = { PK: last.PK!, SK: last.SK! };
    return Promise.resolve(page);
  }

  query(req: ApiRequest<'query'>): Promise<ReadPage> {
    return this.page('query', req);
  }
  scan(req: ApiRequest<'scan'>): Promise<ReadPage> {
    return this.page('scan', req);
  }

  cancel(req: ApiRequest<'cancel'>): Promise<{ cancelled: boolean }> {
    this.cancelled.push(req.requestId);
    const reject = this.hanging.get(req.requestId);
    this.hanging.delete(req.requestId);
    reject?.(new ApiError({ name: 'RequestCancelled', message: 'stopped', cancelled: true }));
    return Promise.resolve({ cancelled: reject !== undefined });
  }

  get hangingCount(): number {
    return this.hanging.size;
  }
}

export function makeItems(n: number, pk = (i: number) => `C#${Math.floor(i / 10)}`): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    PK: { S: pk(i) },
    SK: { S: `ITEM#${String(i).padStart(6, '0')}` },
    n: { N: String(i) },
  }));
}
