/**
 * The bulk put (Copy, Import: electron/service/bulk/put-unit.ts) as the issue asks it to be
 * measured: the same items put into an empty table by our run (through web mode, from
 * createBulkRun to "done": each unit's keys read first, the journal, one conditional PutItem per
 * item) next to a raw SDK loop of BatchWriteItem PutRequests, 25 to a call, one call after another,
 * resending what comes back unprocessed (what a hand-written copy does, with no condition and no
 * undo). Runs interleave so drift in the server's speed falls on both alike.
 */
import { BatchWriteItemCommand, type DynamoDBClient, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../shared/api.js';
import type { Item } from '../../shared/dynamo/types.js';
import { itemFromWire } from '../../electron/service/wire.js';
import type { Figure } from './report.js';
import { createBenchTable } from './seed.js';
import { collectGarbage, median } from './stats.js';
import { rawBatchDelete } from './write-bench.js';

/** Puts the items 25 to a BatchWriteItem, one call at a time. */
export async function rawBatchPut(client: DynamoDBClient, table: string, items: readonly Item[]): Promise<void> {
  for (let at = 0; at < items.length; at += 25) {
    let requests: WriteRequest[] = items.slice(at, at + 25).map((i) => ({ PutRequest: { Item: itemFromWire(i) } }));
    for (let tries = 0; requests.length > 0; tries++) {
      if (tries > 20) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed after 20 tries`);
      const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = out.UnprocessedItems?.[table] ?? [];
    }
  }
}

/** Our bulk put over the API, from handing over the items to the status that says it is done. */
export async function bulkPut(api: ExplorerApi, table: string, items: Item[]): Promise<{ calls: number }> {
  const created = await api.createBulkRun({
    TableName: table,
    action: { kind: 'put', whenExists: 'overwrite' },
    items: items.slice(0, 10_000),
  });
  for (let at = 10_000; at < items.length; at += 10_000)
    await api.addBulkItems({ runId: created.runId, items: items.slice(at, at + 10_000) });
  await api.runBulk({ runId: created.runId });
  return waitDone(api, created.runId, items.length);
}

/** Polls the run as the page does until it ends; it must end "done" with every item written. */
export async function waitDone(api: ExplorerApi, runId: string, count: number): Promise<{ calls: number }> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (s.state !== 'running' && s.state !== 'stopping') {
      if (s.state !== 'done' || s.written !== count)
        throw new Error(`bulk put ended ${s.state} with ${s.written} of ${count} written`);
      return { calls: s.calls };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function bulkPutFigures(
  raw: DynamoDBClient,
  web: ExplorerApi,
  items: Item[],
  runs: number,
  log: (s: string) => void,
  /** Named in each measure when not the bench's dynalite. */
  server?: string,
): Promise<Figure[]> {
  const table = 'BenchBulkPut';
  await createBenchTable(raw, table);
  const times = { ours: [] as number[], raw: [] as number[] };
  let calls = 0;
  for (let r = 0; r < runs + 1; r++) {
    for (const which of ['raw', 'ours'] as const) {
      await rawBatchDelete(raw, table, items, 4);
      collectGarbage();
      const t0 = performance.now();
      if (which === 'ours') calls = (await bulkPut(web, table, items)).calls;
      else await rawBatchPut(raw, table, items);
      const ms = performance.now() - t0;
      if (r > 0) times[which].push(ms);
      log(`bulk put of ${items.length} items${server ? ` on ${server}` : ''}, ${which}: ${ms.toFixed(0)} ms`);
    }
  }
  const ours = median(times.ours);
  const loop = median(times.raw);
  const perSecond = (ms: number) => Math.round((items.length * 1000) / ms);
  return [
    {
      section: 'writes',
      measure: `bulk put of ${items.length.toLocaleString('en-US')} items into an empty table${server ? ` on ${server}` : ''}, our run (time; target: throughput >= 0.9x the raw loop's)`,
      value: ours,
      unit: 'ms',
      baseline: { label: 'raw SDK BatchWriteItem loop', value: loop },
      ratio: ours / loop,
      target: { max: 1 / 0.9, of: 'ratio' },
      samples: times.ours,
      note:
        `from createBulkRun (items sent, gated, journaled) to the status "done"; throughput ${perSecond(ours)} items/s vs ${perSecond(loop)} items/s (${(loop / ours).toFixed(2)}x); ` +
        `${calls} calls: units of 100 keys read by one consistent BatchGetItem, the target as read journaled, then ` +
        (server === 'DynamoDB Local'
          ? 'the free keys by one TransactWriteItems of 100 Puts each conditional on the key being free (a local endpoint: no extra cost; put-transact.ts); '
          : 'one PutItem per item conditional on the key being free (or the item as read), 64 in flight (4 workers x 16): dynalite has no TransactWriteItems; ') +
        'BatchWriteItem takes no condition, so a write between the read and the put could be overwritten unseen',
    },
  ];
}
