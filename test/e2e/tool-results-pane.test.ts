/**
 * Issue 19: a tool's results land in the results pane, where there is room for them, while its
 * form stays in the tools box; the read's grid and its strips keep working under them. On a table
 * of our own (kennels: owners with their dogs, and a dog's visits written to four key shards).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, pkSkTable } from '../support/test-table.js';
import { useDynalite } from '../support/use-dynalite.js';
import { openTool, toolResults, waitForStatus } from './tools-e2e-helpers.js';

const TABLE = 'Kennels';
const s = (v: string) => ({ S: v });
type Row = Record<string, AttributeValue>;

function items(): Row[] {
  const out: Row[] = [];
  for (const owner of ['ann', 'bo', 'cy']) {
    out.push({ PK: s(`OWNER#${owner}`), SK: s(`OWNER#${owner}`), kind: s('Owner') });
    for (let d = 1; d <= owner.length + 1; d++)
      out.push({ PK: s(`OWNER#${owner}`), SK: s(`DOG#${owner}-${d}`), kind: s('Dog') });
  }
  for (let shard = 1; shard <= 4; shard++) {
    for (let v = 1; v <= shard + 2; v++)
      out.push({
        PK: s(`VISITS#rex#0${shard}`),
        SK: s(`VISIT#2026-0${shard}-${String(v).padStart(2, '0')}`),
        kind: s('Visit'),
      });
  }
  return out;
}
const visits = items().filter((i) => i.kind!.S === 'Visit').length;

const db = useDynalite((client) => createTable(client, pkSkTable(TABLE), items()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

/** Where an element is drawn: in the results pane (below the split bar) and not in the tools box. */
async function place(page: Page, what: Locator): Promise<{ inResults: boolean; inControls: boolean; width: number }> {
  await what.waitFor();
  return what.evaluate((el) => ({
    inResults: el.closest('.results-pane') !== null,
    inControls: el.closest('#workspace-controls') !== null,
    width: el.getBoundingClientRect().width,
  }));
}

test('fan-out, several partitions, statistics and drill-down results land in the results pane; the grid and its strips still work', async () => {
  const page = await app.open(`#/query?table=${TABLE}&pk=OWNER%23ann&cap=none`, {
    viewport: { width: 1400, height: 1000 },
  });
  await waitForStatus(page, 'Read progress', 'Read to the end.');
  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  const annStrip = grid.getByRole('img', {
    name: 'Layout of OWNER#ann: parent last, after 1 entity type, 5 items',
    exact: true,
  });
  await annStrip.waitFor();
  const viewport = page.viewportSize()!.width;

  // Shard fan-out: the form in the tools box, the merged items in the results pane.
  const fan = await openTool(page, 'Shard fan-out');
  await fan.getByLabel('Shard keys').fill('VISITS#rex#01..#04');
  await fan.getByRole('button', { name: 'Read all shards' }).click();
  await waitForStatus(page, 'Fan-out progress', 'Read to the end.');
  const fanItems = toolResults(page, 'Shard fan-out').getByRole('table', { name: 'Fan-out items' });
  expect(await place(page, fanItems)).toMatchObject({ inResults: true, inControls: false });
  expect(await place(page, page.getByRole('form', { name: 'Fan-out form' }))).toMatchObject({
    inResults: false,
    inControls: true,
  });
  expect(await fanItems.locator('tbody tr').count()).toBe(visits);
  expect(
    await page.getByRole('status', { name: 'Fan-out progress' }).evaluate((el) => el.closest('.results-pane') !== null),
  ).toBe(true);
  await page
    .getByRole('tabpanel', { name: 'Shard fan-out', exact: true })
    .getByText('The results are in the results pane below.')
    .waitFor();
  // Wider than the tools box could ever make it: it has the pane's width.
  expect((await place(page, toolResults(page, 'Shard fan-out'))).width).toBeGreaterThan(viewport * 0.6);

  // Several partitions, each as its own collection.
  const parts = await openTool(page, 'Several partitions');
  await parts.getByLabel('Partition keys').fill('OWNER#bo\nOWNER#cy');
  await parts.getByRole('button', { name: 'Read partitions' }).click();
  await waitForStatus(page, 'Partitions progress', 'Read.');
  expect(await place(page, page.getByRole('region', { name: 'Partitions results' }))).toMatchObject({
    inResults: true,
    inControls: false,
  });
  expect(await page.getByRole('table', { name: 'Items of OWNER#cy' }).locator('tbody tr').count()).toBe(4);
  // Only the chosen tool's results are shown: the fan-out's went with its tab.
  expect(await page.getByRole('table', { name: 'Fan-out items' }).count()).toBe(0);

  // Statistics of a whole-table Scan.
  const stats = await openTool(page, 'Statistics');
  await stats.getByRole('button', { name: 'Scan for statistics' }).click();
  await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.');
  expect(await place(page, page.getByRole('region', { name: 'Statistics results' }))).toMatchObject({
    inResults: true,
    inControls: false,
  });
  expect(await page.getByRole('status', { name: 'Statistics progress' }).textContent()).toContain(
    `${items().length} items`,
  );

  // Sort-key levels of the collection read.
  const drill = await openTool(page, 'Sort key drill-down');
  await drill.getByRole('button', { name: 'Show sort key levels' }).click();
  const tree = page.getByRole('tree', { name: 'Sort key levels of OWNER#ann' });
  expect(await place(page, tree)).toMatchObject({ inResults: true, inControls: false });

  // The grid below them still works: a strip's first band selects the parent's row, and a new read fills it.
  await annStrip.click({ position: { x: 2, y: 6 } });
  const selected = grid.locator('[role="row"][aria-selected="true"]');
  await expect.poll(() => selected.getAttribute('data-entity-type')).toBe('Dog');
  await page.evaluate(() => {
    location.hash = '#/query?table=Kennels&pk=OWNER%23cy&cap=none';
  });
  await waitForStatus(page, 'Read progress', 'Read to the end. 4 items');
  await grid
    .getByRole('img', { name: 'Layout of OWNER#cy: parent last, after 1 entity type, 4 items', exact: true })
    .waitFor();
  expect(await grid.getByRole('row', { name: /^OWNER#cy/ }).count()).toBeGreaterThan(0);
  // The drill-down's results stay on top of the pane, the grid below them in view.
  const gridBox = (await grid.boundingBox())!;
  const treeBox = (await tree.boundingBox())!;
  expect(gridBox.y).toBeGreaterThan(treeBox.y);
  expect(gridBox.y + 40).toBeLessThan(page.viewportSize()!.height);
  await page.screenshot({ path: '/tmp/tool-results-pane.png' });
}, 120_000);
