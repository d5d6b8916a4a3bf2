/**
 * Items over 100 KB cost 25+ RCU on every read and slow their collection; items close to 400 KB
 * are one edit away from being refused.
 */
import { LARGE_ITEM_BYTES, MAX_ITEM_BYTES, NEAR_MAX_ITEM_BYTES } from '../../dynamo/item-size.js';
import { formatBytes, quoted, type LayoutNote } from './note.js';
import { runSteps, STEP_ITEMS, type Steps } from './steps.js';

export interface SizedItem {
  collectionPk: string;
  /** The item's sort key as displayed, when the table has one. */
  sortKey?: string;
  bytes: number;
}

function where(e: SizedItem): string {
  return e.sortKey === undefined
    ? `Item ${quoted(e.collectionPk)}`
    : `Item ${quoted(e.collectionPk)} / ${quoted(e.sortKey)}`;
}

export function checkItemSizes(entries: Iterable<SizedItem>, maxNotes = 20): LayoutNote[] {
  return runSteps(itemSizeSteps(entries, maxNotes));
}

/** checkItemSizes in slices (see steps.ts). */
export function* itemSizeSteps(entries: Iterable<SizedItem>, maxNotes = 20): Steps<LayoutNote[]> {
  const notes: LayoutNote[] = [];
  let moreLarge = 0;
  let moreNear = 0;
  let done = 0;
  for (const e of entries) {
    if (++done >= STEP_ITEMS) {
      done = 0;
      yield;
    }
    if (e.bytes < LARGE_ITEM_BYTES) continue;
    const near = e.bytes >= NEAR_MAX_ITEM_BYTES;
    if (notes.length >= maxNotes) {
      if (near) moreNear++;
      else moreLarge++;
      continue;
    }
    notes.push(
      near
        ? {
            check: 'item-size',
            severity: 'error',
            collectionPk: e.collectionPk,
            message:
              `${where(e)} is ${formatBytes(e.bytes)}, ${Math.round((e.bytes / MAX_ITEM_BYTES) * 100)}% of DynamoDB's 400 KB ` +
              'item limit: a write that grows it will be refused. Move large or growing attributes to their own items ' +
              '(one per child) or to S3 with a pointer.',
          }
        : {
            check: 'item-size',
            severity: 'warning',
            collectionPk: e.collectionPk,
            message:
              `${where(e)} is ${formatBytes(e.bytes)}: every read of it costs at least ${Math.ceil(e.bytes / 4096)} RCU ` +
              '(strongly consistent). Split rarely-read attributes into a separate item so common reads stay small.',
          },
    );
  }
  if (moreNear + moreLarge > 0) {
    notes.push({
      check: 'item-size',
      severity: moreNear > 0 ? 'error' : 'warning',
      message: `${moreNear + moreLarge} more items are over 100 KB${moreNear > 0 ? `, ${moreNear} of them near the 400 KB limit` : ''}.`,
    });
  }
  return notes;
}
