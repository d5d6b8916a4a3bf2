/**
 * The same faults through web mode's HTTP, with web mode in its own process as users run it: the
 * server never exits, the caller gets the sandbox's specific error, and the next read works.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { ExplorerApi } from '../../../shared/api.js';
import { testClient } from '../../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';
import { CRASHING_FILTER, createProbeTable, PROBE_ITEMS, PROBE_TABLE, stallingFilter } from './fault-inputs.js';

let serve: ServeProcess;
let api: ExplorerApi;
let raw: DynamoDBClient;

beforeAll(async () => {
  serve = await startServe(['--port', '0'], { ICE_SANDBOX_REQUEST_TIMEOUT_MS: '2000' });
  api = createHttpClient(serve.origin, serve.token);
  const info = await api.connect({ connectionId: 'sandbox' });
  raw = testClient(info.endpoint!, info.sandboxCredentials);
  await createProbeTable(raw);
}, 120_000);

afterAll(async () => {
  raw?.destroy();
  await serve?.stop();
});

async function errorOf(p: Promise<unknown>): Promise<{ name: string; message: string; statusCode?: number }> {
  return p.then(
    () => {
      throw new Error('the read succeeded; it was expected to fail');
    },
    (e: { name: string; message: string; statusCode?: number }) => e,
  );
}

test('a crashing filter over HTTP: web mode stays up, the error is specific, the next read works', async () => {
  const err = await errorOf(api.scan({ TableName: PROBE_TABLE, ...CRASHING_FILTER }));
  expect(err.name).toBe('SandboxCrashed');
  // The server behind web mode failed: a gateway status, not 500.
  expect(err.statusCode).toBe(502);
  expect(err.message).toContain('The local sandbox stopped while answering this request');
  expect(serve.child.exitCode).toBeNull();
  expect((await api.scan({ TableName: PROBE_TABLE })).Count).toBe(PROBE_ITEMS);
}, 60_000);

test('a stalling filter over HTTP: other calls are answered meanwhile, then the read is abandoned and the sandbox restarted', async () => {
  const read = errorOf(api.scan({ TableName: PROBE_TABLE, ...stallingFilter() }));
  const first = await Promise.race([read.then(() => 'read'), api.listConnections().then(() => 'server')]);
  expect(first).toBe('server');
  const err = await read;
  expect(err.name).toBe('SandboxRequestTimedOut');
  expect(err.statusCode).toBe(504);
  expect(serve.child.exitCode).toBeNull();
  expect((await api.scan({ TableName: PROBE_TABLE })).Count).toBe(PROBE_ITEMS);
}, 60_000);

test('":v IN (title)" is refused for the sandbox at once, naming the real cause, and the sandbox stays up', async () => {
  const pidBefore = (await api.connect({ connectionId: 'sandbox' })).endpoint;
  const err = await errorOf(
    api.scan({
      TableName: PROBE_TABLE,
      FilterExpression: ':v IN (words)',
      ExpressionAttributeValues: { ':v': { S: 'x' } },
    }),
  );
  expect(err).toMatchObject({ name: 'SandboxUnsupportedExpression', statusCode: 400 });
  expect(err.message).toContain('cannot run IN with an attribute in its list ("words")');
  expect(err.message).toContain('as "x = words"');
  expect(err.message).not.toMatch(/parenthes/);
  expect((await api.connect({ connectionId: 'sandbox' })).endpoint).toBe(pidBefore);
  expect(
    (
      await api.scan({
        TableName: PROBE_TABLE,
        FilterExpression: ':v = words',
        ExpressionAttributeValues: { ':v': { S: 'x' } },
      })
    ).Count,
  ).toBe(0);
}, 60_000);
