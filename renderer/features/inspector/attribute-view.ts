/**
 * How the inspector shows one attribute: its DynamoDB type with a name, and its value in full,
 * numbers with every digit as stored and binary as base64 with its length.
 */
import { attributeType, type AttributeType } from '../../../shared/dynamo/attribute-type.js';
import { base64ByteLength } from '../../../shared/dynamo/base64.js';
import { attributeToPlainJson } from '../../../shared/dynamo/plain-json.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { epochDate, type EpochDate } from './epoch-date.js';

export const TYPE_NAMES: Record<AttributeType, string> = {
  S: 'String',
  N: 'Number',
  B: 'Binary',
  BOOL: 'Boolean',
  NULL: 'Null',
  L: 'List',
  M: 'Map',
  SS: 'String set',
  NS: 'Number set',
  BS: 'Binary set',
};

export interface AttributeRow {
  name: string;
  type: AttributeType;
  /** The value as text, complete. */
  text: string;
  /** A short note beside it: a binary's length, a collection's size. */
  note?: string;
  /** True for values best shown as a block (maps, lists, long text). */
  block: boolean;
  isKey: boolean;
  /** A number that reads as epoch seconds or milliseconds, as a date. */
  date?: EpochDate;
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;
const bytes = (n: number) => plural(n, 'byte');

export function attributeRow(name: string, v: AttributeValue, isKey: boolean): AttributeRow {
  const type = attributeType(v);
  const base = { name, type, isKey };
  if ('S' in v) return { ...base, text: v.S, block: v.S.length > 80 || v.S.includes('\n') };
  if ('N' in v) {
    const date = epochDate(v.N);
    return date ? { ...base, text: v.N, block: false, date } : { ...base, text: v.N, block: false };
  }
  if ('B' in v) return { ...base, text: v.B, note: bytes(base64ByteLength(v.B)), block: v.B.length > 80 };
  if ('BOOL' in v) return { ...base, text: String(v.BOOL), block: false };
  if ('NULL' in v) return { ...base, text: 'null', block: false };
  if ('BS' in v)
    return {
      ...base,
      text: v.BS.map((b) => `${b} (${bytes(base64ByteLength(b))})`).join('\n'),
      note: plural(v.BS.length, 'value'),
      block: true,
    };
  if ('SS' in v)
    return {
      ...base,
      text: v.SS.map((x) => JSON.stringify(x)).join(', '),
      note: plural(v.SS.length, 'value'),
      block: v.SS.length > 6,
    };
  if ('NS' in v) return { ...base, text: v.NS.join(', '), note: plural(v.NS.length, 'value'), block: v.NS.length > 6 };
  const size = 'L' in v ? plural(v.L.length, 'element') : plural(Object.keys(v.M).length, 'key');
  return { ...base, text: attributeToPlainJson(v, 2), note: size, block: true };
}

/** Key attributes first, in key order, then the rest in the item's own order. */
export function attributeRows(item: Item, keyNames: readonly string[]): AttributeRow[] {
  const rows: AttributeRow[] = [];
  for (const k of keyNames) if (item[k]) rows.push(attributeRow(k, item[k]!, true));
  for (const k of Object.keys(item)) if (!keyNames.includes(k)) rows.push(attributeRow(k, item[k]!, false));
  return rows;
}
