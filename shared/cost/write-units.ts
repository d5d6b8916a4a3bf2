/**
 * Write request units of a change, by DynamoDB's rules: 1 unit per 1 KB of the item, rounded up
 * per item (a put or update is billed on the larger of the item before and after); every index
 * whose keys the item has, before or after, is written too and billed the same way on the item as
 * that index projects it (a changed index key is a delete there and a put); a transaction doubles
 * every unit.
 */
import { itemSize, KB } from '../dynamo/item-size.js';
import type { Item, SecondaryIndexDescription, TableDescription } from '../dynamo/types.js';
import { US_EAST_1_ON_DEMAND, writeCost, type Price } from './pricing.js';

export interface WriteChange {
  /** The item as stored before (absent for a new item). */
  before?: Item;
  /** The item after (absent for a delete). */
  after?: Item;
  /** Part of a TransactWriteItems: twice the units. */
  transactional?: boolean;
}

export interface WriteEstimate {
  /** The table's own units. */
  table: number;
  /** Units per index the write touches, by index name. */
  indexes: Record<string, number>;
  total: number;
  cost: number;
  price: Price;
}

/** Units of writing an item this large: 1 per KB, rounded up, at least 1. */
export function itemWriteUnits(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / KB));
}

function indexItem(item: Item, index: SecondaryIndexDescription, tableKeys: string[]): Item | undefined {
  const keys = index.KeySchema.map((k) => k.AttributeName);
  if (keys.some((k) => item[k] === undefined)) return undefined;
  const p = index.Projection?.ProjectionType ?? 'ALL';
  if (p === 'ALL') return item;
  const kept = new Set([...keys, ...tableKeys, ...(p === 'INCLUDE' ? (index.Projection?.NonKeyAttributes ?? []) : [])]);
  const out: Item = {};
  for (const name of Object.keys(item)) if (kept.has(name)) out[name] = item[name]!;
  return out;
}

const sameValue = (a: Item, b: Item, names: string[]) =>
  names.every((n) => JSON.stringify(a[n]) === JSON.stringify(b[n]));

/** The units one index is written with for this change; 0 when the item is in it neither before nor after, or nothing it projects changed. */
function indexUnits(change: WriteChange, index: SecondaryIndexDescription, tableKeys: string[]): number {
  const before = change.before && indexItem(change.before, index, tableKeys);
  const after = change.after && indexItem(change.after, index, tableKeys);
  if (!before && !after) return 0;
  if (before && after) {
    const indexKeys = index.KeySchema.map((k) => k.AttributeName);
    if (!sameValue(before, after, indexKeys)) return itemWriteUnits(itemSize(before)) + itemWriteUnits(itemSize(after));
    if (JSON.stringify(before) === JSON.stringify(after)) return 0;
    return itemWriteUnits(Math.max(itemSize(before), itemSize(after)));
  }
  return itemWriteUnits(itemSize((before ?? after)!));
}

export function estimateWrite(
  change: WriteChange,
  table: TableDescription,
  price: Price = US_EAST_1_ON_DEMAND,
): WriteEstimate {
  const factor = change.transactional ? 2 : 1;
  const tableKeys = table.KeySchema.map((k) => k.AttributeName);
  const size = Math.max(change.before ? itemSize(change.before) : 0, change.after ? itemSize(change.after) : 0);
  const tableUnits = itemWriteUnits(size) * factor;
  const indexes: Record<string, number> = {};
  let total = tableUnits;
  for (const index of [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])]) {
    const units = indexUnits(change, index, tableKeys) * factor;
    if (units === 0) continue;
    indexes[index.IndexName] = units;
    total += units;
  }
  return { table: tableUnits, indexes, total, cost: writeCost(total, price), price };
}
