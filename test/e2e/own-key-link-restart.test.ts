/**
 * Trial finding F7: a link made on an endpoint added with an access key of its own, opened after a
 * restart of web mode. The key's secret is never written to disk, so that connection cannot simply
 * be there again; the link must say so (not that its table "may have been deleted" on another
 * connection to the same URL, which in DynamoDB Local is another user's database) and lead the
 * user to give the key again, then reopen the read. The printed link opened with the read's
 * address after it keeps that address through the token exchange; opened bare, the page offers
 * the read run last. Real DynamoDB Local (one
 * database per access key and region), real web mode restarted on the same data folder, Chromium.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';

const TABLE = 'CellarBins';
const KEY = { accessKeyId: 'cellarkeeper', secretAccessKey: 'cellar-secret' };
const REGION = 'eu-west-1';
let db: RunningDynamoDBLocal;
let browser: Browser;
let serve: ServeProcess | undefined;
let dataDir = mkdtempSync(join(tmpdir(), 'ice-ownkey-'));
const errors: string[] = [];

beforeAll(async () => {
  [db, browser] = await Promise.all([startDynamoDBLocal({ sharedDb: false }), launchChromium()]);
  const owner = new DynamoDBClient({ endpoint: db.endpoint, region: REGION, credentials: KEY });
  await owner.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'binId', KeyType: 'HASH' },
        { AttributeName: 'bottle', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'binId', AttributeType: 'S' },
        { AttributeName: 'bottle', AttributeType: 'S' },
      ],
    }),
  );
  for (const bottle of ['BIN', 'WINE#barolo-2016', 'WINE#rioja-2019']) {
    await owner.send(
      new PutItemCommand({ TableName: TABLE, Item: { binId: { S: 'BIN#north' }, bottle: { S: bottle } } }),
    );
  }
  owner.destroy();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

/** Web mode pointed at DynamoDB Local signed with the app's own key, as a user starts it beside a dev stack. */
const start = () => startServe(['--data-dir', dataDir, '--endpoint', db.endpoint, '--region', REGION, '--no-sandbox']);

/** A page signed in to the running server at `hash`; `loaded`: wait for a table list too. */
async function openApp(hash = '', loaded = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoWithSession(page, serve!, hash);
  if (loaded) await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  return page;
}

/** Adds the endpoint signed with the table owner's key, reads the bin, and returns the read's address. */
async function readWithOwnKey(): Promise<string> {
  const page = await openApp();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('form', { name: 'Add endpoint' });
  await add.getByLabel('Endpoint URL').fill(db.endpoint);
  await add.getByLabel('Region').fill(REGION);
  await add.getByLabel('An access key').check();
  await add.getByLabel('Access key ID').fill(KEY.accessKeyId);
  await add.getByLabel('Secret access key').fill(KEY.secretAccessKey);
  await add.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE, exact: true }).click();
  const form = page.getByRole('region', { name: 'Read', exact: true });
  await form.getByLabel('Partition key', { exact: true }).fill('BIN#north');
  await form.getByRole('button', { name: 'Run query' }).click();
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 3 items/);
  const link = new URL(page.url()).hash;
  expect(link).toContain('sign=key');
  await page.context().close();
  return link;
}

/** The secret typed again where the connection asks for it. */
async function giveSecret(page: Page): Promise<void> {
  const prompt = page.getByRole('form', { name: 'Secret key needed' });
  await prompt.waitFor({ timeout: 30_000 });
  await prompt.getByLabel('Secret access key').fill(KEY.secretAccessKey);
  await prompt.getByRole('button', { name: 'Connect' }).click();
}

const statusText = async (page: Page) =>
  (await page.getByRole('status', { name: 'Read progress' }).textContent()) ?? '';

test("after a restart, a link made with an own-key endpoint asks for that key's secret, then opens its read", async () => {
  serve = await start();
  const link = await readWithOwnKey();
  await serve.stop();

  serve = await start();
  // The new printed link, opened with the read's address after it: the address survives the exchange.
  const again = await openApp(link, false);
  expect(new URL(again.url()).hash).toBe(link);
  await giveSecret(again);
  // Not opened on the other connection to the same URL (another user's database), so no "deleted".
  await expect.poll(() => statusText(again), { timeout: 30_000 }).toMatch(/Read to the end\. 3 items/);
  expect(await again.getByText(/may have been deleted/).count()).toBe(0);
  expect(new URL(again.url()).hash).toBe(link);
  expect(errors).toEqual([]);
  await again.context().close();
  await serve.stop();
}, 300_000);

test('a link made with an own-key endpoint this app does not know says so, adds the endpoint from the link and reopens; a bare page offers the read run last', async () => {
  serve = await start();
  const link = await readWithOwnKey();
  await serve.stop();
  // Another data folder: the endpoint was never added there (another machine, a colleague's app).
  dataDir = mkdtempSync(join(tmpdir(), 'ice-ownkey-'));
  serve = await start();
  const page = await openApp(link);
  const alert = page.getByRole('alert').filter({ hasText: 'access key of its own' });
  await alert.waitFor({ timeout: 30_000 });
  const said = (await alert.textContent()) ?? '';
  expect(said).not.toMatch(/deleted/);
  expect(said).toMatch(/secrets are never written to disk/);
  await page.screenshot({ path: '/tmp/switching-f7-notice.png', fullPage: true });
  // The Add endpoint form, filled in from the link: URL, region and "An access key".
  await alert.getByRole('button', { name: 'Add the endpoint with its access key' }).click();
  const readd = page.getByRole('form', { name: 'Add endpoint' });
  expect(await readd.getByLabel('Endpoint URL').inputValue()).toBe(new URL(db.endpoint).origin);
  expect(await readd.getByLabel('Region').inputValue()).toBe(REGION);
  expect(await readd.getByLabel('An access key').isChecked()).toBe(true);
  await readd.getByLabel('Access key ID').fill(KEY.accessKeyId);
  await readd.getByLabel('Secret access key').fill(KEY.secretAccessKey);
  await readd.getByRole('button', { name: 'Connect' }).click();
  await readd.waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE, exact: true }).waitFor();
  await alert.getByRole('button', { name: 'Open the link again' }).click();
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 3 items/);
  expect(await page.getByRole('alert').count()).toBe(0);
  const reopened = new URL(page.url()).hash;
  expect(reopened).toContain('sign=key');
  // The read run last reaches the data folder a moment after its rows: wait for it there (a state,
  // not a time) before closing, as a loaded machine can close the page first.
  await expect
    .poll(() => readFileSync(join(dataDir, 'app-state.json'), 'utf8'), { timeout: 30_000 })
    .toContain('"ice.route.last"');
  await page.context().close();
  await serve.stop();

  // The new printed link opened bare (as a user pastes it): the read last run is offered, not lost.
  serve = await start();
  const bare = await openApp('', false);
  expect(new URL(bare.url()).hash).toBe('');
  const offer = bare.getByRole('region', { name: 'Where you left off' });
  await offer.getByText(`Query on ${TABLE}, partition key BIN#north`).waitFor({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Open it again' }).click();
  await expect.poll(() => new URL(bare.url()).hash).toBe(reopened);
  expect(await offer.count()).toBe(0);
  await bare.getByRole('form', { name: 'Secret key needed' }).waitFor({ timeout: 30_000 });
  // The page opened on the command line's connection; the link's own-key one waits for its secret.
  const waits = bare.getByRole('alert').filter({ hasText: 'needs its secret access key again' });
  await waits.waitFor({ timeout: 30_000 });
  expect((await waits.textContent()) ?? '').not.toMatch(/deleted/);
  await bare.screenshot({ path: '/tmp/switching-f7-secret.png' });
  await giveSecret(bare);
  await expect.poll(() => statusText(bare), { timeout: 30_000 }).toMatch(/Read to the end\. 3 items/);
  expect(errors).toEqual([]);
  await bare.context().close();
}, 300_000);
