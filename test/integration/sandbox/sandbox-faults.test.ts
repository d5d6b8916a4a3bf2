/**
 * Filters that crash or stall dynalite, sent through the app's service as a user would: the app's
 * process stays up and responsive, the caller gets an error that says what happened, the sandbox
 * comes back with its data, and the next read works. A short time bound keeps the stall brief.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createAppService } from '../../../electron/app-service.js';
import { sampleTables } from '../../../electron/sandbox/samples/index.js';
import { ApiError } from '../../../shared/api-errors.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';
import { testClient } from '../../support/dynamo-client.js';
import { CRASHING_FILTER, createProbeTable, PROBE_ITEMS, PROBE_TABLE, stallingFilter } from './fault-inputs.js';

const TIME_BOUND_MS = 2_000;

let dataDir: string;
let app: ReturnType<typeof createAppService>;
let raw: DynamoDBClient;

beforeAll(async () => {
  isolateAwsConfig();
  dataDir = await mkdtemp(join(tmpdir(), 'ice-sandbox-faults-'));
  app = createAppService({ sandboxDir: dataDir, env: {}, sandboxRequestTimeoutMs: TIME_BOUND_MS });
  const info = await app.service.connect({ connectionId: 'sandbox' });
  raw = testClient(info.endpoint!, info.sandboxCredentials);
  await createProbeTable(raw);
}, 120_000);

afterAll(async () => {
  raw?.destroy();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('the read succeeded; it was expected to fail');
}

/** Everything the sandbox holds that a user would miss: our table's items and every sample table. */
async function expectDataIntact(): Promise<void> {
  const all = await app.service.scan({ connectionId: 'sandbox', TableName: PROBE_TABLE });
  expect(all.Count).toBe(PROBE_ITEMS);
  const { TableNames } = await app.service.listTables({ connectionId: 'sandbox' });
  expect([...TableNames].sort()).toEqual([PROBE_TABLE, ...sampleTables.map((t) => t.definition.TableName)].sort());
}

test('the crashing filter is reproduced on dynalite: it throws where DynamoDB would answer', async () => {
  // Against dynalite in this very process it would take the test runner down, so it is checked in
  // the sandbox's process: the guarded endpoint answers with the connection dropped.
  const err = await raw
    .send(new (await import('@aws-sdk/client-dynamodb')).ScanCommand({ TableName: PROBE_TABLE, ...CRASHING_FILTER }))
    .then(
      () => undefined,
      (e: Error) => e,
    );
  expect(err?.message).toMatch(/socket hang up|ECONNRESET|closed/i);
  // The supervisor restarts it on its own; the app's next read works.
  await expectDataIntact();
}, 60_000);

test('a filter that crashes dynalite: a specific error, the sandbox back with its data, the next read works', async () => {
  const err = await failure(app.service.scan({ connectionId: 'sandbox', TableName: PROBE_TABLE, ...CRASHING_FILTER }));
  expect(err.name).toBe('SandboxCrashed');
  expect(err.message).toMatch(
    /^The local sandbox stopped while answering this request \(.*Cannot read properties of undefined.*\)\. It was restarted with your data: run the read again/,
  );
  await expectDataIntact();
  const next = await app.service.scan({
    connectionId: 'sandbox',
    TableName: PROBE_TABLE,
    FilterExpression: 'attribute_exists(title)',
  });
  expect(next.Count).toBe(PROBE_ITEMS);
}, 60_000);

test('a filter that stalls dynalite: the app stays responsive, the read is abandoned after the bound, the sandbox restarts', async () => {
  const read = failure(app.service.scan({ connectionId: 'sandbox', TableName: PROBE_TABLE, ...stallingFilter() }));
  // While dynalite is stuck, the app's own process keeps answering.
  const first = await Promise.race([read.then(() => 'read'), app.service.listConnections().then(() => 'app')]);
  expect(first).toBe('app');
  const err = await read;
  expect(err.name).toBe('SandboxRequestTimedOut');
  expect(err.message).toContain(
    `did not answer within ${TIME_BOUND_MS / 1000} s, so the request was abandoned and the sandbox restarted with your data`,
  );
  await expectDataIntact();
}, 60_000);

test('a Stop during the stall still stops the read, and the sandbox is not left stuck', async () => {
  const read = failure(
    app.service.scan({ connectionId: 'sandbox', TableName: PROBE_TABLE, requestId: 'stall-1', ...stallingFilter() }),
  );
  await new Promise((r) => setTimeout(r, 200));
  expect((await app.service.cancel({ requestId: 'stall-1' })).cancelled).toBe(true);
  const err = await read;
  expect(err.cancelled).toBe(true);
  // dynalite would stay busy with the stopped request for hours: the supervisor sees it answer no
  // ping and restarts it, so the next read works (it waits for the restart, not for the bound).
  await expectDataIntact();
}, 60_000);
