/**
 * History keeps one entry per read, so one filtered Scan run again and again was one read to the
 * index proposal (which needs two) and never gave a suggestion. Runs are counted now: the entry
 * says how many, a resumed read is not a run more, and the proposal weighs each run as a read.
 */
import { expect, test } from 'vitest';
import { filteredReadsOf } from '../../../renderer/model/history/filtered-reads.js';
import {
  loadHistory,
  recordHistory,
  runsOf,
  updateHistoryOutcome,
  type HistoryStorage,
} from '../../../renderer/model/history/query-history.js';
import { formatRoute } from '../../../renderer/routing/query-route.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { proposeIndexes } from '../../../shared/cost/index-proposal.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const table = {
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

function memory(): HistoryStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

const route = formatRoute({
  ...emptyDraft('Tickets', 'scan'),
  filter: '#s = :s',
  names: '{"#s":"status"}',
  values: '{":s":{"S":"OPEN"}}',
});

function run(storage: HistoryStorage, at: number, again = true) {
  recordHistory(storage, 'Tickets', { route, summary: 'Scan of Tickets, status = "OPEN"', at }, { again });
  updateHistoryOutcome(storage, 'Tickets', route, { items: 30, scanned: 1000, rcu: 62.5 });
}

const proposals = (storage: HistoryStorage) =>
  proposeIndexes(filteredReadsOf(loadHistory(storage, 'Tickets'), table), {
    tableName: 'Tickets',
    keys: { partitionKey: 'PK', sortKey: 'SK' },
    indexPartitionKeys: {},
  });

test('one filtered Scan run once proposes nothing; run again, it is one entry of two runs and proposes an index', () => {
  const storage = memory();
  run(storage, 1);
  expect(loadHistory(storage, 'Tickets')).toHaveLength(1);
  expect(runsOf(loadHistory(storage, 'Tickets')[0]!)).toBe(1);
  expect(proposals(storage)).toEqual([]);

  run(storage, 2);
  run(storage, 3);
  const entries = loadHistory(storage, 'Tickets');
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ at: 3, runs: 3, items: 30, scanned: 1000 });
  const [p, ...rest] = proposals(storage);
  expect(rest).toEqual([]);
  expect(p!.indexName).toBe('ByStatus');
  expect(p!.why).toBe('3 reads scanned 3,000 items to keep 90 with a filter on status.');
  expect(p!.reads).toEqual(['Scan of Tickets, status = "OPEN" (3 runs)']);
  expect(p!.readsSaved.unitsBefore).toBe(62.5);
});

test('a resumed read goes on with its run: not counted again', () => {
  const storage = memory();
  run(storage, 1);
  run(storage, 2, false);
  expect(runsOf(loadHistory(storage, 'Tickets')[0]!)).toBe(1);
  expect(proposals(storage)).toEqual([]);
});

test('a damaged kept count is one run', () => {
  expect(runsOf({ route, summary: 's', at: 1, runs: 0 })).toBe(1);
  expect(runsOf({ route, summary: 's', at: 1, runs: 2.5 })).toBe(1);
  expect(runsOf({ route, summary: 's', at: 1, runs: 4 })).toBe(4);
});
