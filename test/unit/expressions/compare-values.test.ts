import { expect, test } from 'vitest';
import {
  compareDecimals,
  compareUtf8,
  compareValues,
  decodeBase64,
  utf8Length,
} from '../../../shared/expressions/compare-values.js';

const sign = (n: number | undefined) => (n === undefined ? undefined : Math.sign(n));

test.each([
  ['1', '2', -1],
  ['2', '10', -1],
  ['-1', '-2', 1],
  ['0', '-0', 0],
  ['0.0', '0', 0],
  ['1e2', '100', 0],
  ['1E-2', '0.01', 0],
  ['-5', '3', -1],
  ['.5', '0.50', 0],
  ['99999999999999999999', '100000000000000000000', -1],
  ['1.0000000000000000000000000000000000001', '1', 1],
  ['-1.5e3', '-1499.9', -1],
  ['+7', '7', 0],
] as const)('decimal %s vs %s', (a, b, expected) => {
  expect(sign(compareDecimals(a, b))).toBe(expected);
  expect(sign(compareDecimals(b, a))).toBe(-expected || 0);
});

test('malformed numbers do not compare', () => {
  expect(compareDecimals('abc', '1')).toBeUndefined();
  expect(compareDecimals('.', '1')).toBeUndefined();
});

test('strings compare by UTF-8 bytes, not UTF-16 units', () => {
  expect('😀' < '\uFF5E').toBe(true); // what JavaScript says
  expect(compareUtf8('😀', '\uFF5E')).toBeGreaterThan(0); // what DynamoDB does
  expect(compareUtf8('a', 'ab')).toBeLessThan(0);
  expect(compareUtf8('B', 'a')).toBeLessThan(0);
  expect(compareUtf8('é', 'é')).toBe(0);
});

test('binary compares as unsigned bytes', () => {
  expect(compareValues({ B: 'fw==' }, { B: 'gA==' })).toBeLessThan(0); // 0x7f < 0x80
  expect(compareValues({ B: 'AAE=' }, { B: 'AA==' })).toBeGreaterThan(0); // longer with the same prefix
  expect(compareValues({ B: 'not base64!' }, { B: 'AA==' })).toBeUndefined();
});

test('different types do not compare', () => {
  expect(compareValues({ S: '1' }, { N: '1' })).toBeUndefined();
});

test('base64 decodes without Buffer', () => {
  expect([...decodeBase64('AAECAwT/')!]).toEqual([0, 1, 2, 3, 4, 255]);
  expect([...decodeBase64('YQ==')!]).toEqual([97]);
  expect([...decodeBase64('')!]).toEqual([]);
});

test('UTF-8 length', () => {
  expect(utf8Length('a')).toBe(1);
  expect(utf8Length('é')).toBe(2);
  expect(utf8Length('€')).toBe(3);
  expect(utf8Length('😀')).toBe(4);
});
