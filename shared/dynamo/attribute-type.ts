/** The ten DynamoDB attribute types as one union, and the type of a value, so no caller tests keys by hand. */
import type { AttributeValue } from './types.js';

export type AttributeType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'L' | 'M' | 'SS' | 'NS' | 'BS';

export const ATTRIBUTE_TYPES: readonly AttributeType[] = ['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS'];

export function attributeType(v: AttributeValue): AttributeType {
  if ('S' in v) return 'S';
  if ('N' in v) return 'N';
  if ('B' in v) return 'B';
  if ('BOOL' in v) return 'BOOL';
  if ('NULL' in v) return 'NULL';
  if ('L' in v) return 'L';
  if ('M' in v) return 'M';
  if ('SS' in v) return 'SS';
  if ('NS' in v) return 'NS';
  return 'BS';
}

/** The text of a scalar key value (S, N or B as base64), or undefined for any other type. */
export function scalarText(v: AttributeValue | undefined): string | undefined {
  if (v === undefined) return undefined;
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  return undefined;
}
