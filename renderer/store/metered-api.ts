/**
 * The Cost meter counts every read the app makes, whatever feature made it (the read form, the
 * builder, every tool): each answer's ConsumedCapacity is added to the connection it was sent to,
 * here, once, instead of in each feature.
 */
import type { ConsumedCapacity } from '../../shared/api.js';
import { methodsWith, type ExplorerApi } from '../../shared/api-methods.js';

const METERED = methodsWith('metered');

export function meteredApi(
  api: ExplorerApi,
  consumed: (rcu: number, connectionId: string | undefined) => void,
): ExplorerApi {
  const metered: Record<string, (req?: Record<string, unknown>) => Promise<unknown>> = {
    ...(api as unknown as Record<string, (req?: unknown) => Promise<unknown>>),
  };
  for (const method of METERED) {
    const call = (api[method] as (req?: unknown) => Promise<unknown>).bind(api);
    metered[method] = async (req = {}) => {
      const res = (await call(req)) as { ConsumedCapacity?: ConsumedCapacity };
      const units = res.ConsumedCapacity?.CapacityUnits ?? 0;
      if (units > 0) consumed(units, req.connectionId as string | undefined);
      return res;
    };
  }
  return Object.freeze(metered) as unknown as ExplorerApi;
}
