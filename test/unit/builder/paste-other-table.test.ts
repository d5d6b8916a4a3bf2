/**
 * A request pasted while another table is open: it is said whose request it is (and which table to
 * open), not that its key names are "not a key attribute" of the open table.
 */
import { expect, test } from 'vitest';
import { pasteToDraft } from '../../../renderer/model/builder/paste.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const kennels: TableDescription = {
  TableName: 'Kennels',
  KeySchema: [
    { AttributeName: 'kennelId', KeyType: 'HASH' },
    { AttributeName: 'stay', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'kennelId', AttributeType: 'S' },
    { AttributeName: 'stay', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [],
  LocalSecondaryIndexes: [],
} as unknown as TableDescription;

const forOrchards = JSON.stringify({
  TableName: 'Orchards',
  KeyConditionExpression: '#o = :o AND begins_with(#t, :t)',
  ExpressionAttributeNames: { '#o': 'orchard', '#t': 'tree' },
  ExpressionAttributeValues: { ':o': { S: 'north' }, ':t': { S: 'APPLE#' } },
});

test("a request for another table's keys is refused, naming that table, with the table to open", () => {
  const r = pasteToDraft(forOrchards, kennels);
  expect(r).toEqual({
    ok: false,
    errors: [
      'This request is for table "Orchards", not "Kennels", the table open now; open "Orchards" to paste it there',
    ],
    otherTable: 'Orchards',
  });
});

test('the same request without a TableName is judged against the open table as before', () => {
  const { TableName: _t, ...rest } = JSON.parse(forOrchards) as Record<string, unknown>;
  const r = pasteToDraft(JSON.stringify(rest), kennels);
  expect(r.ok).toBe(false);
  expect(r.otherTable).toBeUndefined();
  expect(JSON.stringify(r)).toContain('Kennels');
});

test('a request naming the open table has no other table to offer', () => {
  const r = pasteToDraft(
    JSON.stringify({
      TableName: 'Kennels',
      KeyConditionExpression: 'kennelId = :k',
      ExpressionAttributeValues: { ':k': { S: 'k1' } },
    }),
    kennels,
  );
  expect(r.ok).toBe(true);
  expect(r.otherTable).toBeUndefined();
});
