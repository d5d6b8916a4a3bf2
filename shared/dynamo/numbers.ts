/**
 * DynamoDB numbers as decimal text. They carry up to 38 significant digits, more than a JavaScript
 * number holds, so every comparison and measurement here works on the digits, never on a float.
 */

/** value = sign × 0.DIGITS × 10^exponent, with no leading or trailing zeros in `digits`; zero has ''. */
export interface Decimal {
  negative: boolean;
  digits: string;
  exponent: number;
}

const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const ZERO: Decimal = { negative: false, digits: '', exponent: 0 };

export const MAX_SIGNIFICANT_DIGITS = 38;

export function parseDecimal(text: string): Decimal | null {
  const m = NUMBER_TEXT.exec(text.trim());
  if (!m) return null;
  const intPart = m[2] ?? '';
  const frac = m[3] ?? '';
  if (intPart === '' && frac === '') return null;
  const all = intPart + frac;
  let start = 0;
  while (start < all.length && all.charCodeAt(start) === 48) start++;
  let end = all.length;
  while (end > start && all.charCodeAt(end - 1) === 48) end--;
  if (start === end) return ZERO;
  const exp = m[4] ? Number.parseInt(m[4], 10) : 0;
  return { negative: m[1] === '-', digits: all.slice(start, end), exponent: intPart.length - start + exp };
}

/** Plain decimal text without an exponent (exponent form only for absurdly long expansions). */
export function formatDecimal(d: Decimal): string {
  if (d.digits === '') return '0';
  const sign = d.negative ? '-' : '';
  const { digits, exponent } = d;
  if (exponent > 400 || exponent < -400) {
    const rest = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const e = exponent - 1;
    return `${sign}${digits[0]}${rest}e${e >= 0 ? '+' : ''}${e}`;
  }
  if (exponent <= 0) return `${sign}0.${'0'.repeat(-exponent)}${digits}`;
  if (exponent >= digits.length) return `${sign}${digits}${'0'.repeat(exponent - digits.length)}`;
  return `${sign}${digits.slice(0, exponent)}.${digits.slice(exponent)}`;
}

/** Canonical text of a number, so "1.50", "+1.5" and "15e-1" all read "1.5"; unparsable text is returned as is. */
export function normalizeNumber(text: string): string {
  const d = parseDecimal(text);
  return d ? formatDecimal(d) : text;
}

export function compareDecimals(a: Decimal, b: Decimal): number {
  const sa = a.digits === '' ? 0 : a.negative ? -1 : 1;
  const sb = b.digits === '' ? 0 : b.negative ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  let mag = 0;
  if (a.exponent !== b.exponent) mag = a.exponent < b.exponent ? -1 : 1;
  else if (a.digits !== b.digits) mag = a.digits < b.digits ? -1 : 1;
  return mag === 0 ? 0 : sa * mag;
}

/** Significant digits after trimming leading and trailing zeros; 0 for zero. */
export function significantDigits(text: string): number {
  const d = parseDecimal(text);
  return d ? d.digits.length : 0;
}

/** The JavaScript number equal to `text`, or null when a float cannot hold it exactly. */
export function exactJsNumber(text: string): number | null {
  const d = parseDecimal(text);
  if (!d) return null;
  const n = Number(formatDecimal(d));
  if (!Number.isFinite(n)) return null;
  const back = parseDecimal(String(n));
  return back && compareDecimals(back, d) === 0 && back.digits === d.digits ? n : null;
}

/**
 * Why `text` is not a number DynamoDB stores, in words a person can act on, or null when it is.
 * DynamoDB keeps 38 significant digits, magnitudes from 1E-130 up to below 1E+126.
 */
export function numberProblem(text: string): string | null {
  const d = parseDecimal(text);
  if (!d)
    return `"${text}" is not a number; write digits with an optional sign, decimal point and exponent, e.g. -12.5 or 3E+10`;
  if (d.digits.length > MAX_SIGNIFICANT_DIGITS) {
    return `"${text}" has ${d.digits.length} significant digits; DynamoDB keeps at most ${MAX_SIGNIFICANT_DIGITS}`;
  }
  if (d.digits !== '' && d.exponent > 126)
    return `"${text}" is too large; DynamoDB numbers stay below 1E+126 in magnitude`;
  if (d.digits !== '' && d.exponent < -129)
    return `"${text}" is too small; the smallest non-zero DynamoDB number is 1E-130 in magnitude`;
  return null;
}

/**
 * numberProblem for text as it travels in a request: DynamoDB reads N text exactly as sent, so a
 * space anywhere (" 1", "1 ") is refused, where a person's typing is trimmed before it gets here.
 */
export function numberTextProblem(text: string): string | null {
  if (/\s/.test(text))
    return `"${text}" holds a space; DynamoDB reads a number only without spaces, e.g. "${text.trim()}"`;
  return numberProblem(text);
}
