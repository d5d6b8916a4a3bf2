/**
 * Issue 19: the app started on an endpoint where nothing listens. Its failure is said in a
 * banner and the address names it (`conn=`); choosing the sandbox instead clears both: nothing of
 * the dead endpoint stays on screen or in the address a user copies.
 */
import { expect, test } from 'vitest';
import { freePort } from '../support/free-port.js';
import { useWebApp } from '../support/e2e-app.js';

// A port taken from the OS and let go: nothing listens there.
const deadPort = await freePort();
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', `http://127.0.0.1:${deadPort}`, '--region', 'us-east-1'],
});

test('switching away from a dead endpoint clears its banner and its conn= in the address', async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 900 } });
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox');
  await page.getByRole('alert').first().waitFor({ timeout: 60_000 });
  const deadId = await picker.inputValue();
  // A link to a read on the dead endpoint, as one is shared: the app opens on it and says it failed.
  await page.evaluate(
    (h) => {
      location.hash = h;
      location.reload();
    },
    `#/query?table=SaasOrganizations&pk=${encodeURIComponent('ORG#NORTHWIND')}&conn=${encodeURIComponent(deadId)}`,
  );
  await page.locator('[data-app-state]').waitFor();
  await page.getByRole('alert').first().waitFor({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/fx/dead-endpoint.png', fullPage: true });
  expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain(`conn=${deadId}`);
  const sandbox = await picker
    .locator('option')
    .evaluateAll((os) => (os as HTMLOptionElement[]).find((o) => /sandbox/i.test(o.textContent ?? ''))?.value);
  expect(sandbox).toBeTruthy();
  expect(sandbox).not.toBe(deadId);
  await picker.selectOption(sandbox!);
  try {
    await page
      .getByRole('navigation', { name: 'Tables' })
      .getByRole('button', { name: 'SaasOrganizations', exact: true })
      .waitFor({ timeout: 60_000 });
  } finally {
    await page.screenshot({ path: '/tmp/fx/dead-endpoint-after.png', fullPage: true });
  }
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.evaluate(() => decodeURIComponent(location.hash))).not.toContain(deadId);
}, 120_000);
