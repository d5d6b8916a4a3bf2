/**
 * Inputs a user really types that break dynalite, and a table of our own to try them on: items
 * that have `title` but no `words`, which is what makes `title BETWEEN :a AND words` throw inside
 * dynalite (`title IN (words)` did too; the service now refuses that one for the sandbox).
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';

export const PROBE_TABLE = 'FaultProbe';
export const PROBE_ITEMS = 40;

/** dynalite: "TypeError: Cannot read properties of undefined (reading 'S')" in db/index.js. */
export const CRASHING_FILTER = {
  FilterExpression: 'title BETWEEN :a AND words',
  ExpressionAttributeValues: { ':a': { S: 'a' } },
};

/**
 * Nested, non-redundant parentheses: dynalite's parser takes about 2.4 times longer per level
 * (7 levels: about 1 s; 10: about 15-25 s); 16 levels would take it well over an hour.
 */
export function stallingFilter(levels = 16): {
  FilterExpression: string;
  ExpressionAttributeValues: Record<string, { S: string }>;
} {
  let f = 'title = :a';
  for (let i = 0; i < levels; i++) f = `(title = :${i % 2 ? 'a' : 'b'} AND ${f})`;
  return { FilterExpression: f, ExpressionAttributeValues: { ':a': { S: 'x' }, ':b': { S: 'y' } } };
}

export async function createProbeTable(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: PROBE_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: PROBE_TABLE });
  for (let i = 0; i < PROBE_ITEMS; i += 20) {
    const batch = Array.from({ length: Math.min(20, PROBE_ITEMS - i) }, (_, j) => ({
      PutRequest: { Item: { id: { S: `probe-${i + j}` }, title: { S: `title ${i + j}` } } },
    }));
    await client.send(new BatchWriteItemCommand({ RequestItems: { [PROBE_TABLE]: batch } }));
  }
}
