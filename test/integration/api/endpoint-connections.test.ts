/**
 * Issue 10 item 5: endpoints that work like the AWS CLI. Add endpoint signs with an access key id
 * and secret, or a profile; AWS DynamoDB Local without -sharedDb (one database per key and region)
 * answering with no tables says why and what to do; a server that is not DynamoDB says so.
 * Over the service and over web mode's HTTP client, against the real jar and dynalite.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { ApiError, type ExplorerApi } from '../../../shared/api.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { startTestServer, type RunningTestServer } from '../../support/test-servers.js';

const ALICE = { accessKeyId: 'alice', secretAccessKey: 'alice-secret-value' };
let local: RunningTestServer;
let dynalite: RunningTestServer;
let app: ReturnType<typeof createAppService>;
let web: RunningWebServer;
let http: ExplorerApi;
const oddServers: Server[] = [];

async function oddServer(status: number, type: string, body: string): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  oddServers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  isolateAwsConfig(
    '[profile made-them]\nregion = us-east-1',
    `[made-them]\naws_access_key_id = ${ALICE.accessKeyId}\naws_secret_access_key = ${ALICE.secretAccessKey}`,
  );
  [local, dynalite] = await Promise.all([
    startTestServer('dynamodb-local', { sharedDb: false }),
    startTestServer('dynalite'),
  ]);
  const alice = new DynamoDBClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { ...ALICE } });
  await alice.send(
    new CreateTableCommand({
      TableName: 'Orchard',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    }),
  );
  alice.destroy();
  app = createAppService({ env: {}, maxAttempts: 1 });
  web = await startWebServer({ service: app.service });
  http = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
}, 120_000);

afterAll(async () => {
  await web?.close();
  await app?.close();
  for (const s of oddServers) {
    s.closeAllConnections();
    s.close();
  }
  await Promise.all([local?.close(), dynalite?.close()]);
});

const fails = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => ApiError.from(e),
  );

describe.each([
  ['the service', () => app.service as ExplorerApi],
  ['web mode', () => http],
] as const)('through %s', (_name, api) => {
  test("DynamoDB Local with no tables for the app's key: the answer says why and offers the fix", async () => {
    const { id } = await api().addEndpointConnection({ endpoint: local.endpoint, region: 'us-east-1' });
    const answer = await api().listTables({ connectionId: id });
    expect(answer.TableNames).toEqual([]);
    expect(answer.NoTablesHint).toMatchObject({ server: 'DynamoDB Local' });
    expect(answer.NoTablesHint!.message).toMatch(
      /separate database for each access key and region unless it was started with -sharedDb/,
    );
    expect(answer.NoTablesHint!.message).toMatch(/region us-east-1/);
    expect(answer.NoTablesHint!.fixes.join(' ')).toMatch(
      /access key id and region the tables were made with.*-sharedDb/,
    );
  });

  test('with the access key the tables were made with, they are there; the secret never comes back', async () => {
    const info = await api().addEndpointConnection({ endpoint: local.endpoint, region: 'us-east-1', ...ALICE });
    expect(info).toMatchObject({ kind: 'endpoint', credentialSource: 'access-key', endpoint: local.endpoint });
    expect(JSON.stringify(info)).not.toContain(ALICE.secretAccessKey);
    expect(await api().listTables({ connectionId: info.id })).toEqual({ TableNames: ['Orchard'] });
    // Another region is another database in DynamoDB Local, even for alice.
    const elsewhere = await api().addEndpointConnection({ endpoint: local.endpoint, region: 'eu-west-1', ...ALICE });
    expect((await api().listTables({ connectionId: elsewhere.id })).NoTablesHint?.message).toMatch(/region eu-west-1/);
    expect(JSON.stringify(await api().listConnections())).not.toContain(ALICE.secretAccessKey);
  });

  test('with a profile whose key made them, they are there too', async () => {
    const info = await api().addEndpointConnection({
      endpoint: local.endpoint,
      region: 'us-east-1',
      profile: 'made-them',
    });
    expect(info).toMatchObject({ credentialSource: 'profile', profile: 'made-them' });
    await api().connect({ connectionId: info.id });
    expect((await api().listTables({ connectionId: info.id })).TableNames).toEqual(['Orchard']);
  });

  test('an empty dynalite is not DynamoDB Local: no hint', async () => {
    const { id } = await api().addEndpointConnection({ endpoint: dynalite.endpoint, region: 'us-east-1' });
    expect(await api().listTables({ connectionId: id })).toEqual({ TableNames: [] });
  });

  test('each field is checked: a key id without its secret, a profile beside keys, a profile that does not exist', async () => {
    const base = { endpoint: local.endpoint, region: 'us-east-1' };
    expect(await fails(api().addEndpointConnection({ ...base, accessKeyId: 'alice' }))).toMatchObject({
      name: 'RequestValidationError',
      field: 'secretAccessKey',
    });
    expect(await fails(api().addEndpointConnection({ ...base, secretAccessKey: 'x-secret' }))).toMatchObject({
      field: 'accessKeyId',
    });
    expect(await fails(api().addEndpointConnection({ ...base, ...ALICE, profile: 'made-them' }))).toMatchObject({
      field: 'profile',
    });
    const missing = await fails(api().addEndpointConnection({ ...base, profile: 'nobody' }));
    expect(missing).toMatchObject({
      field: 'profile',
      message: expect.stringMatching(/no profile "nobody".*known: made-them/),
    });
    const spaced = await fails(
      api().addEndpointConnection({ ...base, accessKeyId: 'al ice', secretAccessKey: 'a secret with spaces' }),
    );
    expect(spaced.field).toBe('accessKeyId');
    expect(spaced.message).not.toContain('a secret with spaces');
  });
});

describe('a server that is not DynamoDB says so, never "UnknownError"', () => {
  const listVia = async (endpoint: string) => {
    const { id } = await app.service.addEndpointConnection({ endpoint, region: 'us-east-1' });
    return fails(app.service.listTables({ connectionId: id }));
  };

  test.each([
    [
      "a web server's 404 page",
      404,
      'text/html',
      '<html><body>Not Found</body></html>',
      /answered HTTP 404 \(text\/html\), which is not the DynamoDB API/,
    ],
    [
      'a web page with 200',
      200,
      'text/html',
      '<!doctype html><title>Dashboard</title>',
      /answered HTTP 200 \(text\/html\)/,
    ],
    [
      "another JSON API's 404",
      404,
      'application/json',
      '{"error":"no route"}',
      /answered HTTP 404 \(application\/json\), which is not the DynamoDB API/,
    ],
  ])('%s', async (_name, status, type, body, message) => {
    const err = await listVia(await oddServer(status, type, body));
    expect(err).toMatchObject({ name: 'NotDynamoDB', statusCode: status, message: expect.stringMatching(message) });
    expect(err.message).toMatch(/DynamoDB Local listens on 8000/);
    expect(err.message).not.toMatch(/UnknownError|Deserialization|Unexpected token/);
  });

  test('a closed port', async () => {
    const free = await oddServer(200, 'text/plain', '');
    const closed = oddServers.pop()!;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await listVia(free);
    expect(err).toMatchObject({
      name: 'EndpointUnreachable',
      message: expect.stringMatching(new RegExp(`Nothing is listening at ${free}`)),
    });
  });

  test('https:// to a server that speaks plain HTTP', async () => {
    const plain = await oddServer(200, 'text/html', 'hello');
    const err = await listVia(plain.replace('http://', 'https://'));
    expect(err).toMatchObject({
      name: 'EndpointTlsMismatch',
      message: expect.stringMatching(/does not speak TLS.*Use http:\/\//),
    });
  });
});
