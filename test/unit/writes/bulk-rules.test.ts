/**
 * The pure rules of a bulk run: the backoff before resending what DynamoDB left unprocessed, and
 * the two checks that decide a conflict (a delete of an item changed since the read) and an undo
 * (an item still as the run left it).
 */
import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import {
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryDelayMs,
  stillAsLeft,
  stillAsRead,
} from '../../../shared/writes/bulk-rules.js';

describe('retryDelayMs', () => {
  test('doubles from the base, half fixed and half random, and stops growing at the cap', () => {
    expect(retryDelayMs(0, 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(0, 1)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(3, 0)).toBe((RETRY_BASE_MS * 8) / 2);
    expect(retryDelayMs(3, 1)).toBe(RETRY_BASE_MS * 8);
    expect(retryDelayMs(30, 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(30, 0)).toBe(RETRY_CAP_MS / 2);
    for (let a = 1; a < 10; a++) expect(retryDelayMs(a, 0.5)).toBeGreaterThanOrEqual(retryDelayMs(a - 1, 0.5));
  });
});

const read: Item = {
  PK: { S: 'A' },
  SK: { S: '1' },
  n: { N: '1.50' },
  tags: { SS: ['a', 'b'] },
  m: { M: { x: { L: [{ N: '1' }] } } },
};

describe('stillAsRead', () => {
  test('the same values, however written (number text, set order), are unchanged', () => {
    expect(stillAsRead(read, { ...read, n: { N: '1.5' }, tags: { SS: ['b', 'a'] } }, true)).toBe(true);
  });
  test('a changed, removed or (for a whole item) added attribute is a change; a gone item too', () => {
    expect(stillAsRead(read, { ...read, n: { N: '2' } }, false)).toBe(false);
    const { tags: _t, ...withoutTags } = read;
    expect(stillAsRead(read, withoutTags, false)).toBe(false);
    expect(stillAsRead(read, { ...read, extra: { S: 'x' } }, true)).toBe(false);
    expect(stillAsRead(read, { ...read, extra: { S: 'x' } }, false)).toBe(true);
    expect(stillAsRead(read, undefined, false)).toBe(false);
    expect(stillAsRead(read, { ...read, m: { M: { x: { L: [{ N: '2' }] } } } }, false)).toBe(false);
  });
});

describe('stillAsLeft', () => {
  test('the attribute the run removed must still be absent', () => {
    const left: Item = { PK: { S: 'A' }, SK: { S: '1' }, n: { N: '1' } };
    expect(stillAsLeft(left, 'gone', left)).toBe(true);
    expect(stillAsLeft(left, 'gone', { ...left, gone: { S: 'back' } })).toBe(false);
    expect(stillAsLeft(left, undefined, { ...left, n: { N: '3' } })).toBe(false);
  });
});
