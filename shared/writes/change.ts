/**
 * A staged change: the item as it was read and the item the user wants, both as DynamoDB JSON.
 * Which write it becomes follows from what is there: no `before` is a new item, no `after` is a
 * delete, both is an edit (a move when the key differs). Keeping the two whole items, rather than
 * a list of operations, lets a conflict be re-applied on top of the current item and lets undo be
 * the same kind of change the other way round.
 */
import type { Item } from '../dynamo/types.js';
import { setOwn } from '../dynamo/own-property.js';

export interface StagedChange {
  /** Chosen by whoever stages it; outcomes and journal entries name it. */
  id: string;
  TableName: string;
  /** The item as read (whole: from a GetItem, never a projection); absent for a new item. */
  before?: Item;
  /** The item as the user wants it; absent for a delete. */
  after?: Item;
  /**
   * A number attribute the table's design uses as a version: when set and the item has it, the
   * write is conditional on it alone (and increments it) instead of on every value as read.
   */
  versionAttribute?: string;
}

/** The key attribute names of a table. */
export interface TableKey {
  partitionKey: string;
  sortKey?: string;
}

export type ChangeKind = 'create' | 'edit' | 'move' | 'delete' | 'none';

export function keyNamesOf(table: TableKey): string[] {
  return table.sortKey === undefined ? [table.partitionKey] : [table.partitionKey, table.sortKey];
}

/** The item's primary key alone. */
export function keyOf(item: Item, table: TableKey): Item {
  const key: Item = {};
  for (const name of keyNamesOf(table)) {
    const v = item[name];
    if (v !== undefined) setOwn(key, name, v);
  }
  return key;
}
