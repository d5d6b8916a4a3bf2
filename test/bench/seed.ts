/** Writes benchmark items into dynalite: BatchWriteItem in parallel, retrying what it leaves unprocessed. */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  type AttributeValue as SdkValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Item } from '../../shared/dynamo/types.js';

export async function createBenchTable(client: DynamoDBClient, table: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: table,
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
  // dynalite answers CREATING first: a write before ACTIVE is ResourceNotFoundException.
  for (let ask = 0; ; ask++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    if (Table?.TableStatus === 'ACTIVE') return;
    if (ask > 600) throw new Error(`table ${table} still ${Table?.TableStatus} after ${ask} descriptions`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The dataset's items hold only S, N and BOOL values, which the SDK takes as they are. */
const toSdk = (item: Item) => item as unknown as Record<string, SdkValue>;

export async function writeItems(
  client: DynamoDBClient,
  table: string,
  items: readonly Item[],
  concurrency = 12,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const start = next;
      next += 25;
      if (start >= items.length) return;
      let requests: WriteRequest[] = items.slice(start, start + 25).map((i) => ({ PutRequest: { Item: toSdk(i) } }));
      for (let tries = 0; requests.length > 0; tries++) {
        if (tries > 20) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed after 20 tries`);
        const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
        requests = out.UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
