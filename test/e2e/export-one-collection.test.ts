/**
 * Exporting one collection: a value not in the read disables the download and says why; a value in
 * it exports only that collection. On the parcel-hub tables the file makes in the sandbox (hub-
 * tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, scan, useHubTables } from './hub-tables.js';
import { openTable, openTool, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('export', () => {
  test('One collection with a value not in the read disables the download and says why; a value in it exports only that collection', async () => {
    const page = await openHubApp(app);
    await openTable(page, 'EvenHubs');
    await scan(page);
    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    const download = form.getByRole('button', { name: 'Download' });
    await form.getByLabel('One collection (partition key value)').fill('hub-404');
    await form.getByText('No collection hub-404 in the items read, so there is nothing to export').waitFor();
    expect(await download.isDisabled()).toBe(true);
    expect(await form.getByLabel('What to export').locator('option:checked').textContent()).toBe(
      'Collection hub-404 (not in the items read)',
    );
    await page.screenshot({ path: '/tmp/sf/export-missing.png' });

    await form.getByLabel('One collection (partition key value)').fill('hub-2');
    expect(await download.isDisabled()).toBe(false);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('EvenHubs-hub-2.json');
    await waitForStatus(page, 'Export progress', 'Exported 20 items');
  });
});
