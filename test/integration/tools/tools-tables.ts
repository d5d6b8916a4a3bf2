/** Tables for the tools' integration tests, written through the raw SDK. */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  ScanCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { Item } from '../../../shared/dynamo/types.js';

export async function createTable(client: DynamoDBClient, input: CreateTableCommandInput): Promise<void> {
  await client.send(new CreateTableCommand({ BillingMode: 'PAY_PER_REQUEST', ...input }));
}

/** Writes wire items (binary as base64) 25 at a time, retrying what DynamoDB hands back. */
export async function putAll(client: DynamoDBClient, table: string, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: itemFromWire(item) } }));
    while (requests.length > 0) {
      const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []).map((r) => ({ PutRequest: { Item: r.PutRequest!.Item! } }));
    }
  }
}

/** Every item of a table, as wire items, by the raw SDK (not through the code under test). */
export async function scanAll(client: DynamoDBClient, table: string): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

export const keyAttr = (name: string, type: 'S' | 'N' | 'B' = 'S') => ({ AttributeName: name, AttributeType: type });
export const keySchema = (pk: string, sk?: string) => [
  { AttributeName: pk, KeyType: 'HASH' as const },
  ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
];
