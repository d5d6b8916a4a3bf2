/**
 * Tabs as a user meets them (issue 30's acceptance): three tabs on two connections (the sandbox
 * and AWS DynamoDB Local), each with its own read, scroll and selection, switched back and forth
 * by mouse and keyboard; a reload brings back the tabs and the open tab's read; a closed tab
 * reopens with its read. Real web mode, real DynamoDB Local, Chromium.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createFleetTable, FLEET_DEPOT, FLEET_TABLE } from '../support/fleet-table.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';

const ORDERS = 'app-table';
const ORDER_A = 'order#ord-01007';
const ORDER_B = 'order#ord-01021';
const TRUCKS = 400;
let db: RunningDynamoDBLocal;

beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
  const client = testClient(db.endpoint);
  await createFleetTable(client, TRUCKS);
  client.destroy();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

// The sandbox stays on beside the endpoint: two connections in the picker.
const app = useWebApp({ startTimeout: 180_000, serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1'] });

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Reads' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });
const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
const status = (page: Page) => page.getByRole('status', { name: 'Read progress' });
const form = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
const picker = (page: Page) =>
  page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
const pkField = (page: Page) => form(page).getByLabel('Partition key', { exact: true });

async function chooseConnection(page: Page, local: boolean): Promise<void> {
  const options = await picker(page)
    .locator('option')
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
  const port = new URL(db.endpoint).port;
  const option = options.find((o) => o.text.includes(port) === local)!;
  if ((await picker(page).inputValue()) !== option.value) await picker(page).selectOption(option.value);
}

async function read(page: Page, table: string, pk: string, done: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: table, exact: true }).click();
  await pkField(page).fill(pk);
  await form(page).getByRole('button', { name: 'Run query' }).click();
  await status(page).filter({ hasText: done }).waitFor({ timeout: 60_000 });
}

/** Clicks the `n`th item row (aria-level 2) and waits for it to be the selected one. */
async function selectRow(page: Page, n: number): Promise<string> {
  const row = grid(page).locator('[role="row"][aria-level="2"]').nth(n);
  const index = (await row.getAttribute('aria-rowindex'))!;
  await row.click();
  await grid(page).locator(`[role="row"][aria-selected="true"][aria-rowindex="${index}"]`).waitFor();
  return index;
}
const selected = (page: Page) => grid(page).locator('[role="row"][aria-selected="true"]').getAttribute('aria-rowindex');
const scrollOf = (page: Page) => grid(page).evaluate((el) => el.scrollTop);

test('three tabs on two connections keep their reads, scroll and selection; a reload and a reopen bring reads back', async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 900 }, loadedWithin: 90_000 });
  await tablist(page).waitFor();
  expect(await tablist(page).getByRole('tab').count()).toBe(1);

  // Tab 1: the sandbox's orders, one order, its third item selected.
  await chooseConnection(page, false);
  await read(page, ORDERS, ORDER_A, /Read to the end/);
  const firstSelected = await selectRow(page, 2);
  await tab(page, `${ORDERS} · ${ORDER_A}`).waitFor();

  // Tab 2 (keyboard): DynamoDB Local's fleet, scrolled down, a row there selected.
  await page.keyboard.press('Control+t');
  await tab(page, 'New tab').waitFor();
  await chooseConnection(page, true);
  await read(page, FLEET_TABLE, FLEET_DEPOT, new RegExp(`${TRUCKS + 1} items`));
  await grid(page).evaluate((el) => {
    el.scrollTop = 3000;
  });
  await expect.poll(() => scrollOf(page)).toBe(3000);
  const fleetSelected = await selectRow(page, 5);
  await expect.poll(() => scrollOf(page)).toBeGreaterThan(2500);
  const fleetScroll = await scrollOf(page);

  // Tab 3 (mouse): back on the sandbox, another order.
  await tablist(page).locator('..').getByRole('button', { name: 'New tab' }).click();
  await chooseConnection(page, false);
  await read(page, ORDERS, ORDER_B, /Read to the end/);
  expect(await tablist(page).getByRole('tab').count()).toBe(3);
  // The other tabs are not drawn: one grid, this tab's.
  expect(await page.getByRole('treegrid').count()).toBe(1);

  // By mouse to tab 1: its read, its connection, its selection.
  await tab(page, `${ORDERS} · ${ORDER_A}`).click();
  await expect.poll(() => pkField(page).inputValue()).toBe(ORDER_A);
  expect(await selected(page)).toBe(firstSelected);
  expect((await picker(page).locator('option:checked').textContent()) ?? '').not.toContain(new URL(db.endpoint).port);
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`pk=${ORDER_A}`);

  // By keyboard to tab 2: DynamoDB Local's read, scrolled where it was left, its row selected.
  await page.keyboard.press('Control+Tab');
  await expect.poll(() => pkField(page).inputValue()).toBe(FLEET_DEPOT);
  await status(page)
    .filter({ hasText: `${TRUCKS + 1} items` })
    .waitFor();
  expect((await picker(page).locator('option:checked').textContent()) ?? '').toContain(new URL(db.endpoint).port);
  await expect.poll(() => scrollOf(page)).toBe(fleetScroll);
  expect(await selected(page)).toBe(fleetSelected);
  expect(await tab(page, `${FLEET_TABLE} · ${FLEET_DEPOT}`).getAttribute('aria-selected')).toBe('true');

  // Back (Ctrl+Shift+Tab) to tab 1, and forward twice to tab 3.
  await page.keyboard.press('Control+Shift+Tab');
  await expect.poll(() => pkField(page).inputValue()).toBe(ORDER_A);
  await page.keyboard.press('Control+Tab');
  await page.keyboard.press('Control+Tab');
  await expect.poll(() => pkField(page).inputValue()).toBe(ORDER_B);

  // A reload: the three tabs come back, the open one (tab 3) reads again.
  await page.reload();
  await tab(page, `${ORDERS} · ${ORDER_B}`).waitFor({ timeout: 60_000 });
  expect(await tablist(page).getByRole('tab').allTextContents()).toHaveLength(3);
  await status(page)
    .filter({ hasText: /Read to the end/ })
    .waitFor({ timeout: 60_000 });
  expect(await pkField(page).inputValue()).toBe(ORDER_B);
  // A tab not opened since the reload offers its read again, and runs it.
  await tab(page, `${FLEET_TABLE} · ${FLEET_DEPOT}`).click();
  await page.getByRole('button', { name: 'Read again' }).click();
  await status(page)
    .filter({ hasText: `${TRUCKS + 1} items` })
    .waitFor({ timeout: 60_000 });

  // Closed, then reopened from the tab list's menu: the tab comes back with its read.
  await tab(page, `${FLEET_TABLE} · ${FLEET_DEPOT}`).getByRole('button', { name: 'Close tab' }).click();
  await expect.poll(() => tablist(page).getByRole('tab').count()).toBe(2);
  await page.getByRole('button', { name: 'Tab list menu' }).click();
  await page.getByRole('menuitem', { name: 'Reopen closed tab' }).click();
  await tab(page, `${FLEET_TABLE} · ${FLEET_DEPOT}`).waitFor();
  await status(page)
    .filter({ hasText: `${TRUCKS + 1} items` })
    .waitFor({ timeout: 60_000 });
  expect(await tablist(page).getByRole('tab').count()).toBe(3);

  // A collection row's context menu opens that collection in a tab of its own.
  await grid(page).locator('[role="row"][aria-level="1"]').first().click({ button: 'right' });
  await page.getByRole('menu', { name: 'Collection' }).getByRole('menuitem', { name: 'Open in new tab' }).click();
  await expect.poll(() => tablist(page).getByRole('tab').count()).toBe(4);
  await tab(page, `${FLEET_TABLE} · ${FLEET_DEPOT}`).nth(1).waitFor();
  await status(page)
    .filter({ hasText: `${TRUCKS + 1} items` })
    .waitFor({ timeout: 60_000 });
  expect(app.errors).toEqual([]);
}, 300_000);
