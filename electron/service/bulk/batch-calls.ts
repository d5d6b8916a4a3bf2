/**
 * BatchGetItem and BatchWriteItem as a bulk run needs them: what DynamoDB leaves unprocessed
 * (UnprocessedKeys, UnprocessedItems) or refuses as throttled is sent again after an exponential
 * backoff with jitter (shared/writes/bulk-rules.ts), up to MAX_SENDS sends; what is still left then
 * comes back to the caller, which fails those items for this pass so Resume tries them again.
 */
import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  type BatchGetItemCommandOutput,
  type DynamoDBClient,
  type KeysAndAttributes,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { MAX_SENDS, retryDelayMs } from '../../../shared/writes/bulk-rules.js';
import { itemFromWire, itemToWire } from '../wire.js';

/** What a run counts across its calls. */
export interface CallStats {
  calls: number;
  retried: number;
  units: number;
  /** Read units of the reads (BatchGetItem), where the caller counts them apart (a dry run). */
  readUnits?: number;
}

const THROTTLED = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);
export const isThrottled = (e: unknown) => THROTTLED.has((e as { name?: string })?.name ?? '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The items now at these keys, read consistently; a key with no item is absent from the answer. */
export async function batchGet(
  client: DynamoDBClient,
  TableName: string,
  keys: Item[],
  stats: CallStats,
): Promise<Item[]> {
  const found: Item[] = [];
  let pending: KeysAndAttributes | undefined = { Keys: keys.map(itemFromWire), ConsistentRead: true };
  for (let send = 0; pending && (pending.Keys?.length ?? 0) > 0; send++) {
    if (send >= MAX_SENDS)
      throw new Error(
        `BatchGetItem: ${pending.Keys!.length} keys were still unprocessed after ${MAX_SENDS} sends; the table is throttled`,
      );
    if (send > 0) {
      stats.retried += pending.Keys!.length;
      await sleep(retryDelayMs(send - 1, Math.random()));
    }
    try {
      stats.calls++;
      const out: BatchGetItemCommandOutput = await client.send(
        new BatchGetItemCommand({ RequestItems: { [TableName]: pending }, ReturnConsumedCapacity: 'TOTAL' }),
      );
      for (const c of out.ConsumedCapacity ?? []) stats.readUnits = (stats.readUnits ?? 0) + (c.CapacityUnits ?? 0);
      for (const item of out.Responses?.[TableName] ?? []) found.push(itemToWire(item));
      pending = out.UnprocessedKeys?.[TableName];
    } catch (e) {
      if (!isThrottled(e)) throw e;
    }
  }
  return found;
}

/** Writes the requests; answers those still unprocessed after every send (SDK form). */
export async function batchWrite(
  client: DynamoDBClient,
  TableName: string,
  requests: WriteRequest[],
  stats: CallStats,
): Promise<WriteRequest[]> {
  let pending = requests;
  for (let send = 0; pending.length > 0; send++) {
    if (send >= MAX_SENDS) return pending;
    if (send > 0) {
      stats.retried += pending.length;
      await sleep(retryDelayMs(send - 1, Math.random()));
    }
    try {
      stats.calls++;
      const out = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [TableName]: pending }, ReturnConsumedCapacity: 'TOTAL' }),
      );
      for (const c of out.ConsumedCapacity ?? []) stats.units += c.CapacityUnits ?? 0;
      pending = out.UnprocessedItems?.[TableName] ?? [];
    } catch (e) {
      if (!isThrottled(e)) throw e;
    }
  }
  return [];
}
