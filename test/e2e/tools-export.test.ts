/**
 * Statistics, export and layout notes in Chromium against web mode's sandbox: a scan summarised
 * and charted, files downloaded and read back, notes beside the collection they are about.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessEntities } from '../../electron/sandbox/samples/business-entities.js';
import { workspaces } from '../../electron/sandbox/samples/workspaces.js';
import type { Item } from '../../shared/dynamo/types.js';
import { useWebApp } from '../support/e2e-app.js';
import { parseCsv } from '../unit/export/csv-parse.js';
import { openTable, openTool, runQuery, tableRows, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 180_000 });
let page: Page;

beforeAll(async () => {
  page = await app.open('', { acceptDownloads: true, loadedWithin: 90_000 });
}, 180_000);

async function download(click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await file.path())!, 'utf8');
}

describe('statistics, export and layout notes', () => {
  it('scans the workspaces into per-collection statistics, a labelled chart, a hot-partition note and a CSV', async () => {
    await openTable(page, 'Workspaces');
    const panel = await openTool(page, 'Statistics');
    await panel.getByRole('button', { name: 'Scan for statistics' }).click();
    await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.', 120_000);
    const all = workspaces.items();
    const byPk = new Map<string, number>();
    for (const i of all)
      byPk.set((i.EntityRef as { S: string }).S, (byPk.get((i.EntityRef as { S: string }).S) ?? 0) + 1);

    const largest = await tableRows(panel.getByRole('table', { name: 'Largest collections by items' }));
    expect(largest[0]!.slice(0, 2)).toEqual(['WS#acme', byPk.get('WS#acme')!.toLocaleString('en-US')]);
    const chart = panel.getByRole('img', { name: /^Collection sizes/ });
    expect(await chart.locator('rect.bar').count()).toBeGreaterThan(1);
    const buckets = await tableRows(panel.getByRole('table', { name: 'Collection sizes' }));
    expect(buckets.reduce((n, r) => n + Number(r[1]!.replace(/,/g, '')), 0)).toBe(byPk.size);
    await panel
      .getByRole('list', { name: 'Statistics notes' })
      .getByText(/WS#acme/)
      .first()
      .waitFor();

    const csv = parseCsv(await download(() => panel.getByRole('button', { name: 'Export statistics as CSV' }).click()));
    expect(csv).toContainEqual(expect.arrayContaining(['largest-by-items', 'WS#acme', String(byPk.get('WS#acme'))]));
    expect(csv.find((r) => r[0] === 'total' && r[1] === 'items read')![2]).toBe(String(all.length));
  });

  it('exports the items read as DynamoDB JSON lines and as CSV, numbers and nested values exact', async () => {
    await openTable(page, 'Entity');
    await runQuery(page, 'tag#music');
    const expected = businessEntities.items().filter((i) => (i.id as { S: string }).S === 'tag#music');
    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    await form.getByLabel('What to export').selectOption({ label: `All items read (${expected.length})` });

    await form.getByLabel('DynamoDB JSON (one item a line, as in an S3 export)').check();
    const lines = (await download(() => form.getByRole('button', { name: 'Download' }).click())).trimEnd().split('\n');
    await waitForStatus(page, 'Export progress', `Exported ${expected.length} items`);
    const items = lines.map((l) => (JSON.parse(l) as { Item: Item }).Item);
    const byType = (list: Item[]) => new Map(list.map((i) => [(i.type as { S: string }).S, i]));
    expect(byType(items)).toEqual(byType(expected));

    await form.getByLabel('CSV (a column per attribute)').check();
    const rows = parseCsv(await download(() => form.getByRole('button', { name: 'Download' }).click()));
    expect(rows[0]!.slice(0, 2)).toEqual(['id', 'type']);
    expect(rows).toHaveLength(expected.length + 1);
    const total = rows[0]!.indexOf('total');
    const order = expected.find((i) => 'total' in i)!;
    const row = rows.find((r) => r[1] === (order.type as { S: string }).S)!;
    expect(row[total]).toBe((order.total as { N: string }).N);
  });

  it('shows a layout note beside the collection whose parent sorts after its children', async () => {
    await openTable(page, 'app-table');
    await runQuery(page, 'order#ord-01007');
    const notes = page.getByRole('region', { name: 'Layout notes' });
    const group = notes.locator('[data-collection="order#ord-01007"]');
    await group.locator('[data-check="parent-read-last"]').waitFor();
    await group.getByRole('button', { name: 'Show in results' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Item collections');
  });
});
