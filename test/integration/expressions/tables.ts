/** dynalite for this folder's tests: one server per file, tables made from the validator's TableDescription. */
import { CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TableDescription } from '../../../shared/dynamo/types.js';

export { useDynalite } from '../../support/use-dynalite.js';

export async function createTable(client: DynamoDBClient, t: TableDescription): Promise<void> {
  const all = { ProjectionType: 'ALL' as const };
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
              Projection: all,
            })),
          }
        : {}),
      ...(t.LocalSecondaryIndexes
        ? {
            LocalSecondaryIndexes: t.LocalSecondaryIndexes.map((i) => ({
              IndexName: i.IndexName,
              KeySchema: i.KeySchema,
              Projection: all,
            })),
          }
        : {}),
    }),
  );
}
