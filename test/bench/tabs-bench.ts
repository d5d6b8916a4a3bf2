/**
 * Issue 30's tab figures in Chromium: twenty tabs each holding the same 10,000-item read, the JS
 * heap they take together (target 500 MB), and the time from a click on a background tab to the
 * frame that shows its rows (target 100 ms).
 */
import type { Browser, Page } from 'playwright-core';
import { gotoWithSession } from '../support/web-session.js';
import { heapAfterGc, type AppLink } from './browser-bench.js';
import type { Figure } from './report.js';
import { median } from './stats.js';

const STATUS = '[role="status"][aria-label="Read progress"]';

async function readInTab(page: Page, hash: string, expect: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page
    .locator(STATUS)
    .filter({ hasText: expect })
    .filter({ hasText: 'Read to the end' })
    .waitFor({ timeout: 280_000 });
}

/** Clicks the tab at `index` and times until the frame after its grid shows rows again. */
async function switchToPaint(page: Page, index: number): Promise<number> {
  return page.evaluate(async (i) => {
    const tab = document.querySelectorAll<HTMLElement>('[role="tablist"][aria-label="Reads"] [role="tab"]')[i]!;
    const t0 = performance.now();
    tab.click();
    for (;;) {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      // The tab's rows are on screen in the frame after its tab became the selected one.
      const grid = document.querySelector('[role="treegrid"]');
      if (tab.getAttribute('aria-selected') === 'true' && grid?.querySelector('[role="row"][aria-level="2"]'))
        return performance.now() - t0;
      if (performance.now() - t0 > 10_000) return Number.NaN;
    }
  }, index);
}

export async function tabsFigures(
  browser: Browser,
  link: AppLink,
  tabs: number,
  items: number,
  runs: number,
  log: (s: string) => void,
): Promise<Figure[]> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await gotoWithSession(page, link.server);
    await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
    const expect = `${items.toLocaleString('en-US')} items`;
    for (let t = 0; t < tabs; t++) {
      if (t > 0) {
        await page.getByRole('button', { name: 'New tab' }).click();
        await page.getByRole('tab', { name: 'New tab', exact: true }).waitFor();
      }
      await readInTab(page, link.hash, expect);
      log(`tab ${t + 1} of ${tabs}: ${expect} read`);
    }
    const heap = await heapAfterGc(page);
    const precise =
      ((await page.evaluate('performance.memory ? performance.memory.usedJSHeapSize : NaN')) as number) / 2 ** 20;
    const switches: number[] = [];
    for (let r = 0; r < Math.max(3, runs); r++) switches.push(await switchToPaint(page, r % (tabs - 1)));
    const held = await page.getByRole('tab').count();
    log(
      `${tabs} tabs of ${expect}: heap ${heap.toFixed(1)} MB, switch to paint ${switches.map((s) => s.toFixed(0)).join(', ')} ms`,
    );
    const what = `${tabs} tabs of ${expect}`;
    return [
      {
        section: 'web UI',
        measure: `${what}, JS heap after GC`,
        value: heap,
        unit: 'MB',
        target: { max: 500, of: 'value' },
        note: `performance.memory.usedJSHeapSize ${precise.toFixed(1)} MB; ${held} tabs open`,
      },
      {
        section: 'web UI',
        measure: `${what}, switch to a background tab until painted (median)`,
        value: median(switches),
        unit: 'ms',
        target: { max: 100, of: 'value' },
        samples: switches,
      },
    ];
  } finally {
    await context.close();
  }
}
