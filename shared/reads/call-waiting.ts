/**
 * Why a read is slow, while it is: "waiting for http://127.0.0.1:8000: 12 s (attempt 2 of 4)". The
 * wait is timed by the page's own clock from when the page request left; which attempt the SDK is
 * on is known only to the service, so it is asked (callStatus) once a request has waited a while.
 * Without it a hung endpoint showed only a read in progress, for minutes.
 */
import type { ExplorerApi } from '../api.js';

export interface CallWaiting {
  where: string;
  waitedMs: number;
  attempt: number;
  maxAttempts: number;
}

export function waitingText(w: CallWaiting): string {
  return `waiting for ${w.where}: ${Math.floor(w.waitedMs / 1000)} s (attempt ${w.attempt} of ${w.maxAttempts})`;
}

type Timers = {
  setInterval(cb: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
};

export interface WatchOptions {
  /** How often the wait is looked at (ms). */
  everyMs?: number;
  /** A request answered sooner than this is not worth a word (ms). */
  afterMs?: number;
  now?: () => number;
  timers?: Timers;
}

/**
 * Looks every `everyMs` at the request `oldest` names; once it has waited `afterMs`, tells
 * `onChange` where it waits and on which attempt, and undefined once nothing waits. Returns the stop.
 */
export function watchWaiting(
  api: Pick<ExplorerApi, 'callStatus'>,
  oldest: () => { requestId: string; sentAt: number } | undefined,
  onChange: (w: CallWaiting | undefined) => void,
  options: WatchOptions = {},
): () => void {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? (globalThis as unknown as Timers);
  const afterMs = options.afterMs ?? 1_000;
  let shown = false;
  let asking = false;
  let stopped = false;
  const look = () => {
    const waiting = oldest();
    if (!waiting || now() - waiting.sentAt < afterMs) {
      if (shown) onChange(undefined);
      shown = false;
      return;
    }
    if (asking) return;
    asking = true;
    api.callStatus({ requestId: waiting.requestId }).then(
      (s) => {
        asking = false;
        // The request may have been answered while the status was on its way.
        if (stopped || oldest()?.requestId !== waiting.requestId) return;
        if (!s.running) return;
        shown = true;
        onChange({ where: s.where, waitedMs: now() - waiting.sentAt, attempt: s.attempt, maxAttempts: s.maxAttempts });
      },
      () => {
        // A service that cannot say (an older one, or gone) leaves the line as it was.
        asking = false;
      },
    );
  };
  const id = timers.setInterval(look, options.everyMs ?? 1_000);
  return () => {
    stopped = true;
    timers.clearInterval(id);
  };
}
