import { describe, expect, it } from 'vitest';
import {
  attributeValueSize,
  itemSize,
  LARGE_ITEM_BYTES,
  MAX_ITEM_BYTES,
  NEAR_MAX_ITEM_BYTES,
  numberSize,
  queryReadUnits,
  readUnits,
} from '../../../shared/dynamo/item-size.js';

describe('item size by DynamoDB rules', () => {
  it('counts strings by UTF-8 bytes', () => {
    expect(attributeValueSize({ S: 'ORG#acme' })).toBe(8);
    expect(attributeValueSize({ S: 'é' })).toBe(2);
    expect(attributeValueSize({ S: '€' })).toBe(3);
    expect(attributeValueSize({ S: '\u{1F600}' })).toBe(4);
  });

  it('counts numbers as one byte per two significant digits plus one', () => {
    expect(numberSize('123.45')).toBe(4); // 5 digits -> 3 + 1
    expect(numberSize('1000')).toBe(2); // trailing zeros trimmed: 1 digit -> 1 + 1
    expect(numberSize('0.0012')).toBe(2); // leading zeros trimmed: 2 digits -> 1 + 1
    expect(numberSize('12345678901234567890123456789012345678')).toBe(20); // 38 digits -> 19 + 1
    expect(numberSize('-7')).toBe(3); // 1 + 1, and a negative number carries one more
    expect(numberSize('0')).toBe(1);
  });

  it('counts binary by raw length, booleans and null as one', () => {
    expect(attributeValueSize({ B: 'AQID' })).toBe(3);
    expect(attributeValueSize({ B: 'AQ==' })).toBe(1);
    expect(attributeValueSize({ BOOL: false })).toBe(1);
    expect(attributeValueSize({ NULL: true })).toBe(1);
  });

  it('counts lists and maps as 3 bytes plus 1 per element, recursively', () => {
    expect(attributeValueSize({ L: [] })).toBe(3);
    expect(attributeValueSize({ M: {} })).toBe(3);
    expect(attributeValueSize({ L: [{ S: 'ab' }, { N: '1' }] })).toBe(3 + (1 + 2) + (1 + 2));
    // name bytes count inside maps: "city" 4 + "Seattle" 7
    expect(attributeValueSize({ M: { city: { S: 'Seattle' } } })).toBe(3 + 1 + 4 + 7);
    expect(attributeValueSize({ L: [{ L: [{ BOOL: true }] }] })).toBe(3 + 1 + (3 + 1 + 1));
  });

  it('counts sets as the sum of their elements', () => {
    expect(attributeValueSize({ SS: ['a', 'bc'] })).toBe(3);
    expect(attributeValueSize({ NS: ['1', '22'] })).toBe(2 + 2);
    expect(attributeValueSize({ BS: ['AQ==', 'AQID'] })).toBe(4);
  });

  it('adds up an item: each attribute name plus its value', () => {
    const item = {
      PK: { S: 'ORG#acme' }, // 2 + 8
      n: { N: '123.45' }, // 1 + 4
      neg: { N: '-7' }, // 3 + 3
      b: { B: 'AQID' }, // 1 + 3
      t: { BOOL: true }, // 1 + 1
      z: { NULL: true as const }, // 1 + 1
      l: { L: [{ S: 'ab' }, { N: '1' }] }, // 1 + 9
      m: { M: { a: { S: 'x' } } }, // 1 + 6
      ss: { SS: ['a', 'bc'] }, // 2 + 3
      ns: { NS: ['1', '22'] }, // 2 + 4
      bs: { BS: ['AQ=='] }, // 2 + 1
    };
    expect(itemSize(item)).toBe(10 + 5 + 6 + 4 + 2 + 2 + 10 + 7 + 5 + 6 + 3);
  });
});

describe('read units', () => {
  it('charges a GetItem per started 4 KB, half when eventually consistent', () => {
    expect(readUnits(1, { consistent: true })).toBe(1);
    expect(readUnits(4096, { consistent: true })).toBe(1);
    expect(readUnits(4097, { consistent: true })).toBe(2);
    expect(readUnits(4097, { consistent: false })).toBe(1);
    expect(readUnits(100, { consistent: false })).toBe(0.5);
    expect(readUnits(0, { consistent: true })).toBe(1);
  });

  it('rounds a Query once over the sum, not per item', () => {
    const perItem = readUnits(3000, { consistent: true }) * 2;
    expect(perItem).toBe(2);
    expect(queryReadUnits(6000, true)).toBe(2);
    expect(queryReadUnits(3000 + 1000, true)).toBe(1);
    expect(queryReadUnits(4000 * 3, false)).toBe(1.5);
  });

  it('has the limits DynamoDB enforces and the warning thresholds', () => {
    expect(MAX_ITEM_BYTES).toBe(409600);
    expect(LARGE_ITEM_BYTES).toBe(102400);
    expect(NEAR_MAX_ITEM_BYTES).toBeGreaterThan(MAX_ITEM_BYTES * 0.85);
    expect(NEAR_MAX_ITEM_BYTES).toBeLessThan(MAX_ITEM_BYTES);
  });
});
