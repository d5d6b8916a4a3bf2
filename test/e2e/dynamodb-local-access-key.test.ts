/**
 * Issue 10: AWS DynamoDB Local started without -sharedDb keeps one database per access key and
 * region. Tables made with access key "alice" are invisible to any other key: the app says why,
 * and Add endpoint with alice's key shows them. Real DynamoDB Local, real web mode, real Chromium.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';

const TABLES = ['Greenhouse', 'GreenhouseReadings'];
let db: RunningDynamoDBLocal;
let serve: ServeProcess;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: false });
  const alice = new DynamoDBClient({
    endpoint: db.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'alice', secretAccessKey: 'alice-secret' },
  });
  for (const TableName of TABLES) {
    await alice.send(
      new CreateTableCommand({
        TableName,
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
  }
  alice.destroy();
  // Started as a user points it at DynamoDB Local: the endpoint is the default connection, signed with no key of theirs.
  [serve, browser] = await Promise.all([
    startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']),
    launchChromium(),
  ]);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(serve.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

const tables = () => page.getByRole('navigation', { name: 'Tables' });
const form = () => page.getByRole('form', { name: 'Add endpoint' });

test("without alice's key the table list is empty, and the app says why and how to fix it", async () => {
  const note = tables().getByRole('note', { name: 'Why there are no tables' });
  await note.waitFor({ timeout: 30_000 });
  const text = (await note.textContent()) ?? '';
  expect(text).toMatch(/DynamoDB Local/);
  expect(text).toMatch(/separate database for each access key and region/);
  expect(text).toMatch(/-sharedDb/);
  expect(text).toMatch(/access key id and region the tables were made with/);
  expect(await tables().getByRole('button', { name: TABLES[0], exact: true }).count()).toBe(0);
});

test('the fix is one click away; each field is labelled and a missing secret is named beside its field', async () => {
  await tables().getByRole('button', { name: 'Connect with another access key' }).click();
  await form().waitFor();
  // Started from the endpoint that showed nothing: its URL and region, and the access-key choice.
  expect(await form().getByLabel('Endpoint URL').inputValue()).toBe(db.endpoint);
  expect(await form().getByLabel('Region').inputValue()).toBe('us-east-1');
  expect(await form().getByRole('radio', { name: 'An access key' }).isChecked()).toBe(true);
  const secret = form().getByLabel('Secret access key');
  expect(await secret.getAttribute('type')).toBe('password');

  await form().getByLabel('Access key ID').fill('alice');
  await form().getByRole('button', { name: 'Connect' }).click();
  expect(await secret.getAttribute('aria-invalid')).toBe('true');
  // Focus goes to the field to fix.
  expect(await secret.evaluate((el) => el === document.activeElement)).toBe(true);
  const why = page.locator(`#${await secret.getAttribute('aria-describedby')}`);
  expect(await why.textContent()).toMatch(/secret access key/i);
});

test("Add endpoint with alice's key shows her tables", async () => {
  await form().getByLabel('Secret access key').fill('any-secret-will-do');
  await form().getByRole('button', { name: 'Connect' }).click();
  for (const name of TABLES) await tables().getByRole('button', { name, exact: true }).waitFor({ timeout: 30_000 });
  expect(await form().count()).toBe(0);
  expect(await tables().getByRole('note', { name: 'Why there are no tables' }).count()).toBe(0);
  // The picker tells the two connections to one server apart, and nothing on the page holds the secret.
  const options = await page.getByLabel('Connection', { exact: true }).locator('option').allTextContents();
  expect(options.some((o) => /\(own key\)|own access key/.test(o))).toBe(true);
  expect(await page.content()).not.toContain('any-secret-will-do');
  expect(errors).toEqual([]);
});
