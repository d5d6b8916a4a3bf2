import { expect, test } from 'vitest';
import { count, numberText } from '../../../shared/text/count.js';
import { droppedText, progressParts, resumeText } from '../../../renderer/features/query/read-messages.js';

test('one is singular, every other count plural, with thousands separators', () => {
  expect(count(1, 'item')).toBe('1 item');
  expect(count(0, 'item')).toBe('0 items');
  expect(count(10_000, 'item')).toBe('10,000 items');
  expect(count(1, 'retry', 'retries')).toBe('1 retry');
  expect(count(2, 'retry', 'retries')).toBe('2 retries');
});

test('numbers are written as toLocaleString writes them in en-US, from one formatter', () => {
  expect(numberText(10_000)).toBe('10,000');
  for (const x of [0, -0, 1, -1234.5, 2.25, 1 / 3, 987_654_321.123, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
    expect(numberText(x)).toBe(x.toLocaleString('en-US'));
});

test('the status line of a one-item, one-page read says "1 item · 1 page"', () => {
  const segment = {
    items: 1,
    pages: 1,
    scanned: 1,
    returned: 1,
    rcu: 0.5,
    retries: 0,
    sdkRetries: 0,
    sdkRetryDelayMs: 0,
    throttled: 0,
    segment: 0,
    done: false,
    startKey: { PK: { S: 'a' } },
  };
  const p = {
    items: 1,
    pages: 1,
    scanned: 1,
    returned: 1,
    rcu: 0.5,
    retries: 0,
    sdkRetries: 0,
    sdkRetryDelayMs: 0,
    throttled: 0,
    elapsedMs: 12,
    segments: [segment],
  };
  expect(progressParts(p).slice(0, 2)).toEqual(['1 item', '1 page']);
  expect(resumeText({ ...p, segments: [segment, { ...segment, segment: 1 }] })).toContain('2 unfinished segments');
});

test("after a Stop, the pages dropped on their way are said to be billed but not counted, at this read's rate", () => {
  const p = {
    items: 15_000,
    pages: 15,
    scanned: 15_000,
    returned: 15_000,
    rcu: 116,
    retries: 0,
    sdkRetries: 0,
    sdkRetryDelayMs: 0,
    throttled: 0,
    elapsedMs: 900,
    segments: [],
  };
  expect(droppedText(1, p)).toBe(
    "The page on its way when you stopped was dropped; DynamoDB bills a page it has read, so it, and at most one more page read ahead, are not in the RCU above (about 7.7 RCU each at this read's pages).",
  );
  expect(droppedText(2, p)).toMatch(/^The 2 pages on their way when you stopped were dropped; .* so they, /);
});
