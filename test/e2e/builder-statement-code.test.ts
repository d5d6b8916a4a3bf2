/**
 * The builder's code, in the real UI (web mode, Chromium, the sandbox): beside the Query's code,
 * its ExecuteStatement forms, made from the same translation as "Open as PartiQL" with every value
 * a typed `?` parameter; a read the builder cannot yet say as PartiQL says why instead.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test("the builder's Code fold carries the read as ExecuteStatement programs with typed parameters", async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 1200 }, loadedWithin: 60_000 });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'Workspaces', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const b = page.getByRole('region', { name: 'Expression builder' });
  await b.locator('summary', { hasText: 'Code' }).click();
  await b.getByRole('heading', { name: 'The same read as a PartiQL ExecuteStatement' }).waitFor();
  // No partition key yet: no statement, and the reason.
  await expect
    .poll(async () => (await b.getByLabel('ExecuteStatement code').textContent()) ?? '')
    .toMatch(/^No ExecuteStatement form: the builder's read has a problem: .+\.$/);

  await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
  await b.getByLabel('Sort key condition').selectOption('begins_with');
  await b.getByLabel('Sort key value', { exact: true }).fill('PROJ#2025');
  const code = b.getByRole('region', { name: 'ExecuteStatement code' });
  const js = code.getByLabel('JavaScript (SDK v3) ExecuteStatement program');
  await expect
    .poll(async () => (await js.textContent()) ?? '')
    .toContain(
      'Statement: "SELECT * FROM \\"Workspaces\\" WHERE \\"EntityRef\\" = ? AND begins_with(\\"Detail\\", ?)"',
    );
  expect(await js.textContent()).toMatch(/Parameters: \[\s*\{\s*S: "WS#globex"\s*\},\s*\{\s*S: "PROJ#2025"\s*\}\s*\]/);
  await code.getByRole('tab', { name: 'Python (boto3)' }).click();
  const py = code.getByLabel('Python (boto3) ExecuteStatement program');
  await expect
    .poll(async () => (await py.textContent()) ?? '')
    .toMatch(/"Parameters": \[\s*\{\s*"S": "WS#globex"\s*\},\s*\{\s*"S": "PROJ#2025"\s*\}\s*\]/);
}, 180_000);
