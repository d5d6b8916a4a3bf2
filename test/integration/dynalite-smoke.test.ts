import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { testClient } from '../support/dynamo-client.js';

let db: RunningDynalite;
beforeAll(async () => {
  db = await startDynalite();
});
afterAll(async () => {
  await db.close();
});

test('dynalite answers on a loopback port', async () => {
  expect(db.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const client = testClient(db.endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: 'smoke',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  const out = await client.send(new ListTablesCommand({}));
  expect(out.TableNames).toEqual(['smoke']);
  client.destroy();
});
