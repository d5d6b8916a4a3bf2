/**
 * A Query or Scan read to the end one page at a time over any ExplorerApi: until a page comes back
 * without a LastEvaluatedKey (an empty page that has one is not the end), until the user's item
 * cap, or until Stop. Stop cancels the request in flight and resolves at once; what was read is
 * kept, and the progress it resolves with is the place "Load more" resumes from. Parallel scan
 * segments run concurrently, each with its own progress and its own place to resume.
 */
import type { ApiRequest, ReadPage } from '../api.js';
import { ApiError, type ApiErrorShape } from '../api-errors.js';
import type { Item } from '../dynamo/types.js';
import { ItemBudget, WAIT } from './item-budget.js';
import type { PagedReadApi, PagedReadOptions, ReadEnd, ReadOutcome, ReadSpec } from './paged-read-types.js';
import { addPage, copySegment, emptyTotals, sumTotals, type ReadProgress, type SegmentProgress } from './read-progress.js';
import { backoffDelay, DEFAULT_RETRY_POLICY, isConnectionLoss, isRetryable, isThrottling, type RetryPolicy } from './retry-policy.js';

export { FIRST_PAGE_ITEMS } from './paged-read-types.js';
export type { PageEvent, PagedReadApi, PagedReadOptions, QuerySpec, ReadEnd, ReadOutcome, ReadSpec, RetryEvent, ScanSpec } from './paged-read-types.js';

type ReadAheadHint = NonNullable<ApiRequest<'query'>['readAhead']>;

type Timers = { setTimeout(cb: () => void, ms: number): unknown };
const defaultSleep = (ms: number) => new Promise<void>((resolve) => { (globalThis as unknown as Timers).setTimeout(resolve, ms); });
let idCounter = 0;
const defaultRequestId = () => `read-${Date.now().toString(36)}-${(++idCounter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class PagedRead {
  readonly outcome: Promise<ReadOutcome>;
  private resolveOutcome!: (o: ReadOutcome) => void;
  private readonly segments: SegmentProgress[];
  private readonly budget: ItemBudget;
  private readonly policy: RetryPolicy;
  private readonly inFlight = new Set<string>();
  private readonly sleepers = new Set<() => void>();
  private readonly priorElapsedMs: number;
  private startedAt = 0;
  private started = false;
  private finished: ReadOutcome | null = null;
  private stopped = false;
  private droppedAtStop = 0;
  /** Requests sent and not yet answered (a retry's wait is not one). */
  private onTheWire = 0;
  private failure: { error: ApiErrorShape; failedAt: NonNullable<ReadOutcome['failedAt']> } | null = null;

  constructor(private readonly api: PagedReadApi, readonly spec: ReadSpec, private readonly options: PagedReadOptions = {}) {
    this.outcome = new Promise((resolve) => { this.resolveOutcome = resolve; });
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
    return { ...sumTotals(this.segments), elapsedMs: this.priorElapsedMs + elapsed, segments: this.segments.map(copySegment) };
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
    this.droppedAtStop = this.onTheWire;
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
    else this.finish(this.segments.every((s) => s.done) ? 'end' : 'cap');
  }

  private async readSegment(s: SegmentProgress): Promise<void> {
    const pageLimit = this.spec.request.Limit;
    let lastKey = s.startKey === undefined ? undefined : JSON.stringify(s.startKey);
    const firstLimit = this.firstLimit(s);
    // After a small first page the next request waits for its rows to be shown (firstRowsShown).
    let holdNext = firstLimit !== undefined && this.options.firstRowsShown !== undefined;
    let pending: Promise<Awaited<ReturnType<PagedRead['nextPage']>>> | null = this.nextPage(s, firstLimit ?? pageLimit, !holdNext);
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
          this.fail(s, { name: 'RepeatedStartKey', message: `DynamoDB returned the same LastEvaluatedKey twice (${key}); the read stopped so it would not loop forever` });
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
    if (first === undefined || this.spec.request.Limit !== undefined || this.spec.request.Select === 'COUNT') return undefined;
    return s.pages === 0 && s.startKey === undefined ? first : undefined;
  }

  /** The next page of a segment within the item budget: null when the budget or the read has ended. Never rejects. */
  private async nextPage(s: SegmentProgress, pageLimit: number | undefined, readAhead = true): Promise<{ limit: number | undefined; page: ReadPage } | { error: ApiErrorShape } | null> {
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
      this.inFlight.add(requestId);
      try {
        this.onTheWire++;
        try {
          return await this.fetchPage(s, limit, requestId, readAhead);
        } finally {
          this.onTheWire--;
        }
      } catch (e) {
        const error = ApiError.from(e).toJSON();
        if (this.halted || !isRetryable(error) || retry >= this.policy.maxRetries) throw ApiError.from(e);
        const delayMs = backoffDelay(retry + 1, this.policy, this.options.random);
        const throttling = isThrottling(error);
        s.retries++;
        if (throttling) s.throttled++;
        this.options.onRetry?.({ segment: s.segment, page: s.pages + 1, retry: retry + 1, maxRetries: this.policy.maxRetries, delayMs, error, throttling });
        await this.sleep(delayMs);
        if (this.halted) throw ApiError.from(e);
      } finally {
        this.inFlight.delete(requestId);
      }
    }
  }

  private fetchPage(s: SegmentProgress, limit: number | undefined, requestId: string, readAhead: boolean): Promise<ReadPage> {
    const paging: { requestId: string; Limit?: number; ExclusiveStartKey?: Item; readAhead?: ReadAheadHint } = { requestId };
    if (limit !== undefined) paging.Limit = limit;
    if (s.startKey !== undefined) paging.ExclusiveStartKey = s.startKey;
    const hint = readAhead ? this.readAheadHint() : undefined;
    if (hint) paging.readAhead = hint;
    if (this.spec.kind === 'query') return this.api.query({ ...this.spec.request, ...paging });
    const total = this.spec.totalSegments ?? 1;
    const segmenting = total > 1 ? { Segment: s.segment, TotalSegments: total } : {};
    return this.api.scan({ ...this.spec.request, ...segmenting, ...paging });
  }

  /**
   * This read asks for the next page as soon as a page arrives, so the service may start it early.
   * Under a cap shared by parallel segments, the next page's Limit depends on the others' pages,
   * which the service cannot know: no hint there, rather than a page read past the cap.
   */
  private readAheadHint(): ReadAheadHint | undefined {
    if (this.options.readAhead === false) return undefined;
    const pageLimit = this.spec.request.Limit;
    const hint: ReadAheadHint = pageLimit === undefined ? {} : { pageLimit };
    if (this.budget.unlimited) return hint;
    if (this.segments.length > 1) return undefined;
    const left = this.budget.notYetRead;
    return left !== undefined && left > 0 ? { ...hint, itemsLeft: left } : undefined;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        this.sleepers.delete(done);
        resolve();
      };
      this.sleepers.add(done);
      void (this.options.sleep ?? defaultSleep)(ms).then(done);
    });
  }

  private fail(s: SegmentProgress, error: ApiErrorShape): void {
    if (this.failure || this.stopped) return;
    this.failure = { error, failedAt: { segment: s.segment, page: s.pages + 1, ...(s.startKey ? { startKey: s.startKey } : {}) } };
    this.haltEverything();
    this.finish('error');
  }

  private haltEverything(): void {
    for (const requestId of this.inFlight) void this.api.cancel({ requestId }).catch(() => undefined);
    for (const wake of [...this.sleepers]) wake();
    this.budget.wake();
  }

  private finish(end: ReadEnd): void {
    if (this.finished) return;
    const progress = this.progress;
    // An error the same request would meet again (a ValidationException, a missing table, no
    // access) cannot be resumed: only a transient one (throttling, a lost connection, a 5xx) can.
    const transient = this.failure === null || isRetryable(this.failure.error) || isConnectionLoss(this.failure.error);
    const canResume = !progress.segments.every((s) => s.done) && (end !== 'error' || transient);
    const outcome: ReadOutcome = { end, progress, canResume };
    if (end === 'stopped' && this.droppedAtStop > 0) outcome.dropped = this.droppedAtStop;
    if (end === 'error' && this.failure) {
      outcome.error = this.failure.error;
      outcome.failedAt = this.failure.failedAt;
    }
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
