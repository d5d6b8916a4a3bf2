/**
 * Undo of one item a bulk put wrote, and whether it can be undone now. A key that was free before
 * the put is freed again by a DeleteItem conditional on the item being exactly what the run put
 * (an attribute added since cannot be named by a condition, so the deleted image, ALL_OLD, is
 * compared whole, and put back at once if it has more: a conflict, nothing lost). A key whose item
 * the put replaced gets that item back by an UpdateItem conditional on the values the run put
 * (shared/writes/plan.ts), so whatever else was written since stays. A failed condition is a
 * conflict, decided by the caller (bulk-undo.ts) as for any undo.
 */
import { DeleteItemCommand, PutItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { stillAsRead } from '../../../shared/writes/bulk-rules.js';
import { planChange } from '../../../shared/writes/plan.js';
import { itemToWire } from '../wire.js';
import { sdkAction } from '../write-sender.js';
import type { BulkRecord } from './bulk-record.js';
import { sameItem } from './reconcile.js';

/** What an undo of a put did: the write units, and the item as it is now when it is a conflict. */
export interface PutUndone {
  units: number;
  conflict?: Item;
}

/** The i-th item is as the put left it, so its undo will restore the target. */
export function putUndoable(record: BulkRecord, i: number, current: Item | undefined): boolean {
  const before = record.images.get(i);
  // A key that was free: only the exact item goes (a delete cannot keep what was added since).
  return before === undefined ? sameItem(record.item(i), current) : stillAsRead(record.item(i), current, false);
}

export async function undoPutOne(client: DynamoDBClient, record: BulkRecord, i: number): Promise<PutUndone> {
  const { TableName } = record.head;
  const put = record.item(i);
  const before = record.images.get(i);
  if (before !== undefined) {
    const plan = planChange({ id: `undo-put-${i}`, TableName, before: put, after: before }, record.table);
    if (plan.actions.length === 0) return { units: 0 };
    const out = await client.send(
      new UpdateItemCommand({ ...sdkAction(plan.actions[0]!).Update!, ReturnConsumedCapacity: 'TOTAL' }),
    );
    return { units: out.ConsumedCapacity?.CapacityUnits ?? 0 };
  }
  const plan = planChange({ id: `undo-put-${i}`, TableName, before: put }, record.table);
  const out = await client.send(
    new DeleteItemCommand({
      ...sdkAction(plan.actions[0]!).Delete!,
      ReturnValues: 'ALL_OLD',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  let units = out.ConsumedCapacity?.CapacityUnits ?? 0;
  const deleted = out.Attributes ? itemToWire(out.Attributes) : put;
  if (sameItem(put, deleted)) return { units };
  // Someone added to the item since the run: it goes back as they left it, if its key is still free.
  const back = planChange({ id: `undo-put-back-${i}`, TableName, after: deleted }, record.table);
  try {
    const again = await client.send(
      new PutItemCommand({ ...sdkAction(back.actions[0]!).Put!, ReturnConsumedCapacity: 'TOTAL' }),
    );
    units += again.ConsumedCapacity?.CapacityUnits ?? 0;
  } catch (e) {
    // Its key was taken again in that moment: what was deleted is reported with the conflict.
    if ((e as { name?: string }).name !== 'ConditionalCheckFailedException') throw e;
  }
  return { units, conflict: deleted };
}
