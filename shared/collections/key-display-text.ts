/** The partition-key text every view of a collection shows: one function, so the grid, tools and cost agree. */
import { formatCompact } from '../dynamo/format-compact.js';
import type { AttributeValue } from '../dynamo/types.js';

/** A partition-key value as a person reads it; binary shows as base64 with its length. */
export function keyDisplayText(v: AttributeValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  return formatCompact(v, 48);
}
