/**
 * Where a fan-out continues: per partition, its read progress (whose segment holds the
 * LastEvaluatedKey) and the items it read that no page has shown yet. Plain data, so it can sit
 * in the store or be written out and read back.
 */
import { compareKeyValues } from '../dynamo/compare.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { ReadProgress } from './read-progress.js';

export interface FanOutCursorPartition {
  value: AttributeValue;
  /** Absent until the partition's first Query. */
  progress?: ReadProgress;
  buffered: Item[];
  shown: number;
  duplicates: number;
}

export interface FanOutCursor {
  partitions: FanOutCursorPartition[];
  /** Identities already shown, when the read drops duplicates. */
  seen?: string[];
}

function sameValue(a: AttributeValue, b: AttributeValue): boolean {
  try {
    return Object.keys(a)[0] === Object.keys(b)[0] && compareKeyValues(a, b) === 0;
  } catch {
    return false;
  }
}

/** Why `cursor` does not belong to a fan-out over `partitions`, or null when it does. */
export function cursorProblem(cursor: FanOutCursor, partitions: readonly AttributeValue[]): string | null {
  if (cursor.partitions.length !== partitions.length) {
    return `it was made for ${cursor.partitions.length} partition(s), this read has ${partitions.length}`;
  }
  const i = cursor.partitions.findIndex((p, k) => !sameValue(p.value, partitions[k]!));
  if (i >= 0) return `partition ${i + 1} differs from the one the cursor was made for`;
  const bad = cursor.partitions.findIndex((p) => p.progress !== undefined && p.progress.segments.length !== 1);
  if (bad >= 0) return `partition ${bad + 1} has the progress of a segmented scan, not of a Query`;
  return null;
}
