/**
 * UpdateExpression's rules in the write gate, beside the fidelity suite that holds them to
 * DynamoDB Local: located problems for the grammar, key attributes, overlapping paths, operand
 * types and placeholders, and the placeholders each expression uses.
 */
import { describe, expect, test } from 'vitest';
import { checkUpdateExpression } from '../../../shared/expressions/update-expression.js';

const check = (text: string, values: Record<string, unknown> = {}, names?: Record<string, string>) =>
  checkUpdateExpression(text, names, values as never, ['pk', 'sk']);

describe('checkUpdateExpression', () => {
  test('every clause, once each, in any order and case', () => {
    const r = check('remove b, c set a = :v add n :n delete s :s', {
      ':v': { S: 'x' },
      ':n': { N: '1' },
      ':s': { SS: ['x'] },
    });
    expect(r.problems).toEqual([]);
    expect([...r.usedValues].sort()).toEqual([':n', ':s', ':v']);
    expect(r.assigned).toEqual([{ name: 'a', value: { S: 'x' } }]);
  });
  test('problems name the token and say what DynamoDB expects', () => {
    const cases: Array<[string, Record<string, unknown>, RegExp, Record<string, string>?]> = [
      ['SET a = :v SET b = :v', { ':v': { S: 'x' } }, /SET clause appears twice/],
      ['SET sk = :v', { ':v': { S: 'x' } }, /"sk" is part of the table's key/],
      ['SET a = :v REMOVE a.b', { ':v': { S: 'x' } }, /overlaps/],
      ['ADD a :v', { ':v': { S: 'x' } }, /ADD takes a number or a set/],
      ['DELETE a :v', { ':v': { N: '1' } }, /DELETE takes a set/],
      ['SET a = :v + :w', { ':v': { S: 'x' }, ':w': { N: '1' } }, /"\+" takes numbers/],
      ['SET a = list_append(:v, a)', { ':v': { N: '1' } }, /list_append takes lists/],
      ['SET a = :nope', {}, /":nope" is used in UpdateExpression but not defined/],
      ['SET #x = :v', { ':v': { S: 'x' } }, /"#x" is used in UpdateExpression but not defined/],
      ['SET status = :v', { ':v': { S: 'x' } }, /reserved word/],
      ['SET a = foo(:v)', { ':v': { S: 'x' } }, /"foo" is not a function/],
      ['UPDATE a = :v', { ':v': { S: 'x' } }, /expected SET, REMOVE, ADD or DELETE/],
      ['SET a :v', { ':v': { S: 'x' } }, /expected "="/],
    ];
    for (const [text, values, message] of cases) {
      const r = check(text, values);
      expect(r.problems.length, text).toBeGreaterThan(0);
      expect(r.problems[0]!.message, text).toMatch(message);
      expect(r.problems[0]!.field).toBe('UpdateExpression');
    }
  });
  test('paths side by side in one list or map do not overlap', () => {
    expect(check('SET a[0] = :v, a[1] = :v, m.x = :v, m.y = :v', { ':v': { S: 'x' } }).problems).toEqual([]);
  });
});
