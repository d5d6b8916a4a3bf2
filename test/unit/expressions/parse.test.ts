import { describe, expect, test } from 'vitest';
import { parseExpressions, type ParseResult } from '../../../shared/expressions/parse.js';
import type { ExpressionModel } from '../../../shared/expressions/model.js';
import { and, eq, N, not, or, p, S, v } from './helpers.js';

const keys = { partitionKey: 'PK', sortKey: 'SK' };
const values = { ':p': S('ORG#1'), ':s': S('USER#'), ':n': N('5'), ':m': N('9') };

function model(r: ParseResult): ExpressionModel {
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.model;
}
function errors(r: ParseResult): string[] {
  if (r.ok) throw new Error('expected a parse error');
  return r.errors.map((e) => e.message);
}

describe('key conditions', () => {
  test.each([
    ['PK = :p AND SK = :s', { name: 'SK', op: '=', value: S('USER#') }],
    ['PK = :p AND SK < :s', { name: 'SK', op: '<', value: S('USER#') }],
    ['PK = :p and SK >= :s', { name: 'SK', op: '>=', value: S('USER#') }],
    ['PK = :p AND begins_with(SK, :s)', { name: 'SK', op: 'begins_with', value: S('USER#') }],
    ['PK = :p AND SK between :n And :m', { name: 'SK', op: 'between', low: N('5'), high: N('9') }],
    ['(PK = :p) AND (SK <= :s)', { name: 'SK', op: '<=', value: S('USER#') }],
    ['SK > :s AND PK = :p', { name: 'SK', op: '>', value: S('USER#') }],
    ['PK = :p AND :s <= SK', { name: 'SK', op: '>=', value: S('USER#') }],
  ])('%s', (text, sortKey) => {
    expect(model(parseExpressions({ KeyConditionExpression: text, ExpressionAttributeValues: values }, keys))).toEqual({
      keyCondition: { partitionKey: { name: 'PK', value: S('ORG#1') }, sortKey },
    });
  });

  test('placeholders for names resolve, including names with dots', () => {
    const r = parseExpressions(
      {
        KeyConditionExpression: '#a = :p AND #b > :n',
        ExpressionAttributeNames: { '#a': 'PK', '#b': 'order.date' },
        ExpressionAttributeValues: values,
      },
      { partitionKey: 'PK', sortKey: 'order.date' },
    );
    expect(model(r).keyCondition).toEqual({
      partitionKey: { name: 'PK', value: S('ORG#1') },
      sortKey: { name: 'order.date', op: '>', value: N('5') },
    });
  });

  test('without key names, the part tested with "=" is the partition key', () => {
    const r = parseExpressions({ KeyConditionExpression: 'b > :n AND a = :p', ExpressionAttributeValues: values });
    expect(model(r).keyCondition?.partitionKey.name).toBe('a');
    expect(model(r).keyCondition?.sortKey?.name).toBe('b');
  });

  test.each([
    ['PK = :p OR SK = :s', 'OR cannot be used in KeyConditionExpression'],
    ['PK = :p AND NOT SK = :s', 'NOT cannot be used in KeyConditionExpression'],
    ['PK IN (:p, :s)', 'IN cannot be used in KeyConditionExpression'],
    ['PK = :p AND SK <> :s', '"<>" cannot be used in KeyConditionExpression'],
    ['PK = :p AND contains(SK, :s)', 'contains cannot be used in KeyConditionExpression'],
    ['PK = :p AND size(SK) > :n', 'size() cannot be used in KeyConditionExpression'],
    ['PK < :p', 'the partition key "PK" can only be tested with "="'],
    ['SK = :s', 'the key condition must test "PK" with "="'],
    ['PK = :p AND SK > :s AND SK < :s', 'at most two parts'],
    ['PK = :p AND PK = :p', '"PK" is tested twice'],
    ['PK = :p AND other = :s', '"other" is not a key attribute; a key condition can only test "PK" and "SK"'],
    ['PK = :p AND SK.x = :s', 'cannot test a nested attribute'],
    ['PK = SK', 'not with another attribute'],
    ['PK = :p AND :n BETWEEN SK AND :m', 'must have the key attribute as its first operand'],
  ])('refuses %s', (text, message) => {
    expect(
      errors(parseExpressions({ KeyConditionExpression: text, ExpressionAttributeValues: values }, keys)).join('\n'),
    ).toContain(message);
  });
});

describe('filters', () => {
  const parse = (FilterExpression: string) =>
    model(
      parseExpressions({
        FilterExpression,
        ExpressionAttributeValues: values,
        ExpressionAttributeNames: { '#s': 'status', '#d': 'a.b' },
      }),
    ).filter;

  test('precedence: NOT > AND > OR', () => {
    expect(parse('a = :n OR b = :n AND NOT c = :n')).toEqual(
      or(eq(['a'], N('5')), and(eq(['b'], N('5')), not(eq(['c'], N('5'))))),
    );
    expect(parse('(a = :n OR b = :n) AND c = :n')).toEqual(
      and(or(eq(['a'], N('5')), eq(['b'], N('5'))), eq(['c'], N('5'))),
    );
  });

  test('nested ANDs are flattened, redundant groups dropped', () => {
    expect(parse('a = :n AND (b = :n AND (c = :n))')).toEqual(
      and(eq(['a'], N('5')), eq(['b'], N('5')), eq(['c'], N('5'))),
    );
  });

  test('paths: nested, indexed, placeholders per segment, a dotted name in one placeholder', () => {
    expect(parse('a.b[2].#s = :n')).toEqual(eq(['a', 'b', 2, 'status'], N('5')));
    expect(parse('#d = :n')).toEqual(eq(['a.b'], N('5')));
    expect(parse('a [ 0 ] . b = :n')).toEqual(eq(['a', 0, 'b'], N('5')));
  });

  test('operators and functions', () => {
    expect(parse('size(a) > :n')).toEqual({
      kind: 'compare',
      op: '>',
      left: { kind: 'size', path: ['a'] },
      right: v(N('5')),
    });
    expect(parse(':n < a')).toEqual({ kind: 'compare', op: '<', left: v(N('5')), right: p('a') });
    expect(parse('a <> b')).toEqual({ kind: 'compare', op: '<>', left: p('a'), right: p('b') });
    expect(parse('a BETWEEN :n AND :m')).toEqual({ kind: 'between', operand: p('a'), low: v(N('5')), high: v(N('9')) });
    expect(parse('a in (:n, :m)')).toEqual({ kind: 'in', operand: p('a'), values: [v(N('5')), v(N('9'))] });
    expect(parse('attribute_exists(a.b)')).toEqual({ kind: 'attribute_exists', path: ['a', 'b'] });
    expect(parse('attribute_not_exists(a)')).toEqual({ kind: 'attribute_not_exists', path: ['a'] });
    expect(parse('begins_with(a, :s)')).toEqual({ kind: 'begins_with', path: ['a'], prefix: v(S('USER#')) });
    expect(parse('contains(a, :s)')).toEqual({ kind: 'contains', path: ['a'], operand: v(S('USER#')) });
    expect(
      model(
        parseExpressions({ FilterExpression: 'attribute_type(a, :t)', ExpressionAttributeValues: { ':t': S('NS') } }),
      ).filter,
    ).toEqual({ kind: 'attribute_type', path: ['a'], type: 'NS' });
  });

  test('projection', () => {
    expect(
      model(parseExpressions({ ProjectionExpression: 'a, #s.b[1], c', ExpressionAttributeNames: { '#s': 'status' } }))
        .projection,
    ).toEqual([['a'], ['status', 'b', 1], ['c']]);
  });

  test('an empty expression counts as absent', () => {
    expect(model(parseExpressions({ FilterExpression: '  ', KeyConditionExpression: '' }))).toEqual({});
  });
});

describe('errors point at the token and say what was expected', () => {
  const first = (FilterExpression: string, extra = {}) => {
    const r = parseExpressions({ FilterExpression, ExpressionAttributeValues: values, ...extra });
    if (r.ok) throw new Error('expected an error');
    return r.errors[0]!;
  };

  test('a condition missing after AND', () => {
    expect(first('a = :n AND b = :n AND )')).toMatchObject({
      field: 'FilterExpression',
      token: ')',
      offset: 22,
      line: 1,
      column: 23,
      message: 'Unexpected ")" at column 23: a condition was expected after AND',
    });
  });

  test('undefined placeholders are named with the expression using them', () => {
    const r = parseExpressions({ KeyConditionExpression: 'PK = :pk', FilterExpression: '#x = :n' }, keys);
    expect(r.ok ? [] : r.errors.map((e) => [e.field, e.token, e.message])).toEqual([
      [
        'KeyConditionExpression',
        ':pk',
        '":pk" is used in KeyConditionExpression but not defined in ExpressionAttributeValues',
      ],
      ['FilterExpression', '#x', '"#x" is used in FilterExpression but not defined in ExpressionAttributeNames'],
      ['FilterExpression', ':n', '":n" is used in FilterExpression but not defined in ExpressionAttributeValues'],
    ]);
  });

  test('line and column on several lines', () => {
    expect(first('a = :n\nAND\n  b ==')).toMatchObject({
      line: 3,
      column: 6,
      message: 'Unexpected "=" at line 3, column 6: equality is a single "=" in DynamoDB',
    });
  });

  test.each([
    ['GI-1 = :n', '"-"', 'must be written as a placeholder'],
    ['1st = :n', '"1st"', 'starts with a digit'],
    ['a != :n', '"!"', 'not-equal is written <>'],
    ["a = 'x'", "literal 'x'", 'take no literal values'],
    ['a = 5', '"5"', 'take no literal values'],
    ['BEGINS_WITH(a, :s)', '"BEGINS_WITH"', 'function names are case-sensitive: write begins_with'],
    ['startsWith(a, :s)', '"startsWith"', 'is not a DynamoDB function'],
    ['constructor(a) = :n', '"constructor"', 'is not a DynamoDB function'],
    ['begins_with(a)', '"begins_with"', 'begins_with takes two arguments'],
    ['size(a)', 'ends too early', 'size(...) gives a number'],
    ['begins_with(a, :s) = :n', '"begins_with"', 'is a condition on its own'],
    ['a BETWEEN :n OR :m', '"OR"', 'AND was expected between the lower and upper bounds'],
    ['a IN :n', '":n"', '"(" was expected after IN'],
    ['(a = :n', 'ends too early', '")" was expected to close the "(" at column 1'],
    ['a = :n b = :n', '"b"', 'the expression should end here, or join conditions with AND or OR'],
    ['a.[0] = :n', '"["', 'an attribute name was expected after "."'],
    ['a[x] = :n', '"x"', 'a list index such as [0] was expected'],
    ['attribute_type(a, :n)', ':n', 'must be a type name'],
    ['begins_with(:s, a)', ':s', 'needs an attribute (a document path) as the first argument'],
  ])('%s', (text, shown, why) => {
    const e = first(text);
    expect(e.message).toContain(shown);
    expect(e.message).toContain(why);
    expect(e.field).toBe('FilterExpression');
  });

  test('nesting deeper than the parser allows is an error, not a stack overflow', () => {
    expect(first(`${'('.repeat(5000)}a = :n${')'.repeat(5000)}`).message).toContain('nested more than');
    expect(first(`${'NOT '.repeat(5000)}a = :n`).message).toContain('nested more than');
  });
});
