/** The fault proxy itself: faults look like DynamoDB's to the SDK, counts are per operation, and it stays bounded. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DescribeTableCommand, ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startTestServer, testServers, type RunningTestServer } from '../../support/test-servers.js';
import { FaultPlan, startFaultProxy } from '../../support/fault-proxy.js';

describe.each(testServers)('on %s', (server) => {
  let db: RunningTestServer;
  beforeAll(async () => {
    db = await startTestServer(server);
  });
  afterAll(async () => {
    await db.close();
  });

  const sdk = (endpoint: string) =>
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });

  test("throttling and 5xx answers carry DynamoDB's error name, status and request id", async () => {
    const proxy = await startFaultProxy({
      target: db.endpoint,
      schedule: [
        { requests: [1], fault: { kind: 'throttle' } },
        { requests: [2], fault: { kind: 'throttle', name: 'ThrottlingException' } },
        { requests: [3], fault: { kind: 'status', status: 500 } },
        { requests: [4], fault: { kind: 'status', status: 503 } },
      ],
    });
    const client = sdk(proxy.url);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const e = await client
        .send(new ListTablesCommand({}))
        .catch(
          (err: {
            name: string;
            $metadata: { httpStatusCode?: number; requestId?: string };
            $retryable?: unknown;
            $fault: string;
          }) => err,
        );
      seen.push('name' in e ? [e.name, e.$metadata.httpStatusCode, e.$metadata.requestId, e.$fault] : 'answered');
    }
    expect(seen).toEqual([
      ['ProvisionedThroughputExceededException', 400, 'fault-proxy-1', 'client'],
      ['ThrottlingException', 400, 'fault-proxy-2', 'client'],
      ['InternalServerError', 500, 'fault-proxy-3', 'server'],
      ['ServiceUnavailable', 503, 'fault-proxy-4', 'server'],
    ]);
    expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([]);
    client.destroy();
    await proxy.close();
  });

  test('counts requests per operation from X-Amz-Target and numbers them per operation', async () => {
    const proxy = await startFaultProxy({
      target: db.endpoint,
      schedule: [{ operation: 'DescribeTable', requests: [2], fault: { kind: 'reset' } }],
    });
    const client = sdk(proxy.url);
    await client.send(new ListTablesCommand({}));
    await client.send(new DescribeTableCommand({ TableName: 'none' })).catch(() => undefined);
    await client.send(new ListTablesCommand({}));
    const reset = await client.send(new DescribeTableCommand({ TableName: 'none' })).catch((e: Error) => e);
    expect(proxy.counts()).toEqual({ ListTables: 2, DescribeTable: 2 });
    expect(proxy.events.map((e) => [e.operation, e.opSeq, e.outcome])).toEqual([
      ['ListTables', 1, 'forwarded'],
      ['DescribeTable', 1, 'forwarded'],
      ['ListTables', 2, 'forwarded'],
      ['DescribeTable', 2, 'faulted'],
    ]);
    expect((reset as Error).message).toMatch(/socket hang up|ECONNRESET/);
    client.destroy();
    await proxy.close();
  });

  test('rules: every n-th, from n on, and at most `times`; schedules are checked', () => {
    const plan = new FaultPlan([
      { operation: 'Query', every: 2, times: 2, fault: { kind: 'reset' } },
      { from: 9, fault: { kind: 'truncate' } },
    ]);
    const kinds = Array.from(
      { length: 10 },
      (_, i) => plan.faultFor({ seq: i + 1, operation: 'Query', opSeq: i + 1 })?.kind ?? '-',
    );
    expect(kinds).toEqual(['-', 'reset', '-', 'reset', '-', '-', '-', '-', 'truncate', 'truncate']);
    expect(() => new FaultPlan([{ every: 0, fault: { kind: 'reset' } }])).toThrow(/every/);
    expect(() => new FaultPlan([{ fault: { kind: 'slow', delayMs: 10 ** 9 } }])).toThrow(/delayMs/);
  });

  test('loopback only, a request limit, and it closes itself', async () => {
    await expect(startFaultProxy({ target: 'http://example.com:80' })).rejects.toThrow(/loopback/);
    // A lifetime no loaded machine reaches between these requests; the self-closing one is below.
    const proxy = await startFaultProxy({ target: db.endpoint, maxRequests: 1, lifetimeMs: 120_000 });
    expect(new URL(proxy.url).hostname).toBe('127.0.0.1');
    const post = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'X-Amz-Target': 'DynamoDB_20120810.ListTables', 'Content-Type': 'application/x-amz-json-1.0' },
        body: '{}',
      });
    expect((await post(proxy.url)).status).toBe(400); // unsigned, so the server refuses it: but it was forwarded
    expect((await post(proxy.url)).status).toBe(503);
    expect(proxy.count('ListTables')).toBe(2);
    await proxy.close();
    const brief = await startFaultProxy({ target: db.endpoint, lifetimeMs: 300 });
    await expect
      .poll(
        () =>
          post(brief.url).then(
            () => 'open',
            () => 'closed',
          ),
        { timeout: 30_000 },
      )
      .toBe('closed');
  });
});
