/**
 * Work that follows a read must grow with the page, not with what was read before. Measured by
 * what the page renders (never by time): after a Scan of thousands of collections, hidden tool
 * panels hold no list of them, and the Export tool offers a bounded choice of sources yet still
 * exports any one collection picked by its partition-key value. And the panels beside the results
 * redraw per page only where they show something that changed with it (renders counted by the
 * app's opt-in counter, renderer/ui/render-count.ts, in the renderer's test-hooks build).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { createBenchTable, writeItems } from '../bench/seed.js';
import { manyCollections } from '../bench/dataset.js';
import { launchChromium } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { testHooksServeEnv } from '../support/test-hooks-build.js';
import { openTool, toolAndResults, waitForStatus } from './tools-e2e-helpers.js';

const ITEMS = 6_000;
const items = manyCollections(ITEMS, 6, 7);
const byCollection = new Map<string, number>();
for (const i of items)
  byCollection.set((i.PK as { S: string }).S, (byCollection.get((i.PK as { S: string }).S) ?? 0) + 1);

let db: RunningDynalite;
let serve: ServeProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  db = await startDynalite();
  const client = testClient(db.endpoint);
  await createBenchTable(client, 'ManyCollections');
  await writeItems(client, 'ManyCollections', items);
  client.destroy();
  [serve, browser] = await Promise.all([
    startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'], testHooksServeEnv()),
    launchChromium(),
  ]);
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1400, height: 900 } });
  // Render counts, and every API call the page makes (method and body).
  await context.addInitScript({
    content: `window.__iceRenderCounts = {}; window.__apiCalls = [];
    const original = window.fetch;
    window.fetch = function (input, init) {
      const url = typeof input === 'string' ? input : input.url;
      if (url.includes('/api/')) window.__apiCalls.push(url.replace(/^.*\\/api\\//, '') + ' ' + (init && typeof init.body === 'string' ? init.body : ''));
      return original.call(window, input, init);
    };
    window.__rowsAdded = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) window.__rowsAdded += (n.matches('[role="row"]') ? 1 : 0) + n.querySelectorAll('[role="row"]').length;
    }).observe(document, { subtree: true, childList: true });`,
  });
  page = await context.newPage();
  await page.goto(serve.url);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await db?.close();
});

describe('before the first read', () => {
  it('the app rehearses one small read while idle, hidden, and leaves nothing of it behind', async () => {
    // Counted as the rehearsal renders (renderer/features/collections/first-read-warm-up.tsx).
    await page.waitForFunction(
      () =>
        ((window as unknown as { __iceRenderCounts: Record<string, number> }).__iceRenderCounts.ReadRehearsal ?? 0) ===
        1,
      undefined,
      { timeout: 10_000 },
    );
    // Its rows were drawn (and taken away in the same task).
    expect(await page.evaluate(() => (window as unknown as { __rowsAdded: number }).__rowsAdded)).toBeGreaterThan(5);
    const seen = await page.evaluate(() => ({
      rows: document.querySelectorAll('[role="row"]').length,
      grids: document.querySelectorAll('[role="treegrid"]').length,
      invented: document.body.innerHTML.includes('SHOP#'),
      calls: (window as unknown as { __apiCalls: string[] }).__apiCalls,
    }));
    expect(seen.rows).toBe(0);
    expect(seen.grids).toBe(0);
    expect(seen.invented).toBe(false);
    // It asked the service for nothing and kept nothing: no read, and no history or choices of its table.
    expect(seen.calls.filter((c) => /^(query|scan|getItem)\b/.test(c))).toEqual([]);
    expect(seen.calls.join('\n')).not.toMatch(/rehearsal|SHOP#/);
  });
});

describe('work per page', () => {
  it(`after a Scan of ${byCollection.size.toLocaleString('en-US')} collections, no panel lists them all`, async () => {
    expect(byCollection.size).toBeGreaterThan(1_500);
    await page.evaluate(() => {
      location.hash = '#/scan?table=ManyCollections&cap=none';
    });
    await waitForStatus(page, 'Read progress', `Read to the end. ${ITEMS.toLocaleString('en-US')} items`, 120_000);
    // The Export tool once built a source and an option per collection, and the drill-down a
    // thousand options, on every page, while their tabs were hidden.
    expect(await page.locator('option').count()).toBeLessThan(100);

    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    expect(await form.getByLabel('What to export').locator('option').count()).toBeLessThanOrEqual(5);
    expect(await page.locator('option').count()).toBeLessThan(100);
  });

  it('exports one collection picked by its partition-key value', async () => {
    const [pk, size] = [...byCollection].find(([, n]) => n > 2)!;
    const panel = page.getByRole('tabpanel', { name: 'Export', exact: true });
    const form = panel.getByRole('form', { name: 'Export form' });
    await form.getByLabel('One collection (partition key value)').fill(pk);
    await form.getByLabel('What to export').selectOption({ label: `Collection ${pk} (${size})` });
    await form.getByLabel('DynamoDB JSON (one item a line, as in an S3 export)').check();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ]);
    const lines = readFileSync((await file.path())!, 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(size);
    expect(lines.every((l) => (JSON.parse(l) as { Item: { PK: { S: string } } }).Item.PK.S === pk)).toBe(true);

    await form.getByLabel('One collection (partition key value)').fill('CUSTOMER#nobody');
    await panel.getByText('No collection CUSTOMER#nobody in the items read, so there is nothing to export').waitFor();
  });

  it('while pages land, the panels that show no per-page figure do not redraw per page', async () => {
    const renders = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __iceRenderCounts: Record<string, number> }).__iceRenderCounts,
      }));
    const before = await renders();
    await page.evaluate(() => {
      location.hash = '#/scan?table=ManyCollections&limit=100&cap=none';
    });
    const status = await waitForStatus(
      page,
      'Read progress',
      `Read to the end. ${ITEMS.toLocaleString('en-US')} items`,
      120_000,
    );
    const pages = Number(/([\d,]+) pages/.exec(status)![1]!.replace(/,/g, ''));
    expect(pages).toBeGreaterThanOrEqual(ITEMS / 100);
    const after = await renders();
    const during = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    // The results follow the pages, at most once a page (frames coalesce them); the status line
    // too, and its clock besides (so it has no bound in pages).
    expect(during('ReadStatus')).toBeGreaterThan(1);
    expect(during('CollectionsPanel')).toBeGreaterThan(1);
    expect(during('CollectionsPanel')).toBeLessThanOrEqual(pages + 6);
    // The error notice and the layout notes show nothing that changes per page: a few renders at
    // the start and the end of the read, however many pages it had.
    expect(during('ReadProblem')).toBeLessThanOrEqual(4);
    expect(during('LayoutNotes')).toBeLessThanOrEqual(6);
  });

  it('with the sort key drill-down shown during a Scan, it neither redraws per page nor lists the collections', async () => {
    const renders = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __iceRenderCounts: Record<string, number> }).__iceRenderCounts,
      }));
    const panel = await openTool(page, 'Sort key drill-down');
    const before = await renders();
    await page.evaluate(() => {
      location.hash = '#/scan?table=ManyCollections&limit=120&cap=none';
    });
    const status = await waitForStatus(
      page,
      'Read progress',
      `Read to the end. ${ITEMS.toLocaleString('en-US')} items`,
      120_000,
    );
    const pages = Number(/([\d,]+) pages/.exec(status)![1]!.replace(/,/g, ''));
    expect(pages).toBeGreaterThanOrEqual(ITEMS / 120);
    const after = await renders();
    // Drawn when the read starts, finds its first collection and ends: not once a page (it was,
    // with a thousand options each time).
    const drawn = (after.DrillDownTool ?? 0) - (before.DrillDownTool ?? 0);
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(6);
    // A bounded list of suggestions, not one option per collection.
    const field = panel.getByLabel('Collection (partition key value)');
    const suggested = await panel.locator('datalist option').count();
    expect(suggested).toBeGreaterThan(0);
    expect(suggested).toBeLessThanOrEqual(20);
    expect(await page.locator('option').count()).toBeLessThan(100);
    expect(await field.inputValue()).toBe('');
  });

  it('drills into a collection far past the suggestions (and past the first thousand read) by typing its key', async () => {
    // The read's order of collections, as the service returns them.
    const client = testClient(db.endpoint);
    const order: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const res = await client.send(
        new ScanCommand({
          TableName: 'ManyCollections',
          ProjectionExpression: 'PK',
          ...(start ? { ExclusiveStartKey: start as never } : {}),
        }),
      );
      for (const i of res.Items ?? []) {
        const pk = (i.PK as { S: string }).S;
        if (order[order.length - 1] !== pk) order.push(pk);
      }
      start = res.LastEvaluatedKey;
    } while (start);
    client.destroy();
    expect(order).toHaveLength(byCollection.size);
    const pk = order.slice(1_000).find((k) => byCollection.get(k)! >= 4)!;
    const panel = toolAndResults(page, 'Sort key drill-down');
    const suggestions = await panel
      .locator('datalist option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(suggestions).not.toContain(pk);

    const field = panel.getByLabel('Collection (partition key value)');
    await field.fill(pk.slice(0, -1));
    // Typing narrows the suggestions to the keys that start so, still a bounded list.
    await panel.locator(`datalist option[value="${pk}"]`).waitFor({ state: 'attached' });
    await field.fill(pk);
    // Enter in the field shows the levels, as the button does.
    await field.press('Enter');
    const tree = panel.getByRole('tree', { name: `Sort key levels of ${pk}` });
    const levels = tree.locator('[role="treeitem"][aria-level="1"]');
    await levels.first().waitFor();
    const counts = await levels.evaluateAll((ns) =>
      ns.map((n) => Number(/ ([\d,]+) items? read/.exec(n.getAttribute('aria-label') ?? '')![1]!.replace(/,/g, ''))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(byCollection.get(pk));

    // A key the read does not have is named, not quietly replaced by another collection.
    await field.fill('CUSTOMER#nobody');
    await panel.getByText('No collection CUSTOMER#nobody in the items read.').waitFor();
    await panel.getByRole('button', { name: 'Show sort key levels' }).click();
    await panel.getByRole('alert').filter({ hasText: 'no collection CUSTOMER#nobody in the items read' }).waitFor();
    await tree.waitFor();
  });
});
