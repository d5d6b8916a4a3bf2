/**
 * The sandbox on disk, end to end against dynalite: seeded once for this file, then restarted on
 * the same folder and reset. Tests run in order and share the folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CreateTableCommand,
  DeleteItemCommand,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { sampleTables } from '../../../electron/sandbox/samples/index.js';
import { toSdkItem, toSdkValue } from '../../../electron/sandbox/sdk-item.js';
import { startSandbox, type Sandbox, type SeedProgress } from '../../../electron/sandbox/sandbox.js';
import { testClient } from '../../support/dynamo-client.js';

const expectedCounts = new Map(sampleTables.map((t) => [t.definition.TableName, t.items().length]));
const EXTRA = { PK: { S: 'ORG#SANDBOX-TEST' }, SK: { S: 'METADATA#SANDBOX-TEST' }, note: { S: 'added by a test' } };

let dataDir: string;
let sandbox: Sandbox;
let client: DynamoDBClient;
const progress: SeedProgress[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ice-sandbox-'));
  sandbox = await startSandbox({ dataDir, onProgress: (p) => progress.push(p) });
  client = testClient(sandbox.endpoint, sandbox.credentials);
});

afterAll(async () => {
  client?.destroy();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function count(tableName: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, Select: 'COUNT', ExclusiveStartKey: start as never }),
    );
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

async function countAll(): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const name of expectedCounts.keys()) out.set(name, await count(name));
  return out;
}

test('the first start seeds every sample table with all its items, reporting progress', async () => {
  expect(sandbox.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(sandbox.dataDir).toBe(dataDir);
  expect(sandbox.seeded?.items).toBe([...expectedCounts.values()].reduce((a, b) => a + b, 0));
  const { TableNames } = await client.send(new ListTablesCommand({}));
  expect([...(TableNames ?? [])].sort()).toEqual([...expectedCounts.keys()].sort());
  expect(await countAll()).toEqual(expectedCounts);

  expect(progress[0]?.phase).toBe('creating');
  expect(progress.at(-1)).toMatchObject({ phase: 'done', itemsWritten: sandbox.seeded?.items });
  const written = progress.map((p) => p.itemsWritten);
  expect(written).toEqual([...written].sort((a, b) => a - b));
});

test('reading the big collection takes more than one 1 MB page', async () => {
  let pages = 0;
  let items = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: 'Workspaces',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'EntityRef' },
        ExpressionAttributeValues: { ':pk': { S: 'WS#acme' } },
        ExclusiveStartKey: start as never,
      }),
    );
    pages++;
    items += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  expect(pages).toBeGreaterThan(1);
  expect(items).toBe(5001);
});

test('every declared pattern reads a non-empty collection on the real server', async () => {
  for (const t of sampleTables) {
    const indexes = [...(t.definition.GlobalSecondaryIndexes ?? []), ...(t.definition.LocalSecondaryIndexes ?? [])];
    for (const p of t.patterns) {
      const schema = p.index ? indexes.find((i) => i.IndexName === p.index)!.KeySchema : t.definition.KeySchema;
      const page = await client.send(
        new QueryCommand({
          TableName: t.definition.TableName,
          IndexName: p.index,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': schema[0]!.AttributeName },
          ExpressionAttributeValues: { ':pk': toSdkValue(p.partitionKeyValue) },
          Limit: 1,
        }),
      );
      expect(page.Count, `${t.definition.TableName} ${p.description}`).toBe(1);
    }
  }
});

test('newest-first on the tickets GSI returns the user item, then the latest tickets', async () => {
  const page = await client.send(
    new QueryCommand({
      TableName: 'HelpDesk',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'ORG#BLUEYONDER#USER#marta.silva' } },
      ScanIndexForward: false,
      Limit: 4,
    }),
  );
  const sortKeys = (page.Items ?? []).map((i) => i.GSI1SK?.S ?? '');
  expect(sortKeys[0]).toBe('USER#marta.silva');
  expect(sortKeys.slice(1).every((k) => k.startsWith('TICKET#'))).toBe(true);
  expect(sortKeys.slice(1)).toEqual([...sortKeys.slice(1)].sort().reverse());
});

test('a second sandbox on the same folder is refused with a message that says what to do', async () => {
  const attempt = startSandbox({ dataDir });
  await expect(attempt).rejects.toThrow(
    `the sandbox data folder ${dataDir} is in use by another Item Collection Explorer`,
  );
  await expect(attempt).rejects.toThrow('ICE_SANDBOX_DIR=');
});

test("a restart on the same folder keeps the user's changes and does not reseed", async () => {
  await client.send(new PutItemCommand({ TableName: 'SaasOrganizations', Item: toSdkItem(EXTRA) }));
  await client.send(
    new DeleteItemCommand({
      TableName: 'app-table',
      Key: { pk: { S: 'order#ord-01014' }, sk: { S: 'order#ord-01014' } },
    }),
  );
  client.destroy();
  await sandbox.close();

  sandbox = await startSandbox({ dataDir });
  client = testClient(sandbox.endpoint, sandbox.credentials);
  expect(sandbox.seeded).toBeUndefined();
  expect(await count('SaasOrganizations')).toBe(expectedCounts.get('SaasOrganizations')! + 1);
  expect(await count('app-table')).toBe(expectedCounts.get('app-table')! - 1);
});

test('reset restores the samples and keeps the tables the user created, with their items', async () => {
  await client.send(new PutItemCommand({ TableName: 'SaasOrganizations', Item: toSdkItem(EXTRA) }));
  await client.send(
    new CreateTableCommand({
      TableName: 'MyGreenhouse',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'bed', KeyType: 'HASH' },
        { AttributeName: 'plantedAt', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'bed', AttributeType: 'S' },
        { AttributeName: 'plantedAt', AttributeType: 'N' },
      ],
    }),
  );
  // A table is CREATING for a moment after CreateTable: a write before it is ACTIVE is refused.
  await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: 'MyGreenhouse' });
  await client.send(
    new PutItemCommand({
      TableName: 'MyGreenhouse',
      Item: { bed: { S: 'B7' }, plantedAt: { N: '1700000000' }, crop: { S: 'kale' } },
    }),
  );
  const names = await sandbox.reset();
  expect(names).toEqual(sampleTables.map((t) => t.definition.TableName));
  expect(await countAll()).toEqual(expectedCounts);
  const extra = await client.send(
    new QueryCommand({
      TableName: 'SaasOrganizations',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': EXTRA.PK },
    }),
  );
  expect(extra.Count).toBe(0);
  const { TableNames } = await client.send(new ListTablesCommand({}));
  expect(TableNames).toContain('MyGreenhouse');
  expect(await count('MyGreenhouse')).toBe(1);
});
