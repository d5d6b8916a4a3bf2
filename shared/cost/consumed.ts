/**
 * What a call actually consumed, as ReturnConsumedCapacity INDEXES reports it: the table's share
 * and each index's, summed over the pages of a read; and how much of what was scanned was kept.
 */
import type { ConsumedCapacity } from '../dynamo/types.js';

export interface CapacityShares {
  total: number;
  table: number;
  /** Units per index, by name. */
  indexes: Record<string, number>;
}

export function emptyShares(): CapacityShares {
  return { total: 0, table: 0, indexes: {} };
}

/** Adds one call's ConsumedCapacity to `into` (in place) and returns it. */
export function addConsumed(into: CapacityShares, c: ConsumedCapacity | undefined): CapacityShares {
  if (!c) return into;
  const total = c.CapacityUnits ?? 0;
  into.total += total;
  let parts = 0;
  for (const group of [c.GlobalSecondaryIndexes, c.LocalSecondaryIndexes]) {
    for (const [name, v] of Object.entries(group ?? {})) {
      into.indexes[name] = (into.indexes[name] ?? 0) + (v.CapacityUnits ?? 0);
      parts += v.CapacityUnits ?? 0;
    }
  }
  // Without a breakdown (TOTAL, or a server that gives none) everything is the table's.
  into.table += c.Table?.CapacityUnits ?? Math.max(0, total - parts);
  return into;
}

/** Below this share of what it scanned, a read is mostly paying for items it drops. */
export const LOW_KEEP_RATIO = 0.1;

/** Whether a read kept under 10% of what it scanned (a read that scanned nothing kept nothing to judge). */
export function keptLittle(scanned: number, returned: number): boolean {
  return scanned > 0 && returned / scanned < LOW_KEEP_RATIO;
}
