/**
 * Two databases with a table of the same name: after the user picks the second connection, every
 * read (list, describe, query) goes there, whichever feature started it. On dynalite they are two
 * servers; on DynamoDB Local (without -sharedDb) one server and two access keys, as a user meets them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_KEY_ID } from '../../../electron/service/connections.js';
import type { ApiRequest } from '../../../shared/api.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testClient } from '../../support/dynamo-client.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';

let h: Harness;

async function seed(endpoint: string, who: string, accessKeyId?: string) {
  const client = accessKeyId
    ? new DynamoDBClient({
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId, secretAccessKey: 'any' },
        maxAttempts: 1,
      })
    : testClient(endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: 'Shared',
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
  await client.send(
    new PutItemCommand({ TableName: 'Shared', Item: { PK: { S: 'ORG#x' }, SK: { S: `USER#${who}` } } }),
  );
  client.destroy();
}

describe('on dynalite', () => {
  let second: RunningTestServer;
  beforeAll(async () => {
    h = await startHarness({ server: 'dynalite' });
    second = await startTestServer('dynalite');
    await seed(h.db.endpoint, 'first');
    await seed(second.endpoint, 'second');
  });
  afterAll(async () => {
    await h.close();
    await second.close();
  });

  test('a query from a link reads from the connection the user selected, not the default', async () => {
    await expectReadsFrom({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  });
});

describe('on dynamodb-local', () => {
  // One database per access key: the default connection signs with the app's key, the second with alice's.
  beforeAll(async () => {
    h = await startHarness({ server: 'dynamodb-local', sharedDb: false });
    await seed(h.db.endpoint, 'first', LOCAL_KEY_ID);
    await seed(h.db.endpoint, 'second', 'alice');
  });
  afterAll(async () => {
    await h.close();
  });

  test('a query from a link reads from the connection the user selected, not the default', async () => {
    await expectReadsFrom({
      endpoint: h.db.endpoint,
      region: 'us-east-1',
      name: 'second',
      accessKeyId: 'alice',
      secretAccessKey: 'any',
    });
  });
});

async function expectReadsFrom(endpoint: ApiRequest<'addEndpointConnection'>) {
  const store = createAppStore(h.http, 'web');
  await store.getState().loadConnections();
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  expect(store.getState().session!.grouper.collections[0]!.items.map((i) => (i.SK as { S: string }).S)).toEqual([
    'USER#first',
  ]);
  await store.getState().addEndpoint(endpoint);
  expect(store.getState().connectState.status).toBe('ready');
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  const items = store.getState().session!.grouper.collections[0]!.items;
  expect(items.map((i) => (i.SK as { S: string }).S)).toEqual(['USER#second']);
}
