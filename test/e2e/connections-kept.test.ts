/**
 * Connections across a restart of web mode on the same data folder: the one used last is opened
 * again (unless the address names another), and an endpoint added with its own access key comes
 * back as "needs its secret key again", with a field to type it, never with its secret on disk.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { launchChromium } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';

const SECRET = 'kept-nowhere-secret-7731';
let db: RunningDynalite;
let browser: Browser;
let serve: ServeProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'ice-conn-'));
const errors: string[] = [];

beforeAll(async () => {
  [db, browser] = await Promise.all([startDynalite(), launchChromium()]);
  const client = testClient(db.endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: 'Beehives',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'apiary', KeyType: 'HASH' },
        { AttributeName: 'slot', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'apiary', AttributeType: 'S' },
        { AttributeName: 'slot', AttributeType: 'S' },
      ],
    }),
  );
  await client.send(
    new PutItemCommand({
      TableName: 'Beehives',
      Item: { apiary: { S: 'hill' }, slot: { S: 'hive:1' }, queen: { S: 'yes' } },
    }),
  );
  client.destroy();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

/** `loaded`: wait for the tables; an endpoint waiting for its secret has none to show yet. */
async function openApp(hash = '', loaded = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoWithSession(page, serve!, hash);
  if (loaded) await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  return page;
}

const picker = (page: Page) =>
  page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
const tableButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: 'Beehives', exact: true });
const stateFile = () => readFileSync(join(dataDir, 'app-state.json'), 'utf8');
const selectedText = (page: Page) =>
  picker(page).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

async function addEndpoint(page: Page, key?: { id: string; secret: string }): Promise<string> {
  const before = await picker(page).inputValue();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('form', { name: 'Add endpoint' });
  await add.getByLabel('Endpoint URL').fill(db.endpoint);
  await add.getByLabel('Region').fill('us-east-1');
  if (key) {
    await add.getByLabel('An access key').check();
    await add.getByLabel('Access key ID').fill(key.id);
    await add.getByLabel('Secret access key').fill(key.secret);
  }
  await add.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => picker(page).inputValue(), { timeout: 30_000 }).not.toBe(before);
  await tableButton(page).waitFor({ timeout: 30_000 });
  return picker(page).inputValue();
}

test('the connection used last and an endpoint with its own key survive a restart; the secret is typed again, never kept', async () => {
  serve = await startServe(['--data-dir', dataDir, '--no-sandbox']);
  const page = await openApp();
  // Nothing to connect to yet: the picker says what to do, and no error about an empty id.
  expect(await picker(page).locator('option').allTextContents()).toEqual(['None: add an endpoint']);
  expect(await page.getByText('Could not connect').count()).toBe(0);

  const plain = await addEndpoint(page);
  const ownKey = await addEndpoint(page, { id: 'beekeeper', secret: SECRET });
  expect(ownKey).not.toBe(plain);
  await expect.poll(() => stateFile(), { timeout: 10_000 }).toContain(`"ice.connection.last": "${ownKey}"`);
  expect(stateFile()).toContain('"accessKeyId": "beekeeper"');
  await page.context().close();
  await serve.stop();
  expect(stateFile()).not.toContain(SECRET);

  serve = await startServe(['--data-dir', dataDir, '--no-sandbox']);
  const again = await openApp('', false);
  // Opened on the connection used last, which says it needs its secret and asks for it.
  const prompt = again.getByRole('form', { name: 'Secret key needed' });
  await prompt.waitFor({ timeout: 60_000 });
  expect(await picker(again).inputValue()).toBe(ownKey);
  expect(await selectedText(again)).toMatch(/needs its secret key again/);
  expect(await prompt.textContent()).toMatch(/needs its secret key again/);
  expect(await tableButton(again).count()).toBe(0);
  await prompt.getByLabel('Secret access key').fill('typed-again-secret-1');
  await prompt.getByRole('button', { name: 'Connect' }).click();
  await tableButton(again).waitFor({ timeout: 30_000 });
  expect(await prompt.count()).toBe(0);
  expect(await selectedText(again)).not.toMatch(/needs its secret/);
  expect(await again.content()).not.toMatch(/typed-again-secret-1|beekeeper/);
  await again.context().close();

  // An address naming another connection wins over the one used last.
  const link = `#/query?table=Beehives&conn=${encodeURIComponent(plain)}&endpoint=${encodeURIComponent(db.endpoint.replace(/\/$/, ''))}&region=us-east-1&pk=hill`;
  const linked = await openApp(link);
  await expect
    .poll(async () => (await linked.getByRole('status', { name: 'Read progress' }).textContent()) ?? '', {
      timeout: 30_000,
    })
    .toMatch(/Read to the end\. 1 item/);
  expect(await picker(linked).inputValue()).toBe(plain);
  await linked.context().close();
  expect(stateFile()).not.toMatch(new RegExp(`${SECRET}|typed-again-secret-1`));
  expect(errors).toEqual([]);
}, 240_000);
