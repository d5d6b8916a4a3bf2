/**
 * How a bulk delete reads its items back: neighbouring keys of one collection as one Query range
 * (its bounds by DynamoDB's key order, not JavaScript's), few keys of a collection and tables
 * without a sort key by BatchGetItem, and, after a Query stopped early, which keys it did not reach.
 */
import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import {
  beyond,
  compareByKey,
  MIN_RANGE_KEYS,
  planReadBack,
  RANGE_BUDGET_FACTOR,
  RANGE_SLACK,
} from '../../../shared/writes/bulk-read-plan.js';

const table = { partitionKey: 'PK', sortKey: 'SK' };
const item = (pk: string, sk: string): Item => ({ PK: { S: pk }, SK: { S: sk } });

describe('planReadBack', () => {
  test('a collection with enough keys in the unit is one range from its lowest to its highest sort key', () => {
    const items = Array.from({ length: 20 }, (_, i) => item('A', `ITEM#${String(19 - i).padStart(2, '0')}`));
    const plan = planReadBack(items, table);
    expect(plan.singles).toEqual([]);
    expect(plan.ranges).toHaveLength(1);
    expect(plan.ranges[0]).toMatchObject({
      partition: { S: 'A' },
      low: { S: 'ITEM#00' },
      high: { S: 'ITEM#19' },
      budget: 20 * RANGE_BUDGET_FACTOR + RANGE_SLACK,
    });
    expect([...plan.ranges[0]!.members].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
  });

  test('collections with few keys in the unit, and every key of a table without a sort key, are read one by one', () => {
    const few = Array.from({ length: MIN_RANGE_KEYS - 1 }, (_, i) => item(`P${i % 2}`, `S${i}`));
    const many = Array.from({ length: MIN_RANGE_KEYS }, (_, i) => item('BIG', `S${i}`));
    const plan = planReadBack([...few, ...many], table);
    expect([...plan.singles].sort((a, b) => a - b)).toEqual(few.map((_, i) => i));
    expect(plan.ranges.map((r) => r.partition)).toEqual([{ S: 'BIG' }]);
    expect(planReadBack(many, { partitionKey: 'PK' })).toEqual({ ranges: [], singles: many.map((_, i) => i) });
  });

  test('bounds follow DynamoDB key order: numbers by value, strings by UTF-8 bytes', () => {
    const numbers = ['10', '9', '-3', '100.5', '2', '7', '8', '11'].map((n): Item => ({
      PK: { S: 'N' },
      SK: { N: n },
    }));
    const [range] = planReadBack(numbers, table).ranges;
    expect(range).toMatchObject({ low: { N: '-3' }, high: { N: '100.5' } });
    // U+FF5E sorts below U+1F600 in UTF-8, above it in UTF-16 code units.
    const strings = ['a', 'b', 'c', 'd', 'e', 'f', '\uff5e', '\u{1f600}'].map((s) => item('S', s));
    expect(planReadBack(strings, table).ranges[0]).toMatchObject({ low: { S: 'a' }, high: { S: '\u{1f600}' } });
  });

  test('partition keys that differ only in type or as numbers by value are told apart, and "1" and "1.0" are one', () => {
    const items = [
      ...Array.from({ length: MIN_RANGE_KEYS }, (_, i): Item => ({
        PK: { N: i % 2 ? '1' : '1.0' },
        SK: { S: `s${i}` },
      })),
      ...Array.from({ length: MIN_RANGE_KEYS }, (_, i): Item => ({ PK: { S: '1' }, SK: { S: `s${i}` } })),
    ];
    const plan = planReadBack(items, table);
    expect(plan.ranges.map((r) => r.members.length)).toEqual([MIN_RANGE_KEYS, MIN_RANGE_KEYS]);
  });
});

describe('beyond and compareByKey', () => {
  test('after a Query stopped at a key, the members past it are the ones left to read', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((s) => item('A', s));
    expect(beyond(items, [0, 1, 2, 3, 4], item('A', 'c'), table)).toEqual([3, 4]);
    expect(beyond(items, [0, 1, 2, 3, 4], item('A', 'e'), table)).toEqual([]);
  });

  test('orders by partition key, then sort key, each in DynamoDB order', () => {
    const items = [
      item('B', 'a'),
      item('A', 'z'),
      { PK: { S: 'A' }, SK: { S: '\u{1f600}' } },
      item('A', '\uff5e'),
      item('A', 'b'),
    ];
    expect(
      items.sort(compareByKey(table)).map((i) => `${(i.PK as { S: string }).S}/${(i.SK as { S: string }).S}`),
    ).toEqual(['A/b', 'A/z', 'A/\uff5e', 'A/\u{1f600}', 'B/a']);
  });
});
