/**
 * One server (dynalite or AWS DynamoDB Local) with a 3,000-item collection, and the real service
 * reaching it through a fault proxy, as a user's app reaches a DynamoDB endpoint. Written straight
 * to the server, so seeding never goes through the faults.
 */
import { BatchWriteItemCommand, CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAppService } from '../../../electron/app-service.js';
import type { ExplorerApi, ReadPage } from '../../../shared/api.js';
import { startFaultProxy, type FaultProxy, type Schedule } from '../../support/fault-proxy.js';
import { testClient } from '../../support/dynamo-client.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startTestServer, type RunningTestServer, type TestServerKind } from '../../support/test-servers.js';

export const TABLE = 'FaultFixture';
export const PARTITION = 'TENANT#faults';
export const ITEM_COUNT = 3_000;
export const PAGE_LIMIT = 200;

export const skOf = (i: number) => `ITEM#${String(i).padStart(6, '0')}`;
export const expectedSortKeys = () => Array.from({ length: ITEM_COUNT }, (_, i) => skOf(i));

export async function seedCollection(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
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
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < ITEM_COUNT; i += 25) {
    const items = Array.from({ length: Math.min(25, ITEM_COUNT - i) }, (_, j) => ({
      PK: { S: PARTITION },
      SK: { S: skOf(i + j) },
      n: { N: String(i + j) },
      note: { S: `item ${i + j} of the fault fixture` },
    }));
    batches.push(
      client.send(
        new BatchWriteItemCommand({ RequestItems: { [TABLE]: items.map((Item) => ({ PutRequest: { Item } })) } }),
      ),
    );
  }
  await Promise.all(batches);
}

export interface FaultWorld {
  db: RunningTestServer;
  raw: DynamoDBClient;
  /** A proxy in front of the server and a fresh service whose only connection is that proxy. */
  through(
    schedule: Schedule,
    maxAttempts: number,
  ): Promise<{ proxy: FaultProxy; app: ReturnType<typeof createAppService>; close(): Promise<void> }>;
  close(): Promise<void>;
}

export async function startFaultWorld(server: TestServerKind = 'dynalite'): Promise<FaultWorld> {
  isolateAwsConfig();
  const db = await startTestServer(server);
  const raw = testClient(db.endpoint);
  await seedCollection(raw);
  const open: Array<() => Promise<void>> = [];
  return {
    db,
    raw,
    async through(schedule, maxAttempts) {
      const proxy = await startFaultProxy({ target: db.endpoint, schedule });
      const app = createAppService({ endpoint: proxy.url, region: 'us-east-1', env: {}, maxAttempts });
      const close = async () => {
        await app.close();
        await proxy.close();
      };
      open.push(close);
      return { proxy, app, close };
    },
    async close() {
      for (const c of open) await c();
      raw.destroy();
      await db.close();
    },
  };
}

export const collectionQuery = {
  TableName: TABLE,
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'PK' },
  ExpressionAttributeValues: { ':pk': { S: PARTITION } },
  Limit: PAGE_LIMIT,
} as const;

export const sortKeys = (pages: readonly ReadPage[]) =>
  pages.flatMap((p) => p.Items.map((i) => (i.SK as { S: string }).S));

/** Records every call the page loop makes and how it ended, in order. */
export function recordingApi(api: ExplorerApi, log: string[]): Pick<ExplorerApi, 'query' | 'scan' | 'cancel'> {
  return {
    query: (req) => {
      log.push(`query ${req.requestId}`);
      return api.query(req).then(
        (page) => {
          log.push(`query ${req.requestId} answered`);
          return page;
        },
        (e: { name: string }) => {
          log.push(`query ${req.requestId} failed ${e.name}`);
          throw e;
        },
      );
    },
    scan: (req) => api.scan(req),
    cancel: async (req) => {
      const out = await api.cancel(req);
      log.push(`cancel ${req.requestId} ${out.cancelled}`);
      return out;
    },
  };
}
