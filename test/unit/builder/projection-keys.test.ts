/** "Add the key attributes to the projection": the keys a projection lacks, added as DynamoDB accepts them. */
import { expect, test } from 'vitest';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { missingKeys, withKeyAttributes } from '../../../renderer/features/query/projection-keys.js';

const draft = (projection: string, names = '') => ({ ...emptyDraft('Ledger'), pk: 'acct|9', projection, names });

test('names the keys a projection leaves out, through its placeholders and nested paths', () => {
  expect(missingKeys(draft('amount, memo'), ['acct', 'posting'])).toEqual(['acct', 'posting']);
  expect(missingKeys(draft('#a, posting.detail[0]', '{"#a":"acct"}'), ['acct', 'posting'])).toEqual([]);
  expect(missingKeys(draft(''), ['acct'])).toEqual([]);
});

test('adds plain names bare and the others (reserved words, dashes) through new placeholders', () => {
  const next = withKeyAttributes(draft('amount', '{"#m":"memo"}'), ['acct', 'date', 'line-no'])!;
  expect(next.projection).toBe('amount, acct, #date, #line_no');
  expect(JSON.parse(next.names)).toEqual({ '#m': 'memo', '#date': 'date', '#line_no': 'line-no' });
  expect(missingKeys(next, ['acct', 'date', 'line-no'])).toEqual([]);
  // A placeholder already naming the key is reused, and one already taken is not overwritten.
  expect(withKeyAttributes(draft('amount', '{"#date":"other","#d":"date"}'), ['date'])!.projection).toBe('amount, #d');
  expect(withKeyAttributes(draft('amount', '{"#date":"other"}'), ['date'])).toMatchObject({
    projection: 'amount, #date2',
    names: '{"#date":"other","#date2":"date"}',
  });
  expect(withKeyAttributes(draft('amount', 'not json'), ['acct'])).toBeNull();
});
