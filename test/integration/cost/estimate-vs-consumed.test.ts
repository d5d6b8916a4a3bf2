/**
 * Issue 22: the estimate before a read against what DynamoDB Local says the read consumed
 * (ReturnConsumedCapacity INDEXES, asked for by the service), for a Query of one collection on an
 * index, a filtered Scan and a parallel Scan, each paged as the app pages it.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import type { ApiRequest, ExplorerApi } from '../../../shared/api.js';
import { addConsumed, emptyShares } from '../../../shared/cost/consumed.js';
import { estimateRead, type CostKnowledge } from '../../../shared/cost/estimate-read.js';
import { planRead } from '../../../shared/cost/read-plan.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { FIRST_PAGE_ITEMS, PagedRead, type ReadSpec } from '../../../shared/reads/paged-read.js';
import { testClient } from '../../support/dynamo-client.js';
import { createTable } from '../../support/test-table.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';

const TABLE = 'CostCheck';
const COLLECTIONS = 6;
const PER_COLLECTION = 70;
let server: RunningTestServer;
let app: ReturnType<typeof createAppService>;
let api: ExplorerApi;
const items: Item[] = [];

/** Every item the same size, so the estimate's average is every item's size. */
function itemOf(c: number, i: number): Item {
  const item: Record<string, AttributeValue> = {
    PK: { S: `ORG#${c}` },
    SK: { S: `USER#${String(i).padStart(4, '0')}` },
    kind: { S: i % 20 === 0 ? 'RARE' : 'COMMON' },
    GPK: { S: `G#${c}` },
    body: { S: 'x'.repeat(900) },
  };
  return item as Item;
}

beforeAll(async () => {
  server = await startTestServer('dynamodb-local');
  const raw = testClient(server.endpoint);
  for (let c = 0; c < COLLECTIONS; c++) for (let i = 0; i < PER_COLLECTION; i++) items.push(itemOf(c, i));
  await createTable(
    raw,
    {
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GPK', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByGroup',
          KeySchema: [
            { AttributeName: 'GPK', KeyType: 'HASH' },
            { AttributeName: 'SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    },
    items as Record<string, AttributeValue>[],
  );
  raw.destroy();
  app = createAppService({ endpoint: server.endpoint, region: 'us-east-1', env: {}, maxAttempts: 1 });
  api = app.service;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await server?.close();
});

/** Reads to the end as the app does (a small first page, then full ones) and sums what each page consumed. */
async function consumed(spec: ReadSpec) {
  const shares = emptyShares();
  const read = new PagedRead(api, spec, {
    firstPageLimit: FIRST_PAGE_ITEMS,
    onPage: (e) => {
      addConsumed(shares, e.page.ConsumedCapacity);
    },
  });
  const outcome = await read.start();
  expect(outcome.end).toBe('end');
  return { shares, progress: outcome.progress };
}

const bytesOf = (list: Item[]) => list.reduce((n, it) => n + itemSize(it), 0);
const tableFigures: CostKnowledge = {};

describe('estimate against ConsumedCapacity on DynamoDB Local', () => {
  beforeAll(() => {
    tableFigures.own = {
      items: items.length,
      bytes: bytesOf(items),
      complete: true,
      collections: COLLECTIONS,
      by: 'the test',
    };
  });

  test("a Query of one collection on a GSI: the index's share, and the estimate equals it", async () => {
    const request: ApiRequest<'query'> = {
      TableName: TABLE,
      IndexName: 'ByGroup',
      KeyConditionExpression: 'GPK = :g',
      ExpressionAttributeValues: { ':g': { S: 'G#2' } },
    };
    const collection = items.filter((it) => (it.GPK as { S: string }).S === 'G#2');
    const estimate = estimateRead(
      planRead('Query', request, { partitionKey: 'GPK' }),
      { collection: { items: collection.length, bytes: bytesOf(collection), by: 'the test' } },
      { firstPageLimit: FIRST_PAGE_ITEMS },
    );
    const { shares, progress } = await consumed({ kind: 'query', request });
    expect(progress.items).toBe(PER_COLLECTION);
    expect(shares.indexes.ByGroup).toBeGreaterThan(0);
    expect(shares.indexes.ByGroup).toBe(shares.total);
    expect(estimate.pages).toBe(progress.pages);
    expect(estimate.units).toBe(shares.total);
  });

  test('a filtered Scan costs what it scanned, not what it kept', async () => {
    const request: ApiRequest<'scan'> = {
      TableName: TABLE,
      FilterExpression: 'kind = :k',
      ExpressionAttributeValues: { ':k': { S: 'RARE' } },
    };
    const estimate = estimateRead(planRead('Scan', request, { partitionKey: 'PK' }), tableFigures, {
      firstPageLimit: FIRST_PAGE_ITEMS,
    });
    const { shares, progress } = await consumed({ kind: 'scan', request });
    expect(progress.scanned).toBe(items.length);
    expect(progress.returned).toBeLessThan(items.length / 10);
    expect(shares.table).toBe(shares.total);
    expect(estimate.units).toBe(shares.total);
  });

  test('a GetItem, strongly consistent: one unit per 4 KB of the item', async () => {
    const request: ApiRequest<'getItem'> = {
      TableName: TABLE,
      Key: { PK: { S: 'ORG#1' }, SK: { S: 'USER#0003' } },
      ConsistentRead: true,
    };
    const item = items.find(
      (it) => (it.PK as { S: string }).S === 'ORG#1' && (it.SK as { S: string }).S === 'USER#0003',
    )!;
    const estimate = estimateRead(planRead('GetItem', request, { partitionKey: 'PK' }), {
      collection: { items: 1, bytes: itemSize(item), by: 'the test' },
    });
    const res = await api.getItem(request);
    expect(res.Item).toBeDefined();
    expect(res.ConsumedCapacity?.CapacityUnits).toBe(1);
    expect(estimate.units).toBe(res.ConsumedCapacity?.CapacityUnits);
  });

  test('a parallel Scan: every segment pages on its own', async () => {
    const request: ApiRequest<'scan'> = { TableName: TABLE, ConsistentRead: true };
    const estimate = estimateRead(planRead('Scan', request, { partitionKey: 'PK', segments: 3 }), tableFigures, {
      firstPageLimit: FIRST_PAGE_ITEMS,
    });
    const { shares, progress } = await consumed({ kind: 'scan', request, totalSegments: 3 });
    expect(progress.items).toBe(items.length);
    // DynamoDB hashes items to segments unevenly; the estimate splits them evenly: within a unit per page.
    expect(Math.abs(estimate.units - shares.total)).toBeLessThanOrEqual(progress.pages);
    expect(estimate.units).toBeGreaterThan(0);
  });
});
