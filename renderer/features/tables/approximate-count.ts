/**
 * DynamoDB's ItemCount and TableSizeBytes are not live: DynamoDB updates them about every six
 * hours, so a table just filled says 0. They are shown as estimates, a 0 is never shown as exact
 * while a read on screen has found items, and a read that counted every item says its count.
 */
import { formatBytes } from '../../../shared/text/format-bytes.js';
import type { ItemsSeen } from './items-seen.js';

export const UPDATE_NOTE = 'updated by DynamoDB every ~6 h';

export interface ApproximateText {
  /** What the cell shows. */
  text: string;
  /** Why it is approximate, for beside it or its tooltip. */
  note: string;
  /** The exact figure a read that counted every item found, shown after the estimate. */
  counted?: string;
}

const n = (v: number) => v.toLocaleString('en-US');

/** `seen`: what the reads on screen found of this table (or index); null when none found any. */
export function approximateItems(itemCount: number | undefined, seen: ItemsSeen | null): ApproximateText | null {
  if (itemCount === undefined) return null;
  if (seen?.complete)
    return {
      text: `about ${n(itemCount)}`,
      note: `DynamoDB's count, ${UPDATE_NOTE}`,
      counted: `${seen.by} counted ${n(seen.items)}`,
    };
  if (seen && itemCount < seen.items) {
    return {
      text: `not counted yet (${seen.by} found ${n(seen.items)})`,
      note: `DynamoDB's count says ${n(itemCount)}; it is ${UPDATE_NOTE}`,
    };
  }
  return { text: `about ${n(itemCount)}`, note: UPDATE_NOTE };
}

export function approximateSize(bytes: number | undefined, seen: ItemsSeen | null): ApproximateText | null {
  if (bytes === undefined) return null;
  if (seen?.complete && seen.bytes !== undefined)
    return {
      text: `about ${formatBytes(bytes)}`,
      note: `DynamoDB's size, ${UPDATE_NOTE}`,
      counted: `${seen.by} measured ${formatBytes(seen.bytes)}`,
    };
  if (bytes === 0 && seen && seen.items > 0)
    return { text: 'not measured yet', note: `DynamoDB's size says 0 bytes; it is ${UPDATE_NOTE}` };
  return { text: `about ${formatBytes(bytes)}`, note: UPDATE_NOTE };
}
