/**
 * What the bulk fault suites share: web mode started as a user starts it on a data folder, with
 * DynamoDB behind a holding proxy (test/support/holding-proxy.ts); items with every kind of value
 * (for byte-identical undo); a table per case; waiting for a run's state; the table's items; and
 * the run's journal as it is on disk (which items have an intent, which an outcome).
 */
import { CreateTableCommand, ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BulkRunStatus, ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { itemToWire } from '../../../electron/service/wire.js';
import { decodeLine } from '../../../electron/state/durable-log.js';
import type { RunEvent } from '../../../electron/service/bulk/bulk-record.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';

export async function serveOn(endpoint: string, dataDir: string): Promise<{ serve: ServeProcess; api: ExplorerApi }> {
  const serve = await startServe([
    '--endpoint',
    endpoint,
    '--region',
    'us-east-1',
    '--no-sandbox',
    '--data-dir',
    dataDir,
  ]);
  return { serve, api: createHttpClient(serve.origin, serve.token) };
}

/** SIGKILL, as a crash or `kill -9` ends it: no handler runs. */
export async function killHard(serve: ServeProcess): Promise<void> {
  if (serve.child.exitCode !== null || serve.child.signalCode !== null) return;
  const exited = new Promise<void>((r) => serve.child.once('exit', () => r()));
  serve.child.kill('SIGKILL');
  await exited;
}

export function sampleItems(count: number, prefix: string): Item[] {
  return Array.from({ length: count }, (_, i) => ({
    PK: { S: `${prefix}#${Math.floor(i / 100)}` },
    SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
    n: { N: `123456789012345678901234567890123456${String(i % 100).padStart(2, '0')}` },
    tags: { SS: ['a', `t${i}`] },
    blob: { B: 'AAECAw==' },
    doc: { M: { l: { L: [{ S: '' }, { NULL: true }] } } },
  }));
}

export async function createTable(raw: DynamoDBClient, TableName: string): Promise<void> {
  await raw.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    }),
  );
}

/** Every item of the table, read consistently, in the server's order. */
export async function tableItems(raw: DynamoDBClient, TableName: string): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await raw.send(new ScanCommand({ TableName, ConsistentRead: true, ExclusiveStartKey: start }));
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Polls the run's status until `done` holds (a state, never a time). */
export async function until(
  api: ExplorerApi,
  runId: string,
  done: (s: BulkRunStatus) => boolean,
): Promise<BulkRunStatus> {
  for (;;) {
    const s = await api.getBulkRun({ runId });
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const settled = (s: BulkRunStatus) => s.state !== 'running' && s.state !== 'stopping';
export const undoSettled = (s: BulkRunStatus) =>
  s.undo !== undefined && s.undo.state !== 'running' && s.undo.state !== 'stopping';

/** The run's journal on disk: the items with an intent, and those with an outcome. */
export function journalOf(dataDir: string, runId: string): { intended: Set<number>; settled: Set<number> } {
  const text = readFileSync(join(dataDir, 'bulk-runs', `${runId}.jsonl`), 'utf8');
  const intended = new Set<number>();
  const done = new Set<number>();
  for (const line of text.split('\n')) {
    const e = decodeLine(line) as RunEvent | undefined;
    if (e?.t === 'intent') for (const { i } of e.items) intended.add(i);
    if (e?.t === 'done') for (const { i } of e.items) done.add(i);
  }
  return { intended, settled: done };
}

/**
 * The items as text with each item's attributes in name order: byte-identical values, whatever
 * order a server lists an item's attributes in after an update (DynamoDB Local moves them).
 */
export const canonical = (items: Item[]) =>
  JSON.stringify(items.map((item) => Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))));
