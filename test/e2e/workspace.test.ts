/**
 * The workspace as a user meets it, on a table of our own (10,000 items in one collection, a
 * hash-only GSI, an LSI, a GSI keyed on an attribute with a dot in its name) served by web mode
 * pointed at its own dynalite: the panes fit the window at 1440x900, 1280x800 and 800x600 with
 * the last row reachable by the grid's own scrolling; the split resizes from the keyboard and is
 * kept; the inspector closes and comes back; and the defects of issue 12 that show on this screen.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createFleetTable, FLEET_TABLE } from '../support/fleet-table.js';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';

const db = useDynalite((client) => createFleetTable(client));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
const status = (page: Page) => page.getByRole('status', { name: 'Read progress' });
const form = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });

async function openFleet(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: FLEET_TABLE, exact: true })
    .click();
  await form(page).getByLabel('Partition key', { exact: true }).waitFor();
}

async function runQuery(page: Page, pk: string, done: string): Promise<void> {
  await form(page).getByLabel('Partition key', { exact: true }).fill(pk);
  await form(page).getByRole('button', { name: 'Run query' }).click();
  await status(page).filter({ hasText: done }).waitFor({ timeout: 60_000 });
}

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

/** `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function expectInside(inner: Box, outer: Box, what: string): void {
  const msg = `${what}: ${JSON.stringify(inner)} in ${JSON.stringify(outer)}`;
  expect(inner.y, msg).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.y + inner.height, msg).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  expect(inner.x, msg).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, msg).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

describe.each([
  [1440, 900],
  [1280, 800],
  [800, 600],
])('at %ix%i', (width, height) => {
  test("after a 10,000-item read the last row is reached by the grid's own scrolling and is fully in view", async () => {
    const page = await app.open('', { viewport: { width, height }, loadedWithin: 60_000 });
    await openFleet(page);
    await runQuery(page, 'DEPOT#north', '10,000 items ·');
    const g = grid(page);
    const rows = Number(await g.getAttribute('aria-rowcount'));
    expect(rows).toBe(10_000 + 1 + 1); // the items, their collection row, the header row
    // The grid scrolls itself to its end; nothing else on the page scrolls at all.
    await g.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = g.locator(`[role="row"][aria-rowindex="${rows}"]`);
    await last.waitFor();
    const viewport = { x: 0, y: 0, width, height };
    const gridBox = await box(g);
    const header = await box(g.locator('.tg-head'));
    const lastBox = await box(last);
    expectInside(gridBox, viewport, 'the grid in the window');
    // Rows may be wider than the grid (it scrolls sideways too): the row's height and its start must be in view.
    const rowStart = { ...lastBox, width: Math.min(lastBox.width, 40) };
    expectInside(
      rowStart,
      { ...gridBox, y: header.y + header.height, height: gridBox.y + gridBox.height - header.y - header.height },
      'the last row under the column header, in the grid',
    );
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
    expect(await g.evaluate((el) => el.scrollTop > 0)).toBe(true);
    // At 800 px the panes stack rather than squeeze the grid.
    expect(gridBox.width).toBeGreaterThan(Math.min(560, width * 0.6));
    // The keyboard gets there too.
    await g.evaluate((el) => {
      el.scrollTop = 0;
    });
    await g.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await last.boundingBox())?.y ?? -1).toBeGreaterThan(0);
    expectInside({ ...(await box(last)), width: 40 }, gridBox, 'the last row after End');
    // Clicking Run scrolled the controls pane to it; the picture shows the pane from its top.
    await page.locator('#workspace-controls').evaluate((el) => {
      el.scrollTop = 0;
    });
    // The README's pictures are rewritten only when asked (ICE_UPDATE_SCREENSHOTS=1), so a test run
    // never leaves the tree modified.
    const shots = process.env.ICE_UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results';
    await page.screenshot({ path: `${shots}/workspace-${width}.png` });
  });
});

test('the split moves from the keyboard, collapses, and is kept across a reload; the inspector closes and comes back', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 }, loadedWithin: 60_000 });
  await openFleet(page);
  await runQuery(page, 'DEPOT#north', '10,000 items ·');
  const sep = page.getByRole('separator', { name: 'Resize the read controls and the results' });
  const before = Number(await sep.getAttribute('aria-valuenow'));
  const controls = page.locator('#workspace-controls');
  const heightBefore = (await box(controls)).height;
  await sep.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => Number(await sep.getAttribute('aria-valuenow'))).toBe(before + 10);
  await expect.poll(async () => (await box(controls)).height).toBeGreaterThan(heightBefore);
  await page.keyboard.press('Enter');
  await expect.poll(() => sep.getAttribute('aria-valuenow')).toBe('0');
  await expect.poll(() => controls.isHidden()).toBe(true);
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: FLEET_TABLE, exact: true })
    .click();
  await page.getByRole('separator').waitFor();
  await expect.poll(() => page.getByRole('separator').getAttribute('aria-valuenow')).toBe('0');
  await page.getByRole('button', { name: 'Show the read controls' }).click();
  await expect
    .poll(async () => Number(await page.getByRole('separator').getAttribute('aria-valuenow')))
    .toBe(before + 10);

  await runQuery(page, 'DEPOT#north', '10,000 items ·');
  await grid(page).locator('[role="row"][aria-level="2"]').nth(1).click();
  const inspector = page.getByRole('complementary', { name: 'Item inspector' });
  await inspector.getByRole('table', { name: 'Attributes' }).waitFor();
  await inspector.getByRole('button', { name: 'Close the inspector' }).click();
  expect(await inspector.count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('treegrid');
  await page.getByRole('button', { name: 'Show inspector' }).click();
  await inspector.getByRole('table', { name: 'Attributes' }).waitFor();
});

test('Query with an LSI and a sort-key condition, then a hash-only GSI: the condition goes, the read runs; one item is "1 item"', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
  await openFleet(page);
  const f = form(page);
  await f.getByLabel('Index').selectOption('ByMileage');
  await f.getByLabel('Sort key condition').selectOption('>');
  await f.getByLabel('Sort key value', { exact: true }).fill('10990');
  await runQuery(page, 'DEPOT#north', 'Read to the end.');
  expect(await status(page).textContent()).toMatch(/Read to the end\. 8 items/);
  await f.getByLabel('Index').selectOption('ByPlate');
  expect(await f.getByLabel('Sort key condition').count()).toBe(0);
  await runQuery(page, 'NR-00042', 'Read to the end.');
  expect(await status(page).textContent()).toMatch(/Read to the end\. 1 item · 1 page/);
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.locator('summary', { hasText: /^Recent reads on Fleet/ }).click();
  const entry = page
    .getByRole('list', { name: 'Recent reads' })
    .getByRole('listitem')
    .filter({ hasText: 'index ByPlate' });
  expect(await entry.textContent()).toMatch(/ · 1 item$/);
});

test('the Query / Scan / GetItem tabs follow the arrow keys, and Enter on Run keeps the focus on Run', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
  await openFleet(page);
  const tabs = page.getByRole('tablist', { name: 'Operation' });
  const query = tabs.getByRole('tab', { name: 'Query' });
  expect(await query.getAttribute('tabindex')).toBe('0');
  expect(await tabs.getByRole('tab', { name: 'Scan' }).getAttribute('tabindex')).toBe('-1');
  await query.focus();
  const focused = () =>
    page.evaluate(
      () =>
        `${document.activeElement?.getAttribute('role')}:${document.activeElement?.textContent}:${document.activeElement?.getAttribute('aria-selected')}`,
    );
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('tab:Scan:true');
  await page.keyboard.press('End');
  expect(await focused()).toBe('tab:GetItem:true');
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('tab:Query:true');
  await page.keyboard.press('ArrowLeft');
  expect(await focused()).toBe('tab:GetItem:true');
  await page.keyboard.press('Home');
  expect(await focused()).toBe('tab:Query:true');

  await form(page).getByLabel('Partition key', { exact: true }).fill('DEPOT#north');
  const run = form(page).getByRole('button', { name: 'Run query' });
  await run.focus();
  await page.keyboard.press('Enter');
  await status(page).filter({ hasText: '10,000 items ·' }).waitFor({ timeout: 60_000 });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Run query');
});

test('a dot in a top-level attribute name: what it is read as, and the other reading in one click', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
  await openFleet(page);
  // The plain form: the table has an attribute "geo.region"; written bare it is a nested path.
  const f = form(page);
  await f.locator('summary', { hasText: 'Filter and projection' }).click();
  await f.getByLabel('Filter expression').fill('geo.region = :r');
  await f.getByLabel('Expression attribute values').fill('{":r": "eu-west"}');
  const note = f.getByRole('note').filter({ hasText: 'is read as a nested path (geo → region)' });
  await note.waitFor();
  await note.getByRole('button', { name: 'Use the attribute "geo.region" (as a #name)' }).click();
  expect(await f.getByLabel('Filter expression').inputValue()).toBe('#geo_region = :r');
  expect(JSON.parse(await f.getByLabel('Expression attribute names').inputValue())).toEqual({
    '#geo_region': 'geo.region',
  });
  await f.getByLabel('Item cap').fill('');
  await runQuery(page, 'DEPOT#north', 'Read to the end.');
  expect(await status(page).textContent()).toMatch(/Read to the end\. 4,999 items/);

  // The builder: the same choice beside the attribute box.
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const b = page.getByRole('region', { name: 'Expression builder' });
  await b.getByRole('button', { name: 'Add condition' }).first().click();
  const row = b.getByRole('group', { name: 'Condition 1' });
  await row.getByLabel('Attribute', { exact: true }).fill('geo.region');
  const reading = row.getByRole('note');
  expect(await reading.textContent()).toMatch(/^Read as a nested path: geo → region\./);
  await reading.getByRole('button', { name: 'Use the one attribute named "geo.region"' }).click();
  expect(await row.getByLabel('Attribute', { exact: true }).inputValue()).toBe('"geo.region"');
  expect(await row.getByRole('note').textContent()).toMatch(/^Read as one attribute named geo\.region\./);
  const names = await b
    .getByRole('region', { name: 'Request preview' })
    .locator('[data-field="ExpressionAttributeNames"]')
    .textContent();
  expect(Object.values(JSON.parse(names!))).toContain('geo.region');
});

test('the app has an icon: linked from the page and served, also as /favicon.ico', async () => {
  const page = await app.open('', { viewport: { width: 800, height: 600 }, loadedWithin: 60_000 });
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('./favicon.svg');
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    const res = await page.request.get(`${app.serve.origin}${path}`);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('image/svg+xml');
    expect((await res.text()).startsWith('<svg')).toBe(true);
  }
});
