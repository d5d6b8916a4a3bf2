/**
 * The address follows the read form without being written on each keystroke (it is written when
 * the page is idle, off the keystroke's frame): it still names what was typed a moment later, and
 * a reload straight after typing, before the page was ever idle, still opens what was typed.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test('the address catches up with typing, and survives a reload straight after a keystroke', async () => {
  const page = await app.open('#/query?table=SaasOrganizations', {
    viewport: { width: 1440, height: 1000 },
    loadedWithin: 60_000,
  });
  const form = page.getByRole('region', { name: 'Read', exact: true });
  const pk = form.getByLabel('Partition key', { exact: true });
  await pk.waitFor();
  await pk.fill('ORG#CONTOSO');
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toContain('pk=ORG#CONTOSO');

  // Typed and reloaded before the page is ever idle (idle callbacks held back from here on): the
  // address is written, and kept, as the page goes away.
  await page.evaluate(() => {
    (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  });
  await pk.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('X');
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain('pk=ORG#CONTOSOX');
  await expect
    .poll(() =>
      page.getByRole('region', { name: 'Read', exact: true }).getByLabel('Partition key', { exact: true }).inputValue(),
    )
    .toBe('ORG#CONTOSOX');
}, 120_000);
