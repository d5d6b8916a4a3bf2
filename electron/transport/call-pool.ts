/**
 * Calls that reach DynamoDB wait their turn behind a bounded pool, one pool per connection.
 * Without a pool, 200 parallel scans all go to the SDK at once, wait there for one of its sockets,
 * and the ones that wait longest fail with a connection timeout; with it they queue here, where
 * waiting costs nothing and a Stop (the caller's abort, or `cancel` with the read's requestId) takes
 * a read out of the queue. One pool per connection, because a server that hangs must only hold up
 * the reads sent to it: 40 reads stuck on a dead endpoint leave the sandbox answering at once.
 */
import { ApiError } from '../../shared/api-errors.js';
import type { ApiMethod } from '../../shared/api.js';
import type { ApiCaller } from './api-caller.js';

/** The methods that send a request to DynamoDB. */
const POOLED: ReadonlySet<string> = new Set([
  'listTables',
  'describeTable',
  'query',
  'scan',
  'getItem',
  'executeStatement',
  'commitChanges',
  'undoLastCommit',
  'undoCommit',
  'listCommits',
  'createBulkRun',
  'previewBulkUndo',
  'describeTableDetails',
  'createTable',
  'updateTable',
  'updateTimeToLive',
  'updateContinuousBackups',
  'deleteTable',
]);

/** Below the SDK's 50 sockets per host, so a call that leaves the queue gets a socket at once. */
export const DEFAULT_POOL_SIZE = 32;

interface Waiter {
  start: () => void;
  stop: (e: ApiError) => void;
  requestId?: string;
}

/** Summed over the connections' pools; the most ever running or waiting in any one pool. */
export interface PoolStats {
  running: number;
  queued: number;
  mostRunning: number;
  mostQueued: number;
}

const stopped = () =>
  new ApiError({
    name: 'RequestCancelled',
    message: 'The read was stopped while it waited for its turn.',
    cancelled: true,
  });

class Pool {
  running = 0;
  mostRunning = 0;
  mostQueued = 0;
  readonly queue: Waiter[] = [];

  constructor(private readonly size: number) {}

  turn(requestId: string | undefined, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(stopped());
      if (this.running < this.size) {
        this.take();
        return resolve();
      }
      const waiter: Waiter = {
        requestId,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.take();
          resolve();
        },
        stop: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      const onAbort = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        waiter.stop(stopped());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.mostQueued = Math.max(this.mostQueued, this.queue.length);
    });
  }

  done(): void {
    this.running--;
    while (this.running < this.size && this.queue.length) this.queue.shift()!.start();
  }

  /** Takes a waiting read out of the queue; false when it is not waiting here. */
  cancel(requestId: string): boolean {
    const at = this.queue.findIndex((w) => w.requestId === requestId);
    if (at < 0) return false;
    this.queue.splice(at, 1)[0]!.stop(stopped());
    return true;
  }

  private take(): void {
    this.running++;
    this.mostRunning = Math.max(this.mostRunning, this.running);
  }
}

export function pooledCaller(service: ApiCaller, size = DEFAULT_POOL_SIZE): ApiCaller & { stats(): PoolStats } {
  // Keyed by the connectionId as sent: the default connection ('' or absent) has a pool of its own.
  const pools = new Map<string, Pool>();
  const poolOf = (req: unknown): Pool => {
    const id = (req as { connectionId?: unknown } | null)?.connectionId;
    const key = typeof id === 'string' ? id : '';
    let pool = pools.get(key);
    if (!pool) pools.set(key, (pool = new Pool(size)));
    return pool;
  };

  return {
    async call(method: ApiMethod, req: unknown, signal?: AbortSignal) {
      if (method === 'cancel') {
        const id = (req as { requestId?: unknown } | null)?.requestId;
        if (typeof id === 'string' && [...pools.values()].some((p) => p.cancel(id))) return { cancelled: true };
      }
      if (!POOLED.has(method)) return service.call(method, req, signal);
      const id = (req as { requestId?: unknown } | null)?.requestId;
      const pool = poolOf(req);
      await pool.turn(typeof id === 'string' ? id : undefined, signal);
      try {
        return await service.call(method, req, signal);
      } finally {
        pool.done();
      }
    },
    stats: () => {
      const all = [...pools.values()];
      const sum = (f: (p: Pool) => number) => all.reduce((n, p) => n + f(p), 0);
      const most = (f: (p: Pool) => number) => all.reduce((n, p) => Math.max(n, f(p)), 0);
      return {
        running: sum((p) => p.running),
        queued: sum((p) => p.queue.length),
        mostRunning: most((p) => p.mostRunning),
        mostQueued: most((p) => p.mostQueued),
      };
    },
  };
}
