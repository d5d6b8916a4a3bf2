/**
 * Two servers with a table of the same name: after the user picks the second connection, every
 * read (list, describe, query) goes there, whichever feature started it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createAppStore } from '../../../renderer/store/index.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startDynalite, type RunningDynalite } from '../../../electron/sandbox/dynalite-server.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testClient } from '../../support/dynamo-client.js';

let h: Harness;
let second: RunningDynalite;

async function seed(endpoint: string, who: string) {
  const client = testClient(endpoint);
  await client.send(new CreateTableCommand({
    TableName: 'Shared', BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }, { AttributeName: 'SK', AttributeType: 'S' }],
  }));
  await client.send(new PutItemCommand({ TableName: 'Shared', Item: { PK: { S: 'ORG#x' }, SK: { S: `USER#${who}` } } }));
  client.destroy();
}

beforeAll(async () => {
  h = await startHarness();
  second = await startDynalite();
  await seed(h.db.endpoint, 'first');
  await seed(second.endpoint, 'second');
});
afterAll(async () => { await h.close(); await second.close(); });

test('a query from a link reads from the connection the user selected, not the default', async () => {
  const store = createAppStore(h.http, 'web');
  await store.getState().loadConnections();
  await store.getState().addEndpoint({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  expect(store.getState().connectState.status).toBe('ready');
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  const items = store.getState().session!.grouper.collections[0]!.items;
  expect(items.map((i) => (i.SK as { S: string }).S)).toEqual(['USER#second']);
});
