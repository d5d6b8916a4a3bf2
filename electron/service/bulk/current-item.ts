/**
 * The item at a bulk run's i-th key as it is now, read strongly consistent: what a conflict shows
 * when the server did not return the item with the failed condition (dynalite never does).
 */
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../wire.js';
import type { CallStats } from './batch-calls.js';
import type { BulkRecord } from './bulk-record.js';

export async function currentItem(
  client: DynamoDBClient,
  record: BulkRecord,
  i: number,
  stats: CallStats,
): Promise<Item | undefined> {
  stats.calls++;
  const out = await client.send(
    new GetItemCommand({ TableName: record.head.TableName, Key: itemFromWire(record.keyAt(i)), ConsistentRead: true }),
  );
  return out.Item ? itemToWire(out.Item) : undefined;
}
