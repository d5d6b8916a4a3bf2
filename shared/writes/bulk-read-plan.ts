/**
 * How a bulk delete reads its items back before it deletes them (to leave changed items as
 * conflicts and to journal each deleted item's image for undo), planned as cheaply as the table
 * allows. Items of one collection that the run deletes together lie next to each other in the
 * table, so one consistent Query over their sort-key range reads them all at once: far less work
 * for the server than a BatchGetItem per 100 keys (5 to 10 times less on dynalite), and on AWS a
 * Query is charged by the bytes it reads where BatchGetItem charges each item at least a whole
 * read unit. Keys that stand alone (a table without a sort key, a collection with few items in the
 * unit) are read with BatchGetItem.
 *
 * Pure: the service sends what this plans (electron/service/bulk/read-back.ts).
 */
import { compareKeyValues, keyIdentity } from '../dynamo/compare.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { TableKey } from './change.js';

/** Below this many keys of one collection in a unit, its keys are read with BatchGetItem. */
export const MIN_RANGE_KEYS = 8;

/**
 * A Query of a range reads at most this many times its keys (plus RANGE_SLACK) before it stops,
 * so a range holding many items the run does not delete (a filtered read) costs little more than
 * reading the keys one by one; the keys past where it stopped are read with BatchGetItem.
 */
export const RANGE_BUDGET_FACTOR = 2;
export const RANGE_SLACK = 16;

export interface KeyRange {
  /** The partition key value shared by the range's keys. */
  partition: AttributeValue;
  low: AttributeValue;
  high: AttributeValue;
  /** Positions (in the unit) of the keys in this range. */
  members: number[];
  /** Items the Query may read before it stops. */
  budget: number;
}

export interface ReadBackPlan {
  ranges: KeyRange[];
  /** Positions of the keys read with BatchGetItem. */
  singles: number[];
}

/** Orders items by partition key, then sort key, so that a unit holds neighbours in the table. */
export function compareByKey(table: TableKey): (a: Item, b: Item) => number {
  return (a, b) => {
    const byPartition = compareKeyValues(a[table.partitionKey]!, b[table.partitionKey]!);
    if (byPartition !== 0 || table.sortKey === undefined) return byPartition;
    return compareKeyValues(a[table.sortKey]!, b[table.sortKey]!);
  };
}

export function planReadBack(items: readonly Item[], table: TableKey): ReadBackPlan {
  if (table.sortKey === undefined) return { ranges: [], singles: items.map((_, i) => i) };
  const sortKey = table.sortKey;
  const byPartition = new Map<string, number[]>();
  items.forEach((item, i) => {
    const id = keyIdentity(item, { partitionKey: table.partitionKey });
    const members = byPartition.get(id);
    if (members) members.push(i);
    else byPartition.set(id, [i]);
  });
  const plan: ReadBackPlan = { ranges: [], singles: [] };
  for (const members of byPartition.values()) {
    if (members.length < MIN_RANGE_KEYS) {
      plan.singles.push(...members);
      continue;
    }
    let low = items[members[0]!]![sortKey]!;
    let high = low;
    for (const i of members) {
      const v = items[i]![sortKey]!;
      if (compareKeyValues(v, low) < 0) low = v;
      if (compareKeyValues(v, high) > 0) high = v;
    }
    plan.ranges.push({
      partition: items[members[0]!]![table.partitionKey]!,
      low,
      high,
      members,
      budget: members.length * RANGE_BUDGET_FACTOR + RANGE_SLACK,
    });
  }
  return plan;
}

/**
 * After a Query stopped at `lastKey` (its LastEvaluatedKey) before the end of its range: the
 * members it has not reached, whose sort key lies beyond the last key read.
 */
export function beyond(items: readonly Item[], members: readonly number[], lastKey: Item, table: TableKey): number[] {
  const last = lastKey[table.sortKey!]!;
  return members.filter((i) => compareKeyValues(items[i]![table.sortKey!]!, last) > 0);
}
