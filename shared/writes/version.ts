/**
 * A version attribute's next value, computed on the decimal text: a version past 2^53 must still
 * go up by exactly one, which a JavaScript number cannot promise.
 */
import { parseDecimal } from '../dynamo/numbers.js';
import type { AttributeValue } from '../dynamo/types.js';

/** `text` + 1 for a whole number (any sign, any length); null when it is not a whole number. */
export function nextVersion(text: string): string | null {
  const d = parseDecimal(text);
  if (!d) return null;
  if (d.digits === '') return '1';
  if (d.exponent < d.digits.length) return null;
  const whole = d.digits + '0'.repeat(d.exponent - d.digits.length);
  return d.negative ? negate(subtractOne(whole)) : addOne(whole);
}

function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String.fromCharCode(out[i]!.charCodeAt(0) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** `digits` - 1 for digits ≥ 1, without leading zeros. */
function subtractOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '0') {
      out[i] = String.fromCharCode(out[i]!.charCodeAt(0) - 1);
      break;
    }
    out[i] = '9';
  }
  return out.join('').replace(/^0+(?=\d)/, '');
}

const negate = (digits: string) => (digits === '0' ? '0' : `-${digits}`);

/** The version value of an item when it is a whole number DynamoDB could increment. */
export function versionOf(
  item: Record<string, AttributeValue> | undefined,
  attribute: string | undefined,
): string | undefined {
  if (!item || attribute === undefined) return undefined;
  const v = item[attribute];
  return v && 'N' in v && nextVersion(v.N) !== null ? v.N : undefined;
}
