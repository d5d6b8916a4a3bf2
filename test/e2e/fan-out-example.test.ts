/**
 * The Shard fan-out form's example keys are made from the open table's partition key, not from
 * sample data.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test("the Shard fan-out example is made from the open table's partition key, not from sample data", async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 }, loadedWithin: 60_000 });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'Workspaces', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Shard fan-out', exact: true }).click();
  const keys = page.getByRole('form', { name: 'Fan-out form' }).getByLabel('Shard keys');
  const example = (await keys.getAttribute('placeholder')) ?? '';
  expect(example).toContain('<EntityRef value>#01..#10');
  expect(example).not.toContain('acme');
});
