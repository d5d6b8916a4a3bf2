/**
 * Item size and read cost by DynamoDB's published sizing rules. The numbers are what DynamoDB
 * bills and limits on, so the explorer can warn before an item hits 400 KB and show what a read
 * costs.
 */
import { base64ByteLength } from './base64.js';
import { parseDecimal } from './numbers.js';
import type { AttributeValue, Item } from './types.js';
import { utf8Length } from './utf8.js';

export const KB = 1024;
/** DynamoDB refuses to write an item larger than this. */
export const MAX_ITEM_BYTES = 400 * KB;
/** Past this an item is worth a note: every read of it costs 25+ RCU and it slows its collection. */
export const LARGE_ITEM_BYTES = 100 * KB;
/** Close enough to the hard limit that the next append or edit may fail. */
export const NEAR_MAX_ITEM_BYTES = Math.floor(MAX_ITEM_BYTES * 0.9);
/** One read capacity unit covers a strongly consistent read of up to 4 KB. */
export const READ_UNIT_BYTES = 4 * KB;

/**
 * About one byte per two significant digits plus one; DynamoDB's encoding of a negative number
 * carries one more byte, which the common size calculators count as well.
 */
export function numberSize(text: string): number {
  const d = parseDecimal(text);
  if (!d) return utf8Length(text);
  return Math.ceil(d.digits.length / 2) + 1 + (d.negative && d.digits !== '' ? 1 : 0);
}

export function attributeValueSize(v: AttributeValue): number {
  if ('S' in v) return utf8Length(v.S);
  if ('N' in v) return numberSize(v.N);
  if ('B' in v) return base64ByteLength(v.B);
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('L' in v) {
    let size = 3;
    for (const e of v.L) size += 1 + attributeValueSize(e);
    return size;
  }
  if ('M' in v) {
    let size = 3;
    for (const name in v.M) size += 1 + utf8Length(name) + attributeValueSize(v.M[name]!);
    return size;
  }
  if ('SS' in v) {
    let size = 0;
    for (const s of v.SS) size += utf8Length(s);
    return size;
  }
  if ('NS' in v) {
    let size = 0;
    for (const n of v.NS) size += numberSize(n);
    return size;
  }
  if ('BS' in v) {
    let size = 0;
    for (const b of v.BS) size += base64ByteLength(b);
    return size;
  }
  return 0;
}

/** Bytes DynamoDB counts for an item: each attribute's UTF-8 name plus its value. */
export function itemSize(item: Item): number {
  let size = 0;
  for (const name in item) size += utf8Length(name) + attributeValueSize(item[name]!);
  return size;
}

export interface ReadOptions {
  consistent: boolean;
}

/** RCU of a GetItem of an item this large: 4 KB units rounded up, halved when eventually consistent. */
export function readUnits(bytes: number, { consistent }: ReadOptions): number {
  const units = Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES));
  return consistent ? units : units / 2;
}

/**
 * RCU of a Query or Scan page: DynamoDB adds up the sizes of all items it read and rounds the sum
 * up once, rather than rounding each item.
 */
export function queryReadUnits(totalBytes: number, consistent: boolean): number {
  return readUnits(totalBytes, { consistent });
}
