/**
 * Links, history and connection state through the renderer's store over the real web-mode client,
 * on two real servers: links reopen on the connection they were made on, tool reads and drill-down
 * choices have addresses, and nothing of a previous connection or a failed read is shown as data.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateTableCommand, DeleteTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { createAppStore } from '../../../renderer/store/index.js';
import { appStorage } from '../../../renderer/api/service-storage.js';
import { loadHistory } from '../../../renderer/model/history/query-history.js';
import { currentLink } from '../../../renderer/store/connections-slice.js';
import { formatRoute, parseRoute } from '../../../renderer/routing/query-route.js';
import { parseToolRoute } from '../../../renderer/routing/tool-route.js';
import { startDynalite, type RunningDynalite } from '../../../electron/sandbox/dynalite-server.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { testClient } from '../../support/dynamo-client.js';

let h: Harness;
let second: RunningDynalite;

async function seed(endpoint: string, table: string, items: Array<[string, string]>) {
  const client = testClient(endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: table,
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
  for (const [pk, sk] of items)
    await client.send(new PutItemCommand({ TableName: table, Item: { PK: { S: pk }, SK: { S: sk } } }));
  client.destroy();
}

const sortKeys = (store: ReturnType<typeof createAppStore>) =>
  store.getState().session!.grouper.collections.flatMap((c) => c.items.map((i) => (i.SK as { S: string }).S));

async function readyStore() {
  const store = createAppStore(h.http, 'web');
  await store.getState().loadConnections();
  expect(store.getState().tables.status).toBe('ready');
  return store;
}

beforeAll(async () => {
  h = await startHarness();
  second = await startDynalite();
  await seed(h.db.endpoint, 'Shared', [
    ['ORG#x', 'ORG#x'],
    ['ORG#x', 'USER#first'],
    ['ORG#x', 'USER#second'],
    ['ORG#x', 'TEAM#a'],
  ]);
  await seed(h.db.endpoint, 'Stages', [
    ['FEST#9', 'STAGE#1'],
    ['FEST#9', 'STAGE#1#A'],
    ['FEST#9', 'STAGE#1#B'],
    ['FEST#9', 'STAGE#10#X'],
    ['FEST#9', 'STAGE#2'],
  ]);
  await seed(h.db.endpoint, 'Doomed', [['A', 'B']]);
  await seed(second.endpoint, 'Shared', [['ORG#x', 'USER#on-second']]);
  await seed(second.endpoint, 'OnlySecond', [['P', 'S']]);
});
afterAll(async () => {
  await h.close();
  await second.close();
});

test('a link made on an endpoint reopens the read there, from a page on another connection', async () => {
  const maker = await readyStore();
  await maker.getState().addEndpoint({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  await maker.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  const link = maker.getState().read.route!;
  expect(parseRoute(link)?.connection).toEqual({
    id: maker.getState().connectionId,
    endpoint: second.endpoint.replace('localhost', '127.0.0.1').replace(/\/$/, ''),
    region: 'us-east-1',
    signing: 'local',
  });

  const opener = await readyStore();
  expect(opener.getState().connectionId).not.toBe(maker.getState().connectionId);
  await opener.getState().openRoute(parseRoute(link)!);
  expect(opener.getState().connectionId).toBe(maker.getState().connectionId);
  expect(opener.getState().linkNotice).toBeNull();
  expect(sortKeys(opener)).toEqual(['USER#on-second']);
});

test("a link's read is what the controls show: the builder's older draft is dropped, a GetItem opens in the plain form", async () => {
  const store = await readyStore();
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  store.getState().setReadEditor('builder');
  store.setState({
    builderDrafts: {
      ...store.getState().builderDrafts,
      Shared: store.getState().builderDrafts.Shared ?? ({} as never),
    },
  });
  await store.getState().openRoute(parseRoute('#/get?table=Shared&pk=ORG%23x&sk=TEAM%23a')!);
  expect(store.getState().readEditor).toBe('form');
  expect(store.getState().builderDrafts.Shared).toBeUndefined();
  expect(sortKeys(store)).toEqual(['TEAM#a']);
});

test('a link made on an endpoint this app does not know says which endpoint, and reads nothing elsewhere', async () => {
  const store = await readyStore();
  const before = store.getState().connectionId;
  await store
    .getState()
    .openRoute(
      parseRoute(
        '#/query?table=Shared&conn=endpoint%3A42&endpoint=http%3A%2F%2F127.0.0.1%3A1&region=us-east-1&pk=ORG%23x',
      )!,
    );
  expect(store.getState().linkNotice).toMatchObject({
    kind: 'error',
    message: expect.stringContaining('the endpoint http://127.0.0.1:1 (us-east-1), which this app does not know'),
    addEndpoint: { endpoint: 'http://127.0.0.1:1', region: 'us-east-1', signWith: 'local-key' },
  });
  expect(store.getState().connectionId).toBe(before);
  expect(store.getState().session).toBeNull();
});

test("switching connection takes the previous connection's results and table list off screen", async () => {
  const store = await readyStore();
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  expect(store.getState().session).not.toBeNull();
  const first = store.getState().connectionId;
  await store.getState().addEndpoint({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  const s = store.getState();
  expect(s.connectionId).not.toBe(first);
  expect(s.session).toBeNull();
  expect(s.read.status).toBe('idle');
  expect(s.tableName).toBeUndefined();
  expect(s.tables).toEqual({ status: 'ready', value: ['OnlySecond', 'Shared'] });
});

test("an unknown index in a link is said once, and the form keeps the table's key fields with the link's values", async () => {
  const store = await readyStore();
  await store.getState().openRoute(parseRoute('#/query?table=Shared&index=ByNothing&pk=ORG%23x')!);
  const s = store.getState();
  expect(s.linkNotice).toEqual({
    kind: 'error',
    message: expect.stringContaining(
      'The link reads index "ByNothing", which table "Shared" does not have (it has no indexes)',
    ),
  });
  expect(s.formProblems).toEqual([]);
  expect(s.draft).toMatchObject({ table: 'Shared', index: '', pk: 'ORG#x' });
  expect(s.read.status).toBe('idle');
});

test('a failed read is in the history as failed, with its reason, not as 0 items', async () => {
  const store = await readyStore();
  await store.getState().selectTable('Doomed');
  // The table goes away after it was described, so DynamoDB itself refuses the read.
  await h.raw.send(new DeleteTableCommand({ TableName: 'Doomed' }));
  store.getState().editDraft('Doomed', { pk: 'A' });
  await store.getState().submitDraft();
  expect(store.getState().read.status).toBe('error');
  const [entry] = loadHistory(appStorage(), 'Doomed');
  expect(entry).toMatchObject({ error: expect.stringContaining('ResourceNotFoundException') });
  expect(entry!.items).toBeUndefined();
});

test('a drill-down choice and an edge of the tools become the read in the address', async () => {
  const store = await readyStore();
  await store.getState().openRoute(parseRoute('#/query?table=Shared&pk=ORG%23x')!);
  const key = store.getState().session!.grouper.collections[0]!.key;
  expect(store.getState().startDrillDown(key)).toBeNull();
  await store.getState().filterToDrillNode('USER#');
  const s = store.getState();
  expect(sortKeys(store)).toEqual(['USER#first', 'USER#second']);
  expect(s.read.route).toBe(formatRoute(s.draft!, currentLink(s)));
  expect(parseRoute(s.read.route!)?.draft).toMatchObject({ pk: 'ORG#x', skOp: 'begins_with', sk: 'USER#' });
});

test('a drill-down node whose own key is an item (STAGE#1 beside STAGE#1#A) counts it in its exact count, as in its count read', async () => {
  const store = await readyStore();
  await store.getState().openRoute(parseRoute('#/query?table=Stages&pk=FEST%239')!);
  expect(store.getState().startDrillDown(store.getState().session!.grouper.collections[0]!.key)).toBeNull();
  const node = () => store.getState().drill!.tree.find('STAGE#1#')!;
  expect(node().count).toBe(3);
  await store.getState().countDrillNode('STAGE#1#');
  // The begins_with of its prefix finds two; its own key, read apart, makes three (STAGE#10#X is not its).
  expect(node().exactCount).toBe(3);
});

test('a fan-out has an address, and opening it on a fresh page runs the same fan-out on the same connection', async () => {
  const store = await readyStore();
  await store.getState().addEndpoint({ endpoint: second.endpoint, region: 'us-east-1', name: 'second' });
  await store.getState().selectTable('Shared');
  store.getState().editFanOutForm('Shared', {
    draft: {
      index: '',
      pattern: 'ORG#x',
      sortOp: 'begins_with',
      sortValue: 'USER#',
      sortValue2: '',
      newestFirst: false,
    },
  });
  expect(await store.getState().submitFanOut()).toBe(true);
  const link = store.getState().toolRoute!;
  expect(link).toMatch(/^#\/fan-out\?table=Shared&conn=endpoint/);

  const opener = await readyStore();
  await opener.getState().openToolRoute(parseToolRoute(link)!);
  const s = opener.getState();
  expect(s.connectionId).toBe(store.getState().connectionId);
  expect(s.toolTab).toBe('fan-out');
  expect(s.fanOut?.items.map((i) => (i.SK as { S: string }).S)).toEqual(['USER#on-second']);
  expect(s.toolRoute).toBe(link);
});
