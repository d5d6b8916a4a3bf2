import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../support/chromium.js';
import { startServe } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';
import { startDynaliteProcess } from './dynalite-process.js';
import { testClient } from '../support/dynamo-client.js';
import { createBenchTable, writeItems } from './seed.js';
import { oneCollection } from './dataset.js';
const db = await startDynaliteProcess();
const raw = testClient(db.endpoint);
await createBenchTable(raw, 'BenchOrders');
await writeItems(raw, 'BenchOrders', oneCollection(42, 10_000, 1));
const web = await startServe(['--endpoint', db.endpoint, '--no-sandbox', '--region', 'us-east-1']);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
await gotoWithSession(page, web);
await page.locator('[data-app-state="loaded"]').waitFor();
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/fr/before.png' });
await page.evaluate(`location.hash = '#/query?table=BenchOrders&pk=CUSTOMER%23c0000042&cap=none'`);
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/fr/after.png' });
console.log(await page.evaluate(() => document.querySelectorAll('*').length));
for (let i = 0; i < 4; i++) console.log('full relayout', await page.evaluate((w) => { document.body.style.width = w + 'px'; const t = performance.now(); document.body.offsetHeight; return performance.now() - t; }, 1390 - i));
const sections = await page.evaluate(() => [...document.querySelectorAll('section[aria-label], aside[aria-label], [role=region][aria-label], form[aria-label], header')].map((e) => e.getAttribute('aria-label') ?? e.tagName));
console.log(sections);
for (const s of sections) {
  const ms = await page.evaluate((label) => {
    const el = [...document.querySelectorAll('section[aria-label], aside[aria-label], [role=region][aria-label], form[aria-label], header')].find((e) => (e.getAttribute('aria-label') ?? e.tagName) === label) as HTMLElement;
    const out: number[] = [];
    for (const w of [1380, 1381, 1382]) { document.body.style.width = w + 'px'; document.body.offsetHeight; }
    el.style.display = 'none';
    for (const w of [1370, 1371, 1372]) { document.body.style.width = w + 'px'; const t = performance.now(); document.body.offsetHeight; out.push(performance.now() - t); }
    el.style.display = '';
    return out.map((x) => x.toFixed(1)).join(' ');
  }, s);
  console.log('without', s, ms);
}
await browser.close(); await web.stop(); raw.destroy(); await db.close();
