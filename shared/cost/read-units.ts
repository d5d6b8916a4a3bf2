/**
 * Read request units by DynamoDB's rules: 4 KB units, rounded up; a GetItem rounds each item, a
 * Query or Scan rounds the summed size of each page (each page is its own request); an eventually
 * consistent read costs half, a transactional one double. A request that reads nothing still costs
 * one unit (half when eventually consistent).
 */
import { READ_UNIT_BYTES } from '../dynamo/item-size.js';

export type Consistency = 'eventual' | 'strong' | 'transactional';

/** DynamoDB stops a Query or Scan page once it has read this much (before any filter). */
export const PAGE_BYTES = 1024 * 1024;

export const CONSISTENCY_FACTOR: Record<Consistency, number> = { eventual: 0.5, strong: 1, transactional: 2 };

/** Units of one request reading `bytes` (one item for GetItem, one page for Query or Scan). */
export function requestUnits(bytes: number, consistency: Consistency): number {
  return Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES)) * CONSISTENCY_FACTOR[consistency];
}

/** Units of GetItems (or a BatchGetItem) of items this large: each item rounded on its own. */
export function getItemUnits(itemBytes: readonly number[], consistency: Consistency): number {
  if (itemBytes.length === 0) return requestUnits(0, consistency);
  let units = 0;
  for (const b of itemBytes) units += requestUnits(b, consistency);
  return units;
}

export interface PageShape {
  /** The request's Limit: items per page at most. */
  limit?: number;
  /** A smaller Limit for each segment's first page (the app's first screenful), when no Limit is set. */
  firstPageLimit?: number;
  /** Parallel Scan segments (1 when not parallel); each segment pages on its own. */
  segments?: number;
}

export interface PagedUnits {
  units: number;
  pages: number;
}

/**
 * Units and pages of a Query or Scan reading `items` items of `avgBytes` each, split into pages by
 * Limit and DynamoDB's 1 MB per page, and across segments as evenly as DynamoDB hashes them.
 */
export function pagedReadUnits(
  items: number,
  avgBytes: number,
  consistency: Consistency,
  shape: PageShape = {},
): PagedUnits {
  const segments = Math.max(1, shape.segments ?? 1);
  const base = Math.floor(items / segments);
  const larger = items - base * segments;
  const one = (n: number) => segmentUnits(n, avgBytes, consistency, shape);
  const a = one(base + 1);
  const b = one(base);
  return {
    units: a.units * larger + b.units * (segments - larger),
    pages: a.pages * larger + b.pages * (segments - larger),
  };
}

function segmentUnits(items: number, avgBytes: number, consistency: Consistency, shape: PageShape): PagedUnits {
  // Every segment asks at least once, and a page that finds nothing still costs its minimum.
  if (items <= 0) return { units: requestUnits(0, consistency), pages: 1 };
  const bySize = Math.max(1, Math.floor(PAGE_BYTES / Math.max(1, avgBytes)));
  const perPage = Math.min(bySize, shape.limit ?? Infinity);
  let units = 0;
  let pages = 0;
  let left = items;
  if (shape.limit === undefined && shape.firstPageLimit !== undefined && shape.firstPageLimit < perPage) {
    const first = Math.min(left, shape.firstPageLimit);
    units += requestUnits(first * avgBytes, consistency);
    pages++;
    left -= first;
    // A page cut by its Limit at the last item still leaves a LastEvaluatedKey: one more, empty, page.
    if (left === 0 && first === shape.firstPageLimit) return { units: units + requestUnits(0, consistency), pages: 2 };
  }
  const full = Math.floor(left / perPage);
  const rest = left - full * perPage;
  units += full * requestUnits(perPage * avgBytes, consistency);
  pages += full;
  if (rest > 0) {
    units += requestUnits(rest * avgBytes, consistency);
    pages++;
  }
  // A Limit that ends exactly at the last item leaves a LastEvaluatedKey: one more, empty, page.
  if (shape.limit !== undefined && rest === 0 && full > 0) {
    units += requestUnits(0, consistency);
    pages++;
  }
  return { units, pages };
}
