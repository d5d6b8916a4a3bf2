/**
 * The Cost meter counts every read and write the app makes, whatever feature made it (the read
 * form, the builder, every tool, commits, undo, bulk runs): each answer's consumed units are added
 * to the connection it was sent to, here, once, instead of in each feature. A bulk run reports
 * its units so far in every status, so the meter adds what grew since the status before.
 */
import type { BulkRunStatus, ConsumedCapacity } from '../../shared/api.js';
import type { CommitResult } from '../../shared/api-writes.js';
import { methodsWith, traitOf, type ExplorerApi } from '../../shared/api-methods.js';

export function meteredApi(
  api: ExplorerApi,
  consumed: (units: { rcu?: number; wcu?: number }, connectionId: string | undefined) => void,
): ExplorerApi {
  const metered: Record<string, (req?: Record<string, unknown>) => Promise<unknown>> = {
    ...(api as unknown as Record<string, (req?: unknown) => Promise<unknown>>),
  };
  const wrap = (method: keyof ExplorerApi, count: (res: unknown, req: Record<string, unknown>) => void) => {
    // A test's ExplorerApi may carry only the methods it needs.
    if (typeof api[method] !== 'function') return;
    const call = (api[method] as (req?: unknown) => Promise<unknown>).bind(api);
    metered[method] = async (req = {}) => {
      const res = await call(req);
      count(res, req);
      return res;
    };
  };
  const connectionOf = (req: Record<string, unknown>) => req.connectionId as string | undefined;
  // Per run, its units when this page last saw it; a run first seen here (a reload) starts from there.
  const seen = new Map<string, number>();
  const countRead = (res: unknown, req: Record<string, unknown>) => {
    const rcu = (res as { ConsumedCapacity?: ConsumedCapacity }).ConsumedCapacity?.CapacityUnits ?? 0;
    // A bulk dry run names no connection: its answer says which (the run's target).
    if (rcu > 0) consumed({ rcu }, connectionOf(req) ?? (res as { connectionId?: string }).connectionId);
  };
  const countCommit = (res: unknown, req: Record<string, unknown>) => {
    const wcu = (res as CommitResult).consumedWriteUnits ?? 0;
    if (wcu > 0) consumed({ wcu }, connectionOf(req));
  };
  for (const method of methodsWith('metered')) {
    const kind = traitOf(method, 'metered');
    if (kind === 'read') wrap(method, countRead);
    else if (kind === 'commit') wrap(method, countCommit);
    else
      wrap(method, (res) => {
        const run = res as BulkRunStatus;
        const before = seen.get(run.runId) ?? (method === 'createBulkRun' ? 0 : run.consumedWriteUnits);
        seen.set(run.runId, run.consumedWriteUnits);
        if (run.consumedWriteUnits > before) consumed({ wcu: run.consumedWriteUnits - before }, run.connectionId);
      });
  }
  return Object.freeze(metered) as unknown as ExplorerApi;
}
