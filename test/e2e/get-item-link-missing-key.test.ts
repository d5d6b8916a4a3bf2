/**
 * A GetItem link without its sort key says, once, which key attribute is missing.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test('a GetItem link without the sort key says which key attribute is missing, once', async () => {
  const page = await app.open('#/get?table=Workspaces&pk=WS%23acme', {
    viewport: { width: 1280, height: 800 },
    loadedWithin: 60_000,
  });
  const form = page.getByRole('tabpanel', { name: 'GetItem form' });
  const said = form.getByText('"Detail"');
  await said.first().waitFor({ timeout: 30_000 });
  expect(await page.getByText('GetItem needs the full key').count()).toBe(1);
  expect(await page.getByRole('alert').filter({ hasText: 'sort key "Detail"' }).count()).toBe(1);
});
