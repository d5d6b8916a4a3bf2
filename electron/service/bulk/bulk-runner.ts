/**
 * One pass of a bulk run over the items it has not written yet. Deletes go 25 to a
 * BatchWriteItem; each unit of items is first read back consistently (read-back.ts: a Query over
 * each run of neighbouring keys, BatchGetItem for the rest) so an item changed since the read is
 * left and listed as a conflict, and so the journal keeps each deleted item's full old image for
 * undo (BatchWriteItem takes no condition: the image is the item a moment before the delete). The
 * pass takes its items in key order, so a unit holds neighbours and its read-back is a few
 * Queries. Edits are conditional UpdateItems planned like any staged change (shared/writes/plan.ts):
 * a failed condition is a conflict, never an overwrite.
 *
 * With readBeforeDelete false (the caller's choice, for whole items) the read is skipped: the
 * items as read are the images, and an item changed since is deleted all the same.
 *
 * A few workers take units from one cursor. Stop lets the units in flight finish and takes no
 * more; each unit is journaled before its worker takes the next, so a stop or a crash loses no
 * record of a write.
 */
import { GetItemCommand, UpdateItemCommand, type DynamoDBClient, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { keyIdentity } from '../../../shared/dynamo/compare.js';
import { itemSize, KB } from '../../../shared/dynamo/item-size.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { stillAsRead } from '../../../shared/writes/bulk-rules.js';
import { compareByKey } from '../../../shared/writes/bulk-read-plan.js';
import { planChange } from '../../../shared/writes/plan.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import { toApiError } from '../errors.js';
import { itemFromWire, itemToWire } from '../wire.js';
import { sdkAction } from '../write-sender.js';
import { batchWrite, type CallStats } from './batch-calls.js';
import { readBack } from './read-back.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';

/** BatchWriteItem takes at most 25 requests. */
export const DELETE_BATCH = 25;
/**
 * Items a worker takes at a time for deletes: read back together (mostly one Query), then deleted
 * by BatchWriteItems of 25, DELETE_CALLS of them in flight. Larger units make fewer, cheaper reads;
 * Stop waits for the units in flight, so they stay small next to a run.
 */
export const DELETE_UNIT = 250;
export const DELETE_CALLS = 4;
/** Conditional updates sent at once by one worker. */
export const EDIT_BATCH = 8;
export const WORKERS = 4;

export interface PassOptions {
  maxWriteUnitsPerSecond?: number;
  workers?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';

interface BatchResult { events: ItemEvent[]; failed: number[] }

export async function runPass(client: DynamoDBClient, record: BulkRecord, journal: BulkJournal, options: PassOptions = {}): Promise<void> {
  const queue = record.pending();
  if (record.action.kind === 'delete' && record.head.readBeforeDelete !== false) {
    const order = compareByKey(record.table);
    queue.sort((a, b) => order(record.items[a]!, record.items[b]!));
  }
  for (const i of queue) record.setAt(i, At.Pending);
  const size = record.action.kind === 'delete' ? DELETE_UNIT : EDIT_BATCH;
  let next = 0;
  const started = performance.now();
  let mark = started;
  let planned = 0;
  record.passStartedAt = mark;
  const worker = async () => {
    while (!record.stopRequested && next < queue.length) {
      const indices = queue.slice(next, (next += size));
      if (options.maxWriteUnitsPerSecond) {
        planned += indices.reduce((n, i) => n + Math.max(1, Math.ceil(itemSize(record.items[i]!) / KB)), 0);
        const due = (planned / options.maxWriteUnitsPerSecond) * 1000 - (performance.now() - started);
        if (due > 0) await sleep(due);
      }
      const stats: CallStats = { calls: 0, retried: 0, units: 0 };
      let result: BatchResult;
      try {
        result = record.action.kind === 'delete' ? await deleteBatch(client, record, indices, stats) : await editBatch(client, record, indices, stats);
      } catch (e) {
        // Not a throttle (those are retried): the table, the connection or the request is wrong,
        // and every other batch would meet it too.
        result = { events: [], failed: indices };
        record.error = toApiError(e, { tableName: record.head.TableName }).toJSON();
        record.stopRequested = true;
      }
      const now = performance.now();
      const event = { t: 'done' as const, items: result.events, calls: stats.calls, retried: stats.retried, units: stats.units, ms: now - mark };
      mark = now;
      record.passStartedAt = now;
      await journal.append(record.runId, [event]);
      record.apply(event);
      for (const i of result.failed) record.setAt(i, At.Failed);
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? WORKERS }, worker));
  record.elapsedMs += performance.now() - mark;
  record.passStartedAt = undefined;
}

async function deleteBatch(client: DynamoDBClient, record: BulkRecord, indices: number[], stats: CallStats): Promise<BatchResult> {
  const { TableName } = record.head;
  const id = (item: Item) => keyIdentity(item, record.table);
  // Without the read first, the items as read stand for what is there (the caller chose it).
  const found = record.head.readBeforeDelete === false ? indices.map((i) => record.items[i]!) : await readBack(client, TableName, record.table, indices.map((i) => record.items[i]!), stats);
  const now = new Map(found.map((item) => [id(item), item]));
  const events: ItemEvent[] = [];
  const toDelete: Array<{ i: number; image: Item }> = [];
  for (const i of indices) {
    const current = now.get(id(record.items[i]!));
    if (!current) events.push({ i, at: At.Gone });
    else if (!stillAsRead(record.items[i]!, current, record.head.projected !== true)) events.push({ i, at: At.Conflict, current });
    else toDelete.push({ i, image: current });
  }
  const requests = toDelete.map(({ i }) => ({ DeleteRequest: { Key: itemFromWire(record.keyAt(i)) } }));
  const left: WriteRequest[] = [];
  let next = 0;
  const sender = async () => {
    while (next < requests.length) left.push(...await batchWrite(client, TableName, requests.slice(next, (next += DELETE_BATCH)), stats));
  };
  await Promise.all(Array.from({ length: DELETE_CALLS }, sender));
  const unprocessed = new Set(left.map((r) => id(itemToWire(r.DeleteRequest!.Key!))));
  const failed: number[] = [];
  for (const { i, image } of toDelete) {
    if (unprocessed.has(id(image))) failed.push(i);
    else events.push({ i, at: At.Written, image });
  }
  if (failed.length > 0) record.note({ key: record.keyAt(failed[0]!), reason: 'failed', message: `${failed.length} item${failed.length === 1 ? ' was' : 's were'} still unprocessed after every retry (the table is throttled); Resume sends ${failed.length === 1 ? 'it' : 'them'} again` });
  return { events, failed };
}

async function editBatch(client: DynamoDBClient, record: BulkRecord, indices: number[], stats: CallStats): Promise<BatchResult> {
  const events: ItemEvent[] = [];
  const failed: number[] = [];
  await Promise.all(indices.map(async (i) => {
    const plan = planChange(record.changes[i]!, record.table);
    const update = sdkAction(plan.actions[0]!).Update!;
    try {
      stats.calls++;
      const out = await client.send(new UpdateItemCommand({ ...update, ReturnConsumedCapacity: 'TOTAL' }));
      stats.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
      events.push({ i, at: At.Written, ...(plan.result ? { image: plan.result } : {}) });
    } catch (e) {
      if (!isConditionFailure(e)) {
        failed.push(i);
        record.note({ key: record.keyAt(i), reason: 'failed', message: `${(e as Error).name}: ${(e as Error).message}` });
        return;
      }
      const returned = (e as { Item?: Parameters<typeof itemToWire>[0] }).Item;
      const current = returned ? itemToWire(returned) : await currentItem(client, record, i, stats);
      events.push(current ? { i, at: At.Conflict, current } : { i, at: At.Gone });
    }
  }));
  return { events, failed };
}

async function currentItem(client: DynamoDBClient, record: BulkRecord, i: number, stats: CallStats): Promise<Item | undefined> {
  stats.calls++;
  const out = await client.send(new GetItemCommand({ TableName: record.head.TableName, Key: itemFromWire(record.keyAt(i)), ConsistentRead: true }));
  return out.Item ? itemToWire(out.Item) : undefined;
}
