/**
 * The items now at some of a bulk run's keys, read strongly consistent by BatchGetItem (100 keys
 * a call, unprocessed keys sent again by batch-calls.ts) and matched back to the run's item
 * indices by key identity: what recovery (reconcile.ts) and undo's preview (bulk-undo.ts) both
 * judge each item by. One read, so the two never disagree on what "the item now" is.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { keyIdentity } from '../../../shared/dynamo/compare.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { batchGet, type CallStats } from './batch-calls.js';
import type { BulkRecord } from './bulk-record.js';

/** BatchGetItem takes at most 100 keys. */
export const READ_BATCH = 100;

/** Per index, the item at its key now; an index whose key holds no item maps to undefined. */
export async function itemsAt(
  client: DynamoDBClient,
  record: BulkRecord,
  indices: readonly number[],
  stats: CallStats,
): Promise<Map<number, Item | undefined>> {
  const out = new Map<number, Item | undefined>();
  for (let at = 0; at < indices.length; at += READ_BATCH) {
    const slice = indices.slice(at, at + READ_BATCH);
    await record.items.prefetch(slice);
    const found = await batchGet(
      client,
      record.head.TableName,
      slice.map((i) => record.keyAt(i)),
      stats,
    );
    const now = new Map(found.map((item) => [keyIdentity(item, record.table), item]));
    for (const i of slice) out.set(i, now.get(keyIdentity(record.item(i), record.table)));
  }
  return out;
}
