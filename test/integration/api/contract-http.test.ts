import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';
import type { ApiError } from '../../../shared/api-errors.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await createFixtureTable(h.raw, 30);
});
afterAll(async () => {
  await h.close();
});

const fails = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('ExplorerApi over web mode', () => {
  test('listConnections lists the --endpoint connection and makes it the default', async () => {
    const { connections, defaultConnectionId } = await h.http.listConnections();
    const def = connections.find((c) => c.id === defaultConnectionId)!;
    expect(def).toMatchObject({ kind: 'endpoint', endpoint: h.db.endpoint, region: 'us-east-1' });
    expect(connections.some((c) => c.kind === 'sandbox')).toBe(false);
  });

  test('connect, add and remove an endpoint connection', async () => {
    const added = await h.http.addEndpointConnection({
      endpoint: h.db.endpoint + '/',
      region: 'eu-west-1',
      name: 'second',
    });
    expect(added).toMatchObject({ kind: 'endpoint', region: 'eu-west-1', name: 'second' });
    expect((await h.http.connect({ connectionId: added.id })).id).toBe(added.id);
    expect((await h.http.listTables({ connectionId: added.id })).TableNames).toContain(FIXTURE_TABLE);
    expect(await h.http.removeConnection({ connectionId: added.id })).toEqual({ removed: true });
    const err = await fails(h.http.listTables({ connectionId: added.id }));
    expect(err).toMatchObject({ name: 'UnknownConnection', field: 'connectionId', statusCode: 400 });
  });

  test('listTables and describeTable report keys with types, indexes and projections', async () => {
    expect((await h.http.listTables()).TableNames).toEqual([FIXTURE_TABLE]);
    const { Table } = await h.http.describeTable({ TableName: FIXTURE_TABLE });
    expect(Table.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(Table.AttributeDefinitions).toContainEqual({ AttributeName: 'Score', AttributeType: 'N' });
    expect(Table.GlobalSecondaryIndexes?.[0]).toMatchObject({
      IndexName: 'GSI1',
      Projection: { ProjectionType: 'ALL' },
    });
    expect(Table.LocalSecondaryIndexes?.[0]).toMatchObject({
      IndexName: 'ByScore',
      Projection: { ProjectionType: 'KEYS_ONLY' },
    });
    expect(typeof Table.ItemCount).toBe('number');
    expect(Table.BillingMode).toBe('PAY_PER_REQUEST');
  });

  test('query returns one page per call and continues from LastEvaluatedKey with nothing lost or repeated', async () => {
    const seen: string[] = [];
    let start: Record<string, never> | undefined;
    let pages = 0;
    do {
      const page = await h.http.query({
        TableName: FIXTURE_TABLE,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'PK' },
        ExpressionAttributeValues: { ':pk': { S: 'ORG#acme' } },
        Limit: 7,
        ExclusiveStartKey: start,
      });
      pages++;
      seen.push(...page.Items.map((i) => (i.SK as { S: string }).S));
      expect(page.ConsumedCapacity?.CapacityUnits).toBeGreaterThan(0);
      expect(page.Attempts).toBe(1);
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(seen).toHaveLength(31);
    expect(new Set(seen).size).toBe(31);
    expect(seen[seen.length - 1]).toBe('USER#029');
  });

  test('numbers and binary cross the boundary exactly', async () => {
    const { Item } = await h.http.getItem({
      TableName: FIXTURE_TABLE,
      Key: { PK: { S: 'ORG#acme' }, SK: { S: 'METADATA#acme' } },
    });
    expect(Item?.big).toEqual({ N: '1234567890123456789012345' });
    expect(Item?.logo).toEqual({ B: Buffer.from([0, 1, 2, 255]).toString('base64') });
  });

  test('query through a GSI and a filter reports scanned vs returned', async () => {
    const page = await h.http.query({
      TableName: FIXTURE_TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :t',
      FilterExpression: 'Score > :s',
      ExpressionAttributeValues: { ':t': { S: 'TEAM#0' }, ':s': { N: '150' } },
    });
    expect(page.ScannedCount).toBe(10);
    expect(page.Count).toBe(page.Items.length);
    expect(page.Count).toBeLessThan(page.ScannedCount);
  });

  test('scan with parallel segments covers the table once', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((Segment) => h.http.scan({ TableName: FIXTURE_TABLE, Segment, TotalSegments: 3 })),
    );
    const keys = pages.flatMap((p) => p.Items.map((i) => JSON.stringify([i.PK, i.SK])));
    expect(keys).toHaveLength(31);
    expect(new Set(keys).size).toBe(31);
  });

  test("an unknown table keeps DynamoDB's error name and names the field", async () => {
    const err = await fails(h.http.describeTable({ TableName: 'NoSuchTable' }));
    expect(err.name).toBe('ResourceNotFoundException');
    expect(err.field).toBe('TableName');
    expect(err.statusCode).toBe(400);
    const q = await fails(
      h.http.query({
        TableName: 'NoSuchTable',
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { S: 'x' } },
      }),
    );
    expect(q).toMatchObject({ name: 'ResourceNotFoundException', field: 'TableName' });
  });

  // The service's pre-send gate (shared/requests) refuses these before DynamoDB sees them.
  test('requests DynamoDB would refuse are refused first, saying which field', async () => {
    const gsi = await fails(
      h.http.query({
        TableName: FIXTURE_TABLE,
        IndexName: 'GSI1',
        ConsistentRead: true,
        KeyConditionExpression: 'GSI1PK = :t',
        ExpressionAttributeValues: { ':t': { S: 'TEAM#0' } },
      }),
    );
    expect(gsi).toMatchObject({ name: 'RequestValidationError', field: 'ConsistentRead', statusCode: 400 });
    const type = await fails(
      h.http.query({
        TableName: FIXTURE_TABLE,
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { N: '1' } },
      }),
    );
    expect(type).toMatchObject({ name: 'RequestValidationError', field: 'KeyConditionExpression' });
  });

  test('a field of the wrong type or an unknown field is refused by the schema', async () => {
    const limit = await fails(
      h.http.query({ TableName: FIXTURE_TABLE, KeyConditionExpression: 'PK = :p', Limit: 'ten' as unknown as number }),
    );
    expect(limit).toMatchObject({ name: 'RequestValidationError', field: 'Limit', statusCode: 400 });
    const value = await fails(
      h.http.query({
        TableName: FIXTURE_TABLE,
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { N: 'abc' } },
      }),
    );
    expect(value.field).toBe('ExpressionAttributeValues.:p');
    expect(value.message).toMatch(/N must be a number/);
    const typo = await fails(h.http.query({ TableName: FIXTURE_TABLE, KeyConditonExpression: 'PK = :p' } as never));
    expect(typo).toMatchObject({ name: 'RequestValidationError', field: 'KeyConditonExpression' });
    const seg = await fails(h.http.scan({ TableName: FIXTURE_TABLE, Segment: 3, TotalSegments: 3 }));
    expect(seg).toMatchObject({ field: 'Segment' });
  });

  test('resetSandbox says there is no sandbox when it is turned off', async () => {
    expect(await fails(h.http.resetSandbox())).toMatchObject({ name: 'SandboxUnavailable' });
  });
});

describe('web mode guards', () => {
  const post = (
    path: string,
    init: { token?: string | null; origin?: string; host?: string; body?: string; method?: string } = {},
  ) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (init.token !== null) headers.Authorization = `Bearer ${init.token ?? h.web.token}`;
    if (init.origin) headers.Origin = init.origin;
    return fetch(`${h.baseUrl}${path}`, { method: init.method ?? 'POST', headers, body: init.body ?? '{}' });
  };

  test('missing or wrong token: 401 with an error body', async () => {
    const none = await post('/api/listTables', { token: null });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { name: 'Unauthorized' } });
    expect((await post('/api/listTables', { token: 'x'.repeat(48) })).status).toBe(401);
  });

  test("a foreign Origin gets 403, the page's own origin 200", async () => {
    const foreign = await post('/api/listTables', { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { name: 'ForbiddenOrigin' } });
    expect((await post('/api/listTables', { origin: h.baseUrl })).status).toBe(200);
  });

  test('a foreign Host (DNS rebinding) gets 403', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: h.web.port,
          path: '/api/listTables',
          method: 'POST',
          headers: { Host: 'attacker.example', Authorization: `Bearer ${h.web.token}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  test('bad JSON, unknown method and GET on the API are refused with specific errors', async () => {
    const bad = await post('/api/listTables', { body: '{not json' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/not valid JSON/);
    const unknown = await post('/api/dropTable');
    expect(unknown.status).toBe(404);
    expect(
      (await fetch(`${h.baseUrl}/api/listTables`, { headers: { Authorization: `Bearer ${h.web.token}` } })).status,
    ).toBe(405);
  });

  test('success is 200 with the result as JSON', async () => {
    const res = await post('/api/listTables');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ TableNames: [FIXTURE_TABLE] });
  });

  test('the server listens on loopback only', () => {
    expect((h.web.server.address() as AddressInfo).address).toBe('127.0.0.1');
  });
});

describe('cancel', () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // An endpoint that accepts and never answers: a read against it only ends by being stopped.
    silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  test('cancel stops a read in flight and the read says it was cancelled', async () => {
    const conn = await h.http.addEndpointConnection({ endpoint: silentUrl, region: 'us-east-1' });
    const read = h.http.query({
      connectionId: conn.id,
      requestId: 'slow-1',
      TableName: 'T',
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': { S: 'x' } },
    });
    const outcome = read.then(
      () => 'answered',
      (e: ApiError) => e,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(await h.http.cancel({ requestId: 'slow-1' })).toEqual({ cancelled: true });
    const err = (await outcome) as ApiError;
    expect(err).toMatchObject({ name: 'RequestCancelled', cancelled: true });
    expect(await h.http.cancel({ requestId: 'slow-1' })).toEqual({ cancelled: false });
  });
});
