/**
 * Only the app can talk to its sandbox. A direct request without this run's credential, with a
 * wrong secret, with a body changed after signing, or with an Origin header is refused; so are
 * OPTIONS and GET; no answer carries an Access-Control header. And a page on another origin in
 * Chromium, scanning the loopback ports around the sandbox's, can neither read nor change it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ListTablesCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser } from 'playwright-core';
import type { FinalizeRequestMiddleware } from '@smithy/types';
import { startSandbox, type Sandbox } from '../../../electron/sandbox/sandbox.js';
import { sampleTables } from '../../../electron/sandbox/samples/index.js';
import { launchChromium } from '../../support/chromium.js';
import { testClient } from '../../support/dynamo-client.js';

let dataDir: string;
let sandbox: Sandbox;
const answers: IncomingHttpHeaders[] = [];
const refused: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ice-sandbox-guard-'));
  sandbox = await startSandbox({ dataDir });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every SDK answer's headers land in `answers`, so the CORS check covers them too. */
function recording(client: DynamoDBClient): DynamoDBClient {
  client.middlewareStack.add(
    (next) => async (args) => {
      const out = await next(args);
      answers.push((out.response as { headers: IncomingHttpHeaders }).headers);
      return out;
    },
    { step: 'deserialize', priority: 'low', name: 'recordHeaders' },
  );
  return client;
}

async function refusal(
  label: string,
  p: Promise<unknown>,
): Promise<Error & { $metadata?: { httpStatusCode?: number } }> {
  const err = await p.then(
    () => undefined,
    (e: Error) => e,
  );
  expect(err, `${label} was answered`).toBeDefined();
  refused.push(label);
  return err!;
}

function raw(
  method: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const url = new URL(sandbox.endpoint);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path: '/', headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => {
        answers.push(res.headers);
        resolve({ status: res.statusCode!, headers: res.headers, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const LIST = { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' };

test("the app's own credential is answered", async () => {
  const client = recording(testClient(sandbox.endpoint, sandbox.credentials));
  const { TableNames } = await client.send(new ListTablesCommand({}));
  expect(TableNames?.length).toBe(sampleTables.length);
  client.destroy();
});

test("requests without this run's credential are refused, whatever else they get right", async () => {
  const unsigned = await raw('POST', LIST, '{}');
  expect(unsigned.status).toBe(403);
  expect(unsigned.body).toContain('MissingAuthenticationTokenException');
  refused.push('unsigned POST');

  const otherKey = recording(testClient(sandbox.endpoint, { accessKeyId: 'local', secretAccessKey: 'local' }));
  expect((await refusal('another access key id', otherKey.send(new ListTablesCommand({})))).name).toBe(
    'UnrecognizedClientException',
  );

  const wrongSecret = recording(
    testClient(sandbox.endpoint, { accessKeyId: sandbox.credentials.accessKeyId, secretAccessKey: 'guessed' }),
  );
  expect(
    (await refusal('the right key id with a guessed secret', wrongSecret.send(new ListTablesCommand({})))).name,
  ).toBe('InvalidSignatureException');

  const tampered = recording(testClient(sandbox.endpoint, sandbox.credentials));
  const tamper: FinalizeRequestMiddleware<object, object> = (next) => async (args) => {
    const req = args.request as { body: string; headers: Record<string, string> };
    req.body = JSON.stringify({ TableName: sampleTables[0]!.definition.TableName });
    req.headers['content-length'] = String(Buffer.byteLength(req.body));
    return next(args);
  };
  tampered.middlewareStack.addRelativeTo(tamper as never, {
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
    name: 'tamper',
  });
  expect(
    (await refusal('a body changed after signing', tampered.send(new ScanCommand({ TableName: 'x-not-signed' })))).name,
  ).toBe('InvalidSignatureException');

  for (const c of [otherKey, wrongSecret, tampered]) c.destroy();
});

test('a correctly signed request that carries an Origin header is refused, and so are OPTIONS and GET', async () => {
  const withOrigin = recording(testClient(sandbox.endpoint, sandbox.credentials));
  withOrigin.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers.origin = 'http://evil.test';
      return next(args);
    },
    { step: 'build', name: 'addOrigin' },
  );
  const err = await refusal('signed, with Origin', withOrigin.send(new ListTablesCommand({})));
  expect(err.name).toBe('AccessDeniedException');
  expect(err.$metadata?.httpStatusCode).toBe(403);
  withOrigin.destroy();

  const preflight = await raw('OPTIONS', {
    Origin: 'http://evil.test',
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'x-amz-target,content-type',
  });
  expect(preflight.status).toBe(403);
  refused.push('CORS preflight');
  const get = await raw('GET', {});
  expect(get.status).toBe(403);
  refused.push('GET');
});

test('a page on another origin in Chromium, scanning the ports around the sandbox, can neither read nor change it', async () => {
  const port = Number(new URL(sandbox.endpoint).port);
  const ports = [
    port,
    ...Array.from({ length: 200 }, (_, i) => port - 100 + i).filter((p) => p !== port && p > 1024 && p < 65536),
  ];
  let attacker: Server | undefined;
  let browser: Browser | undefined;
  try {
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>elsewhere</title>');
    });
    await new Promise<void>((r) => attacker!.listen(0, '127.0.0.1', () => r()));
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const table = sampleTables[0]!.definition.TableName;
    const result = await page.evaluate(
      async ({ ports, table }) => {
        const ops: Array<[string, unknown]> = [
          ['ListTables', {}],
          ['Scan', { TableName: table }],
          [
            'CreateTable',
            {
              TableName: 'PlantedByAPage',
              BillingMode: 'PAY_PER_REQUEST',
              KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }],
              AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }],
            },
          ],
          ['DeleteTable', { TableName: table }],
        ];
        const read: string[] = [];
        let attempts = 0;
        await Promise.all(
          ports.map(async (p) => {
            for (const [op, body] of ops) {
              const url = `http://127.0.0.1:${p}/`;
              const init = { method: 'POST', body: JSON.stringify(body), signal: AbortSignal.timeout(3000) };
              attempts += 2;
              // A readable answer needs the server's CORS consent; a no-cors request can still change things.
              try {
                const res = await fetch(url, {
                  ...init,
                  headers: {
                    'Content-Type': 'application/x-amz-json-1.0',
                    'X-Amz-Target': `DynamoDB_20120810.${op}`,
                    Authorization:
                      'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
                  },
                });
                read.push(`${p} ${op} ${res.status} ${(await res.text()).slice(0, 80)}`);
              } catch {
                /* refused by the browser: no CORS consent, or nothing listening */
              }
              try {
                await fetch(url, {
                  ...init,
                  mode: 'no-cors',
                  headers: { 'Content-Type': 'text/plain', 'X-Amz-Target': `DynamoDB_20120810.${op}` },
                });
              } catch {
                /* nothing listening */
              }
            }
          }),
        );
        return { read, attempts };
      },
      { ports, table },
    );
    refused.push(...Array.from({ length: result.attempts }, () => 'page request'));
    // Other loopback servers on this machine may answer a page; what must never answer is DynamoDB.
    expect(result.read.filter((r) => /TableNames|Items|TableDescription|amazonaws|dynamodb/i.test(r))).toEqual([]);
    expect(result.attempts).toBe(ports.length * 8);
  } finally {
    await browser?.close();
    attacker?.closeAllConnections();
    attacker?.close();
  }
  // Nothing changed: no table planted, none deleted, every sample item still there.
  const client = recording(testClient(sandbox.endpoint, sandbox.credentials));
  const { TableNames } = await client.send(new ListTablesCommand({}));
  expect([...(TableNames ?? [])].sort()).toEqual(sampleTables.map((t) => t.definition.TableName).sort());
  const first = sampleTables[0]!;
  const scan = await client.send(new ScanCommand({ TableName: first.definition.TableName, Select: 'COUNT' }));
  expect(scan.Count).toBe(first.items().length);
  client.destroy();
  console.log(
    `sandbox guard: ${refused.length} attacks tried and refused (${ports.length} ports scanned from Chromium)`,
  );
}, 120_000);

test('no answer of the sandbox, refused or not, carries an Access-Control header', () => {
  expect(answers.length).toBeGreaterThan(5);
  for (const h of answers) expect(Object.keys(h).filter((k) => k.startsWith('access-control-'))).toEqual([]);
});
