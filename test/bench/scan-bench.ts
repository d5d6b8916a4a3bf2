/**
 * Full Scans as a user sees them, at growing sizes: web mode in Chromium against the raw SDK's
 * Scan loop over the same table in the same run, so the ratio shows whether the UI's cost per
 * item stays flat as the read grows. The largest Scan also gives the page's heap once it is shown.
 * And the first rows of a big collection against the SDK's first small page of it.
 */
import { QueryCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser } from 'playwright-core';
import { FIRST_PAGE_ITEMS } from '../../shared/reads/paged-read.js';
import { heapAfterGc, openRead, type AppLink } from './browser-bench.js';
import type { ReadTarget } from './read-bench.js';
import type { Figure } from './report.js';
import { collectGarbage, median } from './stats.js';

export async function rawSdkScan(client: DynamoDBClient, table: string): Promise<number> {
  let key: Record<string, unknown> | undefined;
  let n = 0;
  do {
    const out = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: key as never }));
    n += out.Items?.length ?? 0;
    key = out.LastEvaluatedKey;
  } while (key);
  return n;
}

/** Runs for a Scan of `items`: fewer as the Scan grows, at least one measured after a warm-up. */
export function scanRuns(runs: number, items: number): number {
  return Math.max(1, Math.min(runs, Math.round(300_000 / items)));
}

export interface ScanTarget {
  table: string;
  items: number;
}

export async function scanFigures(
  browser: Browser,
  app: AppLink,
  target: ScanTarget,
  runs: number,
  raw: DynamoDBClient,
  measureHeap: boolean,
  log: (s: string) => void,
): Promise<Figure[]> {
  const rawTimes: number[] = [];
  const shown: number[] = [];
  let heap = Number.NaN;
  const expect = `${target.items.toLocaleString('en-US')} items`;
  const timeout = Math.max(120_000, target.items * 3);
  for (let r = 0; r < runs + 1; r++) {
    collectGarbage();
    const t0 = performance.now();
    const n = await rawSdkScan(raw, target.table);
    const rawMs = performance.now() - t0;
    if (n !== target.items)
      throw new Error(`the raw Scan of ${target.table} read ${n} items, expected ${target.items}`);
    const run = await openRead(
      browser,
      { server: app.server, hash: `#/scan?table=${encodeURIComponent(target.table)}&cap=none` },
      expect,
      timeout,
    );
    if (measureHeap && r === runs) heap = await heapAfterGc(run.page);
    await run.close();
    if (r > 0) {
      rawTimes.push(rawMs);
      shown.push(run.done);
    }
  }
  const ratio = median(shown.map((x, i) => x / rawTimes[i]!));
  const what = `full Scan of ${target.items.toLocaleString('en-US')} items in Chromium`;
  log(
    `${what}: ${median(shown).toFixed(0)} ms, raw SDK Scan ${median(rawTimes).toFixed(0)} ms, ratio ${ratio.toFixed(2)}x${measureHeap ? `, heap ${heap.toFixed(1)} MB` : ''}`,
  );
  const figures: Figure[] = [
    {
      section: 'scan',
      measure: what,
      value: median(shown),
      unit: 'ms',
      baseline: { label: 'raw SDK Scan', value: median(rawTimes) },
      ratio,
      target: { max: 1.3, of: 'ratio' },
      samples: shown,
      note: `raw SDK samples ${rawTimes.map((x) => x.toFixed(0)).join(', ')} ms`,
    },
  ];
  if (measureHeap) {
    figures.push({
      section: 'scan',
      measure: `JS heap after the ${target.items.toLocaleString('en-US')}-item Scan, after GC`,
      value: heap,
      unit: 'MB',
      target: { max: 300, of: 'value' },
    });
  }
  return figures;
}

/** The raw SDK's first small page of a collection: the floor under the UI's first rows. */
export async function sdkFirstPage(client: DynamoDBClient, t: ReadTarget): Promise<number> {
  const t0 = performance.now();
  const out = await client.send(
    new QueryCommand({
      TableName: t.table,
      KeyConditionExpression: '#pk = :pk',
      Limit: FIRST_PAGE_ITEMS,
      ExpressionAttributeNames: { '#pk': 'PK' },
      ExpressionAttributeValues: { ':pk': { S: t.partition } },
    }),
  );
  if ((out.Items?.length ?? 0) === 0) throw new Error('the first page of the collection was empty');
  return performance.now() - t0;
}

export async function sdkFirstPageFigure(client: DynamoDBClient, t: ReadTarget, runs: number): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < runs + 1; r++) {
    const ms = await sdkFirstPage(client, t);
    if (r > 0) times.push(ms);
  }
  return median(times);
}
