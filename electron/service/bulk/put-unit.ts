/**
 * One unit of a bulk put (a copy, an import): the target's items at the unit's keys are read
 * first (one consistent BatchGetItem), each item is judged by the run's whenExists rule, and the
 * target's item as read (or its absence) is journaled as the intent before anything is sent, so
 * undo can always put back what was there. Then each item is written by its own conditional
 * PutItem, PUT_CALLS in flight per unit: where the read found no item, only if the key is still
 * free (attribute_not_exists); where it found one, only if that item is still as read (the
 * condition of a delete "as read", shared/writes/plan.ts, within DynamoDB's expression limits)
 * and with ReturnValues ALL_OLD, whose image (the item actually replaced) is the outcome the
 * journal keeps for undo. So a second writer between the read and the write is never
 * overwritten unseen: its item fails the condition and is a conflict ("overwrite-if-unchanged"),
 * a skipped key ("skip"), or failed for this pass ("overwrite": Resume reads it again).
 * BatchWriteItem would be one call per 25 items, but it takes no condition; a transaction takes
 * conditions but costs twice the write units on AWS. Measured in test/bench/write-bench.ts. On a
 * local endpoint, where a transaction costs nothing extra, the free keys go by transactions of
 * 100 conditional Puts instead (put-transact.ts), where the server has them.
 */
import { PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { MAX_SENDS, retryDelayMs } from '../../../shared/writes/bulk-rules.js';
import { planChange } from '../../../shared/writes/plan.js';
import { itemFromWire, itemToWire } from '../wire.js';
import { sdkAction } from '../write-sender.js';
import { isThrottled, type CallStats } from './batch-calls.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import { currentItem } from './current-item.js';
import type { Intend, Land } from './delete-unit.js';
import { itemsAt, READ_BATCH } from './items-at.js';
import { putTransacted, transacts } from './put-transact.js';
import { sameItem } from './reconcile.js';

/** Items a worker takes at a time: one BatchGetItem reads their keys. */
export const PUT_UNIT = READ_BATCH;
/** Conditional puts of one unit in flight at once (times the runner's workers). */
export const PUT_CALLS = 16;

type SdkItem = Parameters<typeof itemToWire>[0];
type Outcome = { event: ItemEvent } | { failed: string; sent: boolean };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';
const attemptsOf = (e: unknown) => (e as { $metadata?: { attempts?: number } })?.$metadata?.attempts ?? 1;

export async function putUnit(
  client: DynamoDBClient,
  record: BulkRecord,
  indices: number[],
  intend: Intend,
  land: Land,
  /** A local endpoint: free keys may go by transactions (put-transact.ts). */
  local?: boolean,
): Promise<void> {
  if (record.action.kind !== 'put') throw new Error('putUnit: not a put run');
  const rule = record.action.whenExists;
  const stats: CallStats = { calls: 0, retried: 0, units: 0 };
  const now = await itemsAt(client, record, indices, stats);
  const events: ItemEvent[] = [];
  const toPut: Array<{ i: number; image?: Item }> = [];
  for (const i of indices) {
    const current = now.get(i);
    if (rule === 'overwrite-if-unchanged') {
      const seen = record.seen.get(i);
      const unchanged = seen === undefined ? current === undefined : sameItem(seen, current);
      if (!unchanged) {
        events.push(current ? { i, at: At.Conflict, current } : { i, at: At.Gone });
        continue;
      }
    }
    if (current && rule === 'skip') events.push({ i, at: At.Exists });
    else toPut.push(current ? { i, image: current } : { i });
  }
  const failed: number[] = [];
  const notSent: number[] = [];
  // The target as read, durable before the first put leaves: what undo puts back.
  if (toPut.length > 0) await intend(toPut);
  let next = 0;
  let queue = toPut;
  const lane = async () => {
    // What is not sent stays pending: Resume reads it again.
    while (next < queue.length && !record.stopRequested) {
      const { i, image } = queue[next++]!;
      const out = await putOne(client, record, i, image, stats);
      if ('event' in out) events.push(out.event);
      else {
        failed.push(i);
        if (!out.sent) notSent.push(i);
        record.note({ key: record.keyAt(i), reason: 'failed', message: out.failed });
      }
    }
  };
  try {
    if (transacts(client, local)) {
      // Free keys by transactions first; puts over an item, and what they leave, per item.
      queue = toPut.filter((p) => p.image);
      const free = toPut.filter((p) => !p.image).map((p) => p.i);
      const putOf = (i: number) => putRequest(record, i, undefined);
      const fast = await putTransacted(client, record, free, putOf, (i, c) => changedBetween(record, i, c), stats);
      events.push(...fast.events);
      failed.push(...fast.failed);
      notSent.push(...fast.notSent);
      queue.push(...fast.perItem.map((i) => ({ i })));
    }
    await Promise.all(Array.from({ length: Math.min(PUT_CALLS, queue.length) }, lane));
  } finally {
    notSent.push(...queue.slice(next).map(({ i }) => i));
    await land({ events, failed, notSent }, stats);
  }
}

/** The PutItem of the i-th item, conditional on the target's item as read (`image`) or its absence. */
function putRequest(record: BulkRecord, i: number, image: Item | undefined) {
  const item = record.item(i);
  const { TableName } = record.head;
  if (!image) return sdkAction(planChange({ id: `put-${i}`, TableName, after: item }, record.table).actions[0]!).Put!;
  const asRead = sdkAction(planChange({ id: `put-${i}`, TableName, before: image }, record.table).actions[0]!).Delete!;
  return {
    TableName,
    Item: itemFromWire(item),
    ConditionExpression: asRead.ConditionExpression!,
    ...(asRead.ExpressionAttributeNames ? { ExpressionAttributeNames: asRead.ExpressionAttributeNames } : {}),
    ...(asRead.ExpressionAttributeValues ? { ExpressionAttributeValues: asRead.ExpressionAttributeValues } : {}),
  };
}

async function putOne(
  client: DynamoDBClient,
  record: BulkRecord,
  i: number,
  image: Item | undefined,
  stats: CallStats,
): Promise<Outcome> {
  const request = putRequest(record, i, image);
  for (let send = 0; ; send++) {
    if (send >= MAX_SENDS)
      return { failed: `throttled on every one of ${MAX_SENDS} sends; Resume sends it again`, sent: true };
    if (send > 0) {
      stats.retried++;
      await sleep(retryDelayMs(send - 1, Math.random()));
    }
    try {
      stats.calls++;
      const out = await client.send(
        new PutItemCommand({
          ...request,
          ...(image ? { ReturnValues: 'ALL_OLD' as const } : {}),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      stats.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      // The item actually replaced (the read's image, or more if an attribute was added since).
      const replaced = out.Attributes ? itemToWire(out.Attributes) : image;
      return { event: replaced ? { i, at: At.Written, image: replaced } : { i, at: At.Written } };
    } catch (e) {
      if (isThrottled(e)) continue;
      if (!isConditionFailure(e)) throw e;
      const returned = (e as { Item?: SdkItem }).Item;
      const current = returned ? itemToWire(returned) : await currentItem(client, record, i, stats);
      // The SDK sent it again after a lost answer and met our own put: it landed.
      if (attemptsOf(e) > 1 && sameItem(record.item(i), current))
        return { event: image ? { i, at: At.Written, image } : { i, at: At.Written } };
      return changedBetween(record, i, current);
    }
  }
}

/** Someone wrote the key between the read and the put: nothing of theirs is overwritten. */
function changedBetween(record: BulkRecord, i: number, current: Item | undefined): Outcome {
  const rule = record.action.kind === 'put' ? record.action.whenExists : 'skip';
  if (rule === 'skip' && current) return { event: { i, at: At.Exists } };
  if (rule === 'overwrite-if-unchanged')
    return { event: current ? { i, at: At.Conflict, current } : { i, at: At.Gone } };
  return {
    failed:
      'written by someone else between the read and the put, so it was not overwritten unseen; Resume reads it again',
    sent: false,
  };
}
