/**
 * What the journal's state of a commit means to the user and to Undo: each change's state, the
 * commit's ("undone", "partly undone (n of m)", "not undoable" and why), and the change that undoes
 * one item, built from the image DynamoDB returned (ALL_OLD) when there is one, so undo restores
 * the item as the write found it rather than as it was read. Pure.
 */
import type { CommitSummary, JournalChangeState, JournalChangeSummary } from '../../shared/api-writes.js';
import type { Item } from '../../shared/dynamo/types.js';
import { diffItems } from '../../shared/writes/attribute-diff.js';
import type { StagedChange } from '../../shared/writes/change.js';
import { mergeItems } from '../../shared/writes/merge-value.js';
import { landed, type ChangeState, type CommitState } from './commit-records.js';

export function changeState(ch: ChangeState): JournalChangeState {
  if (!ch.done) return 'unknown';
  if (ch.done.status === 'changed since') return 'changed since';
  if (ch.done.status !== 'written') return 'not sent';
  if (ch.undoWrite && !ch.undone) return 'unknown';
  switch (ch.undone?.status) {
    case 'written':
      return 'undone';
    case 'conflict':
      return 'undo conflict';
    case 'changed since':
      return 'changed since';
    default:
      return 'written';
  }
}

/** Items undo may still write back: written and not undone, or whose undo met a conflict (with `retryConflicts`). */
export function undoable(ch: ChangeState, retryConflicts: boolean): boolean {
  const s = changeState(ch);
  return s === 'written' || (retryConflicts && s === 'undo conflict');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function commitSummary(commit: CommitState): CommitSummary {
  const shown = commit.changes.filter((ch) => landed(ch) || !ch.done);
  const states = shown.map(changeState);
  const count = (s: JournalChangeState) => states.filter((x) => x === s).length;
  const total = shown.length;
  const undone = count('undone');
  const changed = count('changed since');
  const conflicts = count('undo conflict');
  const unknown = count('unknown');
  const reasons: string[] = [];
  if (changed > 0) reasons.push(`${plural(changed, 'item')} changed by another writer while the write was interrupted`);
  if (conflicts > 0)
    reasons.push(
      `${plural(conflicts, 'item')} changed since the commit, so undo left ${conflicts === 1 ? 'it as it is' : 'them as they are'}`,
    );
  // Writes a crash interrupted before they reached DynamoDB: recovery found them not sent.
  const notSent = commit.changes.length - shown.length;
  if (total === 0 && notSent > 0)
    reasons.push(
      `${plural(notSent, 'write')} interrupted before ${notSent === 1 ? 'it' : 'they'} landed: nothing to undo`,
    );
  if (unknown > 0) reasons.push(`${plural(unknown, 'write')} interrupted and not yet read back`);
  const state: CommitSummary['state'] =
    total > 0 && undone === total
      ? 'undone'
      : undone > 0
        ? 'partly undone'
        : count('written') + conflicts === 0
          ? 'not undoable'
          : 'undoable';
  return {
    commitId: commit.commitId,
    at: commit.at,
    changes: shown.map((ch, i) => summaryOf(ch, states[i]!)),
    state,
    undone,
    total,
    ...(reasons.length > 0 ? { reason: reasons.join('; ') } : {}),
    ...(commit.notices.length > 0 ? { notices: [...commit.notices] } : {}),
  };
}

function summaryOf(ch: ChangeState, state: JournalChangeState): JournalChangeSummary {
  const w = ch.write;
  return { id: w.id, TableName: w.TableName, kind: w.kind, key: w.key, diff: diffItems(w.before, w.result), state };
}

/**
 * The item as the commit left it and the item undo puts back. With ALL_OLD (a single write), the
 * item as found: for an edit, the attributes another writer set between the read and the write
 * stay, both in what undo expects and in what it restores.
 */
export function undoImages(ch: ChangeState): { left?: Item; restore?: Item } {
  const w = ch.write;
  const old = ch.done?.old;
  if (!old) return { left: w.result, restore: w.before };
  if (w.kind === 'edit' && w.before && w.result && old.Item)
    return { left: mergeItems(w.before, w.result, old.Item), restore: old.Item };
  if (w.kind === 'delete' || w.kind === 'move') return { left: w.result, restore: old.Item ?? w.before };
  return { left: w.result, restore: w.before };
}

/** The staged change that undoes one item: from the item as the commit left it back to as it was. */
export function inverseOf(ch: ChangeState): StagedChange {
  const { left, restore } = undoImages(ch);
  const inverse: StagedChange = { id: `undo-${ch.write.id}`, TableName: ch.write.TableName };
  if (left) inverse.before = left;
  if (restore) inverse.after = restore;
  if (ch.write.versionAttribute !== undefined) inverse.versionAttribute = ch.write.versionAttribute;
  return inverse;
}
