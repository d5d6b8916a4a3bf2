/**
 * What the table's TTL attribute means for one item, as DynamoDB reads it, so the grid and the
 * inspector show a date instead of a number to convert by hand. From DynamoDB's reference
 * (UpdateTimeToLive, "Time to Live"): TTL reads only a top-level Number of epoch seconds and
 * ignores any other type; an item past its time is deleted on a best-effort basis, typically
 * within two days, and is still returned by reads until then; a time more than five years in the
 * past is never deleted. A value in milliseconds is still read as seconds: tens of thousands of
 * years away, so the item never expires in practice, which is worth saying.
 */
import type { AttributeValue } from '../../../shared/dynamo/types.js';

export type TtlExpiry =
  | { kind: 'expires'; at: string; text: string }
  | { kind: 'expired'; at: string; text: string }
  | { kind: 'ignored'; text: string };

const FIVE_YEARS_S = 5 * 365 * 24 * 3600;
const MS_FROM = Date.UTC(2000, 0, 1);
const MS_TO = Date.UTC(2100, 0, 1);

/** `2026-12-03 14:00 UTC`: minutes are what TTL's days-long deletion window makes worth reading. */
export function ttlDate(seconds: number): string {
  return new Date(Math.floor(seconds) * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');
}

/** "4 days", "3 hours", "1 minute": the largest whole unit, rounded down. */
export function span(seconds: number): string {
  const s = Math.abs(seconds);
  const [n, unit] =
    s >= 86_400 ? [s / 86_400, 'day'] : s >= 3600 ? [s / 3600, 'hour'] : s >= 60 ? [s / 60, 'minute'] : [0, ''];
  if (unit === '') return 'less than a minute';
  const whole = Math.floor(n);
  return `${whole.toLocaleString('en-US')} ${unit}${whole === 1 ? '' : 's'}`;
}

const TYPE_NAMES: Record<string, string> = {
  S: 'a String',
  B: 'a Binary',
  BOOL: 'a Boolean',
  NULL: 'a Null',
  L: 'a List',
  M: 'a Map',
  SS: 'a String set',
  NS: 'a Number set',
  BS: 'a Binary set',
};

/** What TTL makes of `v` at `nowSeconds`; null when the item does not carry the attribute. */
export function ttlExpiry(v: AttributeValue | undefined, nowSeconds: number): TtlExpiry | null {
  if (v === undefined) return null;
  if (!('N' in v)) {
    const type = Object.keys(v)[0] ?? '?';
    return {
      kind: 'ignored',
      text: `not a TTL: ${TYPE_NAMES[type] ?? type}, and DynamoDB's TTL reads only a Number of epoch seconds (it ignores this item)`,
    };
  }
  const n = Number(v.N);
  if (!Number.isFinite(n)) return { kind: 'ignored', text: 'not a TTL: the number is out of range' };
  if (n >= MS_FROM && n < MS_TO && n > nowSeconds + 1000 * 365 * 86_400)
    return {
      kind: 'ignored',
      text: `not a TTL in practice: epoch milliseconds (${ttlDate(n / 1000)}), but DynamoDB reads seconds, so this item never expires`,
    };
  if (n < nowSeconds - FIVE_YEARS_S)
    return {
      kind: 'ignored',
      text: `not a TTL in practice: ${ttlDate(n)} is more than five years past, and DynamoDB's TTL never deletes such an item`,
    };
  const at = ttlDate(n);
  if (n < nowSeconds) return { kind: 'expired', at, text: `expired ${span(nowSeconds - n)} ago, awaiting deletion` };
  return { kind: 'expires', at, text: `in ${span(n - nowSeconds)}` };
}

/** One line: "2026-12-03 14:00 UTC, in 4 days", "2026-11-27 09:00 UTC, expired 2 days ago, awaiting deletion". */
export function ttlExpiryText(e: TtlExpiry): string {
  return e.kind === 'ignored' ? e.text : `${e.at}, ${e.text}`;
}
