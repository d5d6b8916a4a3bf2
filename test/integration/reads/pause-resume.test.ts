/**
 * Issue 33 items 1 and 2, through web mode in its own process, in front of DynamoDB Local: a Scan
 * whose credentials expire at its third page pauses with what it read and resumes with fresh
 * credentials from a credential_process profile; a Scan whose endpoint stops answering pauses and
 * resumes when it is back; a budget of 10 read units stops a Query and a 4-segment parallel Scan,
 * and each resumes (every segment where it stopped) until the end. Every time, the items equal a
 * plain SDK read and none comes twice.
 */
import { BatchWriteItemCommand, CreateTableCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { PagedRead, type ReadOutcome, type ReadSpec } from '../../../shared/reads/paged-read.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../../support/dynamodb-local.js';
import { testClient } from '../../support/dynamo-client.js';
import { startExpiringTokenProxy, type ExpiringTokenProxy } from '../../support/expiring-token-proxy.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';

const TABLE = 'LongRead';
const ITEMS = 300;
const PAD = 'x'.repeat(1_000);
let local: RunningDynamoDBLocal;
let proxy: ExpiringTokenProxy;
let serve: ServeProcess;
let api: ExplorerApi;
let connectionId: string;
let counterFile: string;

/** A credential_process that answers a new key each time it runs: AKIDGEN1, AKIDGEN2, ... */
const HELPER = `import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const n = Number(readFileSync(file, 'utf8') || '0') + 1;
writeFileSync(file, String(n));
process.stdout.write(JSON.stringify({ Version: 1, AccessKeyId: 'AKIDGEN' + n, SecretAccessKey: 'secret' + n }));
`;

beforeAll(async () => {
  local = await startDynamoDBLocal({ sharedDb: true });
  const sdk = testClient(local.endpoint);
  await sdk.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
    }),
  );
  for (let i = 0; i < ITEMS; i += 25) {
    const batch = Array.from({ length: 25 }, (_, j) => ({
      PutRequest: {
        Item: { pk: { S: 'P' }, sk: { S: `S#${String(i + j).padStart(4, '0')}` }, pad: { S: PAD } },
      },
    }));
    await sdk.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: batch } }));
  }
  sdk.destroy();
  proxy = await startExpiringTokenProxy(local.endpoint);
  const dir = mkdtempSync(join(tmpdir(), 'ice-rotating-'));
  counterFile = join(dir, 'counter');
  writeFileSync(counterFile, '0');
  writeFileSync(join(dir, 'helper.mjs'), HELPER);
  writeFileSync(
    join(dir, 'config'),
    `[profile rotating]\nregion = us-east-1\ncredential_process = ${process.execPath} ${join(dir, 'helper.mjs')} ${counterFile}\n`,
  );
  writeFileSync(join(dir, 'credentials'), '');
  serve = await startServe([], {
    AWS_CONFIG_FILE: join(dir, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: join(dir, 'credentials'),
  });
  api = createHttpClient(serve.origin, serve.token);
  connectionId = (await api.addEndpointConnection({ endpoint: proxy.url, region: 'us-east-1', profile: 'rotating' }))
    .id;
}, 180_000);

afterAll(async () => {
  await serve?.stop();
  await proxy?.close();
  await local?.close();
});

const keyOf = (i: Item) => `${(i.sk as { S: string }).S}`;

/** Every item of the table as a plain SDK Scan (or Query) reads it, straight from DynamoDB Local. */
async function plainRead(kind: 'scan' | 'query'): Promise<string[]> {
  const sdk = testClient(local.endpoint);
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page =
      kind === 'scan'
        ? await sdk.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start as never }))
        : await sdk.send(
            new QueryCommand({
              TableName: TABLE,
              KeyConditionExpression: 'pk = :p',
              ExpressionAttributeValues: { ':p': { S: 'P' } },
              ExclusiveStartKey: start as never,
            }),
          );
    for (const i of page.Items ?? []) out.push((i.sk as { S: string }).S);
    start = page.LastEvaluatedKey;
  } while (start);
  sdk.destroy();
  return out.sort();
}

/** Runs `spec` and collects its items; resumes from `from` when given. */
async function run(spec: ReadSpec, items: string[], options: { from?: ReadOutcome; rcuBudget?: number } = {}) {
  const read = new PagedRead(api, spec, {
    ...(options.from ? { resumeFrom: options.from.progress } : {}),
    ...(options.rcuBudget !== undefined ? { rcuBudget: options.rcuBudget } : {}),
    retry: { baseDelayMs: 50, maxDelayMs: 200 },
    onPage: (e) => {
      for (const i of e.page.Items) items.push(keyOf(i));
    },
  });
  return read.start();
}

const scanSpec = (extra: Partial<ReadSpec & { kind: 'scan' }> = {}): ReadSpec => ({
  kind: 'scan',
  request: { connectionId, TableName: TABLE, Limit: 10 },
  ...extra,
});

test('credentials that expire at the third page of a 30-page Scan pause it; Resume reads the rest with fresh ones', async () => {
  const want = await plainRead('scan');
  const items: string[] = [];
  proxy.expireAtRead(3);
  const paused = await run(scanSpec(), items);
  expect(paused).toMatchObject({
    end: 'error',
    pause: 'credentials',
    canResume: true,
    error: { name: 'ExpiredTokenException' },
    failedAt: { page: 3 },
  });
  expect(items).toHaveLength(20);
  const keysBefore = proxy.keys.length;
  const rest = await run(scanSpec(), items, { from: paused });
  expect(rest.end).toBe('end');
  // The resume was signed with a key the credential_process gave after the refusal.
  expect(proxy.keys.length).toBeGreaterThan(keysBefore);
  expect(Number(readFileSync(counterFile, 'utf8'))).toBeGreaterThanOrEqual(2);
  expect(new Set(items).size).toBe(items.length);
  expect([...items].sort()).toEqual(want);
}, 120_000);

test('a connection lost at the third page pauses the Scan; when the endpoint answers again Resume reads the rest', async () => {
  const want = await plainRead('scan');
  const items: string[] = [];
  proxy.dropFromRead(3);
  const paused = await run(scanSpec(), items);
  expect(paused).toMatchObject({ end: 'error', pause: 'connection', canResume: true });
  expect(items).toHaveLength(20);
  proxy.heal();
  const rest = await run(scanSpec(), items, { from: paused });
  expect(rest.end).toBe('end');
  expect(new Set(items).size).toBe(items.length);
  expect([...items].sort()).toEqual(want);
}, 180_000);

/** Reads `spec` run after run under a budget of 10 read units until the end; each run stops at the budget. */
async function readUnderBudget(spec: ReadSpec) {
  const items: string[] = [];
  const runs: ReadOutcome[] = [];
  let last: ReadOutcome | undefined;
  do {
    const before = last?.progress.rcu ?? 0;
    const startAt = proxy.forwarded.length;
    last = await run(spec, items, { ...(last ? { from: last } : {}), rcuBudget: 10 });
    runs.push(last);
    if (runs.length > 1) {
      // A resumed run starts each unfinished segment from the key it stopped at.
      const previous = runs[runs.length - 2]!;
      const starts = proxy.forwarded.slice(startAt).map((b) => JSON.stringify(b.ExclusiveStartKey ?? null));
      for (const s of previous.progress.segments.filter((x) => !x.done))
        expect(starts).toContain(JSON.stringify(s.startKey));
    }
    if (last.end === 'budget') expect(last.progress.rcu - before).toBeGreaterThanOrEqual(10);
    // Pages are sized to the units left, so a run goes past its budget by little: at most the
    // pages already on their way, one per segment, each sized to what was left.
    expect(last.progress.rcu - before).toBeLessThanOrEqual(10 + 2 * last.progress.segments.length);
    expect(runs.length).toBeLessThan(100);
  } while (last.end === 'budget');
  return { items, runs };
}

test('a budget of 10 read units stops a Query at the budget, and Resume continues it to the end', async () => {
  const want = await plainRead('query');
  const spec: ReadSpec = {
    kind: 'query',
    request: {
      connectionId,
      TableName: TABLE,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: 'P' } },
      Limit: 10,
    },
  };
  const { items, runs } = await readUnderBudget(spec);
  expect(runs[0]!.end).toBe('budget');
  expect(runs[0]!.progress.items).toBeLessThan(ITEMS);
  expect(runs.length).toBeGreaterThan(2);
  expect(runs.at(-1)!.end).toBe('end');
  expect(new Set(items).size).toBe(items.length);
  expect([...items].sort()).toEqual(want);
}, 180_000);

test('a budget of 10 read units stops a 4-segment parallel Scan; Resume continues every segment where it stopped', async () => {
  const want = await plainRead('scan');
  const { items, runs } = await readUnderBudget(scanSpec({ totalSegments: 4 }));
  expect(runs[0]!.end).toBe('budget');
  expect(runs[0]!.progress.segments).toHaveLength(4);
  expect(runs[0]!.progress.items).toBeLessThan(ITEMS);
  expect(runs.at(-1)!.end).toBe('end');
  expect(new Set(items).size).toBe(items.length);
  expect([...items].sort()).toEqual(want);
}, 180_000);
