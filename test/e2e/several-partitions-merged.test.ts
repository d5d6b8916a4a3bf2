/**
 * The several-partitions tool, merged, keeps every distinct item by default: items of two
 * partitions that share sort keys are not taken for duplicates (issue 12), on the sandbox's own
 * samples.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { workspaces } from '../../electron/sandbox/samples/workspaces.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

async function openTable(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name, exact: true }).click();
  await page.getByRole('tablist', { name: 'Tools' }).waitFor();
}

const itemsIn = (pk: string) =>
  workspaces.items().filter((i) => i.EntityRef && 'S' in i.EntityRef && i.EntityRef.S === pk).length;

test('several partitions merged: items of two workspaces sharing sort keys are all kept by default', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
  await openTable(page, 'Workspaces');
  await page.getByRole('tab', { name: 'Several partitions', exact: true }).click();
  const tool = page
    .getByRole('tabpanel', { name: 'Several partitions', exact: true })
    .or(page.locator('[data-tool-results="Several partitions"]'));
  await tool.getByLabel('Partition keys').fill('WS#globex\nWS#initech');
  await tool.getByLabel('merged, without duplicates').check();
  expect(await tool.getByLabel('Duplicates are items with the same').inputValue()).toBe('primary-key');
  await tool.getByLabel('Limit').fill('10000');
  await tool.getByRole('button', { name: 'Read partitions' }).click();
  const total = itemsIn('WS#globex') + itemsIn('WS#initech');
  const merged = tool.getByRole('status').filter({ hasText: 'read from 2 partitions' });
  await merged.waitFor({ timeout: 60_000 });
  await expect
    .poll(async () => (await merged.textContent()) ?? '', { timeout: 30_000 })
    .toContain(`${total.toLocaleString('en-US')} items shown`);
  expect(await merged.textContent()).not.toContain('dropped');
});
