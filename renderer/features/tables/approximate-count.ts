/**
 * DynamoDB's ItemCount and TableSizeBytes are not live: DynamoDB updates them about every six
 * hours, so a table just filled says 0. They are shown as estimates, and a 0 is never shown as
 * exact while a read on screen has found items.
 */
import { formatBytes } from './format-bytes.js';

export const UPDATE_NOTE = 'updated by DynamoDB every ~6 h';

export interface ApproximateText {
  /** What the cell shows. */
  text: string;
  /** Why it is approximate, for beside it or its tooltip. */
  note: string;
}

/** `seen`: items of this table (or index) a read on screen has found; 0 when none is on screen. */
export function approximateItems(itemCount: number | undefined, seen: number): ApproximateText | null {
  if (itemCount === undefined) return null;
  if (itemCount < seen) {
    return { text: `not counted yet (the read below found ${seen.toLocaleString('en-US')})`, note: `DynamoDB's count says ${itemCount.toLocaleString('en-US')}; it is ${UPDATE_NOTE}` };
  }
  return { text: `about ${itemCount.toLocaleString('en-US')}`, note: UPDATE_NOTE };
}

export function approximateSize(bytes: number | undefined, seen: number): ApproximateText | null {
  if (bytes === undefined) return null;
  if (bytes === 0 && seen > 0) return { text: 'not measured yet', note: `DynamoDB's size says 0 bytes; it is ${UPDATE_NOTE}` };
  return { text: `about ${formatBytes(bytes)}`, note: UPDATE_NOTE };
}
