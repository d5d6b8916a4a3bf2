/**
 * DynamoDB's ordering of key values, exactly: N as decimals (no float rounding: keys may hold 38
 * significant digits), S by UTF-8 bytes, B by unsigned bytes. Used to check BETWEEN's bounds.
 */
import type { AttributeValue } from '../dynamo/types.js';

export type ScalarType = 'S' | 'N' | 'B';

export function typeOf(v: AttributeValue): string {
  return Object.keys(v)[0] ?? '';
}

/** <0, 0 or >0 as a is below, equal to or above b; undefined when they are not comparable. */
export function compareValues(a: AttributeValue, b: AttributeValue): number | undefined {
  if ('N' in a && 'N' in b) return compareDecimals(a.N, b.N);
  if ('S' in a && 'S' in b) return compareUtf8(a.S, b.S);
  if ('B' in a && 'B' in b) {
    const x = decodeBase64(a.B);
    const y = decodeBase64(b.B);
    return x && y ? compareBytes(x, y) : undefined;
  }
  return undefined;
}

interface Decimal {
  sign: 1 | -1 | 0;
  /** Significant digits without leading or trailing zeros. */
  digits: string;
  /** Position of the decimal point: value = 0.digits * 10^exponent. */
  exponent: number;
}

function parseDecimal(text: string): Decimal | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const intPart = m[2]!;
  const all = intPart + (m[3] ?? '');
  let exponent = intPart.length + Number(m[4] ?? '0');
  const lead = all.search(/[1-9]/);
  if (lead < 0) return { sign: 0, digits: '', exponent: 0 };
  exponent -= lead;
  const digits = all.slice(lead).replace(/0+$/, '');
  return { sign: m[1] === '-' ? -1 : 1, digits, exponent };
}

export function compareDecimals(a: string, b: string): number | undefined {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return undefined;
  if (x.sign !== y.sign) return x.sign - y.sign;
  if (x.sign === 0) return 0;
  let magnitude: number;
  if (x.exponent !== y.exponent) magnitude = x.exponent - y.exponent;
  else {
    const len = Math.max(x.digits.length, y.digits.length);
    const dx = x.digits.padEnd(len, '0');
    const dy = y.digits.padEnd(len, '0');
    magnitude = dx < dy ? -1 : dx > dy ? 1 : 0;
  }
  return Math.sign(magnitude) * x.sign;
}

/** UTF-8 byte order is code point order, which UTF-16 comparison gets wrong above U+FFFF. */
export function compareUtf8(a: string, b: string): number {
  const x = a[Symbol.iterator]();
  const y = b[Symbol.iterator]();
  for (;;) {
    const p = x.next();
    const q = y.next();
    if (p.done || q.done) return (p.done ? 0 : 1) - (q.done ? 0 : 1);
    const d = p.value.codePointAt(0)! - q.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 text -> bytes; undefined when it is not base64. No Node Buffer: this runs in the page too. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const c of clean) {
    acc = (acc << 6) | ALPHABET.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Byte length of a string in UTF-8, as DynamoDB counts its limits. */
export function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
