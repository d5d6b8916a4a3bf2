/**
 * Issue 19: an imported model stays named as the model in force whatever the read on screen shows
 * (a projected read without the type attribute, a read that found nothing), and it can be dropped
 * from any of those states. Sandbox table SaasOrganizations, a OneTable schema with its type field.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
let page: Page;

const status = () => page.getByRole('status', { name: 'Read progress' });
const design = () => page.getByRole('tabpanel', { name: 'Design' });
const ended = (items: RegExp) =>
  expect.poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 }).toMatch(items);
const go = (hash: string) =>
  page.evaluate((h) => {
    location.hash = h;
  }, hash);

const onetable = {
  format: 'onetable:1.1.0',
  version: '0.0.1',
  indexes: { primary: { hash: 'PK', sort: 'SK' } },
  params: { typeField: 'kindOf' },
  models: {
    Tenant: { PK: { type: 'string', value: 'ORG#${org}' }, SK: { type: 'string', value: 'METADATA#${org}' } },
    Account: { PK: { type: 'string', value: 'ORG#${org}' }, SK: { type: 'string', value: 'USER#${name}' } },
  },
};

test('after a projected or an empty read the Design tab names the imported model in force, and the model can be dropped', async () => {
  page = await app.open('#/query?table=SaasOrganizations&pk=ORG%23NORTHWIND', {
    viewport: { width: 1400, height: 1000 },
  });
  await ended(/Read to the end\. 25 items/);
  await page.getByRole('tab', { name: 'Design' }).click();
  await design()
    .getByLabel(/Import a model/)
    .setInputFiles({ name: 'orgs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(onetable)) });
  await design()
    .getByRole('status')
    .filter({ hasText: /Imported the OneTable schema orgs\.json/ })
    .waitFor();

  for (const [what, hash, items] of [
    [
      'projected',
      `#/query?table=SaasOrganizations&pk=ORG%23NORTHWIND&projection=${encodeURIComponent('PK, SK')}`,
      /Read to the end\. 25 items/,
    ],
    ['empty', '#/query?table=SaasOrganizations&pk=ORG%23NOBODY', /Read to the end\. 0 items/],
  ] as const) {
    await go(hash);
    await ended(items);
    await page.getByRole('tab', { name: 'Design' }).click();
    const text = async () => (await design().textContent()) ?? '';
    await expect.poll(text).toContain('Imported model (OneTable)');
    await page.screenshot({ path: `/tmp/fx/design-imported-${what}.png`, fullPage: true });
    expect(await text(), what).not.toMatch(/no type attribute/);
    expect(await text(), what).toContain('In force: kindOf (the imported model)');
  }
  await design().getByRole('button', { name: 'Forget the imported model' }).click();
  await expect.poll(async () => (await design().textContent()) ?? '').not.toContain('Imported model (OneTable)');
  expect(await design().getByRole('button', { name: 'Forget the imported model' }).count()).toBe(0);
  // Dropped for good: a reload does not bring it back.
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Design' }).click();
  await design()
    .getByText(/Import a model/)
    .first()
    .waitFor();
  expect(await design().textContent()).not.toContain('Imported model (OneTable)');
}, 120_000);
