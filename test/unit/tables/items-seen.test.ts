/** What the reads on screen found of a table or index: the main read, the Statistics scan, the tools' reads. */
import { describe, expect, test } from 'vitest';
import { ScanStats } from '../../../shared/collections/scan-stats.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { ReadSession } from '../../../renderer/model/collections/read-session.js';
import type { BuiltPagedRead } from '../../../renderer/model/query/build-read.js';
import { itemsSeen } from '../../../renderer/features/tables/items-seen.js';
import type { StatisticsRun } from '../../../renderer/store/statistics-slice.js';
import { startedRun, withPage } from '../../../renderer/model/tools/merged-run.js';
import type { AppState } from '../../../renderer/store/index.js';

const keys: KeyNames = { partitionKey: 'hive', partitionKeyType: 'S', sortKey: 'frame', sortKeyType: 'S' };
const byQueen: KeyNames = { partitionKey: 'queen', partitionKeyType: 'S' };
const items = (n: number, hive = 'h1'): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    hive: { S: hive },
    frame: { S: `f${i}` },
    queen: { S: 'q' },
    honey: { N: String(i) },
  }));

type Sources = Pick<AppState, 'read' | 'session' | 'stats' | 'fanOut' | 'partitions'>;
const none: Sources = {
  read: { status: 'idle', version: 0 },
  session: null,
  stats: null,
  fanOut: null,
  partitions: null,
};

function mainRead(found: number, indexName?: string): Pick<Sources, 'read' | 'session'> {
  const session = new ReadSession(indexName ? byQueen : keys, ['hive', 'frame'], null);
  session.addPage(items(found));
  const built: BuiltPagedRead = {
    operation: 'query',
    spec: {
      kind: 'query',
      request: {
        TableName: 'Apiary',
        KeyConditionExpression: '#pk = :pk',
        ...(indexName ? { IndexName: indexName } : {}),
      },
    },
    keyNames: indexName ? byQueen : keys,
    tableKeys: ['hive', 'frame'],
    consistent: false,
    summary: '',
    ...(indexName ? { indexName } : {}),
  };
  return { read: { status: 'done', version: 1, built }, session };
}

/** A Scan on screen: `filter` narrows what it returns, `status` is how it ended. */
function mainScan(found: number, status: 'done' | 'stopped', filter?: string): Pick<Sources, 'read' | 'session'> {
  const session = new ReadSession(keys, ['hive', 'frame'], null);
  session.addPage(items(found));
  const built: BuiltPagedRead = {
    operation: 'scan',
    spec: { kind: 'scan', request: { TableName: 'Apiary', ...(filter ? { FilterExpression: filter } : {}) } },
    keyNames: keys,
    tableKeys: ['hive', 'frame'],
    consistent: false,
    summary: '',
  };
  return { read: { status, version: 1, built }, session };
}

function stats(found: number, status: StatisticsRun['status'], indexName?: string): StatisticsRun {
  const acc = new ScanStats(indexName ? byQueen : keys);
  acc.addPage(items(found));
  return {
    table: 'Apiary',
    ...(indexName ? { indexName } : {}),
    keyNames: keys,
    segments: 4,
    status,
    snapshot: acc.snapshot(),
    hasLsi: false,
  };
}

describe('items seen of a table', () => {
  test('nothing on screen, or a read of another table: nothing seen', () => {
    expect(itemsSeen(none, 'Apiary')).toBeNull();
    expect(itemsSeen({ ...none, ...mainRead(5) }, 'Orchard')).toBeNull();
  });

  test('the main read found some: a lower bound, named "the read below"', () => {
    expect(itemsSeen({ ...none, ...mainRead(5) }, 'Apiary')).toEqual({
      items: 5,
      by: 'the read below',
      complete: false,
    });
  });

  test('a Scan without a filter read to the end counts the table exactly; stopped or filtered, it is a lower bound', () => {
    expect(itemsSeen({ ...none, ...mainScan(25, 'done') }, 'Apiary')).toEqual({
      items: 25,
      by: 'the Scan below',
      complete: true,
    });
    expect(itemsSeen({ ...none, ...mainScan(25, 'stopped') }, 'Apiary')).toEqual({
      items: 25,
      by: 'the read below',
      complete: false,
    });
    expect(itemsSeen({ ...none, ...mainScan(25, 'done', 'honey > :h') }, 'Apiary')).toEqual({
      items: 25,
      by: 'the read below',
      complete: false,
    });
  });

  test('a Statistics scan read to the end with no read on screen knows the exact count and size', () => {
    const run = stats(40, 'end');
    expect(itemsSeen({ ...none, stats: run }, 'Apiary')).toEqual({
      items: 40,
      by: 'the Statistics scan',
      complete: true,
      bytes: run.snapshot.bytes,
    });
    expect(run.snapshot.bytes).toBeGreaterThan(0);
  });

  test('a stopped Statistics scan is a lower bound; the larger of two lower bounds wins; a complete count beats a larger read', () => {
    expect(itemsSeen({ ...none, stats: stats(30, 'stopped') }, 'Apiary')).toEqual({
      items: 30,
      by: 'the Statistics scan',
      complete: false,
    });
    expect(itemsSeen({ ...none, ...mainRead(50), stats: stats(30, 'stopped') }, 'Apiary')?.by).toBe('the read below');
    expect(itemsSeen({ ...none, ...mainRead(50), stats: stats(30, 'end') }, 'Apiary')).toMatchObject({
      items: 30,
      complete: true,
    });
  });

  test('a read of an index counts for its table as a lower bound, and not for another index', () => {
    const run = stats(12, 'end', 'ByQueen');
    expect(itemsSeen({ ...none, stats: run }, 'Apiary', 'ByQueen')).toMatchObject({ items: 12, complete: true });
    // Said beside the table, the count names the index it is of.
    expect(itemsSeen({ ...none, stats: run }, 'Apiary')).toMatchObject({
      items: 12,
      complete: false,
      by: 'the Statistics scan of index ByQueen',
    });
    expect(itemsSeen({ ...none, stats: run }, 'Apiary', 'ByFrame')).toBeNull();
    // A read of the table says nothing about how many of its items an index holds.
    expect(itemsSeen({ ...none, ...mainRead(9) }, 'Apiary', 'ByQueen')).toBeNull();
    expect(itemsSeen({ ...none, ...mainRead(9, 'ByQueen') }, 'Apiary', 'ByQueen')).toMatchObject({ items: 9 });
  });

  test("the fan-out and partitions tools' items count too", () => {
    const spec = {
      query: { TableName: 'Apiary', keyNames: keys },
      partitions: [{ S: 'h1' }, { S: 'h2' }],
      tableKeys: ['hive', 'frame'],
      summary: '',
    };
    const fanOut = withPage(startedRun(spec), {
      items: items(8),
      sources: items(8).map(() => 0),
      end: 'more',
      progress: { items: 8, requests: 1, rcu: 1, partitions: [] },
    } as never);
    expect(itemsSeen({ ...none, fanOut }, 'Apiary')).toEqual({ items: 8, by: 'the fan-out', complete: false });
    const separate = {
      mode: 'separate' as const,
      run: { spec, status: 'done' as const, results: [{ items: items(3) }, undefined, { items: items(4) }] as never },
    };
    expect(itemsSeen({ ...none, partitions: separate }, 'Apiary')).toEqual({
      items: 7,
      by: 'the partitions read',
      complete: false,
    });
  });
});
