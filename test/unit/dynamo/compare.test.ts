import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../shared/dynamo/base64.js';
import {
  compareBinary,
  compareKeyValues,
  compareNumberText,
  compareUtf8,
  keyIdentity,
} from '../../../shared/dynamo/compare.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { utf8Encode } from '../../../shared/dynamo/utf8.js';

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return Math.sign(a.length - b.length);
}

describe('compareUtf8', () => {
  it('orders by UTF-8 bytes where JavaScript orders by UTF-16 units', () => {
    const bmpTop = '\uFFFF';
    const astral = '\u{10000}';
    expect(bmpTop > astral).toBe(true); // JS: 0xFFFF > 0xD800
    expect(compareUtf8(bmpTop, astral)).toBe(-1); // UTF-8: EF BF BF < F0 90 80 80
    expect(compareUtf8(astral, bmpTop)).toBe(1);
    expect(compareUtf8('\uE000', '\u{1F600}')).toBe(-1);
  });

  it('puts a prefix first and treats equal strings as equal', () => {
    expect(compareUtf8('USER#', 'USER#alice')).toBe(-1);
    expect(compareUtf8('USER#alice', 'USER#alice')).toBe(0);
    expect(compareUtf8('B', 'a')).toBe(-1);
  });

  it('agrees with comparing the encoded bytes, for any strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(compareUtf8(a, b)).toBe(compareBytes(utf8Encode(a), utf8Encode(b)));
      }),
      { numRuns: 2000 },
    );
  });
});

/** a × 10^e as text in one of several spellings. */
const decimalArb = fc
  .record({
    m: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    e: fc.integer({ min: -12, max: 12 }),
    style: fc.nat(2),
  })
  .map(({ m, e, style }) => {
    const text = style === 0 ? `${m}e${e}` : style === 1 ? shift(m, e) : `${m}E${e >= 0 ? '+' : ''}${e}`;
    return { m, e, text };
  });

function shift(m: bigint, e: number): string {
  const neg = m < 0n;
  let digits = (neg ? -m : m).toString();
  if (e >= 0) digits += '0'.repeat(e);
  else {
    digits = digits.padStart(-e + 1, '0');
    digits = `${digits.slice(0, e)}.${digits.slice(e)}`;
  }
  return (neg ? '-' : '') + digits;
}

describe('compareNumberText', () => {
  it('tells apart numbers a float cannot', () => {
    const a = '12345678901234567890123456789';
    const b = '12345678901234567890123456788';
    expect(Number(a)).toBe(Number(b));
    expect(compareNumberText(a, b)).toBe(1);
    expect(compareNumberText('9007199254740993', '9007199254740992')).toBe(1);
  });

  it('orders negatives, fractions and exponents by value', () => {
    expect(compareNumberText('-10', '-9')).toBe(-1);
    expect(compareNumberText('-0.5', '0')).toBe(-1);
    expect(compareNumberText('0', '-0')).toBe(0);
    expect(compareNumberText('1e3', '1000')).toBe(0);
    expect(compareNumberText('0.001', '0.01')).toBe(-1);
    expect(compareNumberText('-1E+2', '-99.999')).toBe(-1);
    expect(compareNumberText('10', '9')).toBe(1);
  });

  it('matches exact arithmetic for any decimals', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (x, y) => {
        const min = Math.min(x.e, y.e);
        const left = x.m * 10n ** BigInt(x.e - min);
        const right = y.m * 10n ** BigInt(y.e - min);
        const expected = left < right ? -1 : left > right ? 1 : 0;
        expect(compareNumberText(x.text, y.text)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('says which text is not a number', () => {
    expect(() => compareNumberText('12', 'twelve')).toThrow(/"twelve"/);
  });
});

describe('compareBinary', () => {
  it('compares unsigned bytes, not base64 characters', () => {
    // "/w==" is 0xFF and "AA==" is 0x00; as text "/" sorts before "A".
    expect(compareBinary('/w==', 'AA==')).toBe(1);
    expect(compareBinary('AA==', 'AAA=')).toBe(-1);
    expect(compareBinary('AQID', 'AQID')).toBe(0);
  });

  it('agrees with comparing the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), fc.uint8Array({ maxLength: 12 }), (a, b) => {
        expect(compareBinary(encodeBase64(a), encodeBase64(b))).toBe(compareBytes(a, b));
      }),
    );
  });
});

const keyValueArb: fc.Arbitrary<AttributeValue> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }).map((S) => ({ S })),
  decimalArb.map(({ text }) => ({ N: text })),
  fc.uint8Array({ maxLength: 6 }).map((b) => ({ B: encodeBase64(b) })),
);

describe('compareKeyValues', () => {
  it('is a total order: antisymmetric, transitive, reflexive', () => {
    fc.assert(
      fc.property(keyValueArb, keyValueArb, keyValueArb, (a, b, c) => {
        expect(compareKeyValues(a, a)).toBe(0);
        expect(Math.sign(compareKeyValues(a, b))).toBe(-Math.sign(compareKeyValues(b, a)) || 0);
        if (compareKeyValues(a, b) <= 0 && compareKeyValues(b, c) <= 0)
          expect(compareKeyValues(a, c)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts a list of string keys the way DynamoDB returns them', () => {
    const keys = ['USER#bob', 'METADATA#acme', 'USER#alice', 'USER#\u{1F600}', 'USER#\uFFFD'];
    const sorted = keys
      .map((S) => ({ S }))
      .sort(compareKeyValues)
      .map((v) => v.S);
    expect(sorted).toEqual(['METADATA#acme', 'USER#alice', 'USER#bob', 'USER#\uFFFD', 'USER#\u{1F600}']);
  });

  it('refuses a value that cannot be a key', () => {
    expect(() => compareKeyValues({ BOOL: true }, { S: 'x' })).toThrow(/S, N or B/);
  });
});

describe('keyIdentity', () => {
  const keys = { partitionKey: 'pk', sortKey: 'sk' };

  it('is the same for equal keys, numbers compared by value', () => {
    expect(keyIdentity({ pk: { S: 'a' }, sk: { N: '1.0' }, x: { S: '1' } }, keys)).toBe(
      keyIdentity({ pk: { S: 'a' }, sk: { N: '1' } }, keys),
    );
  });

  it('does not confuse where the partition key ends and the sort key begins', () => {
    expect(keyIdentity({ pk: { S: 'a' }, sk: { S: 'bc' } }, keys)).not.toBe(
      keyIdentity({ pk: { S: 'ab' }, sk: { S: 'c' } }, keys),
    );
  });

  it('tells a string key from a number key with the same text', () => {
    expect(keyIdentity({ pk: { S: '1' } }, { partitionKey: 'pk' })).not.toBe(
      keyIdentity({ pk: { N: '1' } }, { partitionKey: 'pk' }),
    );
  });
});
