/**
 * Loads the sample tables into a DynamoDB-compatible server: creates every table (on demand
 * capacity), then writes the items with BatchWriteItem, several batches in flight at once,
 * retrying whatever the server leaves unprocessed.
 */
import { BatchWriteItemCommand, type DynamoDBClient, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../shared/dynamo/types.js';
import type { SampleTable } from './samples/types.js';
import { toSdkItem } from './sdk-item.js';
import { createTable } from './table-lifecycle.js';

export interface SeedProgress {
  phase: 'creating' | 'loading' | 'done';
  tablesTotal: number;
  itemsTotal: number;
  itemsWritten: number;
  /** The table whose batch just finished, while loading. */
  table?: string;
}

export interface SeedOptions {
  onProgress?: (progress: SeedProgress) => void;
  /** Batches in flight at once. */
  concurrency?: number;
}

export interface SeedResult {
  tableNames: string[];
  items: number;
  seconds: number;
}

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 10;

interface Batch {
  table: string;
  requests: WriteRequest[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function seedTables(
  client: DynamoDBClient,
  tables: SampleTable[],
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const itemsByTable = tables.map((t) => ({ table: t.definition.TableName, items: t.items() }));
  const itemsTotal = itemsByTable.reduce((sum, t) => sum + t.items.length, 0);
  const report = (p: Omit<SeedProgress, 'tablesTotal' | 'itemsTotal'>): void =>
    options.onProgress?.({ tablesTotal: tables.length, itemsTotal, ...p });

  report({ phase: 'creating', itemsWritten: 0 });
  await Promise.all(tables.map((t) => createTable(client, t.definition)));

  const batches = itemsByTable.flatMap(({ table, items }) => toBatches(table, items));
  let itemsWritten = 0;
  let next = 0;
  // After one batch fails no worker starts another: a seeding that is started over must not meet
  // batches of the attempt it replaces.
  let failed = false;
  const worker = async (): Promise<void> => {
    while (next < batches.length && !failed) {
      const batch = batches[next++]!;
      await writeBatch(client, batch).catch((e: unknown) => {
        failed = true;
        throw e;
      });
      itemsWritten += batch.requests.length;
      report({ phase: 'loading', itemsWritten, table: batch.table });
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 8, batches.length));
  await Promise.all(Array.from({ length: workers }, worker));

  report({ phase: 'done', itemsWritten });
  return {
    tableNames: tables.map((t) => t.definition.TableName),
    items: itemsTotal,
    seconds: (performance.now() - started) / 1000,
  };
}

function toBatches(table: string, items: Item[]): Batch[] {
  const out: Batch[] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    out.push({
      table,
      requests: items.slice(i, i + BATCH_SIZE).map((item) => ({ PutRequest: { Item: toSdkItem(item) } })),
    });
  }
  return out;
}

async function writeBatch(client: DynamoDBClient, batch: Batch): Promise<void> {
  let pending: WriteRequest[] = batch.requests;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) {
      throw new Error(
        `loading sample table ${batch.table}: ${pending.length} items still unprocessed after ${MAX_ATTEMPTS} attempts`,
      );
    }
    if (attempt > 1) await sleep(Math.min(1_000, 20 * 2 ** attempt));
    try {
      const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [batch.table]: pending } }));
      pending = out.UnprocessedItems?.[batch.table] ?? [];
    } catch (e) {
      throw new Error(`loading sample table ${batch.table}: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
  }
}
