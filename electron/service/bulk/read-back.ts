/**
 * Reads a delete unit's items back just before they are deleted, as shared/writes/bulk-read-plan.ts
 * plans it: one consistent Query per run of neighbouring keys (within its read budget), and
 * BatchGetItem (consistent, 100 keys a call) for the keys that stand alone or that a Query did not
 * reach. A Query the table throttles past the SDK's own retries falls back to BatchGetItem, which
 * backs off on its own (batch-calls.ts). The answer is every item found at the unit's keys.
 */
import { QueryCommand, type DynamoDBClient, type QueryCommandOutput } from '@aws-sdk/client-dynamodb';
import type { Item } from '../../../shared/dynamo/types.js';
import { beyond, planReadBack, type KeyRange } from '../../../shared/writes/bulk-read-plan.js';
import { keyOf, type TableKey } from '../../../shared/writes/change.js';
import { itemFromWire, itemToWire } from '../wire.js';
import { batchGet, isThrottled, type CallStats } from './batch-calls.js';

/** BatchGetItem takes at most 100 keys. */
const GET_BATCH = 100;

export async function readBack(
  client: DynamoDBClient,
  TableName: string,
  table: TableKey,
  items: readonly Item[],
  stats: CallStats,
): Promise<Item[]> {
  const plan = planReadBack(items, table);
  const found: Item[] = [];
  const unread = [...plan.singles];
  await Promise.all(
    plan.ranges.map(async (range) => {
      try {
        const left = await queryRange(client, TableName, table, items, range, found, stats);
        unread.push(...left);
      } catch (e) {
        if (!isThrottled(e)) throw e;
        unread.push(...range.members);
      }
    }),
  );
  const gets: Array<Promise<Item[]>> = [];
  for (let at = 0; at < unread.length; at += GET_BATCH) {
    gets.push(
      batchGet(
        client,
        TableName,
        unread.slice(at, at + GET_BATCH).map((i) => keyOf(items[i]!, table)),
        stats,
      ),
    );
  }
  for (const part of await Promise.all(gets)) found.push(...part);
  return found;
}

/** Reads the range into `found`; answers the members it did not reach within its budget. */
async function queryRange(
  client: DynamoDBClient,
  TableName: string,
  table: TableKey,
  items: readonly Item[],
  range: KeyRange,
  found: Item[],
  stats: CallStats,
): Promise<number[]> {
  let budget = range.budget;
  let start: QueryCommandOutput['LastEvaluatedKey'];
  const page: Item[] = [];
  for (;;) {
    stats.calls++;
    const out: QueryCommandOutput = await client.send(
      new QueryCommand({
        TableName,
        ConsistentRead: true,
        Limit: budget,
        KeyConditionExpression: '#p = :p AND #s BETWEEN :low AND :high',
        ExpressionAttributeNames: { '#p': table.partitionKey, '#s': table.sortKey! },
        ExpressionAttributeValues: itemFromWire({ ':p': range.partition, ':low': range.low, ':high': range.high }),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) page.push(itemToWire(item));
    budget -= out.ScannedCount ?? out.Items?.length ?? 0;
    start = out.LastEvaluatedKey;
    if (!start) break;
    if (budget <= 0) {
      found.push(...page);
      return beyond(items, range.members, itemToWire(start), table);
    }
  }
  found.push(...page);
  return [];
}
