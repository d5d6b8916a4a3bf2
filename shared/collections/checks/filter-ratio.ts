/**
 * A filter runs after the read: every item DynamoDB read is paid for, kept or not. When most are
 * thrown away, the condition belongs in the key (a sort-key range or prefix, or an index).
 */
import { percent, type LayoutNote } from './note.js';

export interface ReadTotals {
  operation: 'Query' | 'Scan';
  /** Items returned after the filter (the sum of Count over pages). */
  count: number;
  /** Items read before the filter (the sum of ScannedCount). */
  scannedCount: number;
}

/** Reads smaller than this say little about the filter. */
const MIN_SCANNED = 20;
/** Warn when at most this share of what was read came back. */
const KEPT_SHARE = 0.2;

export function checkFilterRatio(totals: ReadTotals): LayoutNote[] {
  const { count, scannedCount, operation } = totals;
  if (scannedCount < MIN_SCANNED || count > scannedCount * KEPT_SHARE) return [];
  const discarded = scannedCount - count;
  const advice =
    operation === 'Query'
      ? 'Move the condition into the key condition (a sort-key prefix or range), or query a (sparse) index keyed on the filtered attribute.'
      : 'A Query on an index keyed on the filtered attribute reads only the matching items.';
  return [
    {
      check: 'filter-discards',
      severity: 'warning',
      message:
        `The filter discarded ${discarded.toLocaleString('en-US')} of ${scannedCount.toLocaleString('en-US')} items read ` +
        `(${percent(discarded, scannedCount)}); all of them were paid for in read capacity, and Limit counts them too. ${advice}`,
    },
  ];
}
