import { describe, expect, test } from 'vitest';
import { validateModel, validateRead } from '../../../shared/expressions/validate.js';
import { eq, N, S } from './helpers.js';
import { table } from './validate-fixtures.js';
import { rules } from './validate-rules.js';

describe.each(rules)('$rule', ({ op = 'Query', bad, good, field, message, token }) => {
  test('refused, naming the field and saying why', () => {
    const problems = validateRead(op, bad, table);
    const match = problems.find((p) => p.field === field && p.message.includes(message));
    expect(match, JSON.stringify(problems, null, 1)).toBeDefined();
    if (token !== undefined) expect(match!.token).toBe(token);
  });
  test('accepted once fixed', () => {
    expect(validateRead(op, good, table)).toEqual([]);
  });
});

test('problems located in an expression carry line and column', () => {
  const [p] = validateRead(
    'Scan',
    { FilterExpression: 'a = :v AND\n  status = :v', ExpressionAttributeValues: { ':v': S('x') } },
    table,
  );
  expect(p).toMatchObject({ field: 'FilterExpression', token: 'status', offset: 13, line: 2, column: 3 });
});

test('unused placeholders are not guessed while an expression fails to parse', () => {
  const problems = validateRead(
    'Scan',
    { FilterExpression: 'a = :v AND', ExpressionAttributeValues: { ':v': S('x') } },
    table,
  );
  expect(problems.map((p) => p.field)).toEqual(['FilterExpression']);
});

test('validateModel checks what compile makes of a model', () => {
  const model = { keyCondition: { partitionKey: { name: 'pk', value: S('a') } }, filter: eq(['sk'], S('b')) };
  expect(validateModel('Query', model, table).map((p) => p.token)).toEqual(['#n1']);
  expect(validateModel('Query', { ...model, filter: eq(['price'], N('1')) }, table)).toEqual([]);
  expect(
    validateModel('Query', { keyCondition: { partitionKey: { name: 'gpk', value: S('a') } } }, table, {
      IndexName: 'byG',
      ConsistentRead: true,
    }).map((p) => p.field),
  ).toEqual(['ConsistentRead']);
});

test("a Query on an index may filter on the table's keys: only the keys of the index read are refused", () => {
  const onGsi = {
    KeyConditionExpression: 'gpk = :p',
    FilterExpression: 'begins_with(#k, :s) AND pk = :q',
    ExpressionAttributeNames: { '#k': 'sk' },
    ExpressionAttributeValues: { ':p': S('a'), ':s': S('x'), ':q': S('y') },
    IndexName: 'byG',
  };
  expect(validateRead('Query', onGsi, table)).toEqual([]);
  // On the LSI the table's partition key is the index's too; the table's sort key is not.
  const onLsi = {
    KeyConditionExpression: 'pk = :p',
    FilterExpression: 'sk = :s',
    ExpressionAttributeValues: { ':p': S('a'), ':s': S('x') },
    IndexName: 'byL',
  };
  expect(validateRead('Query', onLsi, table)).toEqual([]);
  const lsiKey = {
    ...onLsi,
    FilterExpression: 'lsk = :s',
    ExpressionAttributeValues: { ':p': S('a'), ':s': { B: 'AA==' } },
  };
  expect(validateRead('Query', lsiKey, table).map((p) => p.token)).toEqual(['lsk']);
});
