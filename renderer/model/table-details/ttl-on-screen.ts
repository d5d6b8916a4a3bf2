/**
 * How many items of the read on screen carry the table's TTL attribute, and how many of those are
 * already past it (DynamoDB deletes them within days, and still returns them until then). TTL
 * reads only a Number of epoch seconds; any other type is ignored by DynamoDB, so it is not counted.
 */
import type { Item } from '../../../shared/dynamo/types.js';

export interface TtlOnScreen {
  items: number;
  carrying: number;
  expired: number;
}

export function ttlOnScreen(items: Iterable<Item>, attribute: string, nowSeconds: number): TtlOnScreen {
  const out = { items: 0, carrying: 0, expired: 0 };
  for (const item of items) {
    out.items++;
    const v = item[attribute];
    if (!v || !('N' in v)) continue;
    out.carrying++;
    // Epoch seconds fit a double exactly; the text stays text everywhere else.
    if (Number(v.N) < nowSeconds) out.expired++;
  }
  return out;
}

export function ttlOnScreenText(s: TtlOnScreen, attribute: string): string {
  if (s.items === 0) return '';
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(s.carrying)} of ${n(s.items)} items read carry ${attribute}${s.carrying ? `, ${n(s.expired)} already past it` : ''}`;
}
