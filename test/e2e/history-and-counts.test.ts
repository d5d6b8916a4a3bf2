/**
 * History entries a user can tell apart and that follow their read, and table details that count
 * what the tools read: on a table nobody had seen (`Apiary`, keys `hive`/`frame`). Reads that
 * differ only in Limit, cap or segments name them; a read continued with Load more updates its
 * entry; a Statistics scan of the whole table says its exact count beside DynamoDB's estimate.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { openTable, openTool, waitForStatus as waitForNamedStatus } from './tools-e2e-helpers.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Apiary';
const BIG = 'hive-07';
const s = (v: string) => ({ S: v });

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'hive', KeyType: 'HASH' },
    { AttributeName: 'frame', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: ['hive', 'frame', 'queen'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByQueen',
      KeySchema: [{ AttributeName: 'queen', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  // One big hive (its record and 69 frames) and ten small ones (a record and two frames each): 100 items.
  items.push({ hive: s(BIG), frame: s('#hive'), kind: s('hive'), queen: s('queen-amber') });
  for (let f = 1; f < 70; f++)
    items.push({
      hive: s(BIG),
      frame: s(`frame|${String(f).padStart(3, '0')}`),
      kind: s('frame'),
      honey_g: { N: String(100 + f) },
    });
  for (let h = 0; h < 10; h++) {
    items.push({ hive: s(`hive-s${h}`), frame: s('#hive'), kind: s('hive') });
    for (let f = 1; f <= 2; f++)
      items.push({ hive: s(`hive-s${h}`), frame: s(`frame|00${f}`), kind: s('frame'), honey_g: { N: '50' } });
  }
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const open = (hash: string) => app.open(hash, { viewport: { width: 1400, height: 900 }, loadedWithin: 60_000 });
const statusOf = (page: Page) => page.getByRole('status', { name: 'Read progress' });
const waitForStatus = (page: Page, re: RegExp) =>
  expect.poll(async () => (await statusOf(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(re);
const readForm = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
const summaryOf = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('.read-summary');

async function historyLines(page: Page): Promise<string[]> {
  const fold = page.locator('details.history');
  if ((await fold.getAttribute('open')) === null)
    await page.locator('summary', { hasText: `Recent reads on ${TABLE}` }).click();
  return page.getByRole('list', { name: 'Recent reads' }).getByRole('listitem').allTextContents();
}

/** Runs the form as it stands and waits until its read (by its summary) has read to the end. */
async function run(page: Page, button: string, summary: string, items: number): Promise<void> {
  await readForm(page).getByRole('button', { name: button }).click();
  await expect.poll(() => summaryOf(page).textContent(), { timeout: 30_000 }).toBe(summary);
  await waitForStatus(page, new RegExp(`Read to the end\\. ${items} items`));
}

test('reads that differ only in Limit, cap or segments are told apart in the results header and the history', async () => {
  const page = await open(`#/query?table=${TABLE}&pk=${BIG}`);
  await waitForStatus(page, /Read to the end\. 70 items/);
  const query = `Query ${TABLE} where hive = "${BIG}"`;
  // The form's defaults (no Limit, the usual cap) add nothing to the line.
  expect(await summaryOf(page).textContent()).toBe(query);

  const form = readForm(page);
  await form.getByLabel('Limit', { exact: true }).fill('7');
  await form.getByLabel('Item cap', { exact: true }).fill('100');
  await run(page, 'Run query', `${query} · Limit 7 · cap 100`, 70);
  await form.getByLabel('Limit', { exact: true }).fill('');
  await form.getByLabel('Item cap', { exact: true }).fill('');
  await run(page, 'Run query', `${query} · no cap`, 70);

  // The cap left empty stays empty on the Scan tab, and says so.
  await form.getByRole('tab', { name: 'Scan' }).click();
  await form.getByLabel('Parallel segments', { exact: true }).fill('4');
  await run(page, 'Run scan', `Scan ${TABLE} · no cap · 4 segments`, 100);
  await form.getByLabel('Parallel segments', { exact: true }).fill('');
  await form.getByLabel('Limit', { exact: true }).fill('30');
  await run(page, 'Run scan', `Scan ${TABLE} · Limit 30 · no cap`, 100);
  // The same read again is the same entry, its runs counted (an index proposal weighs each run).
  await readForm(page).getByRole('button', { name: 'Run scan' }).click();
  await expect.poll(async () => (await historyLines(page))[0], { timeout: 30_000 }).toContain(' · 2 runs, last ');

  await form.getByRole('tab', { name: 'Query' }).click();
  const lines = await historyLines(page);
  expect(lines).toHaveLength(5);
  // Newest first, each with its own paging settings and its own count.
  expect(lines[0]).toMatch(new RegExp(`^Scan ${TABLE} · Limit 30 · no cap · 2 runs, last .* · 100 items$`));
  expect(lines[1]).toMatch(new RegExp(`^Scan ${TABLE} · no cap · 4 segments · .* · 100 items$`));
  expect(lines[2]).toContain(`${query} · no cap · `);
  expect(lines[3]).toContain(`${query} · Limit 7 · cap 100 · `);
  expect(lines[4]).toMatch(new RegExp(`^Query ${TABLE} where hive = "${BIG}" · [^·]+ · 70 items$`));
}, 120_000);

test('a read capped and then continued with Load more: its history entry follows it to the end', async () => {
  const page = await open(`#/query?table=${TABLE}&pk=${BIG}&cap=30`);
  await page.getByRole('button', { name: 'Load more' }).waitFor({ timeout: 30_000 });
  expect(await summaryOf(page).textContent()).toBe(`Query ${TABLE} where hive = "${BIG}" · cap 30`);
  const first = async () => (await historyLines(page))[0] ?? '';
  await expect.poll(first).toMatch(/ · 30 items \(capped\)$/);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(first, { timeout: 30_000 }).toMatch(/ · 60 items \(capped\)$/);
  await page.getByRole('button', { name: 'Load more' }).click();
  await waitForStatus(page, /Read to the end\. 70 items/);
  await expect.poll(first, { timeout: 30_000 }).toMatch(/ · 70 items$/);
  // Still one entry: Load more continues the read, it is not another one (nor another run).
  expect((await historyLines(page)).filter((l) => l.includes('cap 30'))).toHaveLength(1);
  expect((await historyLines(page))[0]).not.toContain(' runs, last ');
}, 120_000);

test('with no read on screen, a Statistics scan of the whole table gives the table details its exact count and size', async () => {
  const page = await open('');
  await openTable(page, TABLE);
  const details = page.getByRole('region', { name: 'Table details' });
  const fact = (name: string) =>
    details.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(() => fact('Items').textContent()).toMatch(/^about [\d,]+, updated by DynamoDB every ~6 h$/);

  const panel = await openTool(page, 'Statistics');
  await panel.getByRole('button', { name: 'Scan for statistics' }).click();
  const status = await waitForNamedStatus(page, 'Statistics progress', 'Scanned the whole table.');
  expect(status).toContain('100 items');
  await expect
    .poll(() => fact('Items').textContent())
    .toMatch(/^about [\d,]+, updated by DynamoDB every ~6 h; the Statistics scan counted 100$/);
  const size = (await fact('Size').textContent()) ?? '';
  const measured = /; the Statistics scan measured ([\d.]+ (B|KB))$/.exec(size);
  expect(measured, size).not.toBeNull();
  expect(status).toContain(measured![1]);
  // A scan of the table says nothing of how many items the sparse index holds.
  const index = details.getByRole('table', { name: 'Indexes' }).getByRole('row', { name: /ByQueen/ });
  await index.waitFor();
  expect(await index.textContent()).toMatch(/ALL.*about [\d,]+/);
  expect(await index.textContent()).not.toMatch(/counted|found/);
}, 120_000);
