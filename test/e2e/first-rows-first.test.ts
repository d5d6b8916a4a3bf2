/**
 * A link's read is answered before what the panels load for its table on their own (its settings,
 * the write history): the sandbox answers in turn, and the first rows waited behind six
 * control-plane calls (renderer/api/first-pages-first.ts).
 */
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test("a link's first page reaches the server and comes back before the table's details are asked for", async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 }, loadedWithin: 60_000 });
  await page.waitForLoadState('networkidle');
  const events: string[] = [];
  const method = (url: string) => /\/api\/(\w+)$/.exec(url)?.[1];
  page.on('request', (r) => {
    const m = method(r.url());
    if (m) events.push(`asked ${m}`);
  });
  page.on('response', (r) => {
    const m = method(r.url());
    if (m) events.push(`answered ${m}`);
  });
  await page.evaluate(() => {
    location.hash = '#/query?table=Workspaces&pk=WS%23acme';
  });
  await page.locator('[role="treegrid"] [role="row"][aria-level="2"]').first().waitFor({ timeout: 60_000 });
  await expect.poll(() => events.includes('asked describeTableDetails'), { timeout: 30_000 }).toBe(true);
  const at = (e: string) => events.indexOf(e);
  expect(at('asked query'), events.join(', ')).toBeGreaterThanOrEqual(0);
  expect(at('answered query'), events.join(', ')).toBeLessThan(at('asked describeTableDetails'));
});
