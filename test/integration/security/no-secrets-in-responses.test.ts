/** Profiles with real-looking secrets: no API response may carry any of them to the page. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY';
const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const TOKEN = 'FwoGZXIvYXdzEXAMPLESESSIONTOKEN';
let app: ReturnType<typeof createAppService>;

beforeAll(() => {
  isolateAwsConfig(
    [
      '[profile dev]',
      'region = eu-west-2',
      '[profile admin]',
      'role_arn = arn:aws:iam::123456789012:role/Admin',
      'source_profile = dev',
      'mfa_serial = arn:aws:iam::111122223333:mfa/me',
      '[profile sso-user]',
      'sso_session = corp',
      'sso_account_id = 444455556666',
      'sso_role_name = Dev',
      'region = us-west-2',
      '[sso-session corp]',
      'sso_start_url = https://corp.awsapps.com/start',
      'sso_region = us-east-1',
    ].join('\n'),
    [
      '[dev]',
      `aws_access_key_id = ${KEY_ID}`,
      `aws_secret_access_key = ${SECRET}`,
      `aws_session_token = ${TOKEN}`,
      'aws_account_id = 111122223333',
    ].join('\n'),
  );
  app = createAppService({
    env: {
      AWS_ACCESS_KEY_ID: KEY_ID,
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_SESSION_TOKEN: TOKEN,
      AWS_REGION: 'eu-central-1',
    },
  });
});
afterAll(async () => {
  await app.close();
});

const clean = (v: unknown) => {
  const json = JSON.stringify(v);
  for (const s of [SECRET, KEY_ID, TOKEN]) expect(json).not.toContain(s);
};

test('profiles and environment credentials are listed by name, region and account only', async () => {
  const list = await app.service.listConnections();
  clean(list);
  const byId = Object.fromEntries(list.connections.map((c) => [c.id, c]));
  expect(byId['profile:dev']).toMatchObject({ kind: 'profile', region: 'eu-west-2', credentialSource: 'static' });
  expect(byId['profile:admin']).toMatchObject({
    credentialSource: 'assume-role',
    accountId: '123456789012',
    mfaSerial: 'arn:aws:iam::111122223333:mfa/me',
  });
  expect(byId['profile:sso-user']).toMatchObject({
    credentialSource: 'sso',
    accountId: '444455556666',
    region: 'us-west-2',
  });
  expect(byId.environment).toMatchObject({ kind: 'environment', region: 'eu-central-1' });
});

test('connecting a static profile returns its account id and no secret', async () => {
  const info = await app.service.connect({ connectionId: 'profile:dev' });
  clean(info);
  expect(info.accountId).toBe('111122223333');
});

test('an assume-role profile with MFA asks for the code instead of failing obscurely', async () => {
  const err = await app.service.connect({ connectionId: 'profile:admin' }).catch((e: unknown) => e);
  clean(err);
  expect(err).toMatchObject({ name: 'MfaRequired', field: 'mfaCode' });
  expect((err as Error).message).toContain('arn:aws:iam::111122223333:mfa/me');
});

test('an SSO profile that was never logged in says which command to run', async () => {
  const err = await app.service.connect({ connectionId: 'profile:sso-user' }).catch((e: unknown) => e);
  clean(err);
  expect(err).toMatchObject({ name: 'SsoSessionExpired' });
  expect((err as Error).message).toContain('aws sso login --sso-session corp');
});

describe('over web mode, with DynamoDB answering in its most revealing way', () => {
  let web: RunningWebServer;
  let endpoint: Server;
  const seen: IncomingHttpHeaders[] = [];
  const savedEndpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;

  beforeAll(async () => {
    // AWS's SignatureDoesNotMatch answer quotes the canonical request, signed headers included
    // (x-amz-security-token among them): the worst an honest endpoint sends back.
    endpoint = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        const canonical = Object.entries(req.headers)
          .map(([k, v]) => `${k}:${String(v)}`)
          .join('\n');
        const body = JSON.stringify({
          __type: 'com.amazon.coral.service#InvalidSignatureException',
          message: `The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.\n\nThe Canonical String for this request should have been\n'POST\n/\n\n${canonical}'\n\nAuthorization: ${req.headers.authorization}`,
        });
        res.writeHead(400, {
          'Content-Type': 'application/x-amz-json-1.0',
          'x-amzn-ErrorType': 'InvalidSignatureException:',
          'x-amzn-RequestId': 'req-1',
        });
        res.end(body);
      });
    });
    await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', () => r()));
    // The SDK reads environment credentials from process.env itself.
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: KEY_ID, AWS_SECRET_ACCESS_KEY: SECRET, AWS_SESSION_TOKEN: TOKEN });
    // Every client the service makes for a profile or the environment goes here instead of AWS.
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
    web = await startWebServer({
      service: app.service,
      staticDir: fileURLToPath(new URL('../../../dist/renderer', import.meta.url)),
    });
  });
  afterAll(async () => {
    await web.close();
    endpoint.closeAllConnections();
    endpoint.close();
    for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) delete process.env[k];
    if (savedEndpoint === undefined) delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    else process.env.AWS_ENDPOINT_URL_DYNAMODB = savedEndpoint;
  });

  const call = async (method: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${web.port}/api/${method}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${web.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const cleanText = (label: string, text: string) => {
    for (const s of [SECRET, KEY_ID, TOKEN]) expect(text.includes(s), `${label} carries a secret`).toBe(false);
  };

  test('no answer of any method, success or error, carries a secret', async () => {
    const calls: Array<[string, unknown]> = [
      ['listConnections', {}],
      ['connect', { connectionId: 'profile:dev' }],
      ['connect', { connectionId: 'profile:admin' }],
      ['connect', { connectionId: 'profile:sso-user' }],
      ['connect', { connectionId: 'environment' }],
      ['addEndpointConnection', { endpoint: 'http://127.0.0.1:9', region: 'us-east-1' }],
      ['removeConnection', { connectionId: 'endpoint:1' }],
      ['cancel', { requestId: 'none' }],
      ['resetSandbox', {}],
    ];
    for (const connectionId of ['profile:dev', 'environment']) {
      calls.push(
        ['listTables', { connectionId }],
        ['describeTable', { connectionId, TableName: 'T' }],
        [
          'query',
          {
            connectionId,
            TableName: 'T',
            KeyConditionExpression: 'PK = :p',
            ExpressionAttributeValues: { ':p': { S: 'x' } },
          },
        ],
        ['scan', { connectionId, TableName: 'T' }],
        ['getItem', { connectionId, TableName: 'T', Key: { PK: { S: 'x' } } }],
      );
    }
    for (const [method, body] of calls) {
      const { text } = await call(method, body);
      cleanText(`${method} ${JSON.stringify(body)}`, text);
    }
    // The endpoint was asked, with the profile's and the environment's session token: there was something to leak.
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen.filter((h) => h['x-amz-security-token'] === TOKEN).length).toBeGreaterThanOrEqual(10);
    expect(seen.some((h) => String(h.authorization).includes(KEY_ID))).toBe(true);
    // And the errors still say what went wrong.
    const err = JSON.parse((await call('listTables', { connectionId: 'profile:dev' })).text).error;
    expect(err).toMatchObject({ name: 'InvalidSignatureException' });
    expect(err.message).toMatch(/signature we calculated does not match/);
  });

  test('the page and every script and style it loads carry no secret', async () => {
    const base = `http://127.0.0.1:${web.port}`;
    const html = await (await fetch(`${base}/`)).text();
    cleanText('index.html', html);
    const assets = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) {
      const res = await fetch(`${base}/${a}`);
      expect(res.status, a).toBe(200);
      cleanText(a, await res.text());
    }
  });
});
