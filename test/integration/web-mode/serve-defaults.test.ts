/**
 * `npm run serve` with no arguments, as a new user runs it: one line with the URL, the sandbox as
 * the default connection, and its sample tables listed by the API.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServe, type ServeProcess } from '../../support/serve-process.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { sampleTables } from '../../../electron/sandbox/samples/index.js';
import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { testClient } from '../../support/dynamo-client.js';

let serve: ServeProcess;
beforeAll(async () => {
  serve = await startServe();
}, 120_000);
afterAll(async () => {
  await serve?.stop();
});

test('prints exactly one line with the loopback URL and its token', () => {
  const lines = serve
    .output()
    .split('\n')
    .filter((l) => l.includes('http://'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Item Collection Explorer \(web mode\): http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/);
});

test('the sandbox is the default connection and lists every sample table', async () => {
  const api = createHttpClient(serve.origin, serve.token);
  const { connections, defaultConnectionId } = await api.listConnections();
  expect(connections.find((c) => c.id === defaultConnectionId)?.kind).toBe('sandbox');
  const { TableNames } = await api.listTables();
  expect([...TableNames].sort()).toEqual(sampleTables.map((t) => t.definition.TableName).sort());
}, 120_000);

test("resetSandbox through the API restores the sample tables, drops what the user changed in them and keeps the user's own tables", async () => {
  const api = createHttpClient(serve.origin, serve.token);
  const sandbox = await api.connect({ connectionId: 'sandbox' });
  expect(sandbox.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const first = sampleTables.find((t) => t.definition.AttributeDefinitions.every((d) => d.AttributeType === 'S'))!;
  const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
  await raw.send(
    new CreateTableCommand({
      TableName: 'UserScratch',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }],
    }),
  );
  const key = Object.fromEntries(
    first.definition.KeySchema.map((k) => [
      k.AttributeName,
      k.AttributeName === first.definition.KeySchema[0]!.AttributeName ? { S: 'ADDED-BY-TEST' } : { S: 'x' },
    ]),
  );
  await raw.send(new PutItemCommand({ TableName: first.definition.TableName, Item: key }));
  expect((await api.getItem({ TableName: first.definition.TableName, Key: key })).Item).toEqual(key);
  expect((await api.listTables()).TableNames).toContain('UserScratch');
  const { TableNames } = await api.resetSandbox();
  expect([...TableNames].sort()).toEqual(sampleTables.map((t) => t.definition.TableName).sort());
  expect((await api.listTables()).TableNames).toContain('UserScratch');
  const after = await api.getItem({ TableName: first.definition.TableName, Key: key });
  expect(after.Item).toBeUndefined();
  raw.destroy();
}, 120_000);

test('the page itself is served with a strict CSP and no referrer', async () => {
  const res = await fetch(serve.origin + '/');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(await res.text()).toContain('<div id="root">');
});
