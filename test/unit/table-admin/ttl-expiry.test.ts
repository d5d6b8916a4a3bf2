/**
 * TTL as DynamoDB's reference states it (UpdateTimeToLive; "Time to Live" in the developer guide):
 * only a top-level Number of epoch seconds counts; an item past it is deleted within days and read
 * until then; more than five years past is never deleted; any other type is ignored.
 */
import { expect, test } from 'vitest';
import { span, ttlDate, ttlExpiry, ttlExpiryText } from '../../../renderer/model/table-details/ttl-expiry.js';

// 2026-11-29 14:00:00 UTC
const NOW = Date.UTC(2026, 10, 29, 14, 0, 0) / 1000;
const DAY = 86_400;

test('a Number of epoch seconds ahead is its date and how far off it is', () => {
  const e = ttlExpiry({ N: String(NOW + 4 * DAY + 3600) }, NOW)!;
  expect(e).toEqual({ kind: 'expires', at: '2026-12-03 15:00 UTC', text: 'in 4 days' });
  expect(ttlExpiryText(e)).toBe('2026-12-03 15:00 UTC, in 4 days');
});

test('a time past is expired and awaiting deletion: DynamoDB still returns the item until it deletes it', () => {
  const e = ttlExpiry({ N: String(NOW - 2 * DAY - 60) }, NOW)!;
  expect(ttlExpiryText(e)).toBe('2026-11-27 13:59 UTC, expired 2 days ago, awaiting deletion');
  expect(ttlExpiry({ N: String(NOW - 3 * 3600) }, NOW)!.text).toBe('expired 3 hours ago, awaiting deletion');
});

test('fractional seconds are seconds', () => {
  expect(ttlExpiry({ N: `${NOW + 90}.5` }, NOW)).toEqual({
    kind: 'expires',
    at: '2026-11-29 14:01 UTC',
    text: 'in 1 minute',
  });
});

test('a String, even of digits, is not a TTL: DynamoDB ignores the item', () => {
  const e = ttlExpiry({ S: String(NOW - DAY) }, NOW)!;
  expect(e.kind).toBe('ignored');
  expect(e.text).toMatch(/^not a TTL: a String, and DynamoDB's TTL reads only a Number of epoch seconds/);
  expect(ttlExpiry({ NS: [String(NOW)] }, NOW)!.text).toMatch(/a Number set/);
  expect(ttlExpiry({ M: { at: { N: String(NOW) } } }, NOW)!.text).toMatch(/a Map/);
});

test('epoch milliseconds are read as seconds by DynamoDB: the item never expires', () => {
  const e = ttlExpiry({ N: String((NOW - DAY) * 1000) }, NOW)!;
  expect(e.kind).toBe('ignored');
  expect(e.text).toBe(
    'not a TTL in practice: epoch milliseconds (2026-11-28 14:00 UTC), but DynamoDB reads seconds, so this item never expires',
  );
});

test('more than five years past is never deleted', () => {
  expect(ttlExpiry({ N: String(NOW - 6 * 365 * DAY) }, NOW)!.kind).toBe('ignored');
  expect(ttlExpiry({ N: String(NOW - 4 * 365 * DAY) }, NOW)!.kind).toBe('expired');
  expect(ttlExpiry({ N: '0' }, NOW)!.text).toMatch(/more than five years past/);
});

test('an item without the attribute has no expiry', () => {
  expect(ttlExpiry(undefined, NOW)).toBeNull();
});

test('dates and spans as a person reads them', () => {
  expect(ttlDate(0)).toBe('1970-01-01 00:00 UTC');
  expect(span(30)).toBe('less than a minute');
  expect(span(DAY)).toBe('1 day');
  expect(span(-400 * DAY)).toBe('400 days');
});
