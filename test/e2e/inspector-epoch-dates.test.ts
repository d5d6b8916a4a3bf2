/**
 * Epoch seconds and milliseconds in number attributes show as dates in the item inspector; other
 * numbers do not. On the seed vault the file makes in the sandbox (seed-vault-table.ts).
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openSeedVaultApp, SEED_VAULT, useSeedVault } from './seed-vault-table.js';
import { waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useSeedVault(app);

test('epoch seconds and milliseconds in number attributes are also shown as dates in the inspector', async () => {
  const page = await openSeedVaultApp(app, `#/query?table=${SEED_VAULT}&pk=${encodeURIComponent('DRAWER#00')}`);
  await waitForStatus(page, 'Read progress', 'Read to the end. 1 item');
  await page
    .getByRole('treegrid', { name: 'Item collections' })
    .locator('[role="row"][aria-level="2"]')
    .first()
    .click();
  const attributes = page
    .getByRole('complementary', { name: 'Item inspector' })
    .getByRole('table', { name: 'Attributes' });
  const row = (name: string) => attributes.getByRole('row', { name: new RegExp(`^${name} `) });
  await row('storedAt').waitFor();
  expect(await row('storedAt').textContent()).toContain('1700000000 = 2023-11-14 22:13:20 UTC (as epoch seconds)');
  expect(await row('checkedAtMs').textContent()).toContain(
    '1700000000123 = 2023-11-14 22:13:20.123 UTC (as epoch milliseconds)',
  );
  expect(await row('seeds').textContent()).not.toContain('UTC');
});
