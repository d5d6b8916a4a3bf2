/**
 * One read over several partitions (the shards of a hot key, several tags) presented as one
 * stream in sort-key order, a page of N merged items at a time, over any ExplorerApi.
 *
 * Each partition keeps a buffer of items read but not yet shown. An item is shown only when every
 * partition that may still hold a smaller one (larger, reading backwards) has an item buffered, so
 * the order is exact however the pages of each partition fall. The cursor is every partition's
 * place to resume (its LastEvaluatedKey, inside its progress) plus its buffer, so no item is lost
 * or shown twice from one page to the next. Each partition's refill is a PagedRead: retries,
 * throttling and Stop behave as in every other read of the app.
 */
import type { ApiErrorShape } from '../api-errors.js';
import { keyIdentity } from '../dynamo/compare.js';
import type { AttributeValue, Item, KeyNames } from '../dynamo/types.js';
import { Limiter } from './concurrency.js';
import { MissingSortKeyError, pickFirst, type MergeOrder, type Sourced } from './merge.js';
import { PagedRead, type PagedReadApi, type PagedReadOptions } from './paged-read.js';
import { partitionRequest, type PartitionQuery } from './partition-query.js';
import { emptyTotals, sumTotals, type PageTotals, type ReadProgress } from './read-progress.js';
import { cursorProblem, type FanOutCursor } from './fan-out-cursor.js';

export type { FanOutCursor } from './fan-out-cursor.js';

export interface FanOutOptions {
  api: PagedReadApi;
  query: PartitionQuery;
  /** Partition-key values, in the order ties are broken and results are listed. */
  partitions: AttributeValue[];
  /** Merged items per page. */
  pageSize: number;
  /** Limit of each partition's Query; by default the page size (one page never needs more from one partition). */
  partitionLimit?: number;
  /** Queries in flight at once (a number, or a Limiter shared with other reads). */
  concurrency?: number | Limiter;
  /** Drop an item whose identity (these attributes) was already shown, e.g. a copy under a second tag. */
  dedupe?: Pick<KeyNames, 'partitionKey' | 'sortKey'>;
  read?: Pick<PagedReadOptions, 'retry' | 'sleep' | 'random' | 'now' | 'newRequestId' | 'onRetry'>;
  /** After each partition's refill, with the totals so far. */
  onProgress?(p: FanOutProgress): void;
}

export interface PartitionProgress extends PageTotals {
  value: AttributeValue;
  /** Items shown in merged pages so far. */
  shown: number;
  /** Items read but not shown yet (they open the next page). */
  buffered: number;
  /** Items dropped as duplicates of one shown earlier. */
  duplicates: number;
  /** The partition was read to its end. */
  done: boolean;
}

export interface FanOutProgress extends PageTotals {
  shown: number;
  duplicates: number;
  partitions: PartitionProgress[];
}

export type FanOutEnd = 'page' | 'end' | 'stopped' | 'error';

export interface FanOutPage {
  items: Item[];
  /** For each item, the index of the partition it came from. */
  sources: number[];
  /** 'page': a full page and more to come; 'end': nothing left; 'stopped' / 'error': cut short, resumable. */
  end: FanOutEnd;
  error?: ApiErrorShape;
  /** Where the next page starts; absent once every partition is read and shown. */
  cursor?: FanOutCursor;
  progress: FanOutProgress;
}

interface PartitionState {
  value: AttributeValue;
  progress?: ReadProgress;
  buffer: Sourced[];
  nextSeq: number;
  shown: number;
  duplicates: number;
}

export class FanOutReader {
  private readonly states: PartitionState[];
  private readonly seen: Set<string> | null;
  private readonly limiter: Limiter;
  private readonly order: MergeOrder;
  private readonly active = new Set<PagedRead>();
  private stopped = false;
  private reading = false;

  constructor(
    private readonly options: FanOutOptions,
    cursor?: FanOutCursor,
  ) {
    if (!Number.isInteger(options.pageSize) || options.pageSize < 1)
      throw new Error(`page size must be a whole number of 1 or more, got ${options.pageSize}`);
    if (options.partitions.length === 0) throw new Error('a fan-out needs at least one partition-key value');
    const problem = cursor ? cursorProblem(cursor, options.partitions) : null;
    if (problem) throw new Error(`cannot continue from this cursor: ${problem}`);
    this.states = options.partitions.map((value, i) => {
      const saved = cursor?.partitions[i];
      const buffer = (saved?.buffered ?? []).map((item, seq) => ({ item, source: i, seq }));
      return {
        value,
        ...(saved?.progress ? { progress: saved.progress } : {}),
        buffer,
        nextSeq: buffer.length,
        shown: saved?.shown ?? 0,
        duplicates: saved?.duplicates ?? 0,
      };
    });
    this.seen = options.dedupe ? new Set(cursor?.seen ?? []) : null;
    const c = options.concurrency ?? 8;
    this.limiter = typeof c === 'number' ? new Limiter(c) : c;
    this.order = {
      forward: options.query.forward !== false,
      ...(options.query.keyNames.sortKey ? { sortKey: options.query.keyNames.sortKey } : {}),
    };
  }

  /** True once every partition was read to its end and every item shown. */
  get finished(): boolean {
    return this.states.every((s) => s.buffer.length === 0 && isDone(s));
  }

  get progress(): FanOutProgress {
    const partitions = this.states.map((s): PartitionProgress => ({
      ...(s.progress ? pickTotals(s.progress) : emptyTotals()),
      value: s.value,
      shown: s.shown,
      buffered: s.buffer.length,
      duplicates: s.duplicates,
      done: isDone(s),
    }));
    return {
      ...sumTotals(partitions),
      shown: partitions.reduce((n, p) => n + p.shown, 0),
      duplicates: partitions.reduce((n, p) => n + p.duplicates, 0),
      partitions,
    };
  }

  /** Where the next page starts, or undefined when nothing is left. */
  get cursor(): FanOutCursor | undefined {
    if (this.finished) return undefined;
    const out: FanOutCursor = {
      partitions: this.states.map((s) => ({
        value: s.value,
        ...(s.progress ? { progress: s.progress } : {}),
        buffered: s.buffer.map((b) => b.item),
        shown: s.shown,
        duplicates: s.duplicates,
      })),
    };
    if (this.seen) out.seen = [...this.seen];
    return out;
  }

  /** Stops the page being read: Queries in flight are cancelled, what was merged so far is returned. */
  stop(): void {
    this.stopped = true;
    for (const read of this.active) void read.stop();
  }

  async nextPage(): Promise<FanOutPage> {
    if (this.reading) throw new Error('a page of this fan-out is already being read');
    this.reading = true;
    this.stopped = false;
    const out: Sourced[] = [];
    let error: ApiErrorShape | undefined;
    try {
      while (out.length < this.options.pageSize && !this.stopped) {
        const empty = this.states.filter((s) => s.buffer.length === 0 && !isDone(s));
        if (empty.length > 0) {
          error = await this.refill(empty);
          if (error) break;
          continue;
        }
        const next = this.take();
        if (next === null) break;
        if (next !== 'duplicate') out.push(next);
      }
    } catch (e) {
      if (!(e instanceof MissingSortKeyError)) throw e;
      error = { name: e.name, message: e.message, field: 'ProjectionExpression' };
    } finally {
      this.reading = false;
    }
    const end: FanOutEnd = error ? 'error' : this.stopped ? 'stopped' : this.finished ? 'end' : 'page';
    const page: FanOutPage = {
      items: out.map((s) => s.item),
      sources: out.map((s) => s.source),
      end,
      progress: this.progress,
    };
    if (error) page.error = error;
    const cursor = this.cursor;
    if (cursor) page.cursor = cursor;
    return page;
  }

  /** Moves the first head of all buffers out: the item, 'duplicate' when it was dropped, or null when nothing is left. */
  private take(): Sourced | 'duplicate' | null {
    const i = pickFirst(
      this.states.map((s) => s.buffer[0]),
      this.order,
    );
    if (i < 0) return null;
    const s = this.states[i]!;
    const head = s.buffer.shift()!;
    if (this.seen) {
      const id = keyIdentity(head.item, this.options.dedupe!);
      if (this.seen.has(id)) {
        s.duplicates++;
        return 'duplicate';
      }
      this.seen.add(id);
    }
    s.shown++;
    return head;
  }

  private async refill(states: PartitionState[]): Promise<ApiErrorShape | undefined> {
    const errors = await Promise.all(states.map((s) => this.limiter.run(() => this.readChunk(s))));
    return errors.find((e) => e !== undefined);
  }

  private async readChunk(s: PartitionState): Promise<ApiErrorShape | undefined> {
    if (this.stopped) return undefined;
    const limit = this.options.partitionLimit ?? this.options.pageSize;
    const source = this.states.indexOf(s);
    const received: Item[] = [];
    const read = new PagedRead(
      this.options.api,
      { kind: 'query', request: { ...partitionRequest(this.options.query, s.value), Limit: limit } },
      {
        ...this.options.read,
        cap: limit,
        ...(s.progress ? { resumeFrom: s.progress } : {}),
        onPage: (e) => {
          received.push(...e.page.Items);
        },
      },
    );
    this.active.add(read);
    // A Stop that came while this read waited for a slot still applies to it.
    if (this.stopped) void read.stop();
    const outcome = await read.start();
    this.active.delete(read);
    s.progress = outcome.progress;
    for (const item of received) s.buffer.push({ item, source, seq: s.nextSeq++ });
    this.options.onProgress?.(this.progress);
    return outcome.end === 'error' ? outcome.error : undefined;
  }
}

function isDone(s: PartitionState): boolean {
  return s.progress?.segments[0]?.done === true;
}

function pickTotals(p: ReadProgress): PageTotals {
  const { items, pages, scanned, returned, rcu, sdkRetries, sdkRetryDelayMs, retries, throttled } = p;
  return { items, pages, scanned, returned, rcu, sdkRetries, sdkRetryDelayMs, retries, throttled };
}

/** Reads every page to the end (tests, exports of a whole fan-out); stops at the first error. */
export async function readAllMerged(
  options: FanOutOptions,
): Promise<{ items: Item[]; sources: number[]; progress: FanOutProgress; error?: ApiErrorShape }> {
  const reader = new FanOutReader(options);
  const items: Item[] = [];
  const sources: number[] = [];
  for (;;) {
    const page = await reader.nextPage();
    items.push(...page.items);
    sources.push(...page.sources);
    if (page.end !== 'page')
      return { items, sources, progress: page.progress, ...(page.error ? { error: page.error } : {}) };
  }
}
