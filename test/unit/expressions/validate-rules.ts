/**
 * One entry per rule validate enforces: a request DynamoDB refuses, the same request fixed, and
 * what our problem says. The unit test checks our validator; the integration test sends both
 * requests to dynalite.
 */
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import type { ReadOperation, ReadRequestInput } from '../../../shared/expressions/validate.js';
import { N, S } from './helpers.js';

const q = (
  KeyConditionExpression: string,
  values: Record<string, AttributeValue>,
  extra: Partial<ReadRequestInput> = {},
): ReadRequestInput => ({ KeyConditionExpression, ExpressionAttributeValues: values, ...extra });

/** "a = :v" joined by OR: 2n - 1 operators, plus one for each leading NOT. */
const ors = (n: number, nots = 0): string =>
  'NOT '.repeat(nots) + Array.from({ length: n }, () => 'a = :v').join(' OR ');

/** Four S values on one IN whose names and values take `total` bytes: each placeholder is 3 bytes. */
const bigValues = (total: number): Record<string, AttributeValue> => {
  const each = Math.floor((total - 12) / 4);
  return Object.fromEntries([0, 1, 2, 3].map((i) => [`:v${i}`, S('x'.repeat(i === 3 ? total - 12 - 3 * each : each))]));
};
const MB2 = 2 * 1024 * 1024;
/** `count` names of 65,535 bytes (just under DynamoDB's 64 KB) on 3-byte placeholders: 65,538 bytes each, so 32 pass 2 MB. */
const longNames = (count: number): Record<string, string> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `#${String(i).padStart(2, '0')}`,
      `${String(i).padStart(2, '0')}${'n'.repeat(65533)}`,
    ]),
  );

export interface Rule {
  rule: string;
  op?: ReadOperation;
  bad: ReadRequestInput;
  good: ReadRequestInput;
  field: string;
  message: string;
  token?: string;
}

export const rules: Rule[] = [
  {
    rule: 'partition key is tested with = only',
    bad: q('pk > :p', { ':p': S('a') }),
    good: q('pk = :p', { ':p': S('a') }),
    field: 'KeyConditionExpression',
    token: 'pk',
    message: 'the partition key "pk" can only be tested with "=", not ">"',
  },
  {
    rule: 'the partition key must be tested',
    bad: q('sk = :s', { ':s': S('a') }),
    good: q('pk = :s', { ':s': S('a') }),
    field: 'KeyConditionExpression',
    message: 'the key condition must test "pk" with "="',
  },
  {
    rule: 'sort key operators: no <>',
    bad: q('pk = :p AND sk <> :s', { ':p': S('a'), ':s': S('b') }),
    good: q('pk = :p AND sk < :s', { ':p': S('a'), ':s': S('b') }),
    field: 'KeyConditionExpression',
    token: '<>',
    message: '"<>" cannot be used in KeyConditionExpression',
  },
  {
    rule: 'sort key operators: no IN',
    bad: q('pk = :p AND sk IN (:s)', { ':p': S('a'), ':s': S('b') }),
    good: q('pk = :p AND sk = :s', { ':p': S('a'), ':s': S('b') }),
    field: 'KeyConditionExpression',
    token: 'IN',
    message: 'IN cannot be used in KeyConditionExpression',
  },
  {
    rule: 'sort key operators: no attribute_exists',
    bad: q('pk = :p AND attribute_exists(sk)', { ':p': S('a') }),
    good: q('pk = :p', { ':p': S('a') }),
    field: 'KeyConditionExpression',
    token: 'attribute_exists',
    message: 'attribute_exists cannot be used in KeyConditionExpression',
  },
  {
    rule: 'key condition: no OR',
    bad: q('pk = :p OR sk = :s', { ':p': S('a'), ':s': S('b') }),
    good: q('pk = :p AND sk = :s', { ':p': S('a'), ':s': S('b') }),
    field: 'KeyConditionExpression',
    token: 'OR',
    message: 'OR cannot be used in KeyConditionExpression',
  },
  {
    rule: 'one condition per key',
    bad: q('pk = :p AND sk > :a AND sk < :b', { ':p': S('a'), ':a': S('a'), ':b': S('b') }),
    good: q('pk = :p AND sk BETWEEN :a AND :b', { ':p': S('a'), ':a': S('a'), ':b': S('b') }),
    field: 'KeyConditionExpression',
    message: 'a key condition has at most two parts',
  },
  {
    rule: 'non-key attribute in the key condition',
    bad: q('pk = :p AND price = :s', { ':p': S('a'), ':s': S('b') }),
    good: q('pk = :p AND sk = :s', { ':p': S('a'), ':s': S('b') }),
    field: 'KeyConditionExpression',
    token: 'price',
    message: '"price" is not a key attribute of table "Shop"; a key condition can only test "pk" and "sk"',
  },
  {
    rule: 'BETWEEN on S: low <= high',
    bad: q('pk = :p AND sk BETWEEN :a AND :b', { ':p': S('a'), ':a': S('b'), ':b': S('a') }),
    good: q('pk = :p AND sk BETWEEN :a AND :b', { ':p': S('a'), ':a': S('B'), ':b': S('a') }),
    field: 'KeyConditionExpression',
    token: ':a',
    message: 'BETWEEN\'s lower bound {"S":"b"} is greater than its upper bound {"S":"a"}; swap them',
  },
  {
    rule: 'BETWEEN on S: UTF-8 byte order',
    // In UTF-16, "\uFF5E" sorts after "😀" (a surrogate pair); in UTF-8, as DynamoDB compares, before.
    bad: q('pk = :p AND sk BETWEEN :a AND :b', { ':p': S('a'), ':a': S('😀'), ':b': S('\uFF5E') }),
    good: q('pk = :p AND sk BETWEEN :a AND :b', { ':p': S('a'), ':a': S('\uFF5E'), ':b': S('😀') }),
    field: 'KeyConditionExpression',
    token: ':a',
    message: 'BETWEEN\'s lower bound {"S":"😀"} is greater than its upper bound',
  },
  {
    rule: 'BETWEEN on N: exact decimals, beyond float precision',
    bad: q(
      'gpk = :p AND gsk BETWEEN :a AND :b',
      {
        ':p': S('a'),
        ':a': N('12345678901234567890.000000000000000002'),
        ':b': N('12345678901234567890.000000000000000001'),
      },
      { IndexName: 'byG' },
    ),
    good: q(
      'gpk = :p AND gsk BETWEEN :a AND :b',
      { ':p': S('a'), ':a': N('-1e2'), ':b': N('-99.5') },
      { IndexName: 'byG' },
    ),
    field: 'KeyConditionExpression',
    token: ':a',
    message: 'is greater than its upper bound',
  },
  {
    rule: 'BETWEEN on B: unsigned bytes',
    // 0x80 is above 0x7F unsigned, below it signed.
    bad: q(
      'pk = :p AND lsk BETWEEN :a AND :b',
      { ':p': S('a'), ':a': { B: 'gA==' }, ':b': { B: 'fw==' } },
      { IndexName: 'byL' },
    ),
    good: q(
      'pk = :p AND lsk BETWEEN :a AND :b',
      { ':p': S('a'), ':a': { B: 'fw==' }, ':b': { B: 'gA==' } },
      { IndexName: 'byL' },
    ),
    field: 'KeyConditionExpression',
    token: ':a',
    message: 'is greater than its upper bound',
  },
  {
    rule: 'BETWEEN bounds of one type',
    bad: { FilterExpression: 'price BETWEEN :a AND :b', ExpressionAttributeValues: { ':a': N('1'), ':b': S('2') } },
    good: { FilterExpression: 'price BETWEEN :a AND :b', ExpressionAttributeValues: { ':a': N('1'), ':b': N('2') } },
    op: 'Scan',
    field: 'FilterExpression',
    token: ':a',
    message: 'BETWEEN needs both bounds of the same type; the lower bound is N and the upper bound is S',
  },
  {
    rule: 'value types match the key schema',
    bad: q('gpk = :p AND gsk > :n', { ':p': S('a'), ':n': S('5') }, { IndexName: 'byG' }),
    good: q('gpk = :p AND gsk > :n', { ':p': S('a'), ':n': N('5') }, { IndexName: 'byG' }),
    field: 'KeyConditionExpression',
    token: ':n',
    message: ':n is a string (S), but "gsk" of index "byG" is a number (N)',
  },
  {
    rule: 'begins_with not on a numeric sort key',
    bad: q('gpk = :p AND begins_with(gsk, :n)', { ':p': S('a'), ':n': N('5') }, { IndexName: 'byG' }),
    good: q('gpk = :p AND gsk >= :n', { ':p': S('a'), ':n': N('5') }, { IndexName: 'byG' }),
    field: 'KeyConditionExpression',
    token: 'begins_with',
    message: 'begins_with cannot be used on the sort key "gsk" because it is a number (N)',
  },
  {
    rule: 'no empty string key value',
    bad: q('pk = :p AND begins_with(sk, :s)', { ':p': S('a'), ':s': S('') }),
    good: q('pk = :p AND begins_with(sk, :s)', { ':p': S('a'), ':s': S('x') }),
    field: 'KeyConditionExpression',
    token: ':s',
    message: ':s is empty; a key attribute ("sk") cannot be compared with an empty string',
  },
  {
    rule: 'no empty binary key value',
    bad: q('pk = :p AND lsk = :b', { ':p': S('a'), ':b': { B: '' } }, { IndexName: 'byL' }),
    good: q('pk = :p AND lsk = :b', { ':p': S('a'), ':b': { B: 'AA==' } }, { IndexName: 'byL' }),
    field: 'KeyConditionExpression',
    token: ':b',
    message: 'cannot be compared with an empty binary value',
  },
  {
    rule: "a Query's filter may not name the keys of the index read",
    bad: q('gpk = :p', { ':p': S('a'), ':n': N('1') }, { IndexName: 'byG', FilterExpression: 'gsk > :n' }),
    good: q('gpk = :p', { ':p': S('a'), ':n': N('1') }, { IndexName: 'byG', FilterExpression: 'price > :n' }),
    field: 'FilterExpression',
    token: 'gsk',
    message: '"gsk" is a key attribute of index "byG"; a Query\'s FilterExpression cannot test key attributes',
  },
  {
    rule: 'IN takes at most 100 values',
    bad: {
      FilterExpression: `price IN (${Array.from({ length: 101 }, (_, i) => `:v${i}`).join(', ')})`,
      ExpressionAttributeValues: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`:v${i}`, N(String(i))])),
    },
    good: {
      FilterExpression: `price IN (${Array.from({ length: 100 }, (_, i) => `:v${i}`).join(', ')})`,
      ExpressionAttributeValues: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`:v${i}`, N(String(i))])),
    },
    op: 'Scan',
    field: 'FilterExpression',
    token: ':v100',
    message: 'IN takes at most 100 values, found 101',
  },
  {
    rule: '4 KB per expression',
    bad: { ProjectionExpression: Array.from({ length: 820 }, (_, i) => `a${String(i).padStart(3, '0')}`).join(',') },
    good: { ProjectionExpression: Array.from({ length: 819 }, (_, i) => `a${String(i).padStart(3, '0')}`).join(',') },
    op: 'Scan',
    field: 'ProjectionExpression',
    message: 'ProjectionExpression is 4099 bytes long; DynamoDB allows at most 4096',
  },
  {
    rule: '255 bytes per placeholder',
    bad: { ProjectionExpression: `#${'x'.repeat(255)}`, ExpressionAttributeNames: { [`#${'x'.repeat(255)}`]: 'a' } },
    good: { ProjectionExpression: `#${'x'.repeat(254)}`, ExpressionAttributeNames: { [`#${'x'.repeat(254)}`]: 'a' } },
    op: 'Scan',
    field: `ExpressionAttributeNames.#${'x'.repeat(255)}`,
    message: 'is 256 bytes long; DynamoDB allows at most 255',
  },
  {
    rule: '300 operators per expression',
    bad: { FilterExpression: ors(151), ExpressionAttributeValues: { ':v': S('x') } },
    good: { FilterExpression: ors(150, 1), ExpressionAttributeValues: { ':v': S('x') } },
    op: 'Scan',
    field: 'FilterExpression',
    message: 'FilterExpression has 301 operators and functions; DynamoDB allows at most 300 per expression',
  },
  {
    rule: '2 MB for all names and values',
    bad: { FilterExpression: 'a IN (:v0, :v1, :v2, :v3)', ExpressionAttributeValues: bigValues(MB2 + 1) },
    // Under 1 MB: one expression with its values may not pass that (validate-sizes.ts), whatever the total.
    good: { FilterExpression: 'a IN (:v0, :v1, :v2, :v3)', ExpressionAttributeValues: bigValues(MB2 / 2 - 100) },
    op: 'Scan',
    field: 'ExpressionAttributeValues',
    message: `together take ${MB2 + 1} bytes (names 0, values ${MB2 + 1}); DynamoDB allows at most ${MB2} bytes (2 MB)`,
  },
  {
    rule: '2 MB: names alone over the limit',
    bad: { ProjectionExpression: Object.keys(longNames(33)).join(','), ExpressionAttributeNames: longNames(33) },
    // 15 names: names substituted into one expression count toward its 1 MB as well (validate-sizes.ts).
    good: { ProjectionExpression: Object.keys(longNames(15)).join(','), ExpressionAttributeNames: longNames(15) },
    op: 'Scan',
    field: 'ExpressionAttributeNames',
    message: `together take ${33 * 65538} bytes (names ${33 * 65538}, values 0)`,
  },
  {
    rule: 'ConsistentRead is refused on a GSI',
    bad: q('gpk = :p', { ':p': S('a') }, { IndexName: 'byG', ConsistentRead: true }),
    good: q('pk = :p', { ':p': S('a') }, { IndexName: 'byL', ConsistentRead: true }),
    field: 'ConsistentRead',
    message: 'ConsistentRead cannot be true when reading the global secondary index "byG"',
  },
  {
    rule: 'unknown index',
    bad: q('pk = :p', { ':p': S('a') }, { IndexName: 'byX' }),
    good: q('pk = :p', { ':p': S('a') }, { IndexName: 'byL' }),
    field: 'IndexName',
    message: 'table "Shop" has no index "byX"; its indexes are "byG", "byL"',
  },
  {
    rule: 'undefined value placeholder',
    bad: q('pk = :pk', { ':p': S('a') }),
    good: q('pk = :p', { ':p': S('a') }),
    field: 'KeyConditionExpression',
    token: ':pk',
    message: '":pk" is used in KeyConditionExpression but not defined in ExpressionAttributeValues',
  },
  {
    rule: 'undefined name placeholder',
    bad: q('#k = :p', { ':p': S('a') }, { ExpressionAttributeNames: { '#x': 'pk' } }),
    good: q('#k = :p', { ':p': S('a') }, { ExpressionAttributeNames: { '#k': 'pk' } }),
    field: 'KeyConditionExpression',
    token: '#k',
    message: '"#k" is used in KeyConditionExpression but not defined in ExpressionAttributeNames',
  },
  {
    rule: 'unused value placeholder',
    bad: q('pk = :p', { ':p': S('a'), ':x': S('b') }),
    good: q('pk = :p', { ':p': S('a') }),
    field: 'ExpressionAttributeValues.:x',
    token: ':x',
    message: ':x is defined in ExpressionAttributeValues but no expression uses it',
  },
  {
    rule: 'unused name placeholder',
    bad: q('pk = :p', { ':p': S('a') }, { ExpressionAttributeNames: { '#n': 'x' } }),
    good: q('pk = :p', { ':p': S('a') }, { ExpressionAttributeNames: { '#n': 'x' }, ProjectionExpression: '#n' }),
    field: 'ExpressionAttributeNames.#n',
    token: '#n',
    message: '#n is defined in ExpressionAttributeNames but no expression uses it',
  },
  {
    rule: 'reserved words must be placeholders',
    bad: { FilterExpression: 'status = :s', ExpressionAttributeValues: { ':s': S('x') } },
    good: {
      FilterExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': S('x') },
    },
    op: 'Scan',
    field: 'FilterExpression',
    token: 'status',
    message: '"status" is a DynamoDB reserved word',
  },
  {
    rule: 'redundant parentheses',
    bad: { FilterExpression: '((a = :s))', ExpressionAttributeValues: { ':s': S('x') } },
    good: { FilterExpression: '(a = :s)', ExpressionAttributeValues: { ':s': S('x') } },
    op: 'Scan',
    field: 'FilterExpression',
    message: 'DynamoDB refuses redundant parentheses',
  },
  {
    rule: 'an attribute compared with itself',
    bad: { FilterExpression: 'a = a' },
    good: { FilterExpression: 'a = b' },
    op: 'Scan',
    field: 'FilterExpression',
    token: 'a',
    message: '= compares a with itself',
  },
  {
    rule: 'begins_with takes strings or binary',
    bad: { FilterExpression: 'begins_with(a, :n)', ExpressionAttributeValues: { ':n': N('1') } },
    good: { FilterExpression: 'begins_with(a, :n)', ExpressionAttributeValues: { ':n': S('1') } },
    op: 'Scan',
    field: 'FilterExpression',
    token: ':n',
    message: 'begins_with works on strings (S) and binary (B); :n is of type N',
  },
  {
    rule: 'attribute_type takes a type name',
    bad: { FilterExpression: 'attribute_type(a, :t)', ExpressionAttributeValues: { ':t': S('STRING') } },
    good: { FilterExpression: 'attribute_type(a, :t)', ExpressionAttributeValues: { ':t': S('S') } },
    op: 'Scan',
    field: 'FilterExpression',
    token: ':t',
    message: ':t must hold a type name as a string',
  },
  {
    rule: 'projection paths may not overlap',
    bad: { ProjectionExpression: 'a, b, a.c' },
    good: { ProjectionExpression: 'a.d, b, a.c' },
    op: 'Scan',
    field: 'ProjectionExpression',
    token: 'a.c',
    message: 'this path overlaps an earlier one in ProjectionExpression ("a")',
  },
  {
    rule: 'a Query needs a key condition',
    bad: { FilterExpression: 'a = b' },
    good: { KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': S('a') } },
    field: 'KeyConditionExpression',
    message: 'a Query needs a KeyConditionExpression',
  },
  {
    rule: 'a Scan takes no key condition',
    bad: q('pk = :p', { ':p': S('a') }),
    good: { FilterExpression: 'pk = :p', ExpressionAttributeValues: { ':p': S('a') } },
    op: 'Scan',
    field: 'KeyConditionExpression',
    message: 'a Scan takes no KeyConditionExpression',
  },
  {
    rule: 'maps must not be empty',
    bad: { ProjectionExpression: 'a', ExpressionAttributeNames: {} },
    good: { ProjectionExpression: 'a' },
    op: 'Scan',
    field: 'ExpressionAttributeNames',
    message: 'ExpressionAttributeNames is empty',
  },
  {
    rule: 'placeholder syntax',
    bad: { ProjectionExpression: 'a', ExpressionAttributeNames: { '#a-b': 'x' } },
    good: { ProjectionExpression: '#a_b', ExpressionAttributeNames: { '#a_b': 'x' } },
    op: 'Scan',
    field: 'ExpressionAttributeNames.#a-b',
    message: '"#a-b" is not a valid placeholder',
  },
  {
    rule: 'empty expression',
    bad: { FilterExpression: ' ' },
    good: {},
    op: 'Scan',
    field: 'FilterExpression',
    message: 'FilterExpression is empty',
  },
  {
    rule: 'paths at most 32 levels deep',
    bad: { ProjectionExpression: Array.from({ length: 33 }, (_, i) => `a${i}`).join('.') },
    good: { ProjectionExpression: Array.from({ length: 32 }, (_, i) => `a${i}`).join('.') },
    op: 'Scan',
    field: 'ProjectionExpression',
    message: 'this document path has 33 levels; DynamoDB allows at most 32',
  },
  {
    rule: 'syntax errors are problems with their position',
    bad: { FilterExpression: 'a = :v AND )', ExpressionAttributeValues: { ':v': S('x') } },
    good: { FilterExpression: 'a = :v', ExpressionAttributeValues: { ':v': S('x') } },
    op: 'Scan',
    field: 'FilterExpression',
    token: ')',
    message: 'Unexpected ")" at column 12: a condition was expected after AND',
  },
];
