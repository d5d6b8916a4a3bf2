import { expect, test } from 'vitest';
import { aliasReason, needsAlias } from '../../../shared/expressions/names.js';

test.each([
  ['PK', null],
  ['orderTotal', null],
  ['GSI1SK', null],
  ['a1', null],
  ['status', '"status" is a DynamoDB reserved word'],
  ['order.total', '"order.total" contains a dot'],
  ['order-id', '"order-id" contains a dash'],
  ['9lives', '"9lives" starts with a digit'],
  ['user_id', '"user_id" contains an underscore'],
  ['two words', '"two words" contains a space'],
  ['naïve', '"naïve" contains "ï"'],
  ['', 'it is empty'],
])('%s', (name, reason) => {
  expect(aliasReason(name)).toBe(reason);
  expect(needsAlias(name)).toBe(reason !== null);
});
