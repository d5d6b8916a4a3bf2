/**
 * The bulk change form sits behind a disclosure under the results (closed by default, so the grid
 * keeps its height). Its open state is a stored preference, so a test opens it only if it is shut.
 */
import type { Locator, Page } from 'playwright-core';

export async function openBulkChange(page: Page): Promise<Locator> {
  const bulk = page.getByRole('region', { name: 'Bulk change' });
  const toggle = bulk.getByRole('button', { name: /^Change every item read/ });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await bulk.getByRole('button', { name: 'Dry run' }).waitFor();
  return bulk;
}
