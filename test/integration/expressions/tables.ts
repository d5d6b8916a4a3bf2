/** dynalite for this folder's tests: one server per file, tables made from the validator's TableDescription. */
import { CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../../electron/sandbox/dynalite-server.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { testClient } from '../../support/dynamo-client.js';

/** Registers the file's hooks: dynalite starts and `fill` runs before its tests; client and server close after them. */
export function useDynalite(fill: (client: DynamoDBClient) => Promise<void>): { readonly client: DynamoDBClient } {
  let db: RunningDynalite;
  let client: DynamoDBClient;
  beforeAll(async () => {
    db = await startDynalite();
    client = testClient(db.endpoint);
    await fill(client);
  });
  afterAll(async () => {
    client.destroy();
    await db.close();
  });
  return { get client() { return client; } };
}

export async function createTable(client: DynamoDBClient, t: TableDescription): Promise<void> {
  const all = { ProjectionType: 'ALL' as const };
  await client.send(new CreateTableCommand({
    TableName: t.TableName,
    KeySchema: t.KeySchema,
    AttributeDefinitions: t.AttributeDefinitions,
    BillingMode: 'PAY_PER_REQUEST',
    ...(t.GlobalSecondaryIndexes ? { GlobalSecondaryIndexes: t.GlobalSecondaryIndexes.map((i) => ({ IndexName: i.IndexName, KeySchema: i.KeySchema, Projection: all })) } : {}),
    ...(t.LocalSecondaryIndexes ? { LocalSecondaryIndexes: t.LocalSecondaryIndexes.map((i) => ({ IndexName: i.IndexName, KeySchema: i.KeySchema, Projection: all })) } : {}),
  }));
}
