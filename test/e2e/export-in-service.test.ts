/**
 * An export of the whole read run in the service, in Chromium against web mode's sandbox: the read
 * is run again by the service into a temporary file, which the page downloads from the service's
 * streamed link (playwright's download event, saved with `saveAs`); the file holds exactly the
 * read's items, and the "Export progress" status says how many and how large.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEntities } from '../../electron/sandbox/samples/business-entities.js';
import type { Item } from '../../shared/dynamo/types.js';
import { useWebApp } from '../support/e2e-app.js';
import { parseCsv } from '../unit/export/csv-parse.js';
import { openTable, openTool, runQuery, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 180_000 });
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'export-in-service-'));

beforeAll(async () => {
  page = await app.open('', { acceptDownloads: true, loadedWithin: 90_000 });
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function download(click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  const path = join(dir, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

describe('export run in the service', () => {
  it('downloads the whole read, run again in the service, as a seed file and as CSV', async () => {
    await openTable(page, 'Entity');
    await runQuery(page, 'tag#music');
    const expected = businessEntities.items().filter((i) => (i.id as { S: string }).S === 'tag#music');
    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    await form
      .getByLabel('What to export')
      .selectOption({ label: 'The whole read, run again in the service (any size)' });

    await form.getByLabel('Seed file for a local table (DynamoDB JSON lines)').check();
    const seed = await download(() => form.getByRole('button', { name: 'Download' }).click());
    expect(seed.name).toBe('Entity-seed.jsonl');
    const status = await waitForStatus(page, 'Export progress', `Exported ${expected.length} items`);
    expect(status).toMatch(/\(\d+(\.\d)? (B|KB)\) to Entity-seed\.jsonl/);
    const items = seed.text
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { Item: Item }).Item);
    const byType = (list: Item[]) => new Map(list.map((i) => [(i.type as { S: string }).S, i]));
    expect(byType(items)).toEqual(byType(expected));

    await form.getByLabel('CSV (a column per attribute)').check();
    await form.getByText('a first pass collects the columns').waitFor();
    const csv = await download(() => form.getByRole('button', { name: 'Download' }).click());
    const rows = parseCsv(csv.text);
    expect(rows[0]!.slice(0, 2)).toEqual(['id', 'type']);
    expect(rows).toHaveLength(expected.length + 1);
    const total = rows[0]!.indexOf('total');
    const order = expected.find((i) => 'total' in i)!;
    expect(rows.find((r) => r[1] === (order.type as { S: string }).S)![total]).toBe((order.total as { N: string }).N);
  }, 300_000);
});
