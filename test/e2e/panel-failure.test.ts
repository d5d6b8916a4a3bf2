/**
 * A throw while drawing one panel stays in that panel: it says what failed, with "Copy details" and
 * "Try again", while the other panels and the read go on. A test-only hook
 * (`window.__iceThrowInPanel`, renderer/ui/tripwire.ts) makes the named panel throw. An error
 * outside any panel (a timer, a promise) reaches the user as a notice.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Shelter';
const s = (v: string) => ({ S: v });

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'site', KeyType: 'HASH' },
    { AttributeName: 'entry', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'site', AttributeType: 'S' },
    { AttributeName: 'entry', AttributeType: 'S' },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  for (const site of ['north', 'south']) {
    items.push({ site: s(`site/${site}`), entry: s(`site/${site}`), city: s(site) });
    for (let k = 1; k <= 6; k++)
      items.push({ site: s(`site/${site}`), entry: s(`kennel/${k}`), size: s(k % 2 ? 'large' : 'small') });
  }
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
  testHooks: true,
});

const READ = `#/query?table=${TABLE}&pk=site%2Fnorth&cap=none`;
const failure = (page: Page, panel: string) => page.getByRole('alert', { name: `${panel} failed` });
const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });

test('the results panel fails on its own: the read goes on, the others work, Try again draws it', async () => {
  const page = await app.open(READ, {
    viewport: { width: 1400, height: 1000 },
    initScript: `window.__iceThrowInPanel = 'Results';`,
  });
  await failure(page, 'Results').waitFor({ timeout: 30_000 });
  expect(await failure(page, 'Results').textContent()).toContain('The Results panel failed to draw.');
  expect(await failure(page, 'Results').textContent()).toContain('Test hook: the Results panel was told to fail');
  await expect
    .poll(() => failure(page, 'Results').getByRole('button').allTextContents())
    .toEqual(['Try again', 'Copy details']);
  // The read itself went to the end: the history beside the form records it with its items.
  await expect.poll(() => page.getByText(`Recent reads on ${TABLE} (1)`).count(), { timeout: 30_000 }).toBe(1);
  // The table list and the tools still answer.
  await expect
    .poll(() => page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE }).count())
    .toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('tabpanel', { name: 'Design' }).getByText(/site/).first().waitFor();
  await page.screenshot({ path: '/tmp/panel-failure-results.png' });

  await page.evaluate(() => {
    delete (window as { __iceThrowInPanel?: string }).__iceThrowInPanel;
  });
  await failure(page, 'Results').getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => grid(page).locator('[role="row"][aria-level="2"]').count()).toBe(7);
  expect(await failure(page, 'Results').count()).toBe(0);
});

test('a failing tool leaves the grid and the other tools working', async () => {
  const page = await app.open(READ, {
    viewport: { width: 1400, height: 1000 },
    initScript: `window.__iceThrowInPanel = 'Tools: Statistics';`,
  });
  await expect.poll(() => grid(page).locator('[role="row"][aria-level="2"]').count(), { timeout: 30_000 }).toBe(7);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await failure(page, 'Tools: Statistics').waitFor();
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('tabpanel', { name: 'Design' }).getByText(/site/).first().waitFor();
  // A later read of another collection still fills the grid.
  await page.evaluate((h) => {
    location.hash = h;
  }, `#/query?table=${TABLE}&pk=site%2Fsouth&cap=none`);
  await expect
    .poll(() => page.getByRole('status', { name: 'Read progress' }).textContent(), { timeout: 30_000 })
    .toMatch(/Read to the end\. 7 items/);
});

test('an error outside any panel is a notice with Copy details and Dismiss, not a silent no-op', async () => {
  const page = await app.open(READ, { viewport: { width: 1400, height: 1000 }, clipboard: true });
  await expect.poll(() => grid(page).locator('[role="row"][aria-level="2"]').count(), { timeout: 30_000 }).toBe(7);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom in a timer for "site/north"');
    });
  });
  const problems = page.getByRole('region', { name: 'Problems' });
  await problems.getByRole('alert').waitFor();
  const text = (await problems.textContent()) ?? '';
  expect(text).toContain('boom in a timer');
  // The quoted value is masked: the log keeps no item values.
  expect(text).not.toContain('site/north');
  await page.screenshot({ path: '/tmp/panel-failure-notice.png' });
  await problems.getByRole('button', { name: 'Copy details' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Item Collection Explorer error report/);
  expect(copied).toContain('boom in a timer');
  expect(copied).not.toContain('site/north');
  await problems.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => problems.count()).toBe(0);
  // The thrown error is this test's own: it is expected on the page.
  expect(app.errors.splice(0)).toEqual(['boom in a timer for "site/north"']);
});
