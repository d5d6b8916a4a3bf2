/**
 * "Skip to results" is the first Tab stop and lands on the results grid, leaving the address as it
 * was. On the seed vault the file makes in the sandbox (seed-vault-table.ts).
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openSeedVaultApp, SEED_VAULT, useSeedVault } from './seed-vault-table.js';
import { waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useSeedVault(app);

test('"Skip to results" is the first Tab stop and lands on the results grid', async () => {
  const page = await openSeedVaultApp(app, `#/query?table=${SEED_VAULT}&pk=${encodeURIComponent('DRAWER#03')}`);
  await waitForStatus(page, 'Read progress', 'Read to the end. 7 items');
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to results');
  const hash = await page.evaluate(() => location.hash);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Item collections');
  // The address (the app's route) is left as it was.
  expect(await page.evaluate(() => location.hash)).toBe(hash);
});
