/**
 * A tab keeps its tools (issue 30: "a tab holds a whole workspace: ... the tools and their
 * results"): Compare's results and the Copy dialog's choices are still there after switching to
 * another tab and back, and the choices (not the results) come back after a reload.
 * Real web mode, the sandbox, Chromium.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable, type TableItem } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

const plant = (sk: string, rest: TableItem = {}): TableItem => ({ PK: { S: 'BED#1' }, SK: { S: sk }, ...rest });

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Reads' }).getByRole('tab', { name, exact: true });
const compare = (page: Page) => page.getByRole('region', { name: 'Compare' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Copy items' });
const count = (page: Page, name: string) => compare(page).getByLabel(name, { exact: true }).textContent();

async function expectChoices(page: Page): Promise<void> {
  const d = dialog(page);
  await expect
    .poll(() => d.getByRole('combobox', { name: 'Target table' }).inputValue(), { timeout: 60_000 })
    .toBe('plants_copy');
  await expect
    .poll(() => compare(page).getByLabel('Compare with table').inputValue(), { timeout: 60_000 })
    .toBe('plants_copy');
  expect(await d.getByRole('radio', { name: 'Overwrite', exact: true }).isChecked()).toBe(true);
  expect(await d.getByRole('checkbox', { name: 'Mask colour' }).isChecked()).toBe(true);
  expect(await compare(page).getByLabel('Leave out attributes').inputValue()).toBe('note');
}

test('Compare results and the Copy choices stay with their tab; the choices survive a reload', async () => {
  const client = await createSandboxTable(app.serve, pkSkTable('Plants'), [
    plant('P#1', { colour: { S: 'red' } }),
    plant('P#2', { colour: { S: 'blue' } }),
  ]);
  await createTable(client, pkSkTable('plants_copy'), [plant('P#1', { colour: { S: 'green' } })]);
  client.destroy();
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1100 } });
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
  await picker.selectOption('sandbox');
  await openTable(page, 'Plants');
  await runQuery(page, 'BED#1');

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect
    .poll(() => compare(page).getByLabel('Compare with table').locator('option').allTextContents(), { timeout: 60_000 })
    .toContain('plants_copy');
  await compare(page).getByLabel('Compare with table').selectOption('plants_copy');
  await compare(page).getByLabel('Leave out attributes').fill('note');
  await compare(page).getByRole('button', { name: 'Run comparison' }).click();
  await waitForStatus(page, 'Compare progress', 'done');
  expect(await count(page, 'Only left')).toBe('1');
  expect(await count(page, 'Different')).toBe('1');

  await page.getByRole('button', { name: 'Copy to…' }).first().click();
  const d = dialog(page);
  await expect
    .poll(() => d.getByRole('combobox', { name: 'Target table' }).locator('option').allTextContents(), {
      timeout: 60_000,
    })
    .toContain('plants_copy');
  await d.getByRole('combobox', { name: 'Target table' }).selectOption('plants_copy');
  await d.getByRole('radio', { name: 'Overwrite', exact: true }).check();
  await d.getByRole('checkbox', { name: 'Mask colour' }).check();

  // Another tab and back: the results and the choices are where they were.
  await page.getByRole('button', { name: 'New tab' }).click();
  await tab(page, 'New tab').waitFor();
  expect(await compare(page).count()).toBe(0);
  expect(await dialog(page).count()).toBe(0);
  await tab(page, 'Plants · BED#1').click();
  await waitForStatus(page, 'Compare progress', 'done');
  expect(await count(page, 'Only left')).toBe('1');
  expect(await count(page, 'Different')).toBe('1');
  await expectChoices(page);
  await page.screenshot({ path: 'test-results/tab-tools-back.png', fullPage: true });

  // A reload reads again and finds the choices; the comparison's results are not kept.
  await page.reload();
  await waitForStatus(page, 'Read progress', 'Read to the end.');
  await compare(page).waitFor();
  await expectChoices(page);
  expect(await compare(page).getByRole('status', { name: 'Compare progress' }).textContent()).toBe(
    'Both sides are read when you run the comparison.',
  );
}, 240_000);
