/**
 * One unit of a bulk delete: its items read back together (read-back.ts, mostly one Query), each
 * compared with the item as the user read it (changed since: a conflict, left as it is; absent:
 * gone), then the unchanged ones deleted by BatchWriteItems of 25, DELETE_CALLS in flight, in
 * rounds. Their intent (each item's read-back image, what Undo puts back) is journaled (`intend`)
 * before the first round leaves; each round's outcome (`land`) goes to the journal as the next
 * round leaves (the rounds' intent is on disk already), and a Stop between rounds leaves the
 * rest of the unit to Resume (read back again then), so Stop is as quick with large units as with
 * small ones, while the read-back stays one large, cheap read.
 */
import type { DynamoDBClient, WriteRequest } from '@aws-sdk/client-dynamodb';
import { keyIdentity } from '../../../shared/dynamo/compare.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { stillAsRead } from '../../../shared/writes/bulk-rules.js';
import { itemFromWire, itemToWire } from '../wire.js';
import { batchWrite, type CallStats } from './batch-calls.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import { readBack } from './read-back.js';

/** BatchWriteItem takes at most 25 requests. */
export const DELETE_BATCH = 25;
/** Items a worker reads back at a time: larger units make fewer, cheaper reads. */
export const DELETE_UNIT = 250;
/** BatchWriteItems of a unit in flight at once: one round. */
export const DELETE_CALLS = 4;

export interface BatchResult {
  events: ItemEvent[];
  /** Failed for this pass (Resume takes them again). */
  failed: number[];
  /** Of the intent, surely not landed: never sent, or left unprocessed. */
  notSent?: number[];
}
/**
 * Hands what a round settled, with the calls it took, to the journal; it is applied once durable,
 * and the pass waits for every outcome before it ends (so the caller need not).
 */
export type Land = (result: BatchResult, stats: CallStats) => Promise<void>;
/** Journals (durably) the items about to be sent, each delete with the image that undoes it. */
export type Intend = (items: Array<{ i: number; image?: Item }>) => Promise<void>;

const newStats = (): CallStats => ({ calls: 0, retried: 0, units: 0 });

export async function deleteUnit(
  client: DynamoDBClient,
  record: BulkRecord,
  indices: number[],
  intend: Intend,
  land: Land,
): Promise<void> {
  const { TableName } = record.head;
  const id = (item: Item) => keyIdentity(item, record.table);
  let stats = newStats();
  // Without the read first, the items as read stand for what is there (the caller chose it).
  const found =
    record.head.readBeforeDelete === false
      ? indices.map((i) => record.item(i))
      : await readBack(
          client,
          TableName,
          record.table,
          indices.map((i) => record.item(i)),
          stats,
        );
  const now = new Map(found.map((item) => [id(item), item]));
  let verdicts: ItemEvent[] = [];
  const toDelete: Array<{ i: number; image: Item }> = [];
  for (const i of indices) {
    const current = now.get(id(record.item(i)));
    if (!current) verdicts.push({ i, at: At.Gone });
    else if (!stillAsRead(record.item(i), current, record.head.projected !== true))
      verdicts.push({ i, at: At.Conflict, current });
    else toDelete.push({ i, image: current });
  }
  if (toDelete.length > 0) await intend(toDelete);
  const round = DELETE_BATCH * DELETE_CALLS;
  let at = 0;
  for (; at < toDelete.length; at += round) {
    // What is not sent stays pending: Resume reads it back again.
    if (at > 0 && record.stopRequested) break;
    const part = toDelete.slice(at, at + round);
    const calls: Array<Promise<WriteRequest[]>> = [];
    for (let c = 0; c < part.length; c += DELETE_BATCH) {
      calls.push(
        batchWrite(
          client,
          TableName,
          part.slice(c, c + DELETE_BATCH).map(({ i }) => ({ DeleteRequest: { Key: itemFromWire(record.keyAt(i)) } })),
          stats,
        ),
      );
    }
    const unprocessed = new Set((await Promise.all(calls)).flat().map((r) => id(itemToWire(r.DeleteRequest!.Key!))));
    const events = verdicts;
    const failed: number[] = [];
    // A written delete's image is its intent's (journaled once).
    for (const { i, image } of part) {
      if (unprocessed.has(id(image))) failed.push(i);
      else events.push({ i, at: At.Written });
    }
    if (failed.length > 0)
      record.note({
        key: record.keyAt(failed[0]!),
        reason: 'failed',
        message: `${failed.length} item${failed.length === 1 ? ' was' : 's were'} still unprocessed after every retry (the table is throttled); Resume sends ${failed.length === 1 ? 'it' : 'them'} again`,
      });
    await land({ events, failed, notSent: failed }, stats);
    verdicts = [];
    stats = newStats();
  }
  const unsent = toDelete.slice(at).map(({ i }) => i);
  if (verdicts.length > 0 || stats.calls > 0 || unsent.length > 0)
    await land({ events: verdicts, failed: [], notSent: unsent }, stats);
}
