/**
 * Exact addition and subtraction of DynamoDB numbers as decimal text, for staging a PartiQL
 * `SET n = n + 1` on the item as read: a 38-digit number must come out exact, which a JavaScript
 * number cannot promise, so the digits are added as BigInts at a common scale.
 */
import { normalizeNumber, parseDecimal } from './numbers.js';

/** `a + b` (or `a - b`) as plain decimal text; null when either is not a number. */
export function addDecimalText(a: string, b: string, subtract = false): string | null {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return null;
  // value = digits × 10^(exponent - digits.length); bring both to the smaller power of ten.
  const px = x.exponent - x.digits.length;
  const py = y.exponent - y.digits.length;
  const scale = Math.min(px, py);
  const big = (digits: string, power: number, negative: boolean) => {
    const n = BigInt(digits === '' ? '0' : digits) * 10n ** BigInt(power - scale);
    return negative ? -n : n;
  };
  const sum = big(x.digits, px, x.negative) + (subtract ? -1n : 1n) * big(y.digits, py, y.negative);
  return normalizeNumber(`${sum.toString()}e${scale}`);
}
