/**
 * The records of the write-ahead journal of commits and their undo, and what they add up to: per
 * commit, per change, whether it was written, undone, or left in doubt. Pure (no file, no SDK), so
 * the decisions that recovery, undo and the history rest on are tested on their own.
 * A record is appended before a chunk is sent (intent) and after its answer (outcome); a change
 * with an intent and no outcome is in doubt until recovery reads its item.
 */
import type { Item } from '../../shared/dynamo/types.js';
import type { ChangeKind } from '../../shared/writes/change.js';
import type { IntendedWrite } from '../../shared/writes/reconcile.js';

export type JournalOp = 'do' | 'undo';

/** One write as its intent keeps it: enough to reconcile it, undo it and show it without the request. */
export interface IntentWrite extends IntendedWrite {
  /** The staged change's id (for an undo: the id of the change it undoes). */
  id: string;
  TableName: string;
  kind: ChangeKind;
  /** Primary key of the item (for a move, at its new key) and, for a move, the old key too. */
  key: Item;
  oldKey?: Item;
  /** The ConditionExpression of each write it is sent as. */
  conditions: string[];
  versionAttribute?: string;
  /** The ClientRequestToken its transaction is sent with (the SDK's retries resend it). */
  token?: string;
}

export type OutcomeStatus = 'written' | 'conflict' | 'failed' | 'not sent' | 'changed since';

export interface WriteOutcomeRecord {
  id: string;
  status: OutcomeStatus;
  /** ALL_OLD: the item as the write found it (only single writes bring it back); `Item` absent: none. */
  old?: { Item?: Item };
  /** Decided by reading the item after a crash or a lost answer, not by DynamoDB's answer. */
  reconciled?: true;
}

export type CommitRecord =
  | {
      t: 'intent';
      c: string;
      commit: string;
      op: JournalOp;
      /** When the commit began (the same in every intent of one commit). */
      at: string;
      writes: IntentWrite[];
    }
  | { t: 'outcome'; c: string; commit: string; op: JournalOp; outcomes: WriteOutcomeRecord[] }
  /** What recovery found, said once to the user: "3 writes of the commit at 14:02 were interrupted ...". */
  | { t: 'notice'; c: string; commit: string; text: string }
  /** "Clear write history": every commit of the connection before this record is gone. */
  | { t: 'clear'; c: string };

export interface ChangeState {
  write: IntentWrite;
  /** The commit's own write: undefined while in doubt (an intent without an outcome). */
  done?: WriteOutcomeRecord;
  /** The undo's intent, and its outcome once known. */
  undoWrite?: IntentWrite;
  undone?: WriteOutcomeRecord;
}

export interface CommitState {
  connectionId: string;
  commitId: string;
  at: string;
  /** In the order they were sent. */
  changes: ChangeState[];
  notices: string[];
  /** Bytes of its records on disk (for the size bound). */
  bytes: number;
}

/** Commits by connection, each list oldest first. */
export type JournalState = Map<string, CommitState[]>;

export function emptyState(): JournalState {
  return new Map();
}

function commitOf(state: JournalState, c: string, commit: string, at?: string): CommitState | undefined {
  const list = state.get(c) ?? [];
  let found = list.find((x) => x.commitId === commit);
  if (!found && at !== undefined) {
    found = { connectionId: c, commitId: commit, at, changes: [], notices: [], bytes: 0 };
    list.push(found);
    state.set(c, list);
  }
  return found;
}

/** Adds one record to the state; `bytes` is its size on disk. Unknown records are skipped. */
export function applyRecord(state: JournalState, r: CommitRecord, bytes = 0): void {
  if (r.t === 'clear') {
    state.delete(r.c);
    return;
  }
  const commit = commitOf(state, r.c, r.commit, r.t === 'intent' ? r.at : undefined);
  if (!commit) return;
  commit.bytes += bytes;
  if (r.t === 'notice') {
    commit.notices.push(r.text);
    return;
  }
  const byId = new Map(commit.changes.map((ch) => [ch.write.id, ch]));
  if (r.t === 'intent') {
    for (const w of r.writes) {
      const ch = byId.get(w.id);
      if (r.op === 'do') {
        if (!ch) commit.changes.push({ write: w });
      } else if (ch) {
        ch.undoWrite = w;
        ch.undone = undefined;
      }
    }
    return;
  }
  for (const o of r.outcomes) {
    const ch = byId.get(o.id);
    if (!ch) continue;
    if (r.op === 'do') ch.done = o;
    else ch.undone = o;
  }
}

export function foldRecords(records: Iterable<CommitRecord>): JournalState {
  const state = emptyState();
  for (const r of records) applyRecord(state, r);
  return state;
}

/** Changes whose write (or undo) was sent, or may have been, with no outcome: recovery reads them. */
export function inDoubt(commit: CommitState): Array<{ change: ChangeState; op: JournalOp }> {
  const out: Array<{ change: ChangeState; op: JournalOp }> = [];
  for (const ch of commit.changes) {
    if (!ch.done) out.push({ change: ch, op: 'do' });
    else if (ch.undoWrite && !ch.undone) out.push({ change: ch, op: 'undo' });
  }
  return out;
}

/** Whether the commit's own write of this change landed (so the change belongs to its undo). */
export const landed = (ch: ChangeState) => ch.done?.status === 'written' || ch.done?.status === 'changed since';
