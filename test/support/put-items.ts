/** Writes a test's own items into its table: 25 at a time, again for what DynamoDB leaves unprocessed. */
import {
  BatchWriteItemCommand,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

export async function putItems(
  client: DynamoDBClient,
  table: string,
  items: readonly Record<string, AttributeValue>[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests: WriteRequest[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let tries = 0; requests.length > 0; tries++) {
      if (tries > 20)
        throw new Error(`BatchWriteItem left ${requests.length} items of ${table} unprocessed after 20 tries`);
      const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = out.UnprocessedItems?.[table] ?? [];
    }
  }
}
