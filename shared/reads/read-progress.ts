/**
 * The running totals of a paged read, overall and per scan segment, so a user sees what the read
 * cost and how far it got: a filter applied after Limit shows as scanned > returned.
 */
import type { ReadPage } from '../api.js';
import type { Item } from '../dynamo/types.js';

export interface PageTotals {
  /** Items kept (what the pages returned). */
  items: number;
  pages: number;
  /** ScannedCount: items DynamoDB read before the filter. */
  scanned: number;
  /** Count: items the filter let through. */
  returned: number;
  /** Sum of ConsumedCapacity.CapacityUnits. */
  rcu: number;
  /** Retries the service's SDK made (Attempts - 1 per page), throttling included. */
  sdkRetries: number;
  /** Milliseconds the SDK waited between its retries. */
  sdkRetryDelayMs: number;
  /** Pages this read retried itself after the SDK gave up on a retryable error. */
  retries: number;
  /** Of those, retries after throttling (ProvisionedThroughputExceeded, ThrottlingException, RequestLimitExceeded). */
  throttled: number;
}

export interface SegmentProgress extends PageTotals {
  /** The scan segment (0 for a Query or an unsegmented Scan). */
  segment: number;
  /** Where this segment continues from; absent before its first page and once it is done. */
  startKey?: Item;
  done: boolean;
}

export interface ReadProgress extends PageTotals {
  elapsedMs: number;
  /** Segments of a parallel Scan; one entry for a Query or a plain Scan. */
  segments: SegmentProgress[];
}

export function emptyTotals(): PageTotals {
  return {
    items: 0,
    pages: 0,
    scanned: 0,
    returned: 0,
    rcu: 0,
    sdkRetries: 0,
    sdkRetryDelayMs: 0,
    retries: 0,
    throttled: 0,
  };
}

export function addPage(t: PageTotals, page: ReadPage): void {
  t.items += page.Items.length;
  t.pages += 1;
  t.scanned += page.ScannedCount;
  t.returned += page.Count;
  t.rcu += page.ConsumedCapacity?.CapacityUnits ?? 0;
  t.sdkRetries += Math.max(0, (page.Attempts ?? 1) - 1);
  t.sdkRetryDelayMs += page.RetryDelayMs ?? 0;
}

export function sumTotals(parts: readonly PageTotals[]): PageTotals {
  const out = emptyTotals();
  for (const p of parts) {
    out.items += p.items;
    out.pages += p.pages;
    out.scanned += p.scanned;
    out.returned += p.returned;
    out.rcu += p.rcu;
    out.sdkRetries += p.sdkRetries;
    out.sdkRetryDelayMs += p.sdkRetryDelayMs;
    out.retries += p.retries;
    out.throttled += p.throttled;
  }
  return out;
}

export function copySegment(s: SegmentProgress): SegmentProgress {
  return { ...s };
}
