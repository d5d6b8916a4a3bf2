/**
 * The reads in flight, each under its requestId. Cancel ends one at once; a bound on the whole call
 * (every attempt the SDK makes, and the waits between them) ends one that an endpoint holds, since
 * the per-attempt bound alone let a server that never answers hold a read for about 4 minutes; and
 * the page can ask which attempt a slow read is on (callStatus), to say why it waits.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { CallStatus } from '../../shared/api-responses.js';
import { callTimedOut } from './call-timeouts.js';

interface Watched {
  where: string;
  maxAttempts: number;
  /** Attempts the SDK has sent for this call (counted by the middleware below). */
  attempts: number;
}

/** The call whose SDK requests are being sent: async context follows each call through the SDK. */
const current = new AsyncLocalStorage<Watched>();

/** Counts each attempt of `client`'s requests on the call that sent it; below the retry middleware, so once per attempt. */
export function countAttempts(client: DynamoDBClient): DynamoDBClient {
  client.middlewareStack.add(
    (next) => (args) => {
      const call = current.getStore();
      if (call) call.attempts++;
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'explorerAttemptCount' },
  );
  return client;
}

/** Runs `fn` outside any call: a page read ahead for a later call is not this call's attempt. */
export function outsideCall<T>(fn: () => T): T {
  return current.exit(fn);
}

export interface CallBound {
  /** How errors and the status name the server. */
  where: string;
  maxAttempts: number;
  /** Undefined: no bound of the app's own (the sandbox has its supervisor's). */
  callTimeoutMs?: number;
}

/** One call, from open to close: its signal, its bound and what ended it. */
export class Call {
  readonly controller = new AbortController();
  private timedOutAt?: number;
  private timer?: ReturnType<typeof setTimeout>;
  private readonly ended: Promise<never>;
  private readonly onOuterAbort = () => this.controller.abort();

  constructor(
    readonly watched: Watched,
    private readonly bound: CallBound,
    private readonly outer: AbortSignal | undefined,
    private readonly release: () => void,
  ) {
    outer?.addEventListener('abort', this.onOuterAbort);
    if (outer?.aborted) this.controller.abort();
    if (bound.callTimeoutMs !== undefined) {
      this.timer = setTimeout(() => {
        this.timedOutAt = Math.max(1, watched.attempts);
        this.controller.abort();
      }, bound.callTimeoutMs);
    }
    // Whatever the call awaits (credentials, a description, the SDK), an abort ends it at once.
    this.ended = new Promise<never>((_, reject) => {
      const signal = this.controller.signal;
      const stop = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    });
    this.ended.catch(() => undefined);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Runs `fn` as this call: its SDK attempts counted, and ended by Cancel or the bound. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    return Promise.race([current.run(this.watched, fn), this.ended]);
  }

  /** The bound's error when the bound ended the call; undefined otherwise. */
  timedOut(): ApiError | undefined {
    if (this.timedOutAt === undefined || this.bound.callTimeoutMs === undefined) return undefined;
    return callTimedOut(this.bound.where, this.bound.callTimeoutMs, this.timedOutAt);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
    this.release();
  }
}

export class CallWatch {
  private readonly calls = new Map<string, Call>();

  /** A call under `requestId` (when given), which `cancel` and `status` find until it is closed. */
  open(requestId: string | undefined, outer: AbortSignal | undefined, bound: CallBound): Call {
    if (requestId && this.calls.has(requestId)) {
      throw new ApiError({
        name: 'RequestValidationError',
        field: 'requestId',
        message: `requestId: "${requestId}" is already running; use a new id per read`,
      });
    }
    const watched: Watched = { where: bound.where, maxAttempts: bound.maxAttempts, attempts: 0 };
    const call = new Call(watched, bound, outer, () => {
      if (requestId && this.calls.get(requestId) === call) this.calls.delete(requestId);
    });
    if (requestId) this.calls.set(requestId, call);
    return call;
  }

  cancel(requestId: string): boolean {
    const call = this.calls.get(requestId);
    call?.controller.abort();
    return call !== undefined;
  }

  status(requestId: string): CallStatus {
    const call = this.calls.get(requestId);
    if (!call) return { running: false };
    const w = call.watched;
    return { running: true, where: w.where, attempt: Math.max(1, w.attempts), maxAttempts: w.maxAttempts };
  }
}
