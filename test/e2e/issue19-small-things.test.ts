/**
 * Issue 19, part 5, what a user sees: "Skip to results" lands on the results grid; the Statistics
 * histogram's labels are readable (at least 11px as drawn, whatever box it is in); epoch seconds
 * and milliseconds in number attributes show as dates in the inspector. On a table of this file's
 * own design, made in the sandbox as a user makes one.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CreateTableCommand, waitUntilTableExists, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { putItems } from '../support/put-items.js';
import { openTable, openTool, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'SeedVault';

beforeAll(async () => {
  const api = createHttpClient(app.serve.origin, app.serve.token);
  const sandbox = await api.connect({ connectionId: 'sandbox' });
  const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
  await raw.send(new CreateTableCommand({
    TableName: TABLE, BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'drawer', KeyType: 'HASH' }, { AttributeName: 'packet', KeyType: 'RANGE' }],
    AttributeDefinitions: [{ AttributeName: 'drawer', AttributeType: 'S' }, { AttributeName: 'packet', AttributeType: 'S' }],
  }));
  await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: TABLE });
  const items: Record<string, AttributeValue>[] = [];
  // Drawers of very different sizes, so the histogram has many buckets.
  for (let d = 0; d < 12; d++) {
    for (let p = 0; p < 1 + d * 2; p++) {
      items.push({
        drawer: { S: `DRAWER#${String(d).padStart(2, '0')}` }, packet: { S: `PACKET#${String(p).padStart(3, '0')}` },
        storedAt: { N: String(1_700_000_000 + p) }, checkedAtMs: { N: String(1_700_000_000_123 + p) }, seeds: { N: String(40 + p) },
        notes: { S: 'x'.repeat(2 ** (d % 11)) },
      });
    }
  }
  await putItems(raw, TABLE, items);
  raw.destroy();
}, 120_000);

const openApp = (hash = '') => app.open(hash, { viewport: { width: 1440, height: 950 }, loadedWithin: 60_000 });

test('"Skip to results" is the first Tab stop and lands on the results grid', async () => {
  const page = await openApp(`#/query?table=${TABLE}&pk=${encodeURIComponent('DRAWER#03')}`);
  await waitForStatus(page, 'Read progress', 'Read to the end. 7 items');
  await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to results');
  const hash = await page.evaluate(() => location.hash);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Item collections');
  // The address (the app's route) is left as it was.
  expect(await page.evaluate(() => location.hash)).toBe(hash);
});

test('the Statistics histogram\'s labels are drawn at 11px or more', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
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

test('epoch seconds and milliseconds in number attributes are also shown as dates in the inspector', async () => {
  const page = await openApp(`#/query?table=${TABLE}&pk=${encodeURIComponent('DRAWER#00')}`);
  await waitForStatus(page, 'Read progress', 'Read to the end. 1 item');
  await page.getByRole('treegrid', { name: 'Item collections' }).locator('[role="row"][aria-level="2"]').first().click();
  const attributes = page.getByRole('complementary', { name: 'Item inspector' }).getByRole('table', { name: 'Attributes' });
  const row = (name: string) => attributes.getByRole('row', { name: new RegExp(`^${name} `) });
  await row('storedAt').waitFor();
  expect(await row('storedAt').textContent()).toContain('1700000000 = 2023-11-14 22:13:20 UTC (as epoch seconds)');
  expect(await row('checkedAtMs').textContent()).toContain('1700000000123 = 2023-11-14 22:13:20.123 UTC (as epoch milliseconds)');
  expect(await row('seeds').textContent()).not.toContain('UTC');
});
