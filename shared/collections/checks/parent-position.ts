/**
 * Where the parent sits in the order a read returns. A Query with a Limit (or a page that fills
 * up) reads from one end: a parent at the other end comes last, so a page can hold children without
 * their parent.
 */
import { quoted, type LayoutNote } from './note.js';
import { count } from '../../text/count.js';

export interface ParentPosition {
  collectionPk: string;
  /** Index of the parent in the order the read returned items, or null without a parent. */
  parentIndex: number | null;
  itemCount: number;
}

export interface ParentPositionInput {
  collections: Iterable<ParentPosition>;
  /** The read's direction: true (the default) reads ascending sort-key order. */
  scanIndexForward: boolean;
  /** The read's Limit, if any. */
  limit?: number;
}

export function checkParentPosition(input: ParentPositionInput, maxNotes = 10): LayoutNote[] {
  const notes: LayoutNote[] = [];
  const direction = `ScanIndexForward=${input.scanIndexForward}`;
  const other = `ScanIndexForward=${!input.scanIndexForward}`;
  const end = input.scanIndexForward ? 'after' : 'before';
  for (const c of input.collections) {
    if (notes.length >= maxNotes) break;
    if (c.parentIndex === null || c.itemCount < 2 || c.parentIndex === 0) continue;
    if (c.parentIndex === c.itemCount - 1) {
      const limited = input.limit !== undefined && input.limit < c.itemCount;
      notes.push({
        check: 'parent-read-last',
        severity: limited ? 'warning' : 'info',
        collectionPk: c.collectionPk,
        message:
          `The parent of ${quoted(c.collectionPk)} is the last of its ${count(c.itemCount, 'item')} in this read (${direction}). ` +
          (limited
            ? `With Limit ${input.limit} a page holds children without their parent. `
            : 'A read with a Limit, or a collection larger than one page, gets the children before the parent. ') +
          `Read with ${other}, or give the parent a sort key that sorts ${end} its children's.`,
      });
    } else {
      notes.push({
        check: 'parent-in-middle',
        severity: 'info',
        collectionPk: c.collectionPk,
        message:
          `The parent of ${quoted(c.collectionPk)} is item ${c.parentIndex + 1} of ${c.itemCount}, between its children, so ` +
          'neither direction reads it first. Give the parent a sort key that sorts before (or after) every child, e.g. a ' +
          'leading "#" sorts before letters and digits.',
      });
    }
  }
  return notes;
}
