/**
 * DynamoDB's two request-wide limits: 300 operators per condition expression, counted from the
 * syntax tree, and 2 MB for all placeholder names and values together. The boundary pairs of
 * each (accepted at the limit, refused one past it) are in validate-rules.ts.
 */
import { describe, expect, test } from 'vitest';
import { parseConditionSyntax } from '../../../shared/expressions/parse-syntax.js';
import { countOperators } from '../../../shared/expressions/syntax.js';
import { MAX_SUBSTITUTION_BYTES, validateRead } from '../../../shared/expressions/validate.js';
import { N, S } from './helpers.js';
import { table } from './validate-fixtures.js';

const count = (text: string): number => {
  const parsed = parseConditionSyntax(text, 'FilterExpression');
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return countOperators(parsed.value);
};

describe('countOperators', () => {
  test.each([
    ['a = :v', 1],
    ['a <> :v AND b < :v AND c <= :v', 5],
    ['a > :v OR b >= :v', 3],
    ['a BETWEEN :l AND :h', 1],
    ['a IN (:a, :b, :c)', 1],
    ['attribute_exists(a)', 1],
    ['attribute_not_exists(a) OR attribute_type(a, :t)', 3],
    ['begins_with(a, :s) AND contains(b, :s)', 3],
    // size() is a function wherever it stands: as an operand, a bound or an IN subject.
    ['size(a) > size(b)', 3],
    ['size(a) BETWEEN :l AND :h', 2],
    ['size(a) IN (:a, :b)', 2],
    ['NOT a = :v', 2],
    ['NOT NOT a = :v', 3],
    // NOT, =, AND, NOT, <, OR, begins_with, AND, NOT, attribute_exists
    ['NOT (a = :v AND NOT (b < :w OR begins_with(c, :s))) AND NOT attribute_exists(d)', 10],
    // Parentheses neither add nor hide operators: AND, OR, OR, three comparisons, contains.
    ['(a = :v OR (b = :v OR c = :v)) AND contains(d, :s)', 7],
  ])('%s has %i', (text, n) => {
    expect(count(text)).toBe(n);
  });
});

describe('300 operators per condition expression', () => {
  const chain = (n: number) => Array.from({ length: n }, (_, i) => `a${i % 10} = :v`).join(' OR ');
  const operatorProblems = (req: Parameters<typeof validateRead>[1], op: 'Query' | 'Scan' = 'Scan') =>
    validateRead(op, req, table).filter((p) => p.message.includes('operators and functions'));

  test('300 are accepted, 301 refused on the field, with the count, the limit and what to do', () => {
    // Two NOTs, 148 comparisons and 147 ORs, AND, NOT and attribute_exists: 300.
    const atLimit = `NOT NOT (${chain(148)}) AND NOT attribute_exists(b)`;
    expect(count(atLimit)).toBe(300);
    const over = `NOT ${atLimit}`;
    expect(count(over)).toBe(301);
    expect(
      validateRead('Scan', { FilterExpression: atLimit, ExpressionAttributeValues: { ':v': N('1') } }, table),
    ).toEqual([]);
    const problems = operatorProblems({ FilterExpression: over, ExpressionAttributeValues: { ':v': N('1') } });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.field).toBe('FilterExpression');
    expect(problems[0]!.message).toMatch(
      /^FilterExpression has 301 operators and functions; DynamoDB allows at most 300 per expression\. .*IN \(/,
    );
  });

  test('functions count towards the limit like comparators', () => {
    const calls = Array.from({ length: 151 }, (_, i) => `attribute_exists(a${i % 10})`).join(' AND ');
    expect(count(calls)).toBe(301);
    expect(operatorProblems({ FilterExpression: calls }).map((p) => p.field)).toEqual(['FilterExpression']);
  });

  test('the key condition is counted on its own field', () => {
    const kc = Array.from({ length: 151 }, () => 'pk = :p').join(' OR ');
    expect(
      operatorProblems({ KeyConditionExpression: kc, ExpressionAttributeValues: { ':p': S('a') } }, 'Query').map(
        (p) => p.field,
      ),
    ).toEqual(['KeyConditionExpression']);
  });

  test('each expression has its own 300: two of 200 are fine', () => {
    const two = {
      KeyConditionExpression: 'pk = :p',
      FilterExpression: chain(100),
      ExpressionAttributeValues: { ':p': S('a'), ':v': N('1') },
    };
    expect(count(two.FilterExpression)).toBe(199);
    expect(operatorProblems(two, 'Query')).toEqual([]);
  });
});

describe('2 MB for all names and values together', () => {
  const big = (bytes: number) => S('x'.repeat(bytes));
  const sizeProblems = (req: Parameters<typeof validateRead>[1]) =>
    validateRead('Scan', req, table).filter((p) => p.message.includes('(2 MB)'));

  test('values are sized by the item-size rules, not by their JSON', () => {
    // 2 MB minus the placeholders: a ten-digit number is 6 bytes, a bool 1, a list of one bool 5.
    const rest = MAX_SUBSTITUTION_BYTES - 4 * 3 - 6 - 1 - 5;
    const values = { ':v0': big(rest), ':v1': N('1234567890'), ':v2': { BOOL: true }, ':v3': { L: [{ BOOL: false }] } };
    const req = { FilterExpression: 'a IN (:v0, :v1, :v2, :v3)', ExpressionAttributeValues: values };
    expect(sizeProblems(req)).toEqual([]);
    const over = sizeProblems({ ...req, ExpressionAttributeValues: { ...values, ':v1': N('12345678901') } });
    expect(over.map((p) => p.field)).toEqual(['ExpressionAttributeValues']);
    expect(over[0]!.message).toContain(`take ${MAX_SUBSTITUTION_BYTES + 1} bytes`);
  });

  test('names and values are added up; the values are blamed when the names fit by themselves', () => {
    const names = { '#n': 'n'.repeat(65533) };
    const req = {
      FilterExpression: '#n IN (:v0, :v1)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':v0': big(1_000_000), ':v1': big(1_000_000) },
    };
    expect(sizeProblems(req)).toEqual([]);
    const over = { ...req, ExpressionAttributeValues: { ':v0': big(1_020_000), ':v1': big(1_020_000) } };
    const problems = sizeProblems(over);
    expect(problems.map((p) => p.field)).toEqual(['ExpressionAttributeValues']);
    expect(problems[0]!.message).toContain(`(names ${2 + 65533}, values ${2 * (3 + 1_020_000)})`);
    expect(problems[0]!.message).toContain('split the read into several requests');
  });

  test('names over the limit by themselves are refused on ExpressionAttributeNames, whatever the values', () => {
    const names = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`#n${i}`, `${i}${'n'.repeat(60_000)}`]));
    const req = {
      FilterExpression: `${Object.keys(names)
        .map((k) => `${k} = :v`)
        .join(' OR ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':v': big(100) },
    };
    const problems = sizeProblems(req);
    expect(problems.map((p) => p.field)).toEqual(['ExpressionAttributeNames']);
    expect(problems[0]!.message).toContain('Use shorter attribute names');
  });

  test('a malformed value is reported as such, not sized', () => {
    const req = {
      FilterExpression: 'a = :v',
      ExpressionAttributeValues: { ':v': null as unknown as ReturnType<typeof S> },
    };
    const problems = validateRead('Scan', req, table);
    expect(problems.map((p) => p.field)).toEqual(['ExpressionAttributeValues.:v']);
  });
});
