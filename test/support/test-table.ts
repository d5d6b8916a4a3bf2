/**
 * A table a test makes for itself: its definition and its items, created on a dynalite (or DynamoDB
 * Local) the test started, or on the app's own sandbox through the running web app, and ACTIVE with
 * its items in before the test reads it. One helper, so the files that need a table of their own
 * say only which table and which items.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  type AttributeValue,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from './dynamo-client.js';
import { putItems } from './put-items.js';

export type TableItem = Record<string, AttributeValue>;

/** The definition most tests want: string keys `PK` and `SK`, on demand. */
export function pkSkTable(name: string): CreateTableCommandInput {
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
  };
}

/**
 * The pause between two asks of a state that is not there yet. Asking back to back kept a core
 * busy with DescribeTable calls that the server (DynamoDB Local's JVM, on the same loaded machine)
 * needed to get the table there; this only spaces the asks, it bounds nothing.
 */
export function beforeAskingAgain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Asks again until the table and each of its indexes say ACTIVE (dynalite answers CREATING first).
 * `maxAsks` bounds a server that never gets there.
 */
export async function untilActive(client: DynamoDBClient, table: string, maxAsks = 2000): Promise<void> {
  let last = 'no answer';
  for (let ask = 0; ask < maxAsks; ask++) {
    if (ask > 0) await beforeAskingAgain();
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    const indexes = Table?.GlobalSecondaryIndexes ?? [];
    if (Table?.TableStatus === 'ACTIVE' && indexes.every((i) => i.IndexStatus === 'ACTIVE')) return;
    last = [Table?.TableStatus, ...indexes.map((i) => `${i.IndexName} ${i.IndexStatus}`)].join(', ');
  }
  throw new Error(`table ${table} is not ACTIVE after ${maxAsks} DescribeTable calls; last: ${last}`);
}

/** Creates `definition` through `client`, waits until it is ACTIVE, then writes `items`. */
export async function createTable(
  client: DynamoDBClient,
  definition: CreateTableCommandInput,
  items: readonly TableItem[] = [],
): Promise<void> {
  await client.send(new CreateTableCommand(definition));
  await untilActive(client, definition.TableName!);
  await putItems(client, definition.TableName!, items);
}

/** A raw client of the running web app's sandbox (`app.serve`), signed with this run's credential, the only one it answers. */
export async function sandboxClient(serve: { origin: string; token: string }): Promise<DynamoDBClient> {
  const sandbox = await createHttpClient(serve.origin, serve.token).connect({ connectionId: 'sandbox' });
  return testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
}

/**
 * Creates the table on the sandbox of the running web app and returns the sandbox's raw client
 * (sandboxClient), for the test to read the table back with. The caller destroys it.
 */
export async function createSandboxTable(
  serve: { origin: string; token: string },
  definition: CreateTableCommandInput,
  items: readonly TableItem[] = [],
): Promise<DynamoDBClient> {
  const client = await sandboxClient(serve);
  try {
    await createTable(client, definition, items);
  } catch (e) {
    client.destroy();
    throw e;
  }
  return client;
}
