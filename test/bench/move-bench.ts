/**
 * Issue 31's copy and import figures: the same items moved into an empty table by the copy's own
 * calls (renderer/features/copy/copy-run.ts: the items through the copy plan, createBulkRun and
 * addBulkItems in parts, the engine's dry run, runBulk to "done") and by the import's
 * (renderer/features/import/import-run.ts: a DynamoDB JSON lines file read, checked and handed
 * over in parts, then the dry run and the run), each next to the raw SDK's BatchWriteItem loop of
 * the same items. The source read of a copy is left out: it is measured with the reads. Runs
 * interleave so drift in the server's speed falls on both alike.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ExplorerApi } from '../../shared/api.js';
import { CopyPlan } from '../../shared/copy/copy-plan.js';
import type { Item } from '../../shared/dynamo/types.js';
import { prepareCopy } from '../../renderer/features/copy/copy-run.js';
import { createImportRun } from '../../renderer/features/import/import-run.js';
import type { Figure } from './report.js';
import { rawBatchPut, waitDone } from './put-bench.js';
import { createBenchTable } from './seed.js';
import { collectGarbage, median } from './stats.js';
import { rawBatchDelete } from './write-bench.js';

const PAGE = 1000;

async function* pagesOf(items: Item[]): AsyncGenerator<Item[]> {
  for (let at = 0; at < items.length; at += PAGE) yield items.slice(at, at + PAGE);
}

/** A copy of the items, as the Copy dialog makes and runs it. */
async function copyRun(api: ExplorerApi, table: string, items: Item[]): Promise<void> {
  const key = (name: 'PK' | 'SK', role: 'partition key' | 'sort key') => ({
    target: name,
    source: name,
    type: 'S' as const,
    role,
  });
  const plan = new CopyPlan({
    keys: [key('PK', 'partition key'), key('SK', 'sort key')],
    leaveOut: [],
    mask: [],
    salt: 'bench',
  });
  const prepared = await prepareCopy(
    api,
    pagesOf(items),
    plan,
    { TableName: table },
    'skip',
    () => {},
    () => false,
  );
  if (!prepared.ok) throw new Error(`copy refused: ${JSON.stringify(prepared)}`);
  await api.runBulk({ runId: prepared.runId });
  await waitDone(api, prepared.runId, items.length);
}

/** An import of the items' DynamoDB JSON lines file, as the Import dialog makes and runs it. */
async function importRun(api: ExplorerApi, table: string, items: Item[], connectionId: string): Promise<void> {
  const file = new File([items.map((i) => JSON.stringify(i)).join('\n')], 'items.jsonl');
  const { Table } = await api.describeTable({ connectionId, TableName: table });
  const request = {
    file,
    choices: { format: 'dynamodb-json-lines' as const, columnTypes: {} },
    connectionId,
    table: Table,
    whenExists: 'skip' as const,
    confirmed: {},
  };
  const runId = await createImportRun(api, request, new AbortController().signal, () => {});
  await api.dryRunBulk({ runId });
  await api.runBulk({ runId });
  await waitDone(api, runId, items.length);
}

export async function moveFigures(
  raw: DynamoDBClient,
  web: ExplorerApi,
  items: Item[],
  runs: number,
  log: (s: string) => void,
  server: string,
): Promise<Figure[]> {
  const table = 'BenchMove';
  await createBenchTable(raw, table);
  const { defaultConnectionId } = await web.listConnections({});
  const figures: Figure[] = [];
  for (const kind of ['copy', 'import'] as const) {
    const times = { ours: [] as number[], raw: [] as number[] };
    for (let r = 0; r < runs + 1; r++) {
      for (const which of ['raw', 'ours'] as const) {
        await rawBatchDelete(raw, table, items, 4);
        collectGarbage();
        const t0 = performance.now();
        if (which === 'raw') await rawBatchPut(raw, table, items);
        else if (kind === 'copy') await copyRun(web, table, items);
        else await importRun(web, table, items, defaultConnectionId);
        const ms = performance.now() - t0;
        if (r > 0) times[which].push(ms);
        log(`${kind} of ${items.length} items on ${server}, ${which}: ${ms.toFixed(0)} ms`);
      }
    }
    const ours = median(times.ours);
    const loop = median(times.raw);
    figures.push({
      section: 'writes',
      measure: `${kind} of ${items.length.toLocaleString('en-US')} items into an empty table on ${server} (time; target: throughput >= 0.9x the raw loop's)`,
      value: ours,
      unit: 'ms',
      baseline: { label: 'raw SDK BatchWriteItem loop', value: loop },
      ratio: ours / loop,
      target: { max: 1 / 0.9, of: 'ratio' },
      samples: times.ours,
      note:
        kind === 'copy'
          ? 'the copy dialog\'s calls: items through the copy plan, createBulkRun/addBulkItems in parts of 1,000, dryRunBulk, runBulk to "done" (the source read is not counted)'
          : 'the import dialog\'s calls: a DynamoDB JSON lines file read and checked, createBulkRun/addBulkItems in parts, dryRunBulk, runBulk to "done"',
    });
  }
  return figures;
}
