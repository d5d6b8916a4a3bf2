/**
 * Read-ahead for paged reads. When a Query or Scan page comes back with a LastEvaluatedKey and its
 * caller said it will ask for the next page (`readAhead`), the service starts that page at once,
 * while the current one is still being encoded, carried and grouped. The caller's next request,
 * identical but for its ExclusiveStartKey, then takes the page already on its way.
 *
 * Only one page ahead, and only after a request that asked for it: a caller that goes away leaves
 * at most one page read, which is what its own prefetch would have read. An untaken page is dropped
 * after a short time, so "Load more" minutes later reads fresh data.
 */
import type { ApiRequest, ReadPage } from '../../shared/api.js';
import { pageItemCount } from './page-body.js';

type PageRequest = ApiRequest<'query'> | ApiRequest<'scan'>;
export type ReadMethod = 'query' | 'scan';

/** How long a page read ahead waits to be taken, counted from when it was started. */
export const READ_AHEAD_TTL_MS = 5_000;

interface Pending<P> {
  result: Promise<P>;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The request the caller will send next, or null when there is none to read ahead: the page was the
 * last, the caller did not ask, or the cap is used up. The Limit is the one the caller's own budget
 * will compute (its page Limit, trimmed to what is left of its cap).
 */
export function nextPageRequest<R extends PageRequest>(req: R, page: ReadPage): R | null {
  if (page.LastEvaluatedKey === undefined) return null;
  return followingRequest(req, { ExclusiveStartKey: page.LastEvaluatedKey } as Partial<R>, pageItemCount(page));
}

interface AheadRequest {
  requestId?: string;
  Limit?: number;
  readAhead?: { pageLimit?: number; itemsLeft?: number };
}

/**
 * The next request of a paged read whose caller asked for read-ahead: `cursor` set (the next page's
 * start), no request id, and the Limit and hint its caller's budget will compute. Shared by Query,
 * Scan and PartiQL statement pages.
 */
export function followingRequest<R extends AheadRequest>(req: R, cursor: Partial<R>, itemsRead: number): R | null {
  const hint = req.readAhead;
  if (!hint) return null;
  const next: R = { ...req, ...cursor };
  delete next.requestId;
  delete next.Limit;
  if (hint.itemsLeft === undefined) {
    if (hint.pageLimit !== undefined) next.Limit = hint.pageLimit;
    return next;
  }
  const left = hint.itemsLeft - itemsRead;
  if (left <= 0) return null;
  next.Limit = hint.pageLimit === undefined ? left : Math.min(hint.pageLimit, left);
  next.readAhead = { ...hint, itemsLeft: left };
  return next;
}

/**
 * What makes two page requests the same read: everything but the caller's request id and hint.
 * Keys are sorted so that field order, which JSON does not fix, never makes two equal requests differ.
 */
export function readAheadKey(method: ReadMethod, req: PageRequest): string {
  const { requestId: _r, readAhead: _h, ...rest } = req;
  return `${method}\u0000${stableJson(rest)}`;
}

export function stableJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`).join(',')}}`;
}

/** `P` is the page: a Query or Scan page, or a PartiQL statement's (statement-read-ahead.ts). */
export class ReadAheadPages<P = ReadPage> {
  private readonly pending = new Map<string, Pending<P>>();

  constructor(private readonly ttlMs = READ_AHEAD_TTL_MS) {}

  get size(): number {
    return this.pending.size;
  }

  /** Starts reading `key`'s page unless it is already under way. */
  start(key: string, read: (signal: AbortSignal) => Promise<P>): void {
    if (this.pending.has(key)) return;
    const controller = new AbortController();
    const result = read(controller.signal);
    // Nobody may ever take it; its failure is the taker's to report, not an unhandled rejection.
    result.catch(() => undefined);
    const timer = setTimeout(() => this.drop(key), this.ttlMs);
    (timer as { unref?: () => void }).unref?.();
    this.pending.set(key, { result, controller, timer });
  }

  /** The page read ahead for `key`, if any; `signal` (the taker's Stop) aborts it. */
  take(key: string, signal: AbortSignal): Promise<P> | undefined {
    const p = this.pending.get(key);
    if (!p) return undefined;
    this.pending.delete(key);
    clearTimeout(p.timer);
    if (signal.aborted) p.controller.abort();
    else signal.addEventListener('abort', () => p.controller.abort(), { once: true });
    return p.result;
  }

  /** Forgets every page read ahead (the data or the connections changed), aborting those in flight. */
  clear(): void {
    for (const key of [...this.pending.keys()]) this.drop(key);
  }

  private drop(key: string): void {
    const p = this.pending.get(key);
    if (!p) return;
    this.pending.delete(key);
    clearTimeout(p.timer);
    p.controller.abort();
  }
}
