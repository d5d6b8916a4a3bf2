/**
 * Issue 32: before a bulk delete, the table's settings that matter are said beside the dry run: a
 * stream on (the deletes reach its consumers), no point-in-time recovery (AWS DynamoDB Local has
 * none: nothing beyond this app's undo), TTL on. The same facts in "Table details", each in its
 * row. Real DynamoDB Local, real web mode, real Chromium.
 */
import { CreateTableCommand, UpdateTimeToLiveCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { testClient } from '../support/dynamo-client.js';
import { putItems } from '../support/put-items.js';
import { openBulkChange } from '../support/bulk-change.js';
import { openTable, runQuery } from './tools-e2e-helpers.js';

const STREAMED = 'StreamedOrders';
const QUIET = 'QuietOrders';
let db: RunningDynamoDBLocal;
let raw: DynamoDBClient;
let serve: ServeProcess;
let browser: Browser;
let page: Page;

const definition = (TableName: string, stream: boolean) =>
  new CreateTableCommand({
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
    ],
    ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } } : {}),
  });

beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
  raw = testClient(db.endpoint);
  for (const [name, stream] of [
    [STREAMED, true],
    [QUIET, false],
  ] as const) {
    await raw.send(definition(name, stream));
    await putItems(
      raw,
      name,
      [1, 2, 3].map((n) => ({
        PK: { S: 'ORDER#1' },
        SK: { S: `LINE#${n}` },
        expiresAt: { N: String(1_000_000_000 + n) },
      })),
    );
  }
  await raw.send(
    new UpdateTimeToLiveCommand({
      TableName: STREAMED,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    }),
  );
  [serve, browser] = await Promise.all([
    startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']),
    launchChromium(),
  ]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1400 } });
  page = await context.newPage();
  await page.goto(serve.url);
}, 180_000);

afterAll(async () => {
  raw?.destroy();
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

async function dryRunDelete(): Promise<string[]> {
  const bulk = await openBulkChange(page);
  await bulk.getByRole('combobox', { name: 'Action' }).selectOption('delete');
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  const dry = bulk.getByRole('status', { name: 'Dry run' });
  await dry.getByText(/^3 items would change/).waitFor();
  const warnings = dry.getByRole('list', { name: 'Before you run' }).getByRole('listitem');
  await warnings.first().waitFor();
  return warnings.allTextContents();
}

test('a bulk delete on a table with a stream, TTL and no PITR is warned of each', async () => {
  await openTable(page, STREAMED);
  const details = page.getByRole('region', { name: 'Table details' });
  const settings = details.getByRole('table', { name: 'Settings' });
  await settings
    .getByRole('row', { name: /^Streams/ })
    .getByText(/On \(NEW_AND_OLD_IMAGES\)/)
    .waitFor();
  expect(await settings.getByRole('row', { name: /^Point-in-time recovery/ }).textContent()).toContain(
    'Not supported by this endpoint (DescribeContinuousBackups)',
  );
  expect(await settings.getByRole('row', { name: /^Time to live/ }).textContent()).toContain('On, attribute expiresAt');
  await runQuery(page, 'ORDER#1');
  expect(await dryRunDelete()).toEqual([
    'A stream is on: these deletes will reach its consumers.',
    "Point-in-time recovery is not available on this endpoint: nothing can be restored beyond this app's undo.",
    'TTL will remove items whose expiresAt is past.',
  ]);
});

test('a table without a stream or TTL warns only that nothing can be restored', async () => {
  await openTable(page, QUIET);
  await runQuery(page, 'ORDER#1');
  expect(await dryRunDelete()).toEqual([
    "Point-in-time recovery is not available on this endpoint: nothing can be restored beyond this app's undo.",
  ]);
});
