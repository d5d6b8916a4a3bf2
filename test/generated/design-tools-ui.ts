/**
 * Every single-table tool of the app opened and run once on a generated design, and its Design
 * tab, through the UI as a user does: each step waits for the tool's own status to say it ended.
 */
import type { Page } from 'playwright-core';
import { keyText } from './design-items.js';
import type { GeneratedDesign } from './design-types.js';

const TIMEOUT = 60_000;

async function openTool(page: Page, tab: string) {
  await page.getByRole('tablist', { name: 'Tools' }).getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel', { name: tab, exact: true });
}

async function statusSays(page: Page, name: string, text: RegExp): Promise<void> {
  await page.getByRole('status', { name, exact: true }).filter({ hasText: text }).waitFor({ timeout: TIMEOUT });
}

/** Up to three of the table's partition keys, as the tools' key fields take them (a JSON list). */
function someKeys(d: GeneratedDesign): string {
  const seen = new Set<string>();
  for (const i of d.items) {
    seen.add(keyText(i[d.pk.name]!));
    if (seen.size === 3) break;
  }
  return JSON.stringify([...seen]);
}

export async function openDesignTab(page: Page): Promise<void> {
  const panel = await openTool(page, 'Design');
  await panel.locator('.design-panel, .tool-intro').first().waitFor({ timeout: TIMEOUT });
}

/** Runs each tool once; `step` names the tool being run, for the failure message. */
export async function runEveryTool(page: Page, d: GeneratedDesign, step: (name: string) => void): Promise<void> {
  step('Shard fan-out');
  const fan = await openTool(page, 'Shard fan-out');
  const fanForm = fan.getByRole('form', { name: 'Fan-out form' });
  await fanForm.getByLabel('Shard keys').fill(someKeys(d));
  await fanForm.getByRole('button', { name: 'Read all shards' }).click();
  await statusSays(page, 'Fan-out progress', /Read to the end\.|A page is ready/);

  step('Several partitions');
  const parts = await openTool(page, 'Several partitions');
  const partsForm = parts.getByRole('form', { name: 'Several partitions form' });
  await partsForm.getByLabel('Partition keys').fill(someKeys(d));
  await partsForm.getByLabel('each as its own collection').check();
  await partsForm.getByRole('button', { name: 'Read partitions' }).click();
  await statusSays(page, 'Partitions progress', /^Read\./);

  step('Sort key drill-down');
  const drill = await openTool(page, 'Sort key drill-down');
  const show = drill.getByRole('button', { name: 'Show sort key levels' });
  await Promise.race([show.waitFor({ timeout: TIMEOUT }), drill.getByText('Nothing to drill into here').waitFor({ timeout: TIMEOUT })]);
  if (await show.count()) {
    await show.click();
    await drill.getByRole('tree', { name: /^Sort key levels of / }).waitFor({ timeout: TIMEOUT });
  }

  step('Statistics');
  const stats = await openTool(page, 'Statistics');
  await stats.getByRole('button', { name: 'Scan for statistics' }).click();
  await statusSays(page, 'Statistics progress', /Scanned the whole table\./);

  step('Export');
  const exp = await openTool(page, 'Export');
  const expForm = exp.getByRole('form', { name: 'Export form' });
  await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), expForm.getByRole('button', { name: 'Download' }).click()]);
  await statusSays(page, 'Export progress', /Exported/);

  step('Edges');
  // An item selected in the results, then flipped through the inverted index when there is one.
  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  await page.locator('[role="treegrid"][aria-label="Item collections"] [role="row"][aria-level="2"]').first().click();
  const edges = await openTool(page, 'Edges');
  const flip = edges.getByRole('button', { name: /^Flip to / });
  await edges.locator('p').first().waitFor({ timeout: TIMEOUT });
  if (await flip.count()) {
    const before = await page.evaluate(() => document.querySelector('.read-summary')?.textContent ?? null);
    await flip.first().click();
    await page.waitForFunction((was) => {
      if (!document.querySelector('[data-app-state]')) return true;
      const status = document.querySelector('[role="status"][aria-label="Read progress"]');
      return document.querySelector('.read-summary')?.textContent !== was && status !== null && /status-(done|capped|stopped|error)/.test(status.className);
    }, before, { timeout: TIMEOUT, polling: 100 });
  }
}
