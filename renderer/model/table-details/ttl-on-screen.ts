/**
 * How many items of the read on screen carry the table's TTL attribute, how many of those are
 * already past it (DynamoDB deletes them within days, and still returns them until then), and how
 * many carry a value TTL does not act on (not a Number of epoch seconds: ttl-expiry.ts says why).
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { ttlExpiry } from './ttl-expiry.js';

export interface TtlOnScreen {
  items: number;
  carrying: number;
  expired: number;
  /** Carrying the attribute with a value DynamoDB's TTL ignores. */
  ignored: number;
}

export function ttlOnScreen(items: Iterable<Item>, attribute: string, nowSeconds: number): TtlOnScreen {
  const out = { items: 0, carrying: 0, expired: 0, ignored: 0 };
  for (const item of items) {
    out.items++;
    const e = ttlExpiry(item[attribute], nowSeconds);
    if (!e) continue;
    out.carrying++;
    if (e.kind === 'expired') out.expired++;
    else if (e.kind === 'ignored') out.ignored++;
  }
  return out;
}

export function ttlOnScreenText(s: TtlOnScreen, attribute: string): string {
  if (s.items === 0) return '';
  const n = (x: number) => x.toLocaleString('en-US');
  const past = s.carrying ? `, ${n(s.expired)} already past it (awaiting deletion)` : '';
  const ignored = s.ignored ? `, ${n(s.ignored)} with a value TTL ignores (not epoch seconds)` : '';
  return `${n(s.carrying)} of ${n(s.items)} items read carry ${attribute}${past}${ignored}`;
}
