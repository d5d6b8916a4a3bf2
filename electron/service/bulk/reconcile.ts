/**
 * Recovery of a bulk run's writes in doubt: items whose intent is journaled and whose outcome is
 * not (the service was killed between the two, or a call's answer never came). Before a pass or
 * an undo sends anything, their keys are read (consistent BatchGetItem) and each is settled: a
 * delete whose item is gone landed ("written", with its intent's image, so Undo restores it); an
 * edit whose item is the intended result landed ("written"); a put whose item is there landed
 * ("written", with its intent's image of the target before, or its absence); anything else did not, and is pending
 * again for the pass to send (or judge as a conflict). The verdicts are journaled like any unit's.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { stillAsRead } from '../../../shared/writes/bulk-rules.js';
import { planChange } from '../../../shared/writes/plan.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import type { CallStats } from './batch-calls.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import { itemsAt, READ_BATCH } from './items-at.js';

/** The same attributes with the same values: what a write meant to leave is what is there. */
export const sameItem = (a: Item, b: Item | undefined) => b !== undefined && stillAsRead(a, b, true);

/** What an edit meant to leave at the i-th key (the planned UpdateItem's result). */
export function intendedResult(record: BulkRecord, i: number): Item | undefined {
  const change = record.changeAt(i);
  return change ? planChange(change, record.table).result : undefined;
}

export async function reconcile(client: DynamoDBClient, record: BulkRecord, journal: BulkJournal): Promise<void> {
  const doubt = [...record.doubt.keys()];
  for (let at = 0; at < doubt.length; at += READ_BATCH) {
    const slice = doubt.slice(at, at + READ_BATCH);
    const stats: CallStats = { calls: 0, retried: 0, units: 0 };
    const now = await itemsAt(client, record, slice, stats);
    const items: ItemEvent[] = [];
    const notSent: number[] = [];
    for (const i of slice) {
      const current = now.get(i);
      if (record.action.kind === 'put') {
        // A put landed if its item is there; its image (what was there before) is its intent's.
        if (sameItem(record.item(i), current)) items.push({ i, at: At.Written });
        else notSent.push(i);
      } else if (record.action.kind === 'delete') {
        if (current === undefined && record.doubt.get(i) !== undefined) items.push({ i, at: At.Written });
        else notSent.push(i);
      } else {
        const result = intendedResult(record, i);
        if (result && sameItem(result, current)) items.push({ i, at: At.Written, image: result });
        else notSent.push(i);
      }
    }
    const event = { t: 'done' as const, items, notSent, ...stats, ms: 0 };
    await journal.append(record.runId, [event]);
    record.apply(event);
    for (const i of notSent) if (record.at(i) !== At.Pending) record.setAt(i, At.Pending);
  }
}
