/**
 * The part of the contract that writes: committing staged changes as conditional writes, the
 * journal of commits and its undo, and the per-connection switch that allows writing at all.
 * Spread into `requestSchemas` in api.ts; the types of the answers are here too.
 */
import { z } from 'zod';
import type { ApiErrorShape } from './api-errors.js';
import { itemSchema } from './api-values.js';
import type { Item } from './dynamo/types.js';
import type { AttributeChange } from './writes/attribute-diff.js';
import type { ChangeKind, StagedChange } from './writes/change.js';
import type { ConditionScope } from './writes/actions.js';
import { writeConfirmationSchema } from './writes/write-confirmation.js';

/** At most this many changes per commit: each becomes at least one write, sent in order. */
export const MAX_CHANGES_PER_COMMIT = 1000;

const text = (what: string, max: number) =>
  z
    .string({ error: `expected ${what} as a string` })
    .min(1, `${what} must not be empty`)
    .max(max, `${what} is at most ${max} characters`);
const connectionId = text('a connection id', 300).optional();

const stagedChange = z
  .strictObject({
    id: text('a change id', 200),
    TableName: text('a table name', 255),
    before: itemSchema.optional(),
    after: itemSchema.optional(),
    versionAttribute: text('an attribute name', 65535).optional(),
  })
  .refine((c) => c.before !== undefined || c.after !== undefined, {
    message: 'a change needs the item as read (before), the item as wanted (after), or both',
  });

/** Writes each change as the smallest conditional write; several as transactions in chunks. */
export const commitChangesRequest = z.strictObject({
  connectionId,
  /** Required by the service on a connection that is not local (shared/writes/write-confirmation.ts). */
  confirmed: writeConfirmationSchema.optional(),
  changes: z
    .array(stagedChange)
    .min(1, 'there is nothing to commit')
    .max(MAX_CHANGES_PER_COMMIT, `at most ${MAX_CHANGES_PER_COMMIT} changes per commit`)
    .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, 'each change needs its own id'),
});

/** The commits kept for undo on this connection, newest first. */
export const listCommitsRequest = z.strictObject({ connectionId });

/** Undoes the newest commit with items not yet undone, each write conditional on the item being as the commit left it. */
export const undoLastCommitRequest = z.strictObject({ connectionId, confirmed: writeConfirmationSchema.optional() });

/** Undoes one commit of the history, in any order: every item still as it left it is written back. */
export const undoCommitRequest = z.strictObject({
  connectionId,
  commitId: text('a commit id', 200),
  confirmed: writeConfirmationSchema.optional(),
});

/** Drops the connection's commits from the journal (their item images with them); undo of them is gone. */
export const clearWriteHistoryRequest = z.strictObject({ connectionId: text('a connection id', 300) });

export const getWriteAccessRequest = z.strictObject({ connectionId });

export const setWriteAccessRequest = z.strictObject({
  connectionId: text('a connection id', 300),
  allowed: z.boolean({ error: 'expected true or false' }),
});

export type ChangeStatus = 'written' | 'conflict' | 'failed' | 'not sent' | 'unchanged';

export interface ChangeOutcome {
  id: string;
  kind: ChangeKind;
  status: ChangeStatus;
  /** What the condition guarded. */
  scope?: ConditionScope;
  /** The item as the write left it (written, not deleted). */
  result?: Item;
  /**
   * A conflict: the item as it is now, as DynamoDB returned it with the failed condition (or read
   * right after); `Item` absent when there is no item at that key.
   */
  current?: { Item?: Item };
  /** A key change whose new key is taken: the conflict is about the item already there. */
  conflictAt?: 'item' | 'new key';
  error?: ApiErrorShape;
}

export interface CommitChunk {
  changeIds: string[];
  landed: boolean;
  /** False where the server has no TransactWriteItems (dynalite) and the writes went one by one. */
  transaction: boolean;
}

export interface CommitResult {
  outcomes: ChangeOutcome[];
  chunks: CommitChunk[];
  /** The journal entry of what was written, for undo; absent when nothing was. */
  commitId?: string;
  /** Something the user should know about how the writes went. */
  note?: string;
  /** An undo's changes that met a conflict (the item changed since the commit), to re-apply or keep. */
  undoChanges?: StagedChange[];
  /** Write units the writes consumed, as DynamoDB reported them (for the cost meter); absent: none reported. */
  consumedWriteUnits?: number;
}

/**
 * Where one change of a commit stands: "written" (undoable), "undone", "undo conflict" (changed
 * since the commit: undo left it, undoCommit tries it again), "changed since" (interrupted and
 * changed by another writer before recovery read it: not undoable), "not sent" (recovery found
 * it never landed), "unknown" (interrupted and not yet read back: the connection did not answer).
 */
export type JournalChangeState = 'written' | 'undone' | 'undo conflict' | 'changed since' | 'not sent' | 'unknown';

export interface JournalChangeSummary {
  id: string;
  TableName: string;
  kind: ChangeKind;
  /** The primary key of the item (the new key after a move). */
  key: Item;
  diff: AttributeChange[];
  state: JournalChangeState;
}

/** "undoable": nothing undone yet; "partly undone": `undone` of `total`; "not undoable": see `reason`. */
export type CommitUndoState = 'undoable' | 'undone' | 'partly undone' | 'not undoable';

export interface CommitSummary {
  commitId: string;
  at: string;
  /** The changes that were written (or may have been: "unknown", "changed since"). */
  changes: JournalChangeSummary[];
  state: CommitUndoState;
  undone: number;
  total: number;
  /** Why not all of it can be undone (items changed since, interrupted writes). */
  reason?: string;
  /** What recovery found after a crash or a lost connection, in a sentence. */
  notices?: string[];
}

export interface WriteAccess {
  connectionId: string;
  allowed: boolean;
  /** The sandbox, or an endpoint that is not AWS: writes are allowed there by default. */
  local: boolean;
  name: string;
  region: string;
  accountId?: string;
  endpoint?: string;
}

/**
 * What a commit or an undo answers: its result, with the connection's write access and the commit
 * as the history now shows it, so the page shows both without asking again.
 */
export interface CommitAnswer extends CommitResult {
  access: WriteAccess;
  /** Absent when nothing was journaled (nothing was written or tried). */
  commit?: CommitSummary;
}
