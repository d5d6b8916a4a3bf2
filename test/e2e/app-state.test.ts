/**
 * What a user keeps survives a restart of web mode on the same data folder (issue 12, acceptance):
 * a saved pattern, an added endpoint and a parent choice; and a link made on that endpoint reopens
 * the same read on the same connection, in a fresh page and after the restart. The endpoint is a
 * dynalite started here, with a table of this test's own design.
 */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateTableCommand, DeleteTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { launchChromium } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';

let db: RunningDynalite;
let browser: Browser;
let serve: ServeProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'ice-data-'));

beforeAll(async () => {
  [db, browser] = await Promise.all([startDynalite(), launchChromium()]);
  const client = testClient(db.endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: 'Library',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'Owner', KeyType: 'HASH' },
        { AttributeName: 'Shelf', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'Owner', AttributeType: 'S' },
        { AttributeName: 'Shelf', AttributeType: 'S' },
      ],
    }),
  );
  for (const shelf of ['PROFILE', 'BOOK#dune', 'BOOK#emma', 'BOOK#ulysses']) {
    await client.send(
      new PutItemCommand({ TableName: 'Library', Item: { Owner: { S: 'READER#ana' }, Shelf: { S: shelf } } }),
    );
  }
  await client.send(
    new PutItemCommand({ TableName: 'Library', Item: { Owner: { S: 'READER#bo' }, Shelf: { S: 'PROFILE' } } }),
  );
  client.destroy();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

async function openApp(hash = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await gotoWithSession(page, serve!, hash);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  return page;
}

const statusOf = (page: Page) => page.getByRole('status', { name: 'Read progress' });
const waitForStatus = (page: Page, re: RegExp) =>
  expect.poll(async () => (await statusOf(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(re);
const connectionSelect = (page: Page) => page.getByRole('region', { name: 'Connection' }).getByLabel('Connection');
const stateFile = () =>
  existsSync(join(dataDir, 'app-state.json')) ? readFileSync(join(dataDir, 'app-state.json'), 'utf8') : '';

test('a pattern, an endpoint and a parent choice survive a restart; a link made on the endpoint reopens its read there, in a new tab of the same browser too', async () => {
  serve = await startServe(['--data-dir', dataDir]);
  const page = await openApp();
  const sandboxId = await connectionSelect(page).inputValue();

  // Add the endpoint and read a collection on it.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('form', { name: 'Add endpoint' });
  await add.getByLabel('Endpoint URL').fill(db.endpoint);
  await add.getByLabel('Region').fill('us-east-1');
  await add.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: 'Library', exact: true }).click();
  const form = page.getByRole('region', { name: 'Read', exact: true });
  await form.getByLabel('Partition key', { exact: true }).fill('READER#ana');
  await form.getByRole('button', { name: 'Run query' }).click();
  await waitForStatus(page, /Read to the end\. 4 items/);
  const endpointId = await connectionSelect(page).inputValue();
  expect(endpointId).not.toBe(sandboxId);

  // Choose no parent for the table.
  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  await expect.poll(() => grid.locator('[data-parent="true"]').count()).toBe(1);
  await page.getByLabel('Parent type').selectOption('none');
  await expect.poll(() => grid.locator('[data-parent="true"]').count()).toBe(0);
  const link = new URL(page.url()).hash;
  expect(link).toMatch(/^#\/query\?table=Library&conn=endpoint%3A\d+&endpoint=http/);

  // The address as it stands, pasted into a new tab of the same browser, reopens the read there.
  const tab = await page.context().newPage();
  await tab.goto(page.url());
  await waitForStatus(tab, /Read to the end\. 4 items/);
  expect(await connectionSelect(tab).inputValue()).toBe(endpointId);
  expect(new URL(tab.url()).hash).toBe(link);
  await tab.close();

  // And in a fresh page of the same server (another browser profile with the session).
  const fresh = await openApp(link);
  await waitForStatus(fresh, /Read to the end\. 4 items/);
  expect(await connectionSelect(fresh).inputValue()).toBe(endpointId);
  await fresh.context().close();

  // Save the read as a pattern from the builder.
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const patterns = page
    .getByRole('region', { name: 'Expression builder' })
    .getByRole('region', { name: 'Saved access patterns' });
  await patterns.locator('summary', { hasText: 'Save the current read' }).click();
  const save = patterns.getByRole('form', { name: 'Save as access pattern' });
  await save.getByLabel('Pattern name').fill('Shelf of a reader');
  await save.getByRole('button', { name: 'Save pattern' }).click();
  await save.getByText('Saved "Shelf of a reader"').waitFor();

  // All three are on disk before the server stops.
  await expect.poll(() => stateFile(), { timeout: 10_000 }).toContain('Shelf of a reader');
  expect(stateFile()).toContain('"ice.parent.Library": "none"');
  expect(stateFile()).toContain(db.endpoint.replace(/\/$/, ''));
  await page.context().close();
  await serve.stop();

  // A new run on the same data folder (a new port, so a new origin with empty localStorage).
  serve = await startServe(['--data-dir', dataDir]);
  const again = await openApp(link);
  await waitForStatus(again, /Read to the end\. 4 items/);
  expect(await connectionSelect(again).inputValue()).toBe(endpointId);
  expect(await again.getByLabel('Parent type').inputValue()).toBe('none');
  expect(await again.getByRole('treegrid', { name: 'Item collections' }).locator('[data-parent="true"]').count()).toBe(
    0,
  );
  await again.getByRole('tab', { name: 'Expression builder' }).click();
  await again.getByRole('form', { name: 'Shelf of a reader' }).waitFor();
  await again.context().close();
}, 240_000);

test('a read that fails is in the recent reads as failed, with DynamoDB\'s reason, never as "0 items"', async () => {
  const client = testClient(db.endpoint);
  await client.send(
    new CreateTableCommand({
      TableName: 'Scratch',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'Id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'Id', AttributeType: 'S' }],
    }),
  );
  // The endpoint is known from the first test's run, kept on disk; the link names it.
  const page = await openApp(
    `#/query?table=Scratch&conn=endpoint%3A1&endpoint=${encodeURIComponent(db.endpoint.replace(/\/$/, ''))}&region=us-east-1&pk=a`,
  );
  await waitForStatus(page, /Read to the end\. 0 items/);
  await client.send(new DeleteTableCommand({ TableName: 'Scratch' }));
  client.destroy();
  // The builder was the editor last shown (a kept preference); the plain form runs the same read.
  await page.getByRole('tab', { name: 'Plain form' }).click();
  await page.getByRole('region', { name: 'Read', exact: true }).getByRole('button', { name: 'Run query' }).click();
  await page.locator('summary', { hasText: 'Recent reads on Scratch' }).click();
  const history = page.getByRole('list', { name: 'Recent reads' });
  await history.getByText(/failed: ResourceNotFoundException/).waitFor();
  const lines = await history.getByRole('listitem').allTextContents();
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/0 items/);
  await page.context().close();
}, 120_000);

test("saved patterns kept as a file in the user's repository: saved there by path, and loaded back from it", async () => {
  const repo = mkdtempSync(join(tmpdir(), 'ice-repo-'));
  const path = join(repo, 'docs', 'library-patterns.json');
  const page = await openApp(
    `#/query?table=Library&conn=endpoint%3A1&endpoint=${encodeURIComponent(db.endpoint.replace(/\/$/, ''))}&region=us-east-1&pk=READER%23ana`,
  );
  await waitForStatus(page, /Read to the end\. 4 items/);
  const builderTab = page.getByRole('tab', { name: 'Expression builder' });
  if ((await builderTab.getAttribute('aria-selected')) !== 'true') await builderTab.click();
  const patterns = page
    .getByRole('region', { name: 'Expression builder' })
    .getByRole('region', { name: 'Saved access patterns' });
  await patterns.getByRole('form', { name: 'Shelf of a reader' }).waitFor();
  await patterns.getByLabel('Patterns file in your repository').fill(path);
  await patterns.getByRole('button', { name: 'Save to file' }).click();
  await patterns.getByText(`Wrote 1 pattern to ${path}`).waitFor();
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
    format: 'item-collection-explorer/access-patterns',
    patterns: [{ name: 'Shelf of a reader', table: 'Library' }],
  });

  await patterns.getByRole('button', { name: 'Delete "Shelf of a reader"' }).click();
  await patterns.getByText('None saved for Library yet.').waitFor();
  await patterns.getByRole('button', { name: 'Load from file' }).click();
  await patterns.getByText(/Imported 1 pattern \(Library: 1 added\)/).waitFor();
  await patterns.getByRole('form', { name: 'Shelf of a reader' }).waitFor();
  await patterns.screenshot({ path: join(tmpdir(), 'ice-patterns-file.png') });
  await page.context().close();
}, 120_000);
