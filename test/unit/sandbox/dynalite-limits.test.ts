/** The IN lists dynalite cannot run: a member that is an attribute, wherever it stands in the list. */
import { expect, test } from 'vitest';
import { attributeInInList } from '../../../electron/sandbox/dynalite-limits.js';

test('an attribute in an IN list is found with its text and offset; value placeholders alone pass', () => {
  expect(attributeInInList(':v IN (a)')).toEqual({ member: 'a', offset: 7 });
  expect(attributeInInList('x IN (:a, #n.b[0], :c)')).toEqual({ member: '#n.b[0]', offset: 10 });
  expect(attributeInInList('(title IN (words)) AND n > :z')).toEqual({ member: 'words', offset: 11 });
  expect(attributeInInList('x IN (:a, :b) AND size(y) IN (:c)')).toBeUndefined();
  expect(attributeInInList('x = :a OR y BETWEEN :b AND :c')).toBeUndefined();
});
