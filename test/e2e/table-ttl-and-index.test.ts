/**
 * Issue 32, the table's TTL and an index from the reads made: once TTL is on, the grid and
 * the inspector show the TTL attribute as a date ("in 4 days", "expired 2 days ago, awaiting
 * deletion", a value in milliseconds ignored), the Time to live row counts them; after three Scans
 * that keep few items with a filter on `status`, "Suggested index" proposes a GSI on status, and
 * "Create on a local copy" creates it. Real DynamoDB Local, real web mode, real Chromium.
 */
import { CreateTableCommand, UpdateTimeToLiveCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { testClient } from '../support/dynamo-client.js';
import { putItems } from '../support/put-items.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';

const TABLE = 'Tickets';
const DAY = 86_400;
const STATUSES = ['OPEN', 'CLOSED', 'PENDING'];
let db: RunningDynamoDBLocal;
let raw: DynamoDBClient;
let serve: ServeProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
  raw = testClient(db.endpoint);
  await raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    }),
  );
  const now = Math.floor(Date.now() / 1000);
  const order = [String(now + 4 * DAY + 3600), String(now - 2 * DAY - 3600), String((now + DAY) * 1000)].map(
    (expiresAt, i) => ({ PK: { S: 'ORDER#1' }, SK: { S: `LINE#${i + 1}` }, expiresAt: { N: expiresAt } }),
  );
  // 60 tickets: five of each status searched for, the rest archived.
  const tickets = Array.from({ length: 60 }, (_, i) => ({
    PK: { S: `TICKET#${String(i).padStart(2, '0')}` },
    SK: { S: 'TICKET' },
    status: { S: i < 15 ? STATUSES[i % 3]! : 'ARCHIVED' },
    title: { S: `Ticket ${i}` },
  }));
  await putItems(raw, TABLE, [...order, ...tickets]);
  [serve, browser] = await Promise.all([
    startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']),
    launchChromium(),
  ]);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1400 } });
  page = await context.newPage();
  await page.goto(serve.url);
}, 180_000);

afterAll(async () => {
  raw?.destroy();
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

const details = () => page.getByRole('region', { name: 'Table details' });
async function openDetails() {
  const fold = page.locator('details.table-details-fold');
  if ((await fold.getAttribute('open')) === null)
    await page.locator('summary', { hasText: `Table details: ${TABLE}` }).click();
}

test('the TTL attribute reads as dates in the grid and the inspector, and the Time to live row counts them', async () => {
  await openTable(page, TABLE);
  const ttlRow = details()
    .getByRole('table', { name: 'Settings' })
    .getByRole('row', { name: /^Time to live/ });
  await ttlRow.getByText(/^Off$/).waitFor();
  await runQuery(page, 'ORDER#1');
  // TTL turned on once the items are on screen: DynamoDB Local deletes an expired item within a
  // minute or so, and the read on screen keeps it, as a read made before DynamoDB's deletion does.
  await raw.send(
    new UpdateTimeToLiveCommand({
      TableName: TABLE,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    }),
  );
  await openDetails();
  await details().getByRole('button', { name: 'Refresh details' }).click();
  await ttlRow.getByText(/On, attribute expiresAt/).waitFor();

  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  const cell = (sk: string) => grid.getByRole('row', { name: new RegExp(`${sk}$`) }).locator('.tg-ttl');
  await cell('LINE#1').waitFor();
  expect(await cell('LINE#1').textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC, in 4 days \d{10}$/);
  expect(await cell('LINE#2').textContent()).toMatch(
    /^\d{4}-\d\d-\d\d \d\d:\d\d UTC, expired 2 days ago, awaiting deletion \d{10}$/,
  );
  expect(await cell('LINE#3').textContent()).toMatch(/^ignored by TTL \d{13}$/);

  await grid.getByRole('row', { name: /LINE#2$/ }).click();
  const inspector = page.getByRole('complementary', { name: 'Item inspector' });
  const attribute = inspector.getByRole('table', { name: 'Attributes' }).getByRole('row', { name: /^expiresAt/ });
  await attribute.getByRole('note', { name: 'Time to live' }).waitFor();
  expect(await attribute.textContent()).toMatch(
    /expiresAtN\d{10} TTL: \d{4}-\d\d-\d\d \d\d:\d\d UTC, expired 2 days ago/,
  );
  await grid.getByRole('row', { name: /LINE#3$/ }).click();
  await attribute.getByText(/epoch milliseconds .* DynamoDB reads seconds, so this item never expires/).waitFor();

  expect(await ttlRow.textContent()).toContain(
    '3 of 3 items read carry expiresAt, 1 already past it (awaiting deletion), 1 with a value TTL ignores',
  );
}, 120_000);

test('three Scans filtered on status propose a GSI on status, created on the local table', async () => {
  for (const status of STATUSES) {
    const params = new URLSearchParams({
      table: TABLE,
      filter: '#s = :s',
      names: '{"#s":"status"}',
      values: `{":s":"${status}"}`,
    });
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#/scan?${params.toString()}`);
    await waitForStatus(page, 'Read progress', 'Read to the end. 5 items');
  }
  await openDetails();
  const suggested = details().getByRole('region', { name: 'Suggested index' });
  const proposal = suggested.getByRole('article', { name: 'Suggested index ByStatus' });
  await proposal.waitFor({ timeout: 60_000 });
  const text = (await proposal.textContent()) ?? '';
  expect(text).toContain('ByStatus: status (S, partition), projection ALL');
  // 63 items a Scan, or 62 once DynamoDB Local's TTL has deleted the expired line.
  expect(text).toMatch(/3 reads scanned 18[6-9] items to keep 15 with a filter on status\./);
  expect(text).toMatch(/per million table writes/);
  expect(text).toMatch(/as a Query of ByStatus/);

  await proposal.getByRole('button', { name: 'Create on a local copy' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Add index ByStatus' });
  expect(await preview.getByLabel('Request').textContent()).toContain('"IndexName": "ByStatus"');
  await preview.getByRole('button', { name: 'Run UpdateTable' }).click();
  await details()
    .getByRole('table', { name: 'Indexes' })
    .getByRole('row', { name: /ByStatus/ })
    .waitFor();
}, 180_000);
