/**
 * The Add endpoint form in a small window (800x600): every field inside it, nothing past its right
 * edge, the panel below the header's row.
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test('at 800x600 every field of the Add endpoint form is inside the window', async () => {
  const page = await app.open('', { viewport: { width: 800, height: 600 }, loadedWithin: 60_000 });
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.waitFor();
  // The longest form: signing with an access key adds its two fields.
  await form.getByLabel('An access key').check();
  const controls = form.locator('input, select, textarea, button');
  const n = await controls.count();
  expect(n).toBeGreaterThan(2);
  const outside: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = controls.nth(i);
    if (!(await c.isVisible())) continue;
    // Only up and down may the user scroll to a field; nothing may sit past the right edge.
    const box = (await c.boundingBox())!;
    const label =
      (await c.getAttribute('aria-label')) ?? (await c.getAttribute('name')) ?? (await c.textContent()) ?? `#${i}`;
    if (box.x < 0 || box.x + box.width > 800 || box.y < 0)
      outside.push(`${label} at x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, y ${Math.round(box.y)}`);
  }
  expect(outside).toEqual([]);
  // A panel below the header's row, so a longer connection name cannot push it past the edge.
  const row = (await page.getByRole('combobox', { name: 'Connection', exact: true }).boundingBox())!;
  expect((await form.boundingBox())!.y).toBeGreaterThanOrEqual(row.y + row.height);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(800);
});
