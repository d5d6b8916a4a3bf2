/**
 * A change to every item of a read (delete, or set or remove one attribute), as staged changes,
 * and its dry run: how many items, a sample of diffs, the write units and the on-demand price,
 * before anything is staged. Each change is conditional on its item as read, like any edit; an
 * item read through a projection is guarded on the attributes that were read.
 */
import { itemSize, KB } from '../dynamo/item-size.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { setOwn } from '../dynamo/own-property.js';
import { keyNamesOf, type StagedChange, type TableKey } from './change.js';
import { diffItems, type AttributeChange } from './attribute-diff.js';

/**
 * A put's rule for an item whose key is taken in the target: leave the target's item ('skip'),
 * replace it ('overwrite'), or replace it only while it is still as the dry run read it
 * ('overwrite-if-unchanged'; otherwise a conflict).
 */
export type WhenExists = 'skip' | 'overwrite' | 'overwrite-if-unchanged';

export type BulkAction =
  | { kind: 'delete' }
  | { kind: 'set'; attribute: string; value: AttributeValue }
  | { kind: 'remove'; attribute: string }
  /** The items are new, whole items written to the run's table (Copy, Import). */
  | { kind: 'put'; whenExists: WhenExists };

/** The action changes one attribute of each item (set or remove). */
export const editedAttribute = (action: BulkAction): string | undefined =>
  action.kind === 'set' || action.kind === 'remove' ? action.attribute : undefined;

/** On-demand write request units, us-east-1, after the November 2024 price cut. */
export const USD_PER_MILLION_WRITE_UNITS = 0.625;

export interface BulkPlan {
  changes: StagedChange[];
  /** Items of the read left out: no table key, or nothing would change. */
  skipped: number;
}

export function bulkChanges(
  items: readonly Item[],
  TableName: string,
  table: TableKey,
  action: BulkAction,
  newId: () => string,
): BulkPlan {
  const changes: StagedChange[] = [];
  let skipped = 0;
  const keys = keyNamesOf(table);
  for (const item of items) {
    const edited = editedAttribute(action);
    if (!keys.every((k) => item[k] !== undefined) || (edited !== undefined && keys.includes(edited))) {
      skipped++;
      continue;
    }
    if (action.kind === 'delete') {
      changes.push({ id: newId(), TableName, before: item });
      continue;
    }
    // A put's change is the item as a new one; what the target holds is read when it is sent.
    if (action.kind === 'put') {
      changes.push({ id: newId(), TableName, after: item });
      continue;
    }
    const after: Item = {};
    for (const k of Object.keys(item))
      if (!(action.kind === 'remove' && k === action.attribute)) setOwn(after, k, item[k]!);
    if (action.kind === 'set') setOwn(after, action.attribute, action.value);
    if (diffItems(item, after).length === 0) {
      skipped++;
      continue;
    }
    changes.push({ id: newId(), TableName, before: item, after });
  }
  return { changes, skipped };
}

export interface DryRun {
  items: number;
  skipped: number;
  /** Write units of the table's writes, sent as single writes. */
  writeUnits: number;
  /** The same changes committed as transactions cost twice the units. */
  transactionWriteUnits: number;
  usd: number;
  transactionUsd: number;
  sample: Array<{ key: Item; diff: AttributeChange[] }>;
}

export function dryRun(plan: BulkPlan, table: TableKey, sampleSize = 3): DryRun {
  let units = 0;
  for (const c of plan.changes) {
    const bytes = Math.max(c.before ? itemSize(c.before) : 0, c.after ? itemSize(c.after) : 0);
    units += Math.max(1, Math.ceil(bytes / KB));
  }
  const sample = plan.changes.slice(0, sampleSize).map((c) => {
    const key: Item = {};
    for (const k of keyNamesOf(table)) setOwn(key, k, c.before![k]!);
    return { key, diff: diffItems(c.before, c.after) };
  });
  return {
    items: plan.changes.length,
    skipped: plan.skipped,
    writeUnits: units,
    transactionWriteUnits: units * 2,
    usd: (units * USD_PER_MILLION_WRITE_UNITS) / 1e6,
    transactionUsd: (units * 2 * USD_PER_MILLION_WRITE_UNITS) / 1e6,
    sample,
  };
}
