/**
 * A collection read without its parent, where the table's design has one: not "no parent" but
 * "not reached" when the read stopped before the end of the collection where the parent sorts
 * (a newest-first Query of a time series reaches the record at sort key 0 last).
 */
import { quoted, type LayoutNote } from './note.js';
import { count } from '../../text/count.js';

export interface ParentReachInput {
  /** The parent entity of the table's design. */
  parentEntity: string;
  /** The read's direction: true (the default) reads ascending sort-key order. */
  scanIndexForward: boolean;
  /** The read stopped before the end of its key range (a Limit, an item cap, a Stop). */
  stoppedEarly: boolean;
  /** Where the parent sorts in its collection, when the table's design showed it. */
  parentSorts?: 'first' | 'last' | null;
}

/** Why a collection read without its parent has none, in a phrase, or null when the read says it has none. */
export function parentNotReached(input: ParentReachInput): string | null {
  if (!input.stoppedEarly) return null;
  const readsFirst = input.scanIndexForward ? 'first' : 'last';
  const direction = input.scanIndexForward
    ? 'oldest first (ScanIndexForward=true)'
    : 'newest first (ScanIndexForward=false)';
  if (input.parentSorts === readsFirst) return null;
  if (input.parentSorts)
    return `not read: a ${input.parentEntity} sorts ${input.parentSorts} in its collection and this read goes ${direction}, so it comes last`;
  return `not read: the read stopped before the end of the collection, where the ${input.parentEntity} may be`;
}

export function checkParentReach(
  collections: Iterable<{ collectionPk: string; hasParent: boolean; itemCount: number }>,
  input: ParentReachInput,
  maxNotes = 10,
): LayoutNote[] {
  const why = parentNotReached(input);
  if (why === null) return [];
  const notes: LayoutNote[] = [];
  const other = `ScanIndexForward=${!input.scanIndexForward}`;
  for (const c of collections) {
    if (notes.length >= maxNotes) break;
    if (c.hasParent) continue;
    notes.push({
      check: 'parent-not-reached',
      severity: 'warning',
      collectionPk: c.collectionPk,
      message:
        `The parent (${input.parentEntity}) of ${quoted(c.collectionPk)} was ${why}; the ${count(c.itemCount, 'item')} read are its children. ` +
        (input.parentSorts
          ? `Read with ${other} to get it first, or give it a sort key at the end this read starts from.`
          : 'Read the whole collection to find it.'),
    });
  }
  return notes;
}
