/**
 * The sandbox's request guard checks what AWS checks: the body against `x-amz-content-sha256` (a
 * captured signature with that header set could carry any body) and a 15-minute clock window
 * (signatures two days old or thirty days ahead were taken). The real guard on a loopback server,
 * signed by the real SDK; behind it a stand-in that answers every request it is given.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DynamoDBClient, ListTablesCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import type { FinalizeRequestMiddleware } from '@smithy/types';
import { guardRequests } from '../../../electron/sandbox/request-guard.js';

const credentials = { accessKeyId: 'ICESANDBOXTEST', secretAccessKey: 'guard-test-secret' };
let server: Server;
let endpoint: string;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer(
    guardRequests(credentials, (req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => {
        body += d.toString('utf8');
      });
      req.on('end', () => {
        reached.push(body);
        res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ TableNames: [], Items: [], Count: 0, ScannedCount: 0 }));
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (systemClockOffset = 0) =>
  new DynamoDBClient({ endpoint, region: 'us-east-1', credentials, maxAttempts: 1, systemClockOffset });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
  );

test('a signed request is answered; the same signature with another body and its old hash declared is refused', async () => {
  const ok = client();
  await expect(ok.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
  const replay = client();
  const swap: FinalizeRequestMiddleware<object, object> = (next) => async (args) => {
    const req = args.request as { body: string; headers: Record<string, string> };
    // What the signature covers is declared as the body's hash; the body itself is another.
    req.headers['x-amz-content-sha256'] = sha256(req.body);
    req.body = JSON.stringify({ TableName: 'ReplacedAfterSigning' });
    req.headers['content-length'] = String(Buffer.byteLength(req.body));
    return next(args);
  };
  replay.middlewareStack.addRelativeTo(swap as never, {
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
    name: 'swap',
  });
  const err = await failure(replay.send(new ScanCommand({ TableName: 'Signed' })));
  expect(err).toMatchObject({
    name: 'InvalidSignatureException',
    message: expect.stringContaining('x-amz-content-sha256'),
  });
  expect(reached.some((b) => b.includes('ReplacedAfterSigning'))).toBe(false);
  ok.destroy();
  replay.destroy();
});

test('a signature two days old or thirty days ahead is refused; one a few minutes off is taken', async () => {
  const day = 24 * 60 * 60 * 1000;
  for (const offset of [-2 * day, 30 * day, -16 * 60 * 1000]) {
    const c = client(offset);
    const err = await failure(c.send(new ListTablesCommand({})));
    expect(err, String(offset)).toMatchObject({
      name: 'InvalidSignatureException',
      message: expect.stringContaining('Signature expired'),
    });
    expect(err?.$metadata?.httpStatusCode).toBe(403);
    c.destroy();
  }
  const near = client(-5 * 60 * 1000);
  await expect(near.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
  near.destroy();
});
