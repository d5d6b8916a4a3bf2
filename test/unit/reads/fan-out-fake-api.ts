/**
 * An in-memory ExplorerApi that answers the Queries a fan-out sends, page by page as DynamoDB
 * does: Limit counts items evaluated before the filter, a page that hit its Limit carries a
 * LastEvaluatedKey even when nothing follows, ExclusiveStartKey resumes after that key. Its only
 * filter is `attribute_not_exists(hidden)`, enough to make pages that come back empty.
 */
import { ApiError, type ApiRequest, type ExplorerApi, type ReadPage } from '../../../shared/api.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

export interface FakeTable {
  partitionKey: string;
  sortKey: string;
  /** Sort-key order of values (the reference order, written independently of the code under test). */
  compare(a: AttributeValue, b: AttributeValue): number;
  items: Item[];
}

export interface FakeApi extends Pick<ExplorerApi, 'query' | 'scan' | 'cancel'> {
  calls: ApiRequest<'query'>[];
  cancelled: string[];
}

function same(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function fakeApi(
  table: FakeTable,
  hooks: { beforeQuery?(req: ApiRequest<'query'>, call: number): Promise<void> | void } = {},
): FakeApi {
  const calls: ApiRequest<'query'>[] = [];
  const cancelled: string[] = [];
  const api: FakeApi = {
    calls,
    cancelled,
    async query(req) {
      calls.push(req);
      await hooks.beforeQuery?.(req, calls.length);
      const values = req.ExpressionAttributeValues ?? {};
      const pkPlaceholder = /^#\w+ = (:\w+)/.exec(req.KeyConditionExpression)?.[1];
      const pk = pkPlaceholder ? values[pkPlaceholder] : undefined;
      if (!pk) throw new ApiError({ name: 'ValidationException', message: 'fake: no partition value' });
      const forward = req.ScanIndexForward !== false;
      const rows = table.items
        .filter((i) => same(i[table.partitionKey], pk))
        .sort((a, b) => table.compare(a[table.sortKey]!, b[table.sortKey]!) * (forward ? 1 : -1));
      let start = 0;
      if (req.ExclusiveStartKey) {
        const at = rows.findIndex((r) => same(r[table.sortKey], req.ExclusiveStartKey![table.sortKey]));
        if (at < 0) throw new ApiError({ name: 'ValidationException', message: 'fake: start key not found' });
        start = at + 1;
      }
      const limit = req.Limit ?? rows.length;
      const evaluated = rows.slice(start, start + limit);
      const returned = req.FilterExpression ? evaluated.filter((i) => !('hidden' in i)) : evaluated;
      const page: ReadPage = {
        Items: returned,
        Count: returned.length,
        ScannedCount: evaluated.length,
        ConsumedCapacity: { CapacityUnits: 0.5 },
      };
      const last = evaluated[evaluated.length - 1];
      if (last && evaluated.length === limit) {
        page.LastEvaluatedKey = {
          [table.partitionKey]: last[table.partitionKey]!,
          [table.sortKey]: last[table.sortKey]!,
        };
      }
      return page;
    },
    async scan() {
      throw new ApiError({ name: 'Unsupported', message: 'fake: no scan' });
    },
    async cancel(req) {
      cancelled.push(req.requestId);
      return { cancelled: true };
    },
  };
  return api;
}

/** UTF-8 byte order, computed with the platform's encoder: an oracle independent of shared/dynamo/compare.ts. */
export function utf8Order(a: AttributeValue, b: AttributeValue): number {
  return Buffer.compare(Buffer.from((a as { S: string }).S, 'utf8'), Buffer.from((b as { S: string }).S, 'utf8'));
}

/** Order of integer N values, through BigInt. */
export function bigintOrder(a: AttributeValue, b: AttributeValue): number {
  const x = BigInt((a as { N: string }).N);
  const y = BigInt((b as { N: string }).N);
  return x < y ? -1 : x > y ? 1 : 0;
}
