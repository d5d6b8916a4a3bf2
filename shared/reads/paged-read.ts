/**
 * A Query or Scan read to the end one page at a time over any ExplorerApi: until a page comes back
 * without a LastEvaluatedKey (an empty page that has one is not the end), until the user's item
 * cap, its budget of read units, or until Stop. Stop cancels the request in flight and resolves at once; what was read is
 * kept, and the progress it resolves with is the place "Load more" resumes from. Parallel scan
 * segments run concurrently, each with its own progress and its own place to resume.
 */
import type { ReadPage } from '../api.js';
import { ApiError, type ApiErrorShape } from '../api-errors.js';
import { ItemBudget, WAIT } from './item-budget.js';
import type { PagedReadApi, PagedReadOptions, ReadEnd, ReadOutcome, ReadSpec } from './paged-read-types.js';
import {
  addPage,
  copySegment,
  emptyTotals,
  sumTotals,
  type ReadProgress,
  type SegmentProgress,
} from './read-progress.js';
import { backoffDelay, DEFAULT_RETRY_POLICY, isRetryable, isThrottling, type RetryPolicy } from './retry-policy.js';
import { readAheadHint, sendPage } from './page-request.js';
import { readOutcome, type ReadFailure } from './read-outcome.js';
import { budgetPageLimit } from './budget-page-limit.js';
import { defaultRequestId, RequestsInFlight } from './requests-in-flight.js';

export { FIRST_PAGE_ITEMS } from './paged-read-types.js';
export type {
  PageEvent,
  PagedReadApi,
  PagedReadOptions,
  QuerySpec,
  ReadEnd,
  ReadOutcome,
  ReadSpec,
  RetryEvent,
  ScanSpec,
} from './paged-read-types.js';

export class PagedRead {
  readonly outcome: Promise<ReadOutcome>;
  private resolveOutcome!: (o: ReadOutcome) => void;
  private readonly segments: SegmentProgress[];
  private readonly budget: ItemBudget;
  private readonly policy: RetryPolicy;
  private readonly requests = new RequestsInFlight();
  private readonly priorElapsedMs: number;
  /** Read units of earlier runs (resumeFrom), which the budget of this run leaves out. */
  private readonly priorRcu: number;
  private startedAt = 0;
  private started = false;
  private finished: ReadOutcome | null = null;
  private stopped = false;
  private droppedAtStop = 0;
  private failure: ReadFailure | null = null;

  constructor(
    private readonly api: PagedReadApi,
    readonly spec: ReadSpec,
    private readonly options: PagedReadOptions = {},
  ) {
    this.outcome = new Promise((resolve) => {
      this.resolveOutcome = resolve;
    });
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.budget = new ItemBudget(options.cap);
    const total = spec.kind === 'scan' ? Math.max(1, spec.totalSegments ?? 1) : 1;
    const prior = options.resumeFrom;
    if (prior && prior.segments.length !== total) {
      throw new Error(`cannot resume: the earlier read had ${prior.segments.length} segment(s), this one has ${total}`);
    }
    this.segments = prior
      ? prior.segments.map(copySegment)
      : Array.from({ length: total }, (_, segment) => ({ ...emptyTotals(), segment, done: false }));
    this.priorElapsedMs = prior?.elapsedMs ?? 0;
    this.priorRcu = sumTotals(this.segments).rcu;
  }

  /** True once this run's pages consumed the read units it was allowed. */
  get budgetSpent(): boolean {
    const budget = this.options.rcuBudget;
    return budget !== undefined && sumTotals(this.segments).rcu - this.priorRcu >= budget;
  }

  private get halted(): boolean {
    return this.stopped || this.failure !== null;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A snapshot: totals over all segments, and each segment's own. */
  get progress(): ReadProgress {
    const elapsed = this.started ? this.now() - this.startedAt : 0;
    return {
      ...sumTotals(this.segments),
      elapsedMs: this.priorElapsedMs + elapsed,
      segments: this.segments.map(copySegment),
    };
  }

  /** The page request waited on longest, for saying why a read is slow (call-waiting.ts). */
  oldestRequest(): { requestId: string; sentAt: number } | undefined {
    return this.requests.oldest();
  }

  start(): Promise<ReadOutcome> {
    if (this.started) return this.outcome;
    this.started = true;
    this.startedAt = this.now();
    void this.run();
    return this.outcome;
  }

  /** Cancels the requests in flight and resolves with what was read; a page still arriving is dropped. */
  stop(): Promise<ReadOutcome> {
    if (this.finished) return this.outcome;
    this.stopped = true;
    this.droppedAtStop = this.requests.unanswered;
    this.haltEverything();
    this.finish('stopped');
    return this.outcome;
  }

  private async run(): Promise<void> {
    const queue = this.segments.filter((s) => !s.done);
    const workers = Math.max(1, Math.min(this.options.maxConcurrency ?? 16, queue.length));
    const worker = async () => {
      for (let s = queue.shift(); s !== undefined && !this.halted; s = queue.shift()) await this.readSegment(s);
    };
    await Promise.all(Array.from({ length: workers }, worker));
    if (this.failure) this.finish('error');
    else if (this.stopped) this.finish('stopped');
    else if (this.segments.every((s) => s.done)) this.finish('end');
    else this.finish(this.budgetSpent ? 'budget' : 'cap');
  }

  private async readSegment(s: SegmentProgress): Promise<void> {
    const pageLimit = this.spec.request.Limit;
    let lastKey = s.startKey === undefined ? undefined : JSON.stringify(s.startKey);
    const firstLimit = this.firstLimit(s);
    // After a small first page the next request waits for its rows to be shown (firstRowsShown).
    let holdNext = firstLimit !== undefined && this.options.firstRowsShown !== undefined;
    let pending: Promise<Awaited<ReturnType<PagedRead['nextPage']>>> | null = this.nextPage(
      s,
      firstLimit ?? pageLimit,
      !holdNext,
    );
    while (!this.halted) {
      if (pending === null) pending = this.nextPage(s, pageLimit);
      const next = await pending;
      pending = null;
      if (next === null) return;
      if ('error' in next) {
        if (!this.halted) this.fail(s, next.error);
        return;
      }
      const { limit, page } = next;
      if (this.halted) {
        this.budget.settle(limit, 0);
        return;
      }
      this.budget.settle(limit, page.Items.length);
      addPage(s, page);
      s.startKey = page.LastEvaluatedKey;
      s.done = page.LastEvaluatedKey === undefined;
      if (!s.done) {
        const key = JSON.stringify(page.LastEvaluatedKey);
        if (key === lastKey) {
          this.fail(s, {
            name: 'RepeatedStartKey',
            message: `DynamoDB returned the same LastEvaluatedKey twice (${key}); the read stopped so it would not loop forever`,
          });
          return;
        }
        lastKey = key;
        // Ask for the next page before this one is handed over, so grouping and drawing it
        // overlap with DynamoDB's answer instead of adding to it. Stop cancels it like any read.
        if (!holdNext) pending = this.nextPage(s, pageLimit);
      }
      try {
        this.options.onPage?.({ segment: s.segment, page, progress: this.progress });
      } catch (e) {
        this.fail(s, ApiError.from(e).toJSON());
        return;
      }
      if (s.done) return;
      if (holdNext) {
        holdNext = false;
        await this.options.firstRowsShown!();
      }
    }
  }

  private firstLimit(s: SegmentProgress): number | undefined {
    const first = this.options.firstPageLimit;
    if (first === undefined || this.spec.request.Limit !== undefined || this.spec.request.Select === 'COUNT')
      return undefined;
    return s.pages === 0 && s.startKey === undefined ? first : undefined;
  }

  private withinRcuBudget(pageLimit: number | undefined): number | undefined {
    const budget = this.options.rcuBudget;
    if (budget === undefined) return pageLimit;
    const totals = sumTotals(this.segments);
    const reading = this.segments.filter((x) => !x.done).length;
    return budgetPageLimit(pageLimit, budget - (totals.rcu - this.priorRcu), totals, reading);
  }

  /** The next page of a segment within the item budget: null when the budget or the read has ended. Never rejects. */
  private async nextPage(
    s: SegmentProgress,
    pageLimit: number | undefined,
    readAhead = true,
  ): Promise<{ limit: number | undefined; page: ReadPage } | { error: ApiErrorShape } | null> {
    if (this.budgetSpent) return null;
    pageLimit = this.withinRcuBudget(pageLimit);
    // Synchronous when the budget allows it, so the request leaves before the caller goes on to
    // hand the previous page over (grouping and drawing it) rather than after.
    const now = this.budget.tryAcquire(pageLimit, () => this.halted);
    const limit = now === WAIT ? await this.budget.acquire(pageLimit, () => this.halted) : now;
    if (limit === null) return null;
    try {
      return { limit, page: await this.fetchWithRetries(s, limit, readAhead) };
    } catch (e) {
      this.budget.settle(limit, 0);
      return { error: ApiError.from(e).toJSON() };
    }
  }

  private async fetchWithRetries(s: SegmentProgress, limit: number | undefined, readAhead: boolean): Promise<ReadPage> {
    for (let retry = 0; ; retry++) {
      const requestId = (this.options.newRequestId ?? defaultRequestId)();
      this.requests.open(requestId);
      try {
        const hint =
          // A page read ahead consumes units the budget would not see.
          readAhead && this.options.readAhead !== false && this.options.rcuBudget === undefined
            ? readAheadHint(this.spec, this.budget, this.segments.length)
            : undefined;
        return await this.requests.send(
          () => sendPage(this.api, this.spec, s, limit, requestId, hint),
          requestId,
          () => this.now(),
        );
      } catch (e) {
        const error = ApiError.from(e).toJSON();
        if (this.halted || !isRetryable(error) || retry >= this.policy.maxRetries) throw ApiError.from(e);
        const delayMs = backoffDelay(retry + 1, this.policy, this.options.random);
        const throttling = isThrottling(error);
        s.retries++;
        if (throttling) s.throttled++;
        this.options.onRetry?.({
          segment: s.segment,
          page: s.pages + 1,
          retry: retry + 1,
          maxRetries: this.policy.maxRetries,
          delayMs,
          error,
          throttling,
        });
        await this.requests.sleep(delayMs, this.options.sleep);
        if (this.halted) throw ApiError.from(e);
      } finally {
        this.requests.close(requestId);
      }
    }
  }

  private fail(s: SegmentProgress, error: ApiErrorShape): void {
    if (this.failure || this.stopped) return;
    this.failure = {
      error,
      failedAt: { segment: s.segment, page: s.pages + 1, ...(s.startKey ? { startKey: s.startKey } : {}) },
    };
    this.haltEverything();
    this.finish('error');
  }

  private haltEverything(): void {
    this.requests.cancelAll(this.api);
    this.budget.wake();
  }

  private finish(end: ReadEnd): void {
    if (this.finished) return;
    const outcome = readOutcome(end, this.progress, this.failure, this.droppedAtStop);
    this.finished = outcome;
    this.resolveOutcome(outcome);
  }
}

/** Starts a paged read; `await read.outcome` for how it ended, `read.stop()` to stop it. */
export function startPagedRead(api: PagedReadApi, spec: ReadSpec, options: PagedReadOptions = {}): PagedRead {
  const read = new PagedRead(api, spec, options);
  void read.start();
  return read;
}
