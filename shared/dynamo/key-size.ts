/**
 * How DynamoDB measures a key value, and the most a key value may measure: 2,048 bytes for a
 * partition key, 1,024 for a sort key. Read by the request checks and the key condition's checks.
 */
import { base64ByteLength } from './base64.js';
import type { AttributeValue } from './types.js';
import { utf8Length } from './utf8.js';

export const MAX_PARTITION_KEY_BYTES = 2048;
export const MAX_SORT_KEY_BYTES = 1024;

export function keyValueBytes(v: AttributeValue): number {
  if ('S' in v) return utf8Length(v.S);
  if ('B' in v) return base64ByteLength(v.B);
  if ('N' in v) return v.N.length;
  return 0;
}
