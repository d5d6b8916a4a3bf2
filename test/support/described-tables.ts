/**
 * Creates tables on a test server from their TableDescription, the shape the gate and the app
 * take, so a suite (the fidelity suite, the PartiQL suite) describes each table once and creates
 * exactly what it describes; and puts an item given in wire form (DynamoDB JSON, binary as base64).
 */
import { CreateTableCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { itemFromWire } from '../../electron/service/wire.js';
import type { Item, TableDescription } from '../../shared/dynamo/types.js';

export async function createDescribedTables(
  client: DynamoDBClient,
  tables: readonly TableDescription[],
): Promise<void> {
  for (const t of tables) {
    await client.send(
      new CreateTableCommand({
        TableName: t.TableName,
        KeySchema: t.KeySchema,
        AttributeDefinitions: t.AttributeDefinitions,
        BillingMode: 'PAY_PER_REQUEST',
        ...(t.GlobalSecondaryIndexes
          ? {
              GlobalSecondaryIndexes: t.GlobalSecondaryIndexes.map((i) => ({
                IndexName: i.IndexName,
                KeySchema: i.KeySchema,
                Projection: i.Projection!,
              })),
            }
          : {}),
        ...(t.LocalSecondaryIndexes
          ? {
              LocalSecondaryIndexes: t.LocalSecondaryIndexes.map((i) => ({
                IndexName: i.IndexName,
                KeySchema: i.KeySchema,
                Projection: i.Projection!,
              })),
            }
          : {}),
      }),
    );
  }
}

export async function putWireItem(client: DynamoDBClient, tableName: string, item: Item): Promise<void> {
  await client.send(new PutItemCommand({ TableName: tableName, Item: itemFromWire(item) }));
}
