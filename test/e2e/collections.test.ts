/**
 * The item-collection view in Chromium against web mode as a user starts it (the sandbox is the
 * default connection): open a link, read the treegrid, collapse, inspect, and stop a long read.
 * One server and one browser for the file; each test opens its own page.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleTables } from '../../electron/sandbox/samples/index.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
let page: Page;

async function open(hash: string): Promise<Page> {
  page = await app.open(hash, { viewport: { width: 1400, height: 900 } });
  return page;
}

const status = () => page.getByRole('status', { name: 'Read progress' });
const form = () => page.getByRole('region', { name: 'Read', exact: true });
const grid = () => page.getByRole('treegrid', { name: 'Item collections' });
const waitForStatus = (re: RegExp) =>
  expect.poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 }).toMatch(re);

test("the sandbox's tables are listed in the UI", async () => {
  await open('');
  const nav = page.getByRole('navigation', { name: 'Tables' });
  for (const t of sampleTables) await nav.getByRole('button', { name: t.definition.TableName, exact: true }).waitFor();
});

test('a link opens the query: collections, the parent and entity types; collapse; inspect an item', async () => {
  await open('#/query?table=SaasOrganizations&pk=ORG%23NORTHWIND');
  await waitForStatus(/Read to the end\. 25 items · 1 page/);
  expect(await page.getByRole('button', { name: 'SaasOrganizations', exact: true }).getAttribute('aria-current')).toBe(
    'true',
  );
  expect(await form().getByLabel('Partition key', { exact: true }).inputValue()).toBe('ORG#NORTHWIND');

  const collection = grid().getByRole('row', { name: /^ORG#NORTHWIND, 25 items/ });
  expect(await collection.getAttribute('aria-level')).toBe('1');
  expect(await collection.getAttribute('aria-expanded')).toBe('true');
  const parent = grid().locator('[role="row"][data-parent="true"]');
  expect(await parent.count()).toBe(1);
  expect(await parent.getAttribute('data-entity-type')).toBe('METADATA');
  expect(await parent.getAttribute('aria-level')).toBe('2');
  // The parent is shown first, right under its collection row.
  expect(await parent.getAttribute('aria-rowindex')).toBe('3');
  const userRows = grid().locator('[role="row"][aria-level="2"][data-entity-type="USER"]');
  expect(await userRows.count()).toBeGreaterThan(5);

  const legend = page.getByRole('list', { name: 'Entity types' });
  expect(await legend.getByRole('listitem').allTextContents()).toEqual(['METADATA 1 item', 'USER 24 items']);

  // Collapse with the mouse, expand with the keyboard.
  await collection.click();
  expect(await collection.getAttribute('aria-expanded')).toBe('false');
  expect(await grid().locator('[aria-level="2"]').count()).toBe(0);
  await grid().press('ArrowRight');
  expect(await collection.getAttribute('aria-expanded')).toBe('true');

  // Down to the parent, Enter: the inspector shows it, with types and exact values.
  await grid().press('ArrowDown');
  await grid().press('Enter');
  const inspector = page.getByRole('complementary', { name: 'Item inspector' });
  const attributes = inspector.getByRole('table', { name: 'Attributes' });
  await attributes.getByRole('row', { name: /OrgName S NORTHWIND/ }).waitFor();
  await attributes.getByRole('row', { name: /SeatLimit N 1000/ }).waitFor();
  expect(await inspector.textContent()).toMatch(/Size\d[\d,]* bytes/);
  await inspector.getByLabel('DynamoDB JSON').check();
  expect(await inspector.getByLabel('DynamoDB JSON', { exact: true }).last().textContent()).toContain(
    '"OrgName": {\n    "S": "NORTHWIND"',
  );

  // Clicking a user row opens that one instead.
  await userRows.first().click();
  expect(await userRows.first().getAttribute('aria-selected')).toBe('true');
  await inspector.getByRole('heading', { name: 'USER' }).waitFor();

  // The parent can be overridden for the table: none, then back to detection.
  const parentChoice = page.getByLabel('Parent type');
  await parentChoice.selectOption('none');
  await expect.poll(() => grid().locator('[data-parent="true"]').count()).toBe(0);
  await parentChoice.selectOption('auto');
  await expect.poll(() => grid().locator('[data-parent="true"]').count()).toBe(1);

  // The legend narrows the view to one type.
  await legend.getByRole('button', { name: /USER/ }).click();
  expect(await grid().locator('[data-entity-type="METADATA"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Show all types' }).click();
  expect(await grid().locator('[data-entity-type="METADATA"]').count()).toBe(1);
});

test('a scan groups every organization into its own collection; the address follows the form', async () => {
  await open('#/scan?table=SaasOrganizations&limit=10');
  await waitForStatus(/Read to the end\. 84 items/);
  // Collapsed, every collection fits on screen (rows out of view are not in the DOM).
  await page.getByRole('button', { name: 'Collapse all' }).click();
  expect(await grid().locator('[aria-level="2"]').count()).toBe(0);
  expect(await grid().locator('[aria-expanded="true"]').count()).toBe(0);
  const names = await grid()
    .locator('[role="row"][aria-level="1"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')!.split(',').slice(0, 2).join(',')));
  expect(names.sort()).toEqual([
    'ORG#ADVENTUREWORKS, 41 items',
    'ORG#CONTOSO, 10 items',
    'ORG#FABRIKAM, 5 items',
    'ORG#LITWARE, 1 item',
    'ORG#NORTHWIND, 25 items',
    'ORG#TAILSPIN, 2 items',
  ]);

  await form().getByRole('tab', { name: 'Query' }).click();
  await form().getByLabel('Partition key', { exact: true }).fill('ORG#CONTOSO');
  await form().getByLabel('Sort key condition').selectOption('begins_with');
  await form().getByLabel('Sort key value').fill('USER#');
  await form().getByLabel('Newest first').check();
  // The address follows the form once the page is idle (renderer/routing/idle-address.ts).
  await expect
    .poll(() => new URL(page.url()).hash)
    .toBe('#/query?table=SaasOrganizations&conn=sandbox&pk=ORG%23CONTOSO&sk=USER%23&limit=10&skop=begins_with&desc=1');
  await form().getByRole('button', { name: 'Run query' }).click();
  await waitForStatus(/Read to the end\. 9 items/);
  expect(await grid().locator('[data-parent="true"]').count()).toBe(0);
});

test('a long read can be stopped: the status says so, what was read stays, and it can go on', async () => {
  await open('#/scan?table=Workspaces&limit=5&cap=none');
  await waitForStatus(/Reading….* (\d{2,}|[5-9]) pages/);
  await page.getByRole('button', { name: 'Stop' }).click();
  await waitForStatus(/^Stopped by you after [\d,]+ items\./);
  const text = (await status().textContent())!;
  const kept = Number(/after ([\d,]+) items/.exec(text)![1]!.replace(/,/g, ''));
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(6528);
  expect(text).toContain('Load more continues after');
  expect(await grid().locator('[role="row"][aria-level="2"]').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Load more' }).waitFor();
  expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
});

test('thousands of items stay virtualised: a few dozen rows in the DOM', async () => {
  await open('#/scan?table=Workspaces');
  await waitForStatus(/Read to the end\. 6,528 items/);
  const rows = await grid().locator('[role="row"]').count();
  expect(rows).toBeGreaterThan(10);
  expect(rows).toBeLessThan(200);
  expect(await grid().getAttribute('aria-rowcount')).not.toBeNull();
  expect(Number(await grid().getAttribute('aria-rowcount'))).toBeGreaterThan(6528);
});

test('a projection that leaves out the partition key says so instead of showing an empty view', async () => {
  await open('#/query?table=SaasOrganizations&pk=ORG%23NORTHWIND');
  await waitForStatus(/Read to the end\. 25 items/);
  await form().getByText('Filter and projection').click();
  await form().getByLabel('Projection expression').fill('SK');
  await form().getByRole('button', { name: 'Run query' }).click();
  await waitForStatus(/Read to the end\. 25 items/);
  await expect
    .poll(() => page.getByRole('note').first().textContent(), { timeout: 10_000 })
    .toMatch(/25 items were read without the partition key "PK"/);
  await expect.poll(() => grid().count()).toBe(0);
});
