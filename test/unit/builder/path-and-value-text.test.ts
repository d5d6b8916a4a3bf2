import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePathText, pathText } from '../../../renderer/model/builder/path-text.js';
import { valueFromText, valueToText } from '../../../renderer/model/builder/value-text.js';
import { normalizeNumber, numberProblem } from '../../../shared/dynamo/numbers.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { attributeValue, documentPath } from '../expressions/arbitraries.js';

describe('path text', () => {
  test('names, nested names, list indexes and quoted names', () => {
    expect(parsePathText('Status')).toEqual({ ok: true, path: ['Status'] });
    expect(parsePathText(' address.city ')).toEqual({ ok: true, path: ['address', 'city'] });
    expect(parsePathText('tags[0][12].name')).toEqual({ ok: true, path: ['tags', 0, 12, 'name'] });
    expect(parsePathText('"order.total"')).toEqual({ ok: true, path: ['order.total'] });
    expect(parsePathText('GSI1-PK')).toEqual({ ok: true, path: ['GSI1-PK'] });
  });
  test('mistakes say where and what to write', () => {
    expect(parsePathText('')).toEqual({ ok: false, message: 'enter an attribute name, e.g. Status or address.city' });
    expect(parsePathText('a.')).toEqual({
      ok: false,
      message: 'expected an attribute name at character 3, found the end',
    });
    expect(parsePathText('a[x]')).toEqual({
      ok: false,
      message: 'a list index at character 2 is written [0], [1], ...',
    });
    expect(parsePathText('"a')).toEqual({ ok: false, message: 'the quoted name at character 1 has no closing quote' });
    expect(parsePathText('a"b"')).toMatchObject({
      ok: false,
      message: expect.stringContaining('expected "." or "[" at character 2'),
    });
    expect(parsePathText('[0]')).toMatchObject({
      ok: false,
      message: 'expected an attribute name at character 1, found "["',
    });
  });
  test('pathText reads back as the same path, whatever the names', () => {
    fc.assert(
      fc.property(documentPath, (p) => {
        expect(parsePathText(pathText(p))).toEqual({ ok: true, path: p });
      }),
    );
  });
});

/** N texts compared as numbers: the builder writes 1e5 as 100000, as DynamoDB stores it. */
function canonical(v: AttributeValue): AttributeValue {
  if ('N' in v) return { N: normalizeNumber(v.N) };
  if ('NS' in v) return { NS: v.NS.map(normalizeNumber) };
  if ('L' in v) return { L: v.L.map(canonical) };
  if ('M' in v) return { M: Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, canonical(x)])) };
  return v;
}

/** Numbers DynamoDB stores (the generator also makes 5e-324, which it refuses). */
function storable(v: AttributeValue): boolean {
  if ('N' in v) return numberProblem(v.N) === null;
  if ('NS' in v) return v.NS.every((n) => numberProblem(n) === null);
  if ('L' in v) return v.L.every(storable);
  if ('M' in v) return Object.values(v.M).every(storable);
  return true;
}

describe('value text', () => {
  test('every value of every type reads back from its text', () => {
    fc.assert(
      fc.property(attributeValue, (v) => {
        fc.pre(storable(v));
        const r = valueFromText(valueToText(v));
        expect(r.ok && canonical(r.value)).toEqual(canonical(v));
      }),
      { numRuns: 300 },
    );
  });
  test('lists and maps holding binary or sets are written as DynamoDB JSON', () => {
    expect(valueToText({ M: { b: { B: 'AAE=' } } })).toEqual({
      type: 'M',
      text: '{\n  "b": {\n    "B": "AAE="\n  }\n}',
      dynamoJson: true,
    });
    expect(valueToText({ L: [{ S: 'a' }, { N: '1' }] })).toEqual({ type: 'L', text: '[\n  "a",\n  1\n]' });
  });
  test('typed values: numbers exact, sets from lists or commas, JSON for lists and maps', () => {
    expect(valueFromText({ type: 'N', text: ' 12345678901234567890123456789 ' })).toEqual({
      ok: true,
      value: { N: '12345678901234567890123456789' },
    });
    expect(valueFromText({ type: 'SS', text: 'red, blue' })).toEqual({ ok: true, value: { SS: ['red', 'blue'] } });
    expect(valueFromText({ type: 'L', text: '[1, "a", null, {"x": true}]' })).toEqual({
      ok: true,
      value: { L: [{ N: '1' }, { S: 'a' }, { NULL: true }, { M: { x: { BOOL: true } } }] },
    });
    expect(valueFromText({ type: 'BOOL', text: 'TRUE' })).toEqual({ ok: true, value: { BOOL: true } });
    expect(valueFromText({ type: 'NULL', text: '' })).toEqual({ ok: true, value: { NULL: true } });
    expect(valueFromText({ type: 'S', text: '' })).toEqual({ ok: true, value: { S: '' } });
  });
  test('bad input says what was expected, JSON with its line and column', () => {
    expect(valueFromText({ type: 'N', text: '12a' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('"12a" is not a number'),
    });
    expect(valueFromText({ type: 'M', text: '{\n  "a": 1,\n  b: 2\n}' })).toEqual({
      ok: false,
      message: 'not valid JSON at line 3, column 3: expected an attribute name in double quotes, found "b"',
    });
    expect(valueFromText({ type: 'L', text: '' })).toEqual({ ok: false, message: 'enter a JSON list, e.g. ["a", 1]' });
    expect(valueFromText({ type: 'M', text: '[1]' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('M expects an object'),
    });
    expect(valueFromText({ type: 'NS', text: '[1, 1]' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('twice'),
    });
    expect(valueFromText({ type: 'BOOL', text: 'yes' })).toEqual({ ok: false, message: 'choose true or false' });
    expect(valueFromText({ type: 'B', text: '@@' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('base64'),
    });
    expect(valueFromText({ type: 'L', text: '[{"S": 1}]', dynamoJson: true })).toMatchObject({
      ok: false,
      message: expect.stringContaining('as DynamoDB JSON a list is'),
    });
  });
});
