/**
 * The ways out of a conflict, as new staged changes against what is there now (`current`,
 * undefined when the item is gone). Each is still a conditional write: if the item changes again
 * before the commit, that is one more conflict, never a silent overwrite.
 */
import type { Item } from '../dynamo/types.js';
import type { StagedChange } from './change.js';
import { mergeItems } from './merge-value.js';

/**
 * The user's own edits (from the item as they read it to the item they want) replayed on the
 * current item: what another writer changed stays, in other attributes and inside the same one
 * (merge-value.ts). A delete stays a delete (of the item as it is now); an edit of an item that is
 * gone becomes its re-creation.
 */
export function reapplyOnCurrent(change: StagedChange, current: Item | undefined): StagedChange {
  const next: StagedChange = { ...change };
  delete next.before;
  delete next.after;
  if (current) next.before = current;
  if (!change.after) return next;
  next.after = current && change.before ? mergeItems(change.before, change.after, current) : change.after;
  return next;
}

/** The user's item as they want it, written over what is there now, on purpose. */
export function keepMine(change: StagedChange, current: Item | undefined): StagedChange {
  const next: StagedChange = { ...change };
  delete next.before;
  if (current) next.before = current;
  return next;
}
