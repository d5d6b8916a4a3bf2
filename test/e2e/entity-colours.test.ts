/**
 * Entity colours: another parent type keeps every type's colour, and a read that finds some of the
 * table's types gives each the colour the whole read gave it. On the parcel-hub tables the file
 * makes in the sandbox (hub-tables.ts).
 */
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, useHubTables } from './hub-tables.js';
import { waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('entity colours', () => {
  const colours = (grid: Locator) =>
    grid.locator('[role="row"][aria-level="2"]').evaluateAll((rows) => {
      const out: Record<string, string> = {};
      for (const r of rows)
        out[r.getAttribute('data-entity-type') ?? ''] = (r as HTMLElement).style.getPropertyValue('--tone-light');
      return out;
    });

  test("choosing another parent type keeps every type's colour", async () => {
    const page = await openHubApp(app, '#/query?table=EvenHubs&pk=hub-1');
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await expect.poll(() => grid.locator('[data-parent="true"]').count(), { timeout: 30_000 }).toBe(1);
    const before = await colours(grid);
    expect(Object.keys(before).sort()).toEqual(['Courier', 'Hub', 'Parcel']);
    expect(new Set(Object.values(before)).size).toBe(3);
    const legend = async () =>
      page
        .getByRole('list', { name: 'Entity types' })
        .locator('.swatch')
        .evaluateAll((s) => s.map((e) => (e as HTMLElement).style.getPropertyValue('--tone-light')).sort());
    const legendBefore = await legend();
    await page.getByLabel('Parent type').selectOption('Courier');
    await expect
      .poll(() => grid.locator('[data-parent="true"][data-entity-type="Courier"]').count())
      .toBeGreaterThan(0);
    expect(await colours(grid)).toEqual(before);
    expect(await legend()).toEqual(legendBefore);
  });

  test("a read that finds some of the table's types gives each the colour the whole read gave it", async () => {
    // Hub and Parcel land on one slot: with both read, Parcel moves; read alone, it used to stay.
    const page = await openHubApp(app, '#/query?table=EvenHubs&pk=hub-3');
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await waitForStatus(page, 'Read progress', 'Read to the end. 20 items');
    const whole = await colours(grid);
    await page.evaluate(() => {
      location.hash = '#/query?table=EvenHubs&pk=hub-3&skop=begins_with&sk=PARCEL';
    });
    await waitForStatus(page, 'Read progress', 'Read to the end. 15 items');
    const parcels = await colours(grid);
    expect(Object.keys(parcels)).toEqual(['Parcel']);
    expect(parcels.Parcel).toBe(whole.Parcel);
  });
});
