/**
 * Issue 32 item 3 and issue 31 item 4 on AWS DynamoDB Local, real web mode, real Chromium: "Create
 * table" by the tables list, filled by hand with a bad name first (the error names the field, and
 * nothing is sent), then created with a GSI and TTL, previewed as code before "Create", followed to
 * ACTIVE and opened; and "Create table from design" in the Design tab, filled from the NoSQL
 * Workbench model imported there and created; and on this local endpoint created and loaded in one
 * step with the model's sample items and a seed file (DynamoDB JSON lines), read back as they were.
 */
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ScanCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { testClient } from '../support/dynamo-client.js';
import { createTable, pkSkTable } from '../support/test-table.js';
import { MODEL_TABLE, modelSamples, workbenchModel } from '../support/workbench-model.js';
import { openTable, runQuery } from './tools-e2e-helpers.js';

const SHELF = 'Shelf';
let db: RunningDynamoDBLocal;
let raw: DynamoDBClient;
let serve: ServeProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
  raw = testClient(db.endpoint);
  await createTable(raw, pkSkTable(SHELF), [
    { PK: { S: 'MEMBER#m9' }, SK: { S: 'PROFILE' }, kind: { S: 'Member' }, name: { S: 'Grace' } },
    { PK: { S: 'MEMBER#m9' }, SK: { S: 'LOAN#b7' }, kind: { S: 'Loan' }, title: { S: 'Compilers' } },
  ]);
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

const tables = () => page.getByRole('navigation', { name: 'Tables' });

/** Waits until the new table is the one open (the list marks it current), or the preview says why not. */
async function opened(name: string): Promise<void> {
  const current = tables().getByRole('button', { name, exact: true }).and(page.locator('[aria-current="true"]'));
  const refused = page.getByRole('dialog', { name: /^Preview/ }).getByRole('alert');
  await current.or(refused).first().waitFor({ timeout: 120_000 });
  if (await refused.count()) throw new Error(`the create failed: ${await refused.textContent()}`);
}

test('by hand: a bad name is named and nothing sent; fixed, previewed as code, created with a GSI and TTL, opened', async () => {
  await tables().getByRole('button', { name: 'Create table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create table' });
  await dialog.getByRole('checkbox', { name: 'Control-plane writes' }).waitFor();
  expect(await dialog.getByRole('checkbox', { name: 'Control-plane writes' }).isChecked()).toBe(true);
  const name = dialog.getByLabel('Table name', { exact: true });
  await name.fill('ab');
  await dialog.getByRole('button', { name: 'Add global index' }).click();
  await dialog.getByLabel('Index 1 name').fill('byStatus');
  await dialog.getByLabel('Index 1 partition key', { exact: true }).fill('status');
  await dialog.getByLabel('Index 1 sort key', { exact: true }).fill('');
  await dialog.getByLabel('TTL attribute').fill('expiresAt');
  await dialog.getByRole('button', { name: 'Preview create' }).click();
  const alert = dialog.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(
    'Table name: "ab" is not a valid name: 3 to 255 characters, each a letter, digit, _ . or -',
  );
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByRole('dialog', { name: /^Preview/ }).count()).toBe(0);

  await name.fill('Hand_Made');
  expect(await name.getAttribute('aria-invalid')).toBeNull();
  await dialog.getByRole('button', { name: 'Preview create' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Create table Hand_Made' });
  expect(await preview.getByLabel('Code', { exact: true }).textContent()).toContain('new CreateTableCommand(');
  expect(await preview.getByLabel('Code of UpdateTimeToLive').textContent()).toContain('"expiresAt"');
  expect(JSON.parse((await preview.getByLabel('Request').textContent()) ?? '')).toMatchObject({
    TableName: 'Hand_Made',
    GlobalSecondaryIndexes: [{ IndexName: 'byStatus', KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }] }],
  });
  await preview.getByRole('button', { name: 'Create', exact: true }).click();
  await opened('Hand_Made');
  expect(await dialog.count()).toBe(0);
  const t = (await raw.send(new DescribeTableCommand({ TableName: 'Hand_Made' }))).Table!;
  expect(t.TableStatus).toBe('ACTIVE');
  expect(t.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['byStatus']);
  const ttl = await raw.send(new DescribeTimeToLiveCommand({ TableName: 'Hand_Made' }));
  expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  // The details of the open table show its index.
  const indexes = page
    .getByRole('region', { name: 'Table details' })
    .getByRole('table', { name: 'Indexes', exact: true });
  await indexes.getByRole('rowheader', { name: 'byStatus' }).waitFor();
}, 240_000);

test('from design: filled from the model imported in the Design tab (keys, types, INCLUDE, the LSI), created', async () => {
  await openTable(page, SHELF);
  await runQuery(page, 'MEMBER#m9');
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByLabel(/Import a model/).setInputFiles({
    name: 'lending-workbench.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(workbenchModel())),
  });
  await design
    .getByRole('status')
    .filter({ hasText: /Imported the NoSQL Workbench model/ })
    .waitFor();
  await design.getByRole('button', { name: 'Create table from design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create table' });
  // It creates on a connection of its own choosing: here, the local endpoint the design is read on.
  const target = dialog.getByRole('combobox', { name: 'Target connection' });
  expect(await target.locator('option:checked').textContent()).toMatch(/\(this tab\)$/);
  expect(await dialog.getByLabel('Table name', { exact: true }).inputValue()).toBe(MODEL_TABLE);
  expect(await dialog.getByLabel('Index 1 name').inputValue()).toBe('byAuthor');
  expect(await dialog.getByLabel('Index 1 projected attributes').inputValue()).toBe('title');
  expect(await dialog.getByLabel('Index 1 sort key type').inputValue()).toBe('N');
  expect(await dialog.getByLabel('Index 3 name').inputValue()).toBe('byDue');
  const load = dialog.getByRole('checkbox', { name: /Load the model's 3 sample items/ });
  expect(await load.isChecked()).toBe(true);
  await load.uncheck();
  await dialog.getByRole('button', { name: 'Preview create' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: Create table ${MODEL_TABLE}` });
  await preview.getByRole('button', { name: 'Create', exact: true }).click();
  await opened(MODEL_TABLE);
  const t = (await raw.send(new DescribeTableCommand({ TableName: MODEL_TABLE }))).Table!;
  expect(t.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['byAuthor', 'byGenre']);
  expect(t.LocalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['byDue']);
  expect(t.AttributeDefinitions?.find((a) => a.AttributeName === 'published')?.AttributeType).toBe('N');
}, 240_000);

test("from design on a local endpoint: created and loaded with the model's sample items and a seed file in one step", async () => {
  await openTable(page, SHELF);
  await runQuery(page, 'MEMBER#m9');
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByLabel(/Import a model/).setInputFiles({
    name: 'lending-workbench.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(workbenchModel())),
  });
  await design
    .getByRole('status')
    .filter({ hasText: /Imported the NoSQL Workbench model/ })
    .waitFor();
  await design.getByRole('button', { name: 'Create table from design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create table' });
  // The model's own name is taken by the table made above: the dialog proposes another.
  const name = `${MODEL_TABLE}-local`;
  expect(await dialog.getByLabel('Table name', { exact: true }).inputValue()).toBe(name);
  expect(await dialog.getByRole('checkbox', { name: /Load the model's 3 sample items/ }).isChecked()).toBe(true);
  const seeded = {
    PK: { S: 'MEMBER#m3' },
    SK: { S: 'PROFILE' },
    kind: { S: 'Member' },
    fines: { N: '12345678901234567890123456789012345678' },
  };
  await dialog.getByLabel(/Seed file/).setInputFiles({
    name: 'seed.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(`${JSON.stringify(seeded)}\n`),
  });
  await dialog.getByText('seed.jsonl: 1 items').waitFor();
  await dialog.getByRole('button', { name: 'Preview create' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: Create table ${name}` });
  await preview.getByRole('button', { name: 'Create and load 4 items' }).click();
  await opened(name);
  const items = (await raw.send(new ScanCommand({ TableName: name, ConsistentRead: true }))).Items ?? [];
  const key = (i: Record<string, unknown>) => JSON.stringify([i.PK, i.SK]);
  const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) => (key(a) < key(b) ? -1 : 1);
  expect(items.sort(byKey)).toEqual([...modelSamples, seeded].sort(byKey));
}, 240_000);
