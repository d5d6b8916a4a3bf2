/**
 * Every single-table tool of the app opened and run once on a generated design, and its Design
 * tab, through the UI as a user does: each step waits for the tool's own status to say it ended.
 */
import type { Page } from 'playwright-core';
import { keyText } from './design-items.js';
import type { GeneratedDesign } from './design-types.js';
import type { Prng } from './prng.js';

const TIMEOUT = 60_000;

async function openTool(page: Page, tab: string) {
  await page.getByRole('tablist', { name: 'Tools' }).getByRole('tab', { name: tab, exact: true }).click();
  // Its form in the tools box, its results at the top of the results pane.
  return page.getByRole('tabpanel', { name: tab, exact: true }).or(page.locator(`[data-tool-results="${tab}"]`));
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

/**
 * Opens the Design tab and changes what a user may change there: the key delimiter and the parent
 * entity (options drawn by `r`), an entity's name; then exports both model files. The counts of any
 * read after it must not change: choices name and arrange items, they never add or drop one.
 */
export async function exerciseDesignTab(page: Page, r: Prng): Promise<void> {
  const panel = await openTool(page, 'Design');
  await panel.locator('.design-panel, .tool-intro').first().waitFor({ timeout: TIMEOUT });
  const form = panel.getByRole('form', { name: 'Design choices' });
  if (!(await form.count())) return;
  for (const label of ['Key delimiter', 'Parent entity']) {
    const select = form.getByLabel(label, { exact: true });
    const options = await select.locator('option').count();
    await select.selectOption({ index: r.int(0, options - 1) });
  }
  const name = form.locator('input[aria-label^="Name of entity "]').first();
  if (await name.count()) {
    await name.fill(`Renamed ${r.pick(['✓', 'Ω', 'x'])}`);
    await name.press('Enter');
  }
  for (const button of ['Export NoSQL Workbench model', 'Export OneTable schema']) {
    const b = panel.getByRole('button', { name: button, exact: true });
    if (await b.count()) await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), b.click()]);
  }
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
  await Promise.race([
    show.waitFor({ timeout: TIMEOUT }),
    drill.getByText('Nothing to drill into here').waitFor({ timeout: TIMEOUT }),
  ]);
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
  await Promise.all([
    page.waitForEvent('download', { timeout: TIMEOUT }),
    expForm.getByRole('button', { name: 'Download' }).click(),
  ]);
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
    await page.waitForFunction(
      (was) => {
        if (!document.querySelector('[data-app-state]')) return true;
        const status = document.querySelector('[role="status"][aria-label="Read progress"]');
        return (
          document.querySelector('.read-summary')?.textContent !== was &&
          status !== null &&
          /status-(done|capped|stopped|error)/.test(status.className)
        );
      },
      before,
      { timeout: TIMEOUT, polling: 100 },
    );
  }
}
