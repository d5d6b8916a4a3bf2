/**
 * A keyed permutation of the numbers 0..size-1 (format-preserving encryption): the masked copy of a
 * value is this permutation applied to the value read as a number in its own mixed radix, so two
 * different values of the same shape never get the same fake. That matters most for keys: a fake
 * that collided would merge two items of the source into one on the target. An alternating Feistel
 * network on the value's bits, its round function HMAC-SHA-256 under the salt, and cycle walking
 * back into 0..size-1 (under two steps on average, since size > half the bit range). Sizes stay
 * under 2^48 (callers cut long values into chunks), so every half fits 24 bits and plain numbers.
 */
import { utf8Encode } from '../dynamo/utf8.js';
import type { Hmac } from './hmac-sha256.js';

const ROUNDS = 8;
export const MAX_BITS = 48;

export class KeyedPermutation {
  constructor(private readonly hmac: Hmac) {}

  /**
   * The image of `x` (0 <= x < size <= 2^48) under the permutation named by `tweak` (the value's
   * kind and shape, so each shape has its own).
   */
  apply(x: number, size: number, tweak: string): number {
    if (size <= 1) return 0;
    const bits = Math.max(1, Math.ceil(Math.log2(size)));
    if (bits > MAX_BITS) throw new Error(`size: expected at most 2^${MAX_BITS} values, got ${size}`);
    const leftBits = Math.floor(bits / 2);
    const rightBits = bits - leftBits;
    const rightSize = 2 ** rightBits;
    const t = utf8Encode(tweak);
    const message = new Uint8Array(t.length + 4);
    message.set(t);
    const round = (r: number, half: number, outBits: number) => {
      message[t.length] = r;
      message[t.length + 1] = (half >>> 16) & 0xff;
      message[t.length + 2] = (half >>> 8) & 0xff;
      message[t.length + 3] = half & 0xff;
      const d = this.hmac.digest(message);
      return ((d[0]! << 16) | (d[1]! << 8) | d[2]!) & ((1 << outBits) - 1);
    };
    let y = x;
    do {
      let left = Math.floor(y / rightSize);
      let right = y % rightSize;
      for (let r = 0; r < ROUNDS; r++) {
        if (r % 2 === 0) left ^= leftBits ? round(r, right, leftBits) : 0;
        else right ^= round(r, left, rightBits);
      }
      y = left * rightSize + right;
    } while (y >= size);
    return y;
  }
}

/** Digits of `x` in the mixed radix `radices` (most significant first). */
export function toDigits(x: number, radices: readonly number[]): number[] {
  const out = new Array<number>(radices.length);
  let rest = x;
  for (let i = radices.length - 1; i >= 0; i--) {
    const r = radices[i]!;
    out[i] = rest % r;
    rest = Math.floor(rest / r);
  }
  return out;
}

export function fromDigits(digits: readonly number[], radices: readonly number[]): number {
  let x = 0;
  for (let i = 0; i < digits.length; i++) x = x * radices[i]! + digits[i]!;
  return x;
}

export function sizeOf(radices: readonly number[]): number {
  return radices.reduce((n, r) => n * r, 1);
}

/** Permutes `digits` (each below its radix) in chunks of at most 2^48 values, each chunk its own permutation. */
export function permuteDigits(
  p: KeyedPermutation,
  digits: readonly number[],
  radices: readonly number[],
  tweak: string,
): number[] {
  const out: number[] = [];
  let start = 0;
  let chunk = 0;
  while (start < digits.length) {
    let end = start;
    let size = 1;
    while (end < digits.length && size * radices[end]! <= 2 ** MAX_BITS) size *= radices[end++]!;
    const r = radices.slice(start, end);
    const image = p.apply(fromDigits(digits.slice(start, end), r), size, `${tweak}|${r.join(',')}|${chunk}`);
    out.push(...toDigits(image, r));
    start = end;
    chunk++;
  }
  return out;
}
