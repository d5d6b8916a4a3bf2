import { CreateTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';

let db: RunningDynamoDBLocal;
beforeAll(async () => {
  db = await startDynamoDBLocal();
});
afterAll(async () => {
  await db?.close();
});

const clientFor = (accessKeyId: string) =>
  new DynamoDBClient({
    endpoint: db.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId, secretAccessKey: 'x' },
    maxAttempts: 1,
  });

test('DynamoDB Local answers on a loopback port and keeps one database per access key', async () => {
  expect(db.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const alice = clientFor('alice');
  const bob = clientFor('bob');
  await alice.send(
    new CreateTableCommand({
      TableName: 'smoke',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  expect((await alice.send(new ListTablesCommand({}))).TableNames).toEqual(['smoke']);
  // Without -sharedDb another key sees another, empty, database: the cause of "no tables" in peer tools.
  expect((await bob.send(new ListTablesCommand({}))).TableNames).toEqual([]);
  alice.destroy();
  bob.destroy();
});
