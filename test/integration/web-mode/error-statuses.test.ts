/**
 * Through web mode's HTTP: a status chosen by the error's kind (4xx for what the caller must
 * change), huge fields refused naming the field instead of overflowing the stack, and no answer
 * quoting more than a short start of what it refuses.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { createFixtureTable, FIXTURE_TABLE } from '../../support/fixture-table.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // After the harness's own isolation; profiles are read on first use.
  isolateAwsConfig('[profile broken]\nregion = us-east-1\ncredential_process = node -e "process.exit(3)"\n');
  await createFixtureTable(h.raw, 3);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

async function post(method: string, body: unknown) {
  const res = await fetch(`${h.baseUrl}/api/${method}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${h.web.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    bytes: text.length,
    error: (JSON.parse(text) as { error?: { name: string; field?: string; message: string } }).error,
  };
}

const MB = 1024 * 1024;

test('a 10 MB region or connection id is refused with 400 naming the field, in a short answer', async () => {
  const region = await post('addEndpointConnection', { endpoint: 'http://127.0.0.1:1', region: 'a'.repeat(10 * MB) });
  expect(region).toMatchObject({ status: 400, error: { name: 'RequestValidationError', field: 'region' } });
  expect(region.error!.message).toMatch(/region: .*at most 100 characters/);
  expect(region.bytes).toBeLessThan(4_000);
  for (const size of [MB, 10 * MB]) {
    const id = await post('listTables', { connectionId: 'c'.repeat(size) });
    expect(id).toMatchObject({ status: 400, error: { field: 'connectionId' } });
    expect(id.error!.message).not.toMatch(/Maximum call stack/);
    expect(id.bytes).toBeLessThan(4_000);
  }
});

test('a 10 MB expression is refused without being echoed', async () => {
  const r = await post('query', {
    TableName: FIXTURE_TABLE,
    KeyConditionExpression: `pk = :v AND ${'x'.repeat(10 * MB)}`,
    ExpressionAttributeValues: { ':v': { S: 'a' } },
  });
  expect(r.status).toBe(400);
  expect(r.bytes).toBeLessThan(20_000);
});

test('app state too large is 413; a failing credential helper is 401; a missing patterns file is 404', async () => {
  const big = await post('updateAppState', { set: { k: 'v'.repeat(3 * MB) } });
  expect(big).toMatchObject({ status: 413, error: { name: 'AppStateTooLarge' } });
  const helper = await post('connect', { connectionId: 'profile:broken' });
  expect(helper.error!.name).toBe('CredentialProcessFailed');
  expect(helper.status).toBe(401);
  const missing = await post('readPatternsFile', { path: '/nonexistent/folder/patterns.json' });
  expect(missing).toMatchObject({ status: 404, error: { name: 'PatternsFileError' } });
});

test('an IN list with an attribute goes to an endpoint as written (only the sandbox refuses it)', async () => {
  const r = await post('scan', {
    TableName: FIXTURE_TABLE,
    FilterExpression: ':v IN (PK)',
    ExpressionAttributeValues: { ':v': { S: 'nothing-matches' } },
  });
  expect(r.status).toBe(200);
});
