/**
 * "Open in new tab" from every place that opens a read, as a browser does it: Ctrl+click or a
 * middle click opens it behind the open tab (which stays as it was, its address too), the menu
 * item or button opens it in front. A drill-down node, an edge flip, a saved pattern and a history
 * entry; a tool's address belongs to its tab; duplicate and reorder. Web mode's sandbox, Chromium.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openTable, openTool, runQuery, toolResults, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 180_000 });
let page: Page;

beforeAll(async () => {
  page = await app.open('', { viewport: { width: 1400, height: 900 }, loadedWithin: 90_000 });
}, 180_000);

const tabs = () => page.getByRole('tablist', { name: 'Reads' }).getByRole('tab');
const hash = () => decodeURIComponent(new URL(page.url()).hash);
const activeIndex = () => tabs().evaluateAll((ts) => ts.findIndex((t) => t.getAttribute('aria-selected') === 'true'));
const titles = () => tabs().evaluateAll((ts) => ts.map((t) => t.querySelector('.tab-title')?.textContent ?? ''));
const readDone = () => waitForStatus(page, 'Read progress', 'Read to the end.');

/** Checks a tab was added behind the open one (after it, not selected) and the open tab kept its address. */
async function openedBehind(before: { count: number; at: number; address: string }, title: string): Promise<void> {
  await expect.poll(() => tabs().count()).toBe(before.count + 1);
  expect(await activeIndex()).toBe(before.at);
  expect(hash()).toBe(before.address);
  expect((await titles())[before.at + 1]).toBe(title);
}

const snapshot = async () => ({ count: await tabs().count(), at: await activeIndex(), address: hash() });

describe('open in new tab', () => {
  it('a drill-down node: Ctrl+click behind, its menu in front, each reading that prefix', async () => {
    await openTable(page, 'StoreLocations');
    await runQuery(page, 'US');
    const panel = await openTool(page, 'Sort key drill-down');
    await panel.getByRole('button', { name: 'Show sort key levels' }).click();
    const region = panel.getByRole('tree', { name: 'Sort key levels of US' }).locator('[role="treeitem"]').first();
    const prefix = (await region.getAttribute('data-prefix'))!;
    const link = `#/query?table=StoreLocations&conn=sandbox&pk=US&sk=${prefix}&skop=begins_with`;

    const before = await snapshot();
    await region.click({ modifiers: ['Control'] });
    // Beside the open tab's read of all of US, its title adds the sort key prefix it reads.
    await openedBehind(before, `StoreLocations · US · ${prefix}*`);

    await region.click({ button: 'right' });
    await page.getByRole('menu', { name: 'Sort key level' }).getByRole('menuitem', { name: 'Open in new tab' }).click();
    await expect.poll(() => tabs().count()).toBe(before.count + 2);
    await expect.poll(activeIndex).toBe(before.at + 1);
    await readDone();
    expect(hash()).toBe(link);

    // The one opened behind read its prefix there, and shows it when opened.
    await tabs()
      .nth(before.at + 2)
      .click();
    await expect.poll(activeIndex).toBe(before.at + 2);
    await readDone();
    expect(hash()).toBe(link);
  });

  it('an edge flip: a middle click behind, its menu in front', async () => {
    await openTable(page, 'Entity');
    const panel = await openTool(page, 'Several partitions');
    const form = panel.getByRole('form', { name: 'Several partitions form' });
    await form.getByLabel('Partition keys').fill('customer#001');
    await form.getByLabel('each as its own collection').check();
    await form.getByRole('button', { name: 'Read partitions' }).click();
    await waitForStatus(page, 'Partitions progress', 'Read.');
    const flip = panel.getByRole('button', { name: 'Flip to store#004 on typeGsi' });

    const before = await snapshot();
    await flip.click({ button: 'middle' });
    await openedBehind(before, 'Entity · store#004');

    await flip.click({ button: 'right' });
    await page.getByRole('menu', { name: 'Flip' }).getByRole('menuitem', { name: 'Open in new tab' }).click();
    await expect.poll(activeIndex).toBe(before.at + 1);
    await readDone();
    expect(hash()).toBe('#/query?table=Entity&conn=sandbox&index=typeGsi&pk=store#004');
    expect(await page.locator('.read-summary').textContent()).toContain('typeGsi');
  });

  it('a saved pattern: Ctrl+click on Run behind, "Open in new tab" in front, its slots filled', async () => {
    await openTable(page, 'StoreLocations');
    await runQuery(page, 'US');
    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const patterns = page
      .getByRole('region', { name: 'Expression builder' })
      .getByRole('region', { name: 'Saved access patterns' });
    await patterns.locator('summary', { hasText: 'Save the current read' }).click();
    const save = patterns.getByRole('form', { name: 'Save as access pattern' });
    await save.getByLabel('Pattern name').fill('Stores of a country');
    await save.locator('.pattern-slots input').first().fill('{country}');
    await save.getByRole('button', { name: 'Save pattern' }).click();
    const pattern = patterns.getByRole('form', { name: 'Stores of a country' });
    // A slot left empty is said, and no tab opens.
    const count = await tabs().count();
    await pattern.getByRole('button', { name: 'Open "Stores of a country" in new tab' }).click();
    await pattern.getByText('enter a value for {country}').waitFor();
    expect(await tabs().count()).toBe(count);
    await pattern.getByRole('textbox').first().fill('US');

    const before = await snapshot();
    await pattern.getByRole('button', { name: 'Run "Stores of a country"' }).click({ modifiers: ['Control'] });
    await openedBehind(before, 'StoreLocations · US');

    await pattern.getByRole('button', { name: 'Open "Stores of a country" in new tab' }).click();
    await expect.poll(activeIndex).toBe(before.at + 1);
    await readDone();
    expect(hash()).toMatch(/^#\/query\?table=StoreLocations&conn=sandbox&pk=US/);
  });

  it('a history entry: Ctrl+click behind', async () => {
    await openTable(page, 'StoreLocations');
    await page.locator('summary', { hasText: 'Recent reads on StoreLocations' }).click();
    const entry = page
      .getByRole('list', { name: 'Recent reads' })
      .getByRole('button', { name: /^Query/ })
      .first();
    const before = await snapshot();
    await entry.click({ modifiers: ['Control'] });
    await expect.poll(() => tabs().count()).toBe(before.count + 1);
    expect(await activeIndex()).toBe(before.at);
    expect(hash()).toBe(before.address);
  });
});

describe('tabs', () => {
  it("a tool's read is its tab's address: switching tabs writes it, and its tool is open there", async () => {
    const fanOut =
      '#/fan-out?table=Workspaces&conn=sandbox&keys=WS%23umbrella%2301..%2310&desc=1&page=50&plimit=20&par=4';
    const before = await snapshot();
    // A link to a tool pasted into the address: the tool's read runs in the open tab.
    await page.evaluate((link) => {
      window.location.hash = link;
    }, fanOut);
    await toolResults(page, 'Shard fan-out').getByRole('table', { name: 'Fan-out items' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).hash).toBe(fanOut);

    // Another tab reads the form; back on the first, the address is the tool's again, its tool open.
    await page.keyboard.press('Alt+t');
    await expect.poll(() => tabs().count()).toBe(before.count + 1);
    await openTable(page, 'StoreLocations');
    // A new tab takes the open tab's editor; the plain form reads here.
    await page.getByRole('tab', { name: 'Plain form', exact: true }).click();
    await runQuery(page, 'US');
    expect(hash()).toMatch(/^#\/query\?table=StoreLocations/);
    await tabs().nth(before.at).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(fanOut);
    expect(await page.getByRole('tab', { name: 'Shard fan-out', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await toolResults(page, 'Shard fan-out').getByRole('table', { name: 'Fan-out items' }).waitFor();
    await page.keyboard.press('Control+Tab');
    await expect.poll(hash).toMatch(/^#\/query\?table=StoreLocations/);
  }, 120_000);

  it('duplicates a tab, and moves tabs by keyboard and by drag', async () => {
    const before = await snapshot();
    const title = (await titles())[before.at]!;
    await tabs().nth(before.at).click({ button: 'right' });
    await page.getByRole('menu', { name: 'Tab' }).getByRole('menuitem', { name: 'Duplicate tab' }).click();
    await expect.poll(() => tabs().count()).toBe(before.count + 1);
    await expect.poll(activeIndex).toBe(before.at + 1);
    await readDone();
    expect(hash()).toBe(before.address);
    expect((await titles())[before.at + 1]).toBe(title);

    // Ctrl+Shift+PageUp moves the open tab one place to the left.
    const order = await titles();
    await page.keyboard.press('Control+Shift+PageUp');
    await expect.poll(activeIndex).toBe(before.at);
    const ids = () => tabs().evaluateAll((ts) => ts.map((t) => t.id));
    const moved = (await ids())[before.at];

    // Dragged to the first place.
    await tabs().nth(before.at).dragTo(tabs().first());
    await expect.poll(async () => (await ids())[0]).toBe(moved);
    expect((await titles()).slice().sort()).toEqual(order.slice().sort());
    expect(app.errors).toEqual([]);
  }, 120_000);
});
