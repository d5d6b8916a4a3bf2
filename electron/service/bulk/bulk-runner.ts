/**
 * One pass of a bulk run over the items it has not written yet. Deletes go by units
 * (delete-unit.ts): each unit is first read back consistently (read-back.ts: a Query over each run
 * of neighbouring keys, BatchGetItem for the rest) so an item changed since the read is left and
 * listed as a conflict, and so the journal keeps each deleted item's full old image for undo
 * (BatchWriteItem takes no condition: the image is the item a moment before the delete), then
 * deleted 25 to a BatchWriteItem. The pass takes its items in key order, so a unit holds
 * neighbours and its read-back is a few Queries. Puts (a copy, an import) read the target's keys
 * and write each item by a conditional PutItem (put-unit.ts). Edits are conditional UpdateItems planned like any staged change (shared/writes/plan.ts):
 * a failed condition is a conflict, never an overwrite.
 *
 * With readBeforeDelete false (the caller's choice, for whole items) the read is skipped: the
 * items as read are the images, and an item changed since is deleted all the same. With
 * conditionalDelete ("only items still exactly as read") each item is its own conditional
 * DeleteItem (exact-delete.ts), units of 25, five in flight per worker.
 *
 * A few workers take units from one cursor. Stop lets the calls in flight finish and sends no
 * more. Each unit's intent (its items, and the images that undo its deletes) is journaled and
 * fsynced before its calls leave (`intend`), what each round settled after the answers (`land`,
 * on its way to disk while the next calls go: an outcome a crash loses leaves its writes in doubt,
 * never unrecorded), so a stop, a crash or a lost answer loses no record of a write: a pass first reconciles the
 * items still in doubt (reconcile.ts). A journal that cannot be written stops the run before
 * anything more is sent, its error naming why.
 */
import { UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { itemSize, KB } from '../../../shared/dynamo/item-size.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { compareByKey } from '../../../shared/writes/bulk-read-plan.js';
import { planChange } from '../../../shared/writes/plan.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import { JournalWriteError } from '../../state/durable-log.js';
import { toApiError } from '../errors.js';
import { itemToWire } from '../wire.js';
import { currentItem } from './current-item.js';
import { sdkAction } from '../write-sender.js';
import type { CallStats } from './batch-calls.js';
import { DELETE_UNIT, deleteUnit, type BatchResult, type Intend, type Land } from './delete-unit.js';
import { EXACT_UNIT, exactDeleteUnit } from './exact-delete.js';
import { PUT_UNIT, putUnit } from './put-unit.js';
import { At, type BulkRecord, type ItemEvent } from './bulk-record.js';
import { intendedResult, reconcile, sameItem } from './reconcile.js';

/** Conditional updates sent at once by one worker. */
export const EDIT_BATCH = 8;
export const WORKERS = 4;
/** Items whose keys are read at a time to sort a delete's queue. */
const KEYS_READ = 1000;

export interface PassOptions {
  maxWriteUnitsPerSecond?: number;
  workers?: number;
  /** The connection is a local endpoint (a put's free keys may go by transactions). */
  local?: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';

export async function runPass(
  client: DynamoDBClient,
  record: BulkRecord,
  journal: BulkJournal,
  options: PassOptions = {},
): Promise<void> {
  // Writes in doubt from a pass cut short (a kill, a lost answer) are settled before any other.
  if (record.doubt.size > 0) await reconcile(client, record, journal);
  let queue = record.pending();
  const exact = record.action.kind === 'delete' && record.head.conditionalDelete === true;
  if (record.action.kind === 'delete' && record.head.readBeforeDelete !== false && !exact)
    queue = await inKeyOrder(record, queue);
  for (const i of queue) record.setAt(i, At.Pending);
  const put = record.action.kind === 'put';
  const size = put ? PUT_UNIT : exact ? EXACT_UNIT : record.action.kind === 'delete' ? DELETE_UNIT : EDIT_BATCH;
  let next = 0;
  const started = performance.now();
  let mark = started;
  let planned = 0;
  record.passStartedAt = mark;
  /** The outcomes on their way to disk; the first that could not be written stops the run. */
  const outcomes: Array<Promise<void>> = [];
  let unrecorded: unknown;
  const worker = async () => {
    while (!record.stopRequested && next < queue.length) {
      const indices = queue.slice(next, (next += size));
      await record.items.prefetch(indices);
      if (options.maxWriteUnitsPerSecond) {
        planned += indices.reduce((n, i) => n + Math.max(1, Math.ceil(itemSize(record.item(i)) / KB)), 0);
        const due = (planned / options.maxWriteUnitsPerSecond) * 1000 - (performance.now() - started);
        if (due > 0) await sleep(due);
      }
      const landed = new Set<number>();
      // The unit's intent, durable before its calls leave.
      const intend: Intend = async (items) => {
        const event = { t: 'intent' as const, items };
        await journal.append(record.runId, [event]);
        record.apply(event);
      };
      // Journals what a unit (or a round of it) settled without holding up the next send: those
      // writes' intent is on disk already, and an outcome lost to a crash only leaves them in doubt
      // for reconcile.ts. Applied once durable; the pass ends only when every outcome is.
      const land: Land = (result, stats) => {
        const now = performance.now();
        const event = {
          t: 'done' as const,
          items: result.events,
          calls: stats.calls,
          retried: stats.retried,
          units: stats.units,
          ms: now - mark,
          ...(result.notSent && result.notSent.length > 0 ? { notSent: result.notSent } : {}),
        };
        mark = now;
        record.passStartedAt = now;
        for (const e of result.events) landed.add(e.i);
        for (const i of result.failed) landed.add(i);
        outcomes.push(
          journal.append(record.runId, [event]).then(
            () => {
              record.apply(event);
              for (const i of result.failed) record.setAt(i, At.Failed);
            },
            (e: unknown) => {
              unrecorded ??= e;
              record.stopRequested = true;
            },
          ),
        );
        return Promise.resolve();
      };
      try {
        if (put) await putUnit(client, record, indices, intend, land, options.local);
        else if (exact) await exactDeleteUnit(client, record, indices, intend, land);
        else if (record.action.kind === 'delete') await deleteUnit(client, record, indices, intend, land);
        else {
          const stats: CallStats = { calls: 0, retried: 0, units: 0 };
          await intend(indices.map((i) => ({ i })));
          await land(await editBatch(client, record, indices, stats), stats);
        }
      } catch (e) {
        // Not a throttle (those are retried): the table, the connection, the request or the
        // journal is wrong, and every other unit would meet it too. What was sent and not
        // settled stays in doubt (its intent is on disk) for the next pass to reconcile.
        record.error ??= stopError(e, record);
        record.stopRequested = true;
        for (const i of indices) if (!landed.has(i) && record.at(i) === At.Pending) record.setAt(i, At.Failed);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? WORKERS }, worker));
  await Promise.all(outcomes);
  if (unrecorded !== undefined && !record.error) record.error = stopError(unrecorded, record);
  record.elapsedMs += performance.now() - mark;
  record.passStartedAt = undefined;
}

/** The indices in their items' key order; the keys read from the spool a stretch at a time. */
async function inKeyOrder(record: BulkRecord, queue: number[]): Promise<number[]> {
  const order = compareByKey(record.table);
  const keyed: Array<[number, Item]> = [];
  for (let at = 0; at < queue.length; at += KEYS_READ) {
    const stretch = queue.slice(at, at + KEYS_READ);
    await record.items.prefetch(stretch);
    for (const i of stretch) keyed.push([i, record.keyAt(i)]);
  }
  keyed.sort((a, b) => order(a[1], b[1]));
  return keyed.map(([i]) => i);
}

/** Why the pass stopped: the journal (naming its cause) or the table, the connection, the request. */
function stopError(e: unknown, record: BulkRecord): NonNullable<BulkRecord['error']> {
  return e instanceof JournalWriteError
    ? { name: 'JournalWriteError', message: `${e.message}; the run stopped before sending more` }
    : toApiError(e, { tableName: record.head.TableName }).toJSON();
}

async function editBatch(
  client: DynamoDBClient,
  record: BulkRecord,
  indices: number[],
  stats: CallStats,
): Promise<BatchResult> {
  const events: ItemEvent[] = [];
  const failed: number[] = [];
  await Promise.all(
    indices.map(async (i) => {
      const plan = planChange(record.changeAt(i)!, record.table);
      const update = sdkAction(plan.actions[0]!).Update!;
      try {
        stats.calls++;
        const out = await client.send(new UpdateItemCommand({ ...update, ReturnConsumedCapacity: 'TOTAL' }));
        stats.units += out.ConsumedCapacity?.CapacityUnits ?? 0;
        events.push({ i, at: At.Written, ...(plan.result ? { image: plan.result } : {}) });
      } catch (e) {
        if (!isConditionFailure(e)) {
          failed.push(i);
          record.note({
            key: record.keyAt(i),
            reason: 'failed',
            message: `${(e as Error).name}: ${(e as Error).message}`,
          });
          return;
        }
        const returned = (e as { Item?: Parameters<typeof itemToWire>[0] }).Item;
        const current = returned ? itemToWire(returned) : await currentItem(client, record, i, stats);
        // The SDK's retry after a lost answer meets our own write: it landed, no conflict.
        const result = intendedResult(record, i);
        if (result && sameItem(result, current)) events.push({ i, at: At.Written, image: result });
        else events.push(current ? { i, at: At.Conflict, current } : { i, at: At.Gone });
      }
    }),
  );
  return { events, failed };
}
