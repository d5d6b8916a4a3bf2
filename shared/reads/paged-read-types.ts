/**
 * What a paged read (paged-read.ts) is asked and what it answers: the Query or Scan it reads, its
 * options (cap, resume, retries, the small first page), and how it ended, page by page and as a
 * whole. Apart from the read itself so the reading loop keeps its file; paged-read.ts re-exports
 * all of it, so callers import from one place.
 */
import type { ApiRequest, ExplorerApi, ReadPage } from '../api.js';
import type { ApiErrorShape } from '../api-errors.js';
import type { Item } from '../dynamo/types.js';
import type { PauseReason } from './pause.js';
import type { ReadProgress } from './read-progress.js';
import type { RetryPolicy } from './retry-policy.js';

export type PagedReadApi = Pick<ExplorerApi, 'query' | 'scan' | 'cancel'>;

type Managed = 'requestId' | 'ExclusiveStartKey';
export interface QuerySpec {
  kind: 'query';
  request: Omit<ApiRequest<'query'>, Managed>;
}
export interface ScanSpec {
  kind: 'scan';
  request: Omit<ApiRequest<'scan'>, Managed | 'Segment' | 'TotalSegments'>;
  /** Parallel scan: this many segments, read concurrently. */
  totalSegments?: number;
}
export type ReadSpec = QuerySpec | ScanSpec;

/** 'budget': the read units it was allowed were consumed (see PagedReadOptions.rcuBudget). */
export type ReadEnd = 'end' | 'cap' | 'budget' | 'stopped' | 'error';

export interface ReadOutcome {
  end: ReadEnd;
  progress: ReadProgress;
  /** False only when every segment reached its end; otherwise pass `progress` as `resumeFrom`. */
  canResume: boolean;
  error?: ApiErrorShape;
  /** Which page failed: its segment, its number within that segment, and the key it started from. */
  failedAt?: { segment: number; page: number; startKey?: Item };
  /**
   * Stopped: requests that were on their way and were dropped. DynamoDB bills a page it has read
   * whether or not its answer is taken, so their capacity is spent but not in `progress`.
   */
  dropped?: number;
  /**
   * An error Resume can get past (pause.ts): expired credentials, a lost connection, throttling past
   * the retries. The read's keys are exact, so it continues where it stopped.
   */
  pause?: PauseReason;
}

export interface PageEvent {
  segment: number;
  page: ReadPage;
  progress: ReadProgress;
}

export interface RetryEvent {
  segment: number;
  /** The page's number within its segment (1-based). */
  page: number;
  retry: number;
  maxRetries: number;
  delayMs: number;
  error: ApiErrorShape;
  throttling: boolean;
}

export interface PagedReadOptions {
  /** Stop once this many items were read (each page's Limit is trimmed so none is over-read). */
  cap?: number;
  /**
   * Stop once the pages of this run consumed this many read units (ConsumedCapacity): no page is
   * asked for after that, the pages already on their way are kept, and the read ends with 'budget'
   * and the keys to resume from. Units of earlier runs (resumeFrom) do not count against it.
   */
  rcuBudget?: number;
  /** The progress of an earlier read of the same spec: continue from its segments' start keys. */
  resumeFrom?: ReadProgress;
  onPage?(e: PageEvent): void;
  onRetry?(e: RetryEvent): void;
  retry?: Partial<RetryPolicy>;
  /** Segments read at the same time in a parallel scan. */
  maxConcurrency?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  newRequestId?: () => string;
  /** False: never let the service read the next page ahead (default: it may). */
  readAhead?: boolean;
  /**
   * The Limit of each segment's first page when the request sets none, so the first rows arrive
   * after a screenful of items instead of a whole 1 MB page; the pages after it are full. The
   * request's own Limit always wins, and a COUNT read (nothing to show early) ignores it.
   */
  firstPageLimit?: number;
  /**
   * Awaited after a segment's small first page (see firstPageLimit) was handed over and before the
   * next page is asked for, so the first rows paint before the rest of the read is under way: a
   * full page read ahead at that moment competes with drawing them (on a local server, for the
   * same cores). Pages after it are asked for before the previous one is handed over, as usual.
   */
  firstRowsShown?: () => Promise<void>;
}

/** A screenful of rows: what the first page of a read shown on screen asks for (see firstPageLimit). */
export const FIRST_PAGE_ITEMS = 50;
