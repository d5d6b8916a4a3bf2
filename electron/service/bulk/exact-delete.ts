/**
 * One unit of a bulk delete in the mode "only items still exactly as read": each item is deleted
 * by its own conditional DeleteItem, the condition the one a staged delete uses (the item still
 * holds every value as read: shared/writes/plan.ts), built from the items as the user read them,
 * so no read comes first and nothing changed since the read can be deleted in a gap between a
 * check and the write (BatchWriteItem, the default mode's write, takes no condition).
 *
 * ReturnValues ALL_OLD gives the image actually deleted, which the journal keeps for a
 * byte-identical undo. A failed condition is a conflict with the item as it is now
 * (ReturnValuesOnConditionCheckFailure ALL_OLD; a consistent GetItem where the server does not
 * answer it, as dynalite does not), or the item is gone. A condition cannot say "no attribute was
 * added" (it cannot name what it does not know): for an item read whole, an image with more
 * attributes than the read is put back at once, only if its key is still free, and reported as a
 * conflict. Throttled deletes are sent again with backoff (shared/writes/bulk-rules.ts) and failed
 * for the pass after MAX_SENDS. EXACT_CALLS deletes of a unit are in flight at once; a Stop sends
 * no more, and the unit lands (is journaled) as one, after its intent (each item as read, the
 * image undo puts back) was journaled before the first delete left. A failed condition on the
 * SDK's retry (the first answer was lost) that finds the item gone met our own delete: written.
 */
import { DeleteItemCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { MAX_SENDS, retryDelayMs, stillAsRead } from '../../../shared/writes/bulk-rules.js';
import { MAX_EXPRESSION_BYTES, planChange } from '../../../shared/writes/plan.js';
import { utf8Length } from '../../../shared/dynamo/utf8.js';
import { itemToWire } from '../wire.js';
import { currentItem } from './current-item.js';
import { sdkAction } from '../write-sender.js';
import { isThrottled, type CallStats } from './batch-calls.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import type { Intend, Land } from './delete-unit.js';

/** Items a worker takes at a time in this mode; one journal line each. */
export const EXACT_UNIT = 25;
/** Conditional deletes of one unit in flight at once (times the runner's workers: 20 in all). */
export const EXACT_CALLS = 5;

type SdkItem = Parameters<typeof itemToWire>[0];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/**
 * What one conditional delete settled: an event, or a failure for this pass with its reason
 * (`sent`: it may have landed, so it stays in doubt).
 */
type Outcome = { event: ItemEvent } | { failed: string; sent?: boolean };

/** How many times the SDK sent the call that threw (more than once: an earlier answer was lost or refused). */
const attemptsOf = (e: unknown) => (e as { $metadata?: { attempts?: number } })?.$metadata?.attempts ?? 1;

export async function exactDeleteUnit(
  client: DynamoDBClient,
  record: BulkRecord,
  indices: number[],
  intend: Intend,
  land: Land,
): Promise<void> {
  const stats: CallStats = { calls: 0, retried: 0, units: 0 };
  const events: ItemEvent[] = [];
  const failed: number[] = [];
  const notSent: number[] = [];
  await intend(indices.map((i) => ({ i, image: record.item(i) })));
  let next = 0;
  const lane = async () => {
    // What is not sent stays pending: Resume takes it.
    while (next < indices.length && !record.stopRequested) {
      const i = indices[next++]!;
      const out = await deleteOne(client, record, i, stats);
      if ('event' in out) events.push(out.event);
      else {
        failed.push(i);
        if (!out.sent) notSent.push(i);
        record.note({ key: record.keyAt(i), reason: 'failed', message: out.failed });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(EXACT_CALLS, indices.length) }, lane));
  } finally {
    // Journaled even when a lane threw: the deletes that landed before it are on record.
    notSent.push(...indices.slice(next));
    await land({ events, failed, notSent }, stats);
  }
}

async function deleteOne(client: DynamoDBClient, record: BulkRecord, i: number, stats: CallStats): Promise<Outcome> {
  const asRead = record.item(i);
  const plan = planChange({ id: `exact-${i}`, TableName: record.head.TableName, before: asRead }, record.table);
  const action = sdkAction(plan.actions[0]!).Delete!;
  const bytes = utf8Length(action.ConditionExpression!);
  if (bytes > MAX_EXPRESSION_BYTES)
    return {
      failed: `its condition "still as read" is ${bytes} bytes, past DynamoDB's ${MAX_EXPRESSION_BYTES}-byte limit on an expression (too many attributes or list elements); delete it in the read-back mode`,
    };
  for (let send = 0; ; send++) {
    if (send >= MAX_SENDS) return { failed: `throttled on every one of ${MAX_SENDS} sends; Resume sends it again` };
    if (send > 0) {
      stats.retried++;
      await sleep(retryDelayMs(send - 1, Math.random()));
    }
    try {
      stats.calls++;
      const out = await client.send(
        new DeleteItemCommand({ ...action, ReturnValues: 'ALL_OLD', ReturnConsumedCapacity: 'TOTAL' }),
      );
      stats.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      const image = out.Attributes ? itemToWire(out.Attributes) : asRead;
      if (stillAsRead(asRead, image, record.head.projected !== true)) return { event: { i, at: At.Written, image } };
      return { event: await putBack(client, record, i, image, stats) };
    } catch (e) {
      if (isThrottled(e)) continue;
      if (!isConditionFailure(e)) throw e;
      const returned = (e as { Item?: SdkItem }).Item;
      const current = returned ? itemToWire(returned) : await currentItem(client, record, i, stats);
      if (current) return { event: { i, at: At.Conflict, current } };
      // Gone, but our delete was sent before this answer: it is ours, and undo puts it back.
      const ours = attemptsOf(e) > 1;
      return { event: ours ? { i, at: At.Written, image: asRead } : { i, at: At.Gone } };
    }
  }
}

/**
 * The delete took an item with an attribute added since the read: it goes back as it was, if its
 * key is still free, and is a conflict. If something took the key in that moment, the delete
 * stands (journaled with its image, so undo and its preview name it) and the note says so.
 */
async function putBack(
  client: DynamoDBClient,
  record: BulkRecord,
  i: number,
  image: Item,
  stats: CallStats,
): Promise<ItemEvent> {
  const plan = planChange({ id: `exact-back-${i}`, TableName: record.head.TableName, after: image }, record.table);
  const put = sdkAction(plan.actions[0]!).Put!;
  for (let send = 0; send < MAX_SENDS; send++) {
    if (send > 0) {
      stats.retried++;
      await sleep(retryDelayMs(send - 1, Math.random()));
    }
    try {
      stats.calls++;
      const out = await client.send(new PutItemCommand({ ...put, ReturnConsumedCapacity: 'TOTAL' }));
      stats.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      return { i, at: At.Conflict, current: image };
    } catch (e) {
      if (isThrottled(e)) continue;
      if (!isConditionFailure(e)) throw e;
      break;
    }
  }
  record.note({
    key: record.keyAt(i),
    reason: 'failed',
    message:
      'an attribute was added since your read and the item could not be put back (its key was written again, or the table throttled); the deleted item is kept in the journal, and Undo puts it back where its key is free',
  });
  return { i, at: At.Written, image };
}
