/** Creating and deleting tables and waiting until the server has finished doing so. */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { SampleTableDefinition } from './samples/types.js';

const POLL_MS = 25;
const WAIT_LIMIT_MS = 60_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function createTable(client: DynamoDBClient, definition: SampleTableDefinition): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: definition.TableName,
      KeySchema: definition.KeySchema,
      AttributeDefinitions: definition.AttributeDefinitions,
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: definition.GlobalSecondaryIndexes,
      LocalSecondaryIndexes: definition.LocalSecondaryIndexes,
    }),
  );
  await waitFor(definition.TableName, 'ACTIVE', async () => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: definition.TableName }));
    return Table?.TableStatus === 'ACTIVE';
  });
}

/** Deletes a table, waiting first for one still being created or updated, which DynamoDB refuses to delete. */
export async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      await client.send(new DeleteTableCommand({ TableName: tableName }));
      break;
    } catch (e) {
      if (e instanceof ResourceNotFoundException) return;
      if (!(e instanceof ResourceInUseException) || performance.now() - started > WAIT_LIMIT_MS) throw e;
      await sleep(POLL_MS);
    }
  }
  await waitFor(tableName, 'deleted', async () => {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return false;
    } catch (e) {
      if (e instanceof ResourceNotFoundException) return true;
      throw e;
    }
  });
}

async function waitFor(tableName: string, state: string, done: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > WAIT_LIMIT_MS) {
      throw new Error(`table ${tableName} was not ${state} after ${WAIT_LIMIT_MS / 1000} s`);
    }
    await sleep(POLL_MS);
  }
}
