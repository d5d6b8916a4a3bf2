/**
 * The part of the contract that runs a bulk change in the service: delete, or set or remove one
 * attribute on, every item of a read or a selection; or put new items (a copy, an import) into a
 * table on any connection. The renderer hands over the items as read
 * (in parts, since a read can pass web mode's body limit), then starts, stops, resumes, watches
 * and undoes the run by its id. The run itself lives in the service, so progress and Stop hold
 * for any number of items and a run outlives the page that started it.
 */
import { z } from 'zod';
import type { ApiErrorShape } from './api-errors.js';
import { attributeValueSchema, itemSchema } from './api-values.js';
import type { Item } from './dynamo/types.js';
import type { BulkAction } from './writes/bulk.js';
import type { DeleteMode } from './writes/delete-modes.js';
import { writeConfirmationSchema } from './writes/write-confirmation.js';

/** Items per createBulkRun or addBulkItems call; more go in further addBulkItems calls. */
export const MAX_BULK_ITEMS_PER_CALL = 10_000;
/**
 * Items per run in all. The items are spooled to disk, not held (electron/state/item-spool.ts),
 * but each item's state, and the image that undoes each written item, are still kept in memory.
 */
export const MAX_BULK_ITEMS = 1_000_000;
/** Runs listBulkRuns answers at most. */
export const MAX_LISTED_RUNS = 20;

const text = (what: string, max: number) =>
  z
    .string({ error: `expected ${what} as a string` })
    .min(1, `${what} must not be empty`)
    .max(max, `${what} is at most ${max} characters`);
const runId = text('a bulk run id', 200);
const items = z
  .array(itemSchema, { error: 'expected the items as a list of DynamoDB JSON items' })
  .min(1, 'there are no items to change')
  .max(MAX_BULK_ITEMS_PER_CALL, `at most ${MAX_BULK_ITEMS_PER_CALL} items per call; send more with addBulkItems`);

/** A put's rule for a key already taken in the target (shared/writes/bulk.ts, WhenExists). */
export const whenExistsSchema = z.enum(['skip', 'overwrite', 'overwrite-if-unchanged'], {
  error: 'expected whenExists as "skip", "overwrite" or "overwrite-if-unchanged"',
});

export const bulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('delete') }),
    z.strictObject({
      kind: z.literal('set'),
      attribute: text('an attribute name', 65535),
      value: attributeValueSchema,
    }),
    z.strictObject({ kind: z.literal('remove'), attribute: text('an attribute name', 65535) }),
    z.strictObject({ kind: z.literal('put'), whenExists: whenExistsSchema }),
  ],
  {
    error:
      'expected an action: {"kind":"delete"}, {"kind":"set","attribute":...,"value":...}, {"kind":"remove","attribute":...} or {"kind":"put","whenExists":"skip"|"overwrite"|"overwrite-if-unchanged"}',
  },
);

/**
 * A run over these items, checked by the write gate; nothing is written until runBulk. A put's
 * items are the new items, whole; each must hold the table's key (a refused one is named by its
 * index in the run, items[n], and its field). The target table is TableName on connectionId,
 * whatever the items were read from.
 */
export const createBulkRunRequest = z.strictObject({
  connectionId: text('a connection id', 300).optional(),
  /**
   * Not needed: making a run (and its dry run) writes nothing to the table; runBulk and undoBulk
   * need it on a connection that is not local (shared/writes/write-confirmation.ts). Accepted, and
   * ignored, so a caller that confirmed first still works.
   */
  confirmed: writeConfirmationSchema.optional(),
  TableName: text('a table name', 255),
  action: bulkActionSchema,
  items,
  /**
   * Deletes only. True (the default): each batch is read first (consistently), so an item
   * changed since the read is left as a conflict and the journal keeps the item as it was just
   * before the delete. False: deleted as they are, the items as read kept for undo, at about
   * twice the speed; only for whole items (a read without a projection), as undo puts back what
   * was kept.
   */
  readBeforeDelete: z.boolean({ error: 'expected true or false' }).optional(),
  /**
   * Deletes only: "only items still exactly as read". True: each item is deleted by its own
   * DeleteItem, conditional on the item still holding every value as read (an attribute added
   * since is put back at once), so nothing changed since the read is deleted, not even in the
   * moment between a check and the write that the read-back mode cannot see; slower (one call
   * per item, 20 in flight). No read comes first, so readBeforeDelete must not be false.
   */
  conditionalDelete: z.boolean({ error: 'expected true or false' }).optional(),
  /**
   * Deletes read first: the items were read through a projection, so an attribute they lack is
   * not a change. False (the default): the items are whole, and an attribute added since the read
   * makes the item a conflict, left as it is.
   */
  projected: z.boolean({ error: 'expected true or false' }).optional(),
});

/** More items for a run that has not started yet. */
export const addBulkItemsRequest = z.strictObject({ runId, items });

/** Items the dry run lists of those whose key is taken in the target already. */
export const DRY_RUN_EXISTING_SHOWN = 20;

/**
 * What the run would do, read now and written nowhere: a put's target keys are read
 * (consistent BatchGetItem, 100 keys a call), and each key found there is kept in the run's record
 * as the target item was, which "overwrite-if-unchanged" then requires it still to be. A put run
 * with that rule needs a dry run over all its items before runBulk. Other actions answer the
 * counts without reading.
 */
export const dryRunBulkRequest = z.strictObject({ runId });

export interface BulkDryRun {
  runId: string;
  /** The run's (the target's) connection: the Cost meter counts the reads there. */
  connectionId: string;
  /** Items the run would write (a put: every item). */
  items: number;
  /** Their size by DynamoDB's rules (attribute names and values, shared/dynamo/item-size.ts). */
  bytes: number;
  /** One write unit per started KB of each item (the table's own writes; a GSI's come on top). */
  writeUnits: number;
  /** The write units at the on-demand price of `priceLabel`. */
  usd: number;
  priceLabel: string;
  /** Puts only: keys of the run's items that hold an item in the target now. */
  existing?: number;
  /** The first DRY_RUN_EXISTING_SHOWN of them (keys only). */
  existingKeys?: Item[];
  /** The read units the dry run's reads consumed (for the Cost meter). */
  ConsumedCapacity?: { CapacityUnits: number };
  /** One sentence: what the run would write, skip, overwrite, and at what price. */
  message: string;
}

/** Starts the run, or resumes a stopped one with what is left; answers at once, the run goes on. */
export const runBulkRequest = z.strictObject({
  runId,
  confirmed: writeConfirmationSchema.optional(),
  /** A ceiling on the write units the run spends per second (estimated from item sizes); none when absent. */
  maxWriteUnitsPerSecond: z
    .number({ error: 'expected a number of write units' })
    .int('expected a whole number')
    .min(1, 'at least 1')
    .max(1_000_000, 'at most 1,000,000')
    .optional(),
});

/** Stops the run, or its undo, after the calls in flight; what they wrote is journaled. */
export const stopBulkRequest = z.strictObject({ runId });

export const getBulkRunRequest = z.strictObject({ runId });

/**
 * Drops a run made but never started (state "ready": a dry run at most), its journal and its
 * items with it: a dialog whose file, format, target or rule changed after its dry run made a run
 * calls this for the old one. Refused for a run that has started (its journal is its undo).
 */
export const discardBulkRunRequest = z.strictObject({ runId });

/**
 * The newest runs the service holds or finds in its journal (at most MAX_LISTED_RUNS), newest
 * first, of one connection when one is named: so a page opened again (a reload) finds a run
 * that goes on in the service, or one stopped, and can stop, resume or undo it.
 */
export const listBulkRunsRequest = z.strictObject({ connectionId: text('a connection id', 300).optional() });

/** What undo would put back, and what it cannot (changed since), read now; nothing is written. */
export const previewBulkUndoRequest = z.strictObject({ runId });

/**
 * Puts back what the run wrote, each write conditional on the item being as the run left it.
 * Stopped (stopBulk), it resumes with what it has not put back yet.
 */
export const undoBulkRequest = z.strictObject({ runId, confirmed: writeConfirmationSchema.optional() });

export type BulkRunState = 'ready' | 'running' | 'stopping' | 'stopped' | 'done' | 'failed';

/**
 * An item the run did not write, and why: changed since the read, gone already, an error, or (a
 * put with whenExists "skip") its key was taken in the target.
 */
export interface BulkItemNote {
  key: Item;
  reason: 'conflict' | 'gone' | 'failed' | 'exists';
  /** A conflict: the item as it is now. */
  current?: Item;
  message?: string;
}

export interface BulkUndoStatus {
  /** Stopping and stopped: by stopBulk; undoBulk resumes it. */
  state: 'running' | 'stopping' | 'stopped' | 'done' | 'failed';
  /** Items the undo is to put back: every item the run wrote. */
  total: number;
  /** Put back so far, over every pass of the undo. */
  restored: number;
  /**
   * A put's undo: of `total`, the items the run created (their undo deletes them; the rest it
   * overwrote, and their undo puts the old item back), and of `restored`, those deleted.
   */
  created?: number;
  deleted?: number;
  /** Changed since the run (or a delete whose key is taken again): left as they are. */
  conflicts: number;
  failed: number;
  notes: BulkItemNote[];
  error?: ApiErrorShape;
}

export interface BulkRunStatus {
  runId: string;
  connectionId: string;
  TableName: string;
  action: BulkAction;
  /** Deletes: how each item is checked before it is deleted (shared/writes/delete-modes.ts). */
  deleteMode?: DeleteMode;
  state: BulkRunState;
  createdAt: string;
  /** Items that would change (items without the table key, or with nothing to change, left out). */
  total: number;
  written: number;
  conflicts: number;
  gone: number;
  /** Failed in this pass (an error, or unprocessed after every retry): Resume tries them again. */
  failed: number;
  /**
   * Items not written by rule: of the read, left out at creation (no table key, or nothing would
   * change); of a put with whenExists "skip", those whose key was taken in the target (listed in
   * `notes` with reason "exists"). A put's `total` counts those too.
   */
  skipped: number;
  /** Not yet written, in conflict or gone: what Resume would take. */
  left: number;
  /** Items DynamoDB answered as UnprocessedItems (or throttled) and the run sent again. */
  retried: number;
  /** DynamoDB calls made by the run. */
  calls: number;
  /** Write units the run's writes (and its undo's) consumed, as DynamoDB reported them. */
  consumedWriteUnits: number;
  /** Milliseconds spent running, over every pass. */
  elapsedMs: number;
  /** The first conflicts and failures, each with its key (and the current item for a conflict). */
  notes: BulkItemNote[];
  error?: ApiErrorShape;
  undo?: BulkUndoStatus;
}

export interface BulkUndoPreview {
  runId: string;
  /** Items the run wrote that are still as it left them: undo will put them back. */
  willRestore: number;
  /** A put's undo: how many of `willRestore` it deletes, the run having created them. */
  willDelete?: number;
  /** Items changed since the run (or whose key is taken again): undo leaves them and says so. */
  cannot: number;
  /** A sample of what cannot be undone, with the item as it is now. */
  notes: BulkItemNote[];
  /** One sentence for the user: what undo will do and what it cannot. */
  message: string;
}
