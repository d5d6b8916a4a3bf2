/**
 * One copy run is drawn once: in the Copy dialog that started it ("Copy progress"), while the bulk
 * form beside the results links to it instead of drawing the same run a second time.
 * Real web mode, the sandbox, Chromium.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test('a copy run shows its progress in the Copy dialog only; the bulk form links to it', async () => {
  const client = await createSandboxTable(
    app.serve,
    pkSkTable('Seeds'),
    [1, 2, 3].map((i) => ({ PK: { S: 'TRAY#1' }, SK: { S: `SEED#${i}` }, kind: { S: 'kale' } })),
  );
  await createTable(client, pkSkTable('seeds_copy'));
  client.destroy();
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1100 } });
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
  await picker.selectOption('sandbox');
  await openTable(page, 'Seeds');
  await runQuery(page, 'TRAY#1');

  await page.getByRole('button', { name: 'Copy to…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Copy items' });
  const targetTable = dialog.getByRole('combobox', { name: 'Target table' });
  await expect.poll(() => targetTable.locator('option').allTextContents(), { timeout: 60_000 }).toContain('seeds_copy');
  await targetTable.selectOption('seeds_copy');
  // A dry run first: it says so while the target's key schema is still being read, so it is asked again.
  const dry = dialog.getByRole('region', { name: 'Copy dry run' });
  await expect
    .poll(
      async () => {
        // Asked again only while there is no answer: a click while one is shown starts it over.
        if ((await dry.count()) === 1) return 1;
        await dialog.getByRole('button', { name: 'Dry run' }).click();
        return 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(1);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await waitForStatus(page, 'Copy progress', 'Done: 3 of 3 written', 120_000);

  // The run is drawn once, in the dialog; the bulk form names where it is and goes there.
  expect(await page.getByRole('status', { name: 'Copy progress' }).count()).toBe(1);
  expect(await page.getByRole('status', { name: 'Bulk run progress' }).count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Bulk run', exact: true }).count()).toBe(0);
  const bulk = page.getByRole('region', { name: 'Bulk change' });
  await bulk.getByRole('button', { name: 'Copy run' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Copy run');
  await page.screenshot({ path: 'test-results/copy-run-once.png', fullPage: true });
}, 240_000);
