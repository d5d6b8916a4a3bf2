/** Key-condition problems point at the name as written (#placeholder or bare), and name the resolved attribute in words. */
import { describe, expect, test } from 'vitest';
import { parseExpressions } from '../../../shared/expressions/parse.js';
import { validateRead } from '../../../shared/expressions/validate.js';
import { table } from './validate-fixtures.js';

const keys = { partitionKey: 'PK', sortKey: 'SK' };
const values = { ':p': { S: 'ORG#1' }, ':s': { S: 'USER#' } };

function problems(text: string, names: Record<string, string>) {
  const r = parseExpressions(
    { KeyConditionExpression: text, ExpressionAttributeNames: names, ExpressionAttributeValues: values },
    keys,
  );
  if (r.ok) throw new Error('expected a problem');
  return r.errors.map((e) => ({ token: e.token, offset: e.offset, message: e.message }));
}

describe('key-condition problems carry the source text at their offset as the token', () => {
  test.each([
    [
      'the partition key tested with something other than "="',
      '#pk < :p',
      { '#pk': 'PK' },
      0,
      '#pk',
      'the partition key "PK" can only be tested with "="',
    ],
    [
      'an attribute that is not a key',
      '#pk = :p AND #other = :s',
      { '#pk': 'PK', '#other': 'status' },
      13,
      '#other',
      '"status" is not a key attribute',
    ],
    [
      'a key tested twice, the second time after its value',
      '#k = :p AND :s = #k2',
      { '#k': 'SK', '#k2': 'SK' },
      17,
      '#k2',
      '"SK" is tested twice',
    ],
    ['a bare name', 'PK = :p AND other = :s', {}, 12, 'other', '"other" is not a key attribute'],
  ])('%s', (_what, text, names, offset, token, message) => {
    const [p] = problems(text, names);
    expect(p).toMatchObject({ token, offset });
    expect(p!.message).toContain(message);
    expect(text.slice(offset, offset + token.length)).toBe(token);
  });

  test("validate points the same way against a table's key schema", () => {
    const text = '#a = :p AND #b = :s';
    const found = validateRead(
      'Query',
      {
        KeyConditionExpression: text,
        ExpressionAttributeNames: { '#a': 'pk', '#b': 'SK' },
        ExpressionAttributeValues: values,
      },
      table,
    );
    expect(found.find((p) => p.message.includes('is not a key attribute'))).toMatchObject({
      field: 'KeyConditionExpression',
      token: '#b',
      offset: 12,
    });
    expect(found.find((p) => p.message.includes('is not a key attribute'))!.message).toContain(
      '"SK" is not a key attribute of table "Shop"',
    );
  });
});
