import fc from 'fast-check';
import { NumberValue } from '@aws-sdk/lib-dynamodb';
import { convertToAttr } from '@aws-sdk/util-dynamodb';
import { describe, expect, test } from 'vitest';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { startingToken } from '../../../shared/snippets/aws-cli.js';
import { generateSnippet } from '../../../shared/snippets/index.js';
import { jsBinary } from '../../../shared/snippets/javascript-common.js';
import { exactNumberLiteral, plainValue } from '../../../shared/snippets/javascript-lib-dynamodb.js';
import { printLiteral, wireLiteral } from '../../../shared/snippets/snippet-helpers.js';
import { AWS, QUERY } from './sample-requests.js';

function evalJs(code: string): unknown {
  return new Function('Buffer', 'NumberValue', `return (${code});`)(Buffer, NumberValue);
}

/** SDK values back to our wire form: binary as base64, so both sides compare as plain data. */
function toWire(v: unknown): unknown {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(toWire);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toWire(x)]));
  return v;
}

const base64 = fc.uint8Array({ maxLength: 6 }).map((b) => Buffer.from(b).toString('base64'));
/** Number texts as DynamoDB returns them: what a double prints exactly, and long digit strings. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }).map((d) => String(d === 0 ? 0 : d)),
  fc.bigInt({ min: -(10n ** 38n), max: 10n ** 38n }).map(String),
  fc
    .tuple(fc.bigInt({ min: 10n ** 20n, max: 10n ** 30n }), fc.integer({ min: 1, max: 19 }))
    .map(
      ([digits, point]) => `${String(digits).slice(0, point)}.${String(digits).slice(point).replace(/0+$/, '') || '1'}`,
    ),
);
const attributeValue: fc.Arbitrary<AttributeValue> = fc.letrec<{ value: AttributeValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 12 }).map((S) => ({ S })),
    numberText.map((N) => ({ N })),
    base64.map((B) => ({ B })),
    fc.boolean().map((BOOL) => ({ BOOL })),
    fc.constant({ NULL: true as const }),
    fc.uniqueArray(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 4 }).map((SS) => ({ SS })),
    fc.uniqueArray(numberText, { minLength: 1, maxLength: 4, selector: (n) => Number(n) }).map((NS) => ({ NS })),
    fc.uniqueArray(base64, { minLength: 1, maxLength: 3 }).map((BS) => ({ BS })),
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('value'), { maxKeys: 3 }).map((M) => ({ M })),
  ),
})).value;

describe('numbers in lib-dynamodb code', () => {
  test('a plain literal only when a JS number holds the same decimal and the SDK accepts it', () => {
    expect(exactNumberLiteral('42')).toBe('42');
    expect(exactNumberLiteral('-17.25')).toBe('-17.25');
    expect(exactNumberLiteral('1.50')).toBe('1.5');
    expect(exactNumberLiteral('1E+3')).toBe('1000');
    expect(exactNumberLiteral('.5')).toBe('0.5');
    expect(exactNumberLiteral('-0')).toBe('0');
    expect(exactNumberLiteral('0.1')).toBe('0.1');
    expect(exactNumberLiteral('1e-7')).toBe('1e-7');
    expect(exactNumberLiteral('9007199254740991')).toBe('9007199254740991');
    expect(exactNumberLiteral('9007199254740993')).toBeUndefined();
    expect(exactNumberLiteral('12345678901234567890')).toBeUndefined();
    expect(exactNumberLiteral('0.1000000000000000000001')).toBeUndefined();
    expect(exactNumberLiteral('1234567890.123456789012345')).toBeUndefined();
    expect(exactNumberLiteral('1e300')).toBeUndefined();
  });

  test('the snippet writes big numbers with NumberValue.from and a mixed number set all as NumberValue', () => {
    const request = {
      ...QUERY,
      ExpressionAttributeValues: {
        ...QUERY.ExpressionAttributeValues,
        ':big': { N: '1234567890.123456789012345' },
        ':small': { N: '42' },
        ':set': { NS: ['1', '99999999999999999999'] },
        ':bin': { B: 'AAEC/w==' },
        ':bins': { BS: ['AA=='] },
        ':m': { M: { when: { NULL: true }, tags: { SS: ['a'] } } },
      },
    } as typeof QUERY;
    const program = generateSnippet('javascript-lib-dynamodb', 'query', request, AWS);
    expect(program).toContain('":big": NumberValue.from("1234567890.123456789012345")');
    expect(program).toContain('":small": 42');
    expect(program).toContain('":set": new Set([NumberValue.from("1"), NumberValue.from("99999999999999999999")])');
    expect(program).toContain('":bin": Buffer.from("AAEC/w==", "base64")');
    expect(program).toContain('":bins": new Set([Buffer.from("AA==", "base64")])');
    expect(program).toContain('":m": { when: null, tags: new Set(["a"]) }');
  });

  test('the plain value, marshalled by the real SDK, is the DynamoDB JSON it came from', () => {
    fc.assert(
      fc.property(attributeValue, (v) => {
        const value = evalJs(printLiteral(plainValue(v), 'javascript'));
        expect(toWire(convertToAttr(value))).toEqual(v);
      }),
      { numRuns: 300 },
    );
  });
});

test('the SDK v3 literal is the same DynamoDB JSON, binary as bytes', () => {
  fc.assert(
    fc.property(attributeValue, (v) => {
      expect(toWire(evalJs(printLiteral(wireLiteral(v, jsBinary, String), 'javascript')))).toEqual(v);
    }),
    { numRuns: 200 },
  );
});

test("the CLI starting token is botocore's: base64 JSON naming ExclusiveStartKey, binary paths listed", () => {
  const key = { PK: { S: 'ORG#ünï 😀' }, SK: { B: 'AQI=' }, N: { N: '12345678901234567890123' } };
  const decoded = JSON.parse(Buffer.from(startingToken(key), 'base64').toString('utf8'));
  expect(decoded).toEqual({ ExclusiveStartKey: key, boto_encoded_keys: [['ExclusiveStartKey', 'SK', 'B']] });
  const plain = JSON.parse(Buffer.from(startingToken({ PK: { S: 'a' } }), 'base64').toString('utf8'));
  expect(plain).toEqual({ ExclusiveStartKey: { PK: { S: 'a' } } });
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => {
      const token = startingToken({ PK: { S: s } });
      expect(Buffer.from(token, 'base64').toString('base64')).toBe(token);
      expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8')).ExclusiveStartKey.PK.S).toBe(s);
    }),
  );
});

describe('what the generator refuses, and how it says so', () => {
  test.each([
    [{ maxItems: 0 }, AWS, 'maxItems: expected a whole number of items, 1 or more'],
    [{ maxItems: 2.5 }, AWS, 'maxItems: expected a whole number of items, 1 or more'],
    [{}, { region: '' }, 'region: expected a region such as us-east-1'],
  ])('options %o with %o', (options, connection, message) => {
    expect(() => generateSnippet('aws-cli', 'query', QUERY, connection, options)).toThrow(message);
  });

  test('a request with a malformed value names the field', () => {
    const bad = { ...QUERY, ExpressionAttributeValues: { ':pk': { N: 'twelve' } } } as unknown as typeof QUERY;
    expect(() => generateSnippet('python-boto3', 'query', bad, AWS)).toThrow(
      /ExpressionAttributeValues.*N must be a number/,
    );
  });

  test('a Query without a key condition is refused', () => {
    const bad = { TableName: 't' } as unknown as typeof QUERY;
    expect(() => generateSnippet('javascript-sdk', 'query', bad, AWS)).toThrow(/KeyConditionExpression/);
  });
});
