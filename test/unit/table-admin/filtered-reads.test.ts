/**
 * History entries read back as the reads an index proposal weighs: a filtered Scan or Query with
 * the items it scanned and kept; failed entries, entries without a scanned count (older versions),
 * unfiltered reads and GetItems are left out. And a read's history outcome keeps ScannedCount.
 */
import { expect, test } from 'vitest';
import { filteredReadOf, filteredReadsOf } from '../../../renderer/model/history/filtered-reads.js';
import type { HistoryEntry } from '../../../renderer/model/history/query-history.js';
import { formatRoute } from '../../../renderer/routing/query-route.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { historyOutcome } from '../../../renderer/model/query/read-state.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table: TableDescription = {
  TableName: 'Tickets',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
} as TableDescription;

const entry = (route: string, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  route,
  summary: 'a read',
  at: 1,
  items: 3,
  scanned: 100,
  rcu: 6.5,
  ...over,
});

const scanRoute = (filter: string, names = '', values = '', projection = '') =>
  formatRoute({ ...emptyDraft('Tickets', 'scan'), filter, names, values, projection });

test('a filtered Scan with its placeholders, value types and projection', () => {
  const r = filteredReadOf(entry(scanRoute('#s = :s', '{"#s":"status"}', '{":s":{"S":"OPEN"}}', '#s, title')), table);
  expect(r).toEqual({
    operation: 'Scan',
    terms: [{ attribute: 'status', operator: '=', value: ':s' }],
    valueTypes: { ':s': 'S' },
    projection: ['status', 'title'],
    scanned: 100,
    returned: 3,
    rcu: 6.5,
    summary: 'a read',
  });
});

test("a Query names the partition key it read, the table's or its index's", () => {
  const route = formatRoute({
    ...emptyDraft('Tickets', 'query'),
    pk: 'ORG#1',
    filter: 'status = :s',
    values: '{":s":"OPEN"}',
  });
  expect(filteredReadOf(entry(route), table)).toMatchObject({ operation: 'Query', partitionKey: 'PK' });
});

test('failed, uncounted, unfiltered and other-table entries are left out', () => {
  const route = scanRoute('status = :s', '', '{":s":"A"}');
  expect(
    filteredReadsOf(
      [
        entry(route, { error: 'ValidationException: x', items: undefined }),
        entry(route, { scanned: undefined }),
        entry(scanRoute('')),
        entry(formatRoute({ ...emptyDraft('Other', 'scan'), filter: 'status = :s', values: '{":s":"A"}' })),
        entry(route),
      ],
      table,
    ),
  ).toHaveLength(1);
});

test("a read's history outcome keeps the items DynamoDB scanned beside those it returned", () => {
  const progress = { items: 3, pages: 1, scanned: 100, returned: 3, rcu: 6.5, elapsedMs: 1, segments: [] };
  expect(historyOutcome({ status: 'done', version: 1, progress } as never, 3)).toEqual({
    items: 3,
    rcu: 6.5,
    scanned: 100,
  });
});
