/**
 * Binary shown two ways: base64 (what DynamoDB JSON carries, and what the field edits) and hex
 * (what a person compares with a hex dump). Hex can also be typed, and is turned into base64.
 */
import { decodeBase64, encodeBase64 } from '../../dynamo/base64.js';
import { attributeValueProblem } from '../../api-values.js';

/** The bytes of strict base64 as hex pairs, the first `max` of them; null when it is not strict base64. */
export function hexView(base64: string, max = 64): { hex: string; bytes: number; cut: boolean } | null {
  if (attributeValueProblem({ B: base64 }) !== null) return null;
  const bytes = decodeBase64(base64);
  const shown = Array.from(bytes.subarray(0, max), (b) => b.toString(16).padStart(2, '0')).join(' ');
  return { hex: shown, bytes: bytes.length, cut: bytes.length > max };
}

/** Hex typed by a person (spaces, colons and a 0x prefix allowed) as base64, or why it is not hex. */
export function base64FromHex(hex: string): { base64: string } | { problem: string } {
  const digits = hex.replace(/^0x/i, '').replace(/[\s:]/g, '');
  const bad = /[^0-9a-fA-F]/.exec(digits);
  if (bad) return { problem: `"${bad[0]}" is not a hex digit (0-9, a-f)` };
  if (digits.length % 2 !== 0)
    return { problem: `hex needs two digits per byte; ${digits.length} digits is an odd count` };
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return { base64: encodeBase64(bytes) };
}
