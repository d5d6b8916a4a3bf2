import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../../shared/dynamo/base64.js';
import {
  ConversionError,
  ExactNumber,
  formatCompact,
  fromPlain,
  fromText,
  parseExactJson,
  toDynamoJson,
  toPlain,
  toPlainJson,
  typed,
} from '../../../shared/dynamo/convert.js';
import { exactJsNumber, normalizeNumber, numberProblem } from '../../../shared/dynamo/numbers.js';

const BIG = '1234567890123456789012345'; // 25 significant digits

describe('toPlainJson', () => {
  it('prints a 25-digit number with every digit', () => {
    expect(toPlainJson({ n: { N: BIG } })).toBe(`{"n":${BIG}}`);
    expect(toPlainJson({ n: { N: '-0.000000000000000000000012345' } })).toBe('{"n":-0.000000000000000000000012345}');
    expect(JSON.stringify(JSON.parse(`{"n":${BIG}}`))).not.toContain(BIG); // what a float would have done
  });

  it('prints binary as base64, sets as arrays, null and booleans as JSON', () => {
    const text = toPlainJson({
      b: { B: 'AQID' },
      ss: { SS: ['a', 'b'] },
      ns: { NS: ['1', BIG] },
      bs: { BS: ['AQ=='] },
      z: { NULL: true },
      t: { BOOL: true },
      m: { M: { l: { L: [{ S: 'x' }, { N: '2' }] } } },
    });
    expect(text).toBe(`{"b":"AQID","ss":["a","b"],"ns":[1,${BIG}],"bs":["AQ=="],"z":null,"t":true,"m":{"l":["x",2]}}`);
  });

  it('indents like JSON.stringify', () => {
    const item = { PK: { S: 'ORG#acme' }, m: { M: { a: { N: '1' } } }, e: { L: [] } };
    expect(toPlainJson(item, 2)).toBe(JSON.stringify({ PK: 'ORG#acme', m: { a: 1 }, e: [] }, null, 2));
  });

  it('writes number text that is not JSON as its canonical form', () => {
    expect(toPlainJson({ n: { N: '+.5' } })).toBe('{"n":0.5}');
    expect(toPlainJson({ n: { N: '007' } })).toBe('{"n":7}');
  });
});

describe('toDynamoJson', () => {
  it('keeps the type keys and the number text', () => {
    expect(toDynamoJson({ n: { N: BIG } })).toBe(`{"n":{"N":"${BIG}"}}`);
  });
});

describe('toPlain', () => {
  it('keeps a number a float cannot hold as an ExactNumber', () => {
    const v = toPlain({ N: BIG });
    expect(v).toBeInstanceOf(ExactNumber);
    expect((v as ExactNumber).text).toBe(BIG);
    expect(toPlain({ N: '42.5' })).toBe(42.5);
    expect(toPlain({ N: '9007199254740993' })).toBeInstanceOf(ExactNumber);
  });

  it('gives bytes for binary and Sets for sets', () => {
    expect([...(toPlain({ B: 'AQID' }) as Uint8Array)]).toEqual([1, 2, 3]);
    expect(toPlain({ SS: ['a', 'b'] })).toEqual(new Set(['a', 'b']));
    expect(toPlain({ M: { a: { L: [{ NULL: true }, { BOOL: false }] } } })).toEqual({ a: [null, false] });
  });
});

describe('fromPlain', () => {
  it('maps JavaScript values to their DynamoDB types', () => {
    expect(fromPlain('x')).toEqual({ S: 'x' });
    expect(fromPlain(12.5)).toEqual({ N: '12.5' });
    expect(fromPlain(true)).toEqual({ BOOL: true });
    expect(fromPlain(null)).toEqual({ NULL: true });
    expect(fromPlain([1, 'a'])).toEqual({ L: [{ N: '1' }, { S: 'a' }] });
    expect(fromPlain({ city: 'Seattle', zip: '98101' })).toEqual({
      M: { city: { S: 'Seattle' }, zip: { S: '98101' } },
    });
    expect(fromPlain(new Uint8Array([1, 2, 3]))).toEqual({ B: 'AQID' });
    expect(fromPlain(new Set(['a', 'b']))).toEqual({ SS: ['a', 'b'] });
  });

  it('refuses an integer past 2^53 and says how to give it exactly', () => {
    expect(() => fromPlain({ big: 2 ** 60 })).toThrow(ConversionError);
    expect(() => fromPlain({ big: 2 ** 60 })).toThrow(/big: .*2\^53.*typed\('N'/);
  });

  it('takes a stated type: a long number, a string set, binary', () => {
    expect(fromPlain({ n: typed('N', BIG) })).toEqual({ M: { n: { N: BIG } } });
    expect(fromPlain(typed('N', 12345678901234567890123n))).toEqual({ N: '12345678901234567890123' });
    expect(fromPlain(typed('SS', ['a', 'b']))).toEqual({ SS: ['a', 'b'] });
    expect(fromPlain(typed('B', 'AQID'))).toEqual({ B: 'AQID' });
    expect(() => fromPlain(typed('SS', []))).toThrow(/cannot be empty/);
    expect(() => fromPlain(typed('NS', ['1', '1.0']))).toThrow(/twice/);
    expect(() => fromPlain(typed('N', '1'.repeat(39)))).toThrow(/39 significant digits/);
  });
});

describe('fromText', () => {
  it('reads a typed-in value of the chosen type', () => {
    expect(fromText('N', ` ${BIG} `)).toEqual({ N: BIG });
    expect(fromText('S', ' spaced ')).toEqual({ S: ' spaced ' });
    expect(fromText('BOOL', 'TRUE')).toEqual({ BOOL: true });
    expect(fromText('SS', 'a, b')).toEqual({ SS: ['a', 'b'] });
    expect(fromText('NS', '[1, 2]')).toEqual({ NS: ['1', '2'] });
    expect(fromText('M', `{"n": ${BIG}, "s": "x"}`)).toEqual({ M: { n: { N: BIG }, s: { S: 'x' } } });
    expect(fromText('L', '[true, null]')).toEqual({ L: [{ BOOL: true }, { NULL: true }] });
  });

  it('says what is wrong with the text', () => {
    expect(() => fromText('N', 'twelve')).toThrow(/"twelve" is not a number/);
    expect(() => fromText('B', 'not base64!')).toThrow(/base64/);
    expect(() => fromText('BOOL', 'yes')).toThrow(/true or false/);
    expect(() => fromText('M', '{"a": }')).toThrow(/position 7/);
  });
});

describe('numbers', () => {
  it('normalizes spellings of the same number', () => {
    expect(normalizeNumber('1.50')).toBe('1.5');
    expect(normalizeNumber('15e-1')).toBe('1.5');
    expect(normalizeNumber('-0')).toBe('0');
    expect(normalizeNumber('1E+3')).toBe('1000');
  });

  it('knows which numbers a float holds exactly', () => {
    expect(exactJsNumber('0.1')).toBe(0.1);
    expect(exactJsNumber('9007199254740992')).toBe(9007199254740992);
    expect(exactJsNumber('9007199254740993')).toBeNull();
    expect(exactJsNumber(BIG)).toBeNull();
  });

  it('explains numbers DynamoDB would refuse', () => {
    expect(numberProblem('1e126')).toMatch(/too large/);
    expect(numberProblem('1e-131')).toMatch(/too small/);
    expect(numberProblem('1e-130')).toBeNull();
    expect(numberProblem('12abc')).toMatch(/not a number/);
  });
});

describe('parseExactJson', () => {
  it('keeps long numbers exact and parses the rest like JSON.parse', () => {
    const v = parseExactJson(`{"a": [1, 2.5, ${BIG}], "b": "\\u00e9", "c": null}`) as Record<string, unknown>;
    expect((v.a as unknown[])[2]).toEqual(new ExactNumber(BIG));
    expect(v.b).toBe('é');
    expect(v.c).toBeNull();
  });

  it('keeps an attribute named __proto__ as an attribute', () => {
    const v = parseExactJson('{"__proto__": {"a": 1}}') as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(fromText('M', '{"__proto__": "x"}')).toEqual({ M: JSON.parse('{"__proto__": {"S": "x"}}') });
  });

  it('agrees with JSON.parse on JSON it can write', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const text = JSON.stringify(value);
        const parsed = parseExactJson(text);
        // Integers past 2^53 come back as ExactNumber text; as numbers they equal what JSON.parse reads.
        const asNumbers = (_k: string, v: unknown) => (v instanceof ExactNumber ? Number(v.text) : v);
        expect(JSON.stringify(parsed, asNumbers)).toBe(JSON.stringify(JSON.parse(text)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('base64', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...decodeBase64(encodeBase64(bytes))]).toEqual([...bytes]);
      }),
    );
  });
});

describe('formatCompact', () => {
  it('shows a nested map inline while it fits', () => {
    expect(formatCompact({ M: { city: { S: 'Seattle' }, zip: { S: '98101' } } }, 60)).toBe(
      '{city: "Seattle", zip: "98101"}',
    );
  });

  it('shows a long list by its length', () => {
    const list = {
      L: [{ S: 'a fairly long string value' }, { S: 'another fairly long value' }, { S: 'and a third one' }],
    };
    expect(formatCompact(list, 30)).toBe('[3 items]');
    expect(formatCompact({ M: { addresses: list, name: { S: 'Ann' } } }, 40)).toBe(
      '{addresses: [3 items], name: "Ann"}',
    );
  });

  it('shows binary as base64 with its length', () => {
    expect(formatCompact({ B: 'AQID' }, 40)).toBe('<AQID (3 bytes)>');
    const long = encodeBase64(new Uint8Array(300));
    const cell = formatCompact({ B: long }, 30);
    expect(cell).toMatch(/^<A+… \(300 bytes\)>$/);
    expect(cell.length).toBeLessThanOrEqual(30);
  });

  it('shows scalars plainly and clips long text', () => {
    expect(formatCompact({ S: 'line one\nline two' }, 60)).toBe('line one⏎line two');
    expect(formatCompact({ N: BIG }, 60)).toBe(BIG);
    expect(formatCompact({ S: 'x'.repeat(100) }, 20)).toHaveLength(20);
    expect(formatCompact({ NULL: true })).toBe('null');
    expect(formatCompact({ SS: ['a', 'b'] })).toBe('{"a", "b"}');
  });
});

it('typed-in lists and maps keep integers at and past 2^53 as exact text', () => {
  expect(fromText('L', '[9007199254740992, 9007199254740993, 1.5]')).toEqual({
    L: [{ N: '9007199254740992' }, { N: '9007199254740993' }, { N: '1.5' }],
  });
  expect(fromText('M', '{"big": -9007199254740992}')).toEqual({ M: { big: { N: '-9007199254740992' } } });
});
