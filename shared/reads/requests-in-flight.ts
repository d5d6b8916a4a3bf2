/**
 * The requests a paged read (paged-read.ts) has out and the retry waits it is in, so that Stop or
 * a failure cancels every request and wakes every wait at once, and a stop can say how many pages
 * were still arriving. Apart from the reading loop, which decides what to ask, not how to call it off.
 */
import type { PagedReadApi } from './paged-read-types.js';

type Timers = { setTimeout(cb: () => void, ms: number): unknown };
const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    (globalThis as unknown as Timers).setTimeout(resolve, ms);
  });
let idCounter = 0;
export const defaultRequestId = () =>
  `read-${Date.now().toString(36)}-${(++idCounter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class RequestsInFlight {
  private readonly ids = new Set<string>();
  private readonly sleepers = new Set<() => void>();
  /** Requests sent and not yet answered (a retry's wait is not one). */
  private onTheWire = 0;
  /** When each request on the wire was sent, in the order sent: the oldest is the one the read waits on. */
  private readonly sentAt = new Map<string, number>();

  get unanswered(): number {
    return this.onTheWire;
  }

  /** Keeps `requestId` cancellable from now until the request and its retry wait are over. */
  open(requestId: string): void {
    this.ids.add(requestId);
  }

  close(requestId: string): void {
    this.ids.delete(requestId);
  }

  async send<T>(request: () => Promise<T>, requestId?: string, now: () => number = Date.now): Promise<T> {
    this.onTheWire++;
    if (requestId !== undefined) this.sentAt.set(requestId, now());
    try {
      return await request();
    } finally {
      this.onTheWire--;
      if (requestId !== undefined) this.sentAt.delete(requestId);
    }
  }

  /** The request waited on longest, and when it was sent; undefined when none is on the wire. */
  oldest(): { requestId: string; sentAt: number } | undefined {
    const first = this.sentAt.entries().next();
    return first.done ? undefined : { requestId: first.value[0], sentAt: first.value[1] };
  }

  /** A wait that `cancelAll` ends early. */
  sleep(ms: number, sleep: (ms: number) => Promise<void> = defaultSleep): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        this.sleepers.delete(done);
        resolve();
      };
      this.sleepers.add(done);
      void sleep(ms).then(done);
    });
  }

  cancelAll(api: Pick<PagedReadApi, 'cancel'>): void {
    for (const requestId of this.ids) void api.cancel({ requestId }).catch(() => undefined);
    for (const wake of [...this.sleepers]) wake();
  }
}
