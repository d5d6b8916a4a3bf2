/**
 * Undo of a bulk run: put back exactly what the run wrote, each write conditional on the item
 * being as the run left it. A deleted item is put back from its journaled old image only if its
 * key is free; an edited item is changed back only if it still holds what the run wrote (its
 * inverse change, planned like any staged change). The preview reads every item first and says
 * what undo will do and what it cannot, before anything is written; the undo itself then still
 * goes by its conditions, since the table can change between the two.
 *
 * Undo is journaled ahead too: each batch's put-backs are intended (fsynced) before they leave
 * and settled after. A put-back whose condition fails because the item is already exactly as the
 * undo leaves it (the SDK's retry after a lost answer, or an undo cut short by a kill and run
 * again) is restored, not a conflict. Before anything is put back, the run's own writes in doubt
 * are reconciled (reconcile.ts), so the deletes in flight at a kill are put back too.
 */
import { PutItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { BulkItemNote, BulkUndoPreview, BulkUndoStatus } from '../../../shared/api-bulk.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { stillAsLeft } from '../../../shared/writes/bulk-rules.js';
import { inverseChange } from '../../../shared/writes/inverse.js';
import { planChange } from '../../../shared/writes/plan.js';
import type { BulkJournal } from '../../state/bulk-journal.js';
import { JournalWriteError } from '../../state/durable-log.js';
import { toApiError } from '../errors.js';
import { itemToWire } from '../wire.js';
import { sdkAction } from '../write-sender.js';
import type { CallStats } from './batch-calls.js';
import { currentItem } from './current-item.js';
import { itemsAt } from './items-at.js';
import { reconcile, sameItem } from './reconcile.js';
import { Undo, type BulkRecord } from './bulk-record.js';
import { putUndoable, undoPutOne, type PutUndone } from './put-undo.js';
import { WORKERS } from './bulk-runner.js';

/** Conditional writes sent at once by one worker. */
const UNDO_BATCH = 8;
const SAMPLE = 20;

/**
 * How many of `items` a put's undo deletes: those whose key was free before the run (no old
 * image). The others the run overwrote, and their undo puts the old item back. 0 for other runs.
 */
export function createdAmong(record: BulkRecord, items: Iterable<number>): number {
  if (record.action.kind !== 'put') return 0;
  let n = 0;
  for (const i of items) if (record.images.get(i) === undefined) n++;
  return n;
}

const count = (x: number, what: string) => `${x.toLocaleString('en-US')} item${x === 1 ? '' : 's'} ${what}`;

/** What undo will do, per kind of item: a put's undo deletes what it created and puts back what it overwrote. */
function willDo(record: BulkRecord, total: number, deletes: number): string {
  if (record.action.kind === 'put')
    return [
      deletes > 0 ? `delete ${count(deletes, 'the run created')}` : '',
      total - deletes > 0 ? `put back ${count(total - deletes, 'the run overwrote, as they were before it')}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
  return record.action.kind === 'delete'
    ? `put back ${count(total, 'the run deleted')}`
    : `change back ${count(total, 'the run changed')}`;
}

/** Why an item cannot be undone, saying what undo would have done to it. */
function cannotWords(record: BulkRecord, i: number, current: Item | undefined): string {
  if (record.action.kind === 'delete') return 'an item is at this key again';
  const changed = current ? 'changed since the run' : 'deleted since the run';
  if (record.action.kind !== 'put') return changed;
  return record.images.get(i) === undefined
    ? `${changed}: the run created it, and undo deletes only what is exactly as put`
    : `${changed}: the item the run overwrote is not put back`;
}

function undoStatusCounts(record: BulkRecord, todo: readonly number[]): Pick<BulkUndoStatus, 'created' | 'deleted'> {
  if (record.action.kind !== 'put') return {};
  const created = createdAmong(record, record.images.keys());
  return { created, deleted: created - createdAmong(record, todo) };
}

const removedBy = (r: BulkRecord) => (r.action.kind === 'remove' ? r.action.attribute : undefined);

export async function previewUndo(client: DynamoDBClient, record: BulkRecord): Promise<BulkUndoPreview> {
  const todo = record.toUndo();
  const stats: CallStats = { calls: 0, retried: 0, units: 0 };
  const notes: BulkItemNote[] = [];
  let cannot = 0;
  let willDelete = 0;
  const now = await itemsAt(client, record, todo, stats);
  for (const i of todo) {
    const current = now.get(i);
    const ok =
      record.action.kind === 'put'
        ? putUndoable(record, i, current)
        : record.action.kind === 'delete'
          ? current === undefined
          : stillAsLeft(record.images.get(i) ?? {}, removedBy(record), current);
    if (ok) {
      willDelete += createdAmong(record, [i]);
      continue;
    }
    cannot++;
    if (notes.length < SAMPLE)
      notes.push({
        key: record.keyAt(i),
        reason: 'conflict',
        ...(current ? { current } : {}),
        message: cannotWords(record, i, current),
      });
  }
  const willRestore = todo.length - cannot;
  const message =
    todo.length === 0
      ? 'Nothing to undo: the run wrote nothing that is not already undone.'
      : `Undo will ${willDo(record, willRestore, willDelete)}` +
        (cannot > 0
          ? `; it cannot undo ${cannot.toLocaleString('en-US')} (${record.action.kind === 'delete' ? 'an item is at their key again' : 'changed since the run'}), which stay as they are now.`
          : '.');
  return {
    runId: record.runId,
    willRestore,
    ...(record.action.kind === 'put' ? { willDelete } : {}),
    cannot,
    notes,
    message,
  };
}

/**
 * Puts back what the run wrote and has not been put back yet. Stop (the status's state set to
 * "stopping") lets the writes in flight finish; the undo then stands "stopped", and a later call
 * goes on with what is left.
 */
export async function runUndo(client: DynamoDBClient, record: BulkRecord, journal: BulkJournal): Promise<void> {
  const status: BulkUndoStatus = {
    state: 'running',
    total: record.images.size,
    restored: record.images.size - record.toUndo().length,
    conflicts: 0,
    failed: 0,
    notes: [],
  };
  record.undoStatus = status;
  let todo: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < todo.length && status.state === 'running') {
      const slice = todo.slice(next, (next += UNDO_BATCH));
      const restored: number[] = [];
      const conflicts: Array<{ i: number; current?: Item }> = [];
      let units = 0;
      const intent = { t: 'undoIntent' as const, items: slice };
      await journal.append(record.runId, [intent]);
      record.apply(intent);
      await Promise.all(
        slice.map(async (i) => {
          try {
            const done = await undoOne(client, record, i);
            units += done.units;
            if (done.conflict) {
              conflicts.push({ i, current: done.conflict });
              if (status.notes.length < 50)
                status.notes.push({
                  key: record.keyAt(i),
                  reason: 'conflict',
                  current: done.conflict,
                  message: 'an attribute was added since the run: put back as it is now',
                });
            } else restored.push(i);
          } catch (e) {
            if ((e as { name?: string }).name === 'ConditionalCheckFailedException') {
              const returned = (e as { Item?: Parameters<typeof itemToWire>[0] }).Item;
              const current = returned
                ? itemToWire(returned)
                : await currentItem(client, record, i, { calls: 0, retried: 0, units: 0 });
              // Already exactly as the undo leaves it: our own put-back landed before.
              const target = undoTarget(record, i);
              const ours = target ? sameItem(target, current) : record.action.kind === 'put' && !current;
              if (ours) {
                restored.push(i);
                return;
              }
              conflicts.push({ i, ...(returned ? { current: itemToWire(returned) } : {}) });
              if (status.notes.length < 50)
                status.notes.push({
                  key: record.keyAt(i),
                  reason: 'conflict',
                  ...(returned ? { current: itemToWire(returned) } : {}),
                  message: 'changed since the run: left as it is now',
                });
            } else {
              status.failed++;
              if (status.notes.length < 50)
                status.notes.push({
                  key: record.keyAt(i),
                  reason: 'failed',
                  message: `${(e as Error).name}: ${(e as Error).message}`,
                });
            }
          }
        }),
      );
      const undone = { t: 'undone' as const, restored, conflicts, ...(units > 0 ? { units } : {}) };
      await journal.append(record.runId, [undone]);
      record.apply(undone);
      status.restored += restored.length;
      status.conflicts += conflicts.length;
      if (status.deleted !== undefined) status.deleted += createdAmong(record, restored);
    }
  };
  try {
    // The run's own writes in doubt (a kill mid-run) first: their deletes are put back too.
    if (record.doubt.size > 0) await reconcile(client, record, journal);
    todo = record.toUndo();
    status.total = record.images.size;
    status.restored = record.images.size - todo.length;
    Object.assign(status, undoStatusCounts(record, todo));
    await Promise.all(Array.from({ length: WORKERS }, worker));
    record.undoStatus = { ...status, state: next < todo.length ? 'stopped' : 'done' };
  } catch (e) {
    record.undoStatus = {
      ...status,
      state: 'failed',
      error:
        e instanceof JournalWriteError
          ? { name: 'JournalWriteError', message: `${e.message}; the undo stopped before sending more` }
          : toApiError(e, { tableName: record.head.TableName }).toJSON(),
    };
  }
}

/**
 * The item as the undo leaves it at the i-th key: a delete's image, a put's target item before
 * (undefined: none), an edit's item before the run.
 */
function undoTarget(record: BulkRecord, i: number): Item | undefined {
  const image = record.images.get(i);
  if (record.action.kind === 'delete' || record.action.kind === 'put') return image;
  return planChange(inverseChange(record.changeAt(i)!, image), record.table).result;
}

/** Puts back the i-th item; resolves with the write units DynamoDB reported for it. */
async function undoOne(client: DynamoDBClient, record: BulkRecord, i: number): Promise<PutUndone> {
  if (record.undo.get(i) === Undo.Restored) return { units: 0 };
  if (record.action.kind === 'put') return undoPutOne(client, record, i);
  return { units: await undoChange(client, record, i) };
}

async function undoChange(client: DynamoDBClient, record: BulkRecord, i: number): Promise<number> {
  const image = record.images.get(i);
  if (record.action.kind === 'delete') {
    if (!image) throw new Error('the journal has no image of this item');
    const plan = planChange({ id: `undo-${i}`, TableName: record.head.TableName, after: image }, record.table);
    const out = await client.send(
      new PutItemCommand({ ...sdkAction(plan.actions[0]!).Put!, ReturnConsumedCapacity: 'TOTAL' }),
    );
    return out.ConsumedCapacity?.CapacityUnits ?? 0;
  }
  const plan = planChange(inverseChange(record.changeAt(i)!, image), record.table);
  const out = await client.send(
    new UpdateItemCommand({ ...sdkAction(plan.actions[0]!).Update!, ReturnConsumedCapacity: 'TOTAL' }),
  );
  return out.ConsumedCapacity?.CapacityUnits ?? 0;
}
