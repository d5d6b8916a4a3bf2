/**
 * Calls that reach DynamoDB wait their turn behind a bounded pool. Without it, 200 parallel scans
 * all go to the SDK at once, wait there for one of its sockets, and the ones that wait longest fail
 * with a connection timeout; with it they queue here, where waiting costs nothing and a Stop (the
 * caller's abort, or `cancel` with the read's requestId) takes a read out of the queue.
 */
import { ApiError } from '../../shared/api-errors.js';
import type { ApiMethod } from '../../shared/api.js';
import type { ApiCaller } from './http-server.js';

/** The methods that send a request to DynamoDB. */
const POOLED: ReadonlySet<string> = new Set(['listTables', 'describeTable', 'query', 'scan', 'getItem', 'commitChanges', 'undoLastCommit']);

/** Below the SDK's 50 sockets per host, so a call that leaves the queue gets a socket at once. */
export const DEFAULT_POOL_SIZE = 32;

interface Waiter { start: () => void; stop: (e: ApiError) => void; requestId?: string }

export interface PoolStats { running: number; queued: number; mostRunning: number; mostQueued: number }

export function pooledCaller(service: ApiCaller, size = DEFAULT_POOL_SIZE): ApiCaller & { stats(): PoolStats } {
  let running = 0;
  let mostRunning = 0;
  let mostQueued = 0;
  const queue: Waiter[] = [];
  const stopped = () => new ApiError({ name: 'RequestCancelled', message: 'The read was stopped while it waited for its turn.', cancelled: true });

  const next = () => {
    while (running < size && queue.length) queue.shift()!.start();
  };
  const turn = (requestId: string | undefined, signal: AbortSignal | undefined) => new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(stopped());
    if (running < size) { running++; mostRunning = Math.max(mostRunning, running); return resolve(); }
    const waiter: Waiter = {
      requestId,
      start: () => { signal?.removeEventListener('abort', onAbort); running++; mostRunning = Math.max(mostRunning, running); resolve(); },
      stop: (e) => { signal?.removeEventListener('abort', onAbort); reject(e); },
    };
    const onAbort = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      waiter.stop(stopped());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    queue.push(waiter);
    mostQueued = Math.max(mostQueued, queue.length);
  });

  return {
    async call(method: ApiMethod, req: unknown, signal?: AbortSignal) {
      if (method === 'cancel') {
        const id = (req as { requestId?: unknown } | null)?.requestId;
        const at = typeof id === 'string' ? queue.findIndex((w) => w.requestId === id) : -1;
        if (at >= 0) {
          queue.splice(at, 1)[0]!.stop(stopped());
          return { cancelled: true };
        }
      }
      if (!POOLED.has(method)) return service.call(method, req, signal);
      const id = (req as { requestId?: unknown } | null)?.requestId;
      await turn(typeof id === 'string' ? id : undefined, signal);
      try {
        return await service.call(method, req, signal);
      } finally {
        running--;
        next();
      }
    },
    stats: () => ({ running, queued: queue.length, mostRunning, mostQueued }),
  };
}
