/**
 * Key ordering as DynamoDB applies it: strings by UTF-8 bytes, numbers by exact decimal value,
 * binary by unsigned bytes. Fan-out reads merge their pages with these, so they must agree with the
 * server to the last byte (JavaScript's `<` orders strings by UTF-16 code units, which differs).
 */
import { decodeBase64 } from './base64.js';
import { compareDecimals, normalizeNumber, parseDecimal } from './numbers.js';
import type { AttributeValue, Item, KeyNames } from './types.js';

/**
 * Maps a UTF-16 code unit so that comparing mapped units gives code point order, which is UTF-8
 * byte order: surrogates (U+D800-DFFF, the halves of U+10000 and above) move above U+E000-FFFF.
 */
function codePointOrderUnit(c: number): number {
  if (c >= 0xd800) return c <= 0xdfff ? c + 0x2000 : c - 0x800;
  return c;
}

export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
  const x = codePointOrderUnit(a.charCodeAt(i));
  const y = codePointOrderUnit(b.charCodeAt(i));
  return x < y ? -1 : 1;
}

export function compareNumberText(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) throw new Error(`cannot compare "${!x ? a : b}" as a number: expected decimal digits`);
  return compareDecimals(x, y);
}

export function compareBinary(a: string, b: string): number {
  if (a === b) return 0;
  const x = decodeBase64(a);
  const y = decodeBase64(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
}

/**
 * Orders two key values of the same scalar type. Values of different types never share a key
 * attribute in DynamoDB; they are ordered B < N < S only so that the order stays total.
 */
export function compareKeyValues(a: AttributeValue, b: AttributeValue): number {
  if ('S' in a && 'S' in b) return compareUtf8(a.S, b.S);
  if ('N' in a && 'N' in b) return compareNumberText(a.N, b.N);
  if ('B' in a && 'B' in b) return compareBinary(a.B, b.B);
  const rank = (v: AttributeValue) => ('B' in v ? 0 : 'N' in v ? 1 : 'S' in v ? 2 : -1);
  const ra = rank(a);
  const rb = rank(b);
  if (ra < 0 || rb < 0) {
    throw new Error(`a key value must be S, N or B; got ${Object.keys(ra < 0 ? a : b).join(', ')}`);
  }
  return ra - rb;
}

function identityPart(v: AttributeValue | undefined): string {
  if (v === undefined) return '-';
  if ('S' in v) return `S${v.S.length}:${v.S}`;
  if ('N' in v) {
    const n = normalizeNumber(v.N);
    return `N${n.length}:${n}`;
  }
  if ('B' in v) return `B${v.B.length}:${v.B}`;
  return '?';
}

/**
 * A string naming an item's primary key, equal for two items exactly when their keys are equal
 * (numbers compared by value, so "1.0" and "1" are the same key). Used to drop duplicates that
 * overlapping fan-out reads return twice.
 */
export function keyIdentity(item: Item, keyNames: Pick<KeyNames, 'partitionKey' | 'sortKey'>): string {
  const pk = identityPart(item[keyNames.partitionKey]);
  return keyNames.sortKey === undefined ? pk : pk + identityPart(item[keyNames.sortKey]);
}
