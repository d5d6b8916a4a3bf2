/** Builders for DynamoDB JSON, so sample files read like the data they describe. */
import type { AttributeValue } from '../../../shared/dynamo/types.js';

export const S = (value: string): { S: string } => ({ S: value });
/** Numbers stay decimal strings, so a 25-digit value keeps every digit. */
export const N = (value: number | string): { N: string } => ({ N: String(value) });
export const B = (bytes: Uint8Array): { B: string } => ({ B: toBase64(bytes) });
export const BOOL = (value: boolean): { BOOL: boolean } => ({ BOOL: value });
export const NULL: { NULL: true } = { NULL: true };
export const L = (values: AttributeValue[]): { L: AttributeValue[] } => ({ L: values });
export const M = (fields: Record<string, AttributeValue>): { M: Record<string, AttributeValue> } => ({ M: fields });
export const SS = (values: string[]): { SS: string[] } => ({ SS: values });
export const NS = (values: Array<number | string>): { NS: string[] } => ({ NS: values.map(String) });

/** Zero-padded, so numbers in sort keys sort as numbers. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** ISO 8601 in UTC from epoch seconds: deterministic, unlike reading the clock. */
export function isoFromEpoch(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 without Buffer or btoa, so this file runs anywhere. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(triple >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? ALPHABET[triple & 63] : '=';
  }
  return out;
}
