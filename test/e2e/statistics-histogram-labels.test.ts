/**
 * The Statistics histogram's labels are readable: at least 11px as drawn, whatever box the chart
 * is in. On the seed vault the file makes in the sandbox (seed-vault-table.ts).
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openSeedVaultApp, SEED_VAULT, useSeedVault } from './seed-vault-table.js';
import { openTable, openTool, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useSeedVault(app);

test("the Statistics histogram's labels are drawn at 11px or more", async () => {
  const page = await openSeedVaultApp(app);
  await openTable(page, SEED_VAULT);
  const panel = await openTool(page, 'Statistics');
  await panel.getByRole('button', { name: 'Scan for statistics' }).click();
  await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.');
  const chart = page.locator('svg.histogram');
  await chart.waitFor();
  await page.screenshot({ path: '/tmp/fx/histogram.png', fullPage: true });
  // The font size as drawn: the CSS size times the scale the SVG is drawn at.
  const sizes = await chart.evaluate((svg: SVGSVGElement) => {
    const scale = svg.getScreenCTM()?.a ?? 1;
    return [...svg.querySelectorAll('text')].map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * scale);
  });
  expect(sizes.length).toBeGreaterThan(3);
  for (const s of sizes) expect(s).toBeGreaterThanOrEqual(11);
});
