/**
 * What one page's request of a paged read (paged-read.ts) says: its Limit, where it starts, its
 * scan segment and the read-ahead hint the service may act on. Apart from the reading loop so the
 * loop keeps to when pages are asked for, and this to what each asks.
 */
import type { ApiRequest, ReadPage } from '../api.js';
import type { Item } from '../dynamo/types.js';
import type { ItemBudget } from './item-budget.js';
import type { PagedReadApi, ReadSpec } from './paged-read-types.js';
import type { SegmentProgress } from './read-progress.js';

type ReadAheadHint = NonNullable<ApiRequest<'query'>['readAhead']>;

/** Sends the request of a segment's next page. */
export function sendPage(
  api: PagedReadApi,
  spec: ReadSpec,
  s: SegmentProgress,
  limit: number | undefined,
  requestId: string,
  hint: ReadAheadHint | undefined,
): Promise<ReadPage> {
  const paging: { requestId: string; Limit?: number; ExclusiveStartKey?: Item; readAhead?: ReadAheadHint } = {
    requestId,
  };
  if (limit !== undefined) paging.Limit = limit;
  if (s.startKey !== undefined) paging.ExclusiveStartKey = s.startKey;
  if (hint) paging.readAhead = hint;
  if (spec.kind === 'query') return api.query({ ...spec.request, ...paging });
  const total = spec.totalSegments ?? 1;
  const segmenting = total > 1 ? { Segment: s.segment, TotalSegments: total } : {};
  return api.scan({ ...spec.request, ...segmenting, ...paging });
}

/**
 * The read asks for the next page as soon as a page arrives, so the service may start it early.
 * Under a cap shared by parallel segments, the next page's Limit depends on the others' pages,
 * which the service cannot know: no hint there, rather than a page read past the cap.
 */
export function readAheadHint(spec: ReadSpec, budget: ItemBudget, segmentCount: number): ReadAheadHint | undefined {
  const pageLimit = spec.request.Limit;
  const hint: ReadAheadHint = pageLimit === undefined ? {} : { pageLimit };
  if (budget.unlimited) return hint;
  if (segmentCount > 1) return undefined;
  const left = budget.notYetRead;
  return left !== undefined && left > 0 ? { ...hint, itemsLeft: left } : undefined;
}
