/**
 * Issue 22: the Explain region beside Run follows the read as it is typed (operation, key
 * condition, filters paid for, estimated read units), the Cost meter counts what reads consumed,
 * and a read above the connection's guard asks first in an "Expensive read" alertdialog (turned on
 * here for a local endpoint, where it is off by default).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';
import { openTool, waitForStatus } from './tools-e2e-helpers.js';

const TABLE = 'Ledger';
const s = (v: string) => ({ S: v });

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'acct', KeyType: 'HASH' },
    { AttributeName: 'entry', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: ['acct', 'entry', 'state'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByState',
      KeySchema: [{ AttributeName: 'state', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  for (let a = 0; a < 4; a++) {
    for (let e = 0; e < 30; e++) {
      items.push({
        acct: s(`ACCT#${a}`),
        entry: s(`E#${String(e).padStart(3, '0')}`),
        memo: s('m'.repeat(500)),
        ...(e === 0 ? { state: s('FLAGGED') } : {}),
      });
    }
  }
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const open = (hash: string) => app.open(hash, { viewport: { width: 1400, height: 1000 }, loadedWithin: 60_000 });
const readForm = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
const explain = (page: Page) => readForm(page).getByRole('region', { name: 'Explain' });
const textOf = async (page: Page) => (await explain(page).textContent()) ?? '';
const statusText = async (page: Page) =>
  (await page.getByRole('status', { name: 'Read progress' }).textContent()) ?? '';

test('Explain follows the typing; the guard asks before an expensive read, with the estimate', async () => {
  const page = await open(`#/query?table=${TABLE}`);
  const form = readForm(page);
  await expect.poll(() => textOf(page), { timeout: 30_000 }).toMatch(/^Query on table Ledger.*read units/);

  await form.getByLabel('Partition key', { exact: true }).fill('ACCT#1');
  await expect.poll(() => textOf(page)).toMatch(/Key condition: acct = "ACCT#1"/);

  // The builder has its own, as current.
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const builderExplain = page
    .getByRole('region', { name: 'Expression builder' })
    .getByRole('region', { name: 'Explain' });
  await expect
    .poll(async () => (await builderExplain.textContent()) ?? '')
    .toMatch(/^Query on table Ledger.*read units/);
  await page.getByRole('tab', { name: 'Plain form' }).click();

  // A Scan with a filter: no key condition, the filter paid for, and the units from DynamoDB's figures.
  await form.getByRole('tab', { name: 'Scan' }).click();
  await form.locator('summary', { hasText: 'Filter and projection' }).click();
  await form.getByLabel('Filter expression').fill('#s = :f');
  await form.getByLabel('Expression attribute names').fill('{"#s": "state"}');
  await form.getByLabel('Expression attribute values').fill('{":f": "FLAGGED"}');
  await expect.poll(() => textOf(page)).toMatch(/Scan of table Ledger, not parallel/);
  expect(await textOf(page)).toMatch(/Filters, read, then dropped: you pay for them:state = "FLAGGED"/);
  expect(await textOf(page)).toMatch(/read units/);

  // Run once with the guard off (its default on a local endpoint): the read is counted, and it kept under 10%.
  await form.getByRole('button', { name: 'Run scan' }).click();
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 4 items/);
  const note = page.getByRole('region', { name: 'Consumed capacity' });
  await expect.poll(async () => (await note.textContent()) ?? '').toMatch(/scanned 120, kept 4 \(3\.3%\)/);
  expect(await note.textContent()).toMatch(
    /kept under 10% of what it scanned: it paid for 116 items its filter dropped\. A Query of index ByState with the key condition state = "FLAGGED" reads only those items\./,
  );
  const meter = explain(page).getByRole('status', { name: 'Cost meter' });
  await expect.poll(async () => (await meter.textContent()) ?? '').toMatch(/since start: [1-9][\d.]* RCU/);
  // The Scan just read every item: the estimate now comes from it.
  await expect.poll(() => textOf(page)).toMatch(/Reads about 120 items/);

  // Guard on, with a limit far below this Scan's 60 KB.
  await explain(page).locator('summary', { hasText: 'Expensive-read guard' }).click();
  await explain(page).getByLabel('Ask before an expensive read on this connection').check();
  const limit = explain(page).getByLabel('Ask above (GB scanned)');
  await limit.fill('0.00001');
  await limit.blur();
  await expect.poll(() => textOf(page)).toMatch(/asks above 0\.00001 GB/);

  await form.getByRole('button', { name: 'Run scan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Expensive read' });
  await expect.poll(() => dialog.count()).toBe(1);
  expect(await dialog.textContent()).toMatch(
    /Scan of table Ledger, not parallel will read about [\d.]+ KB \(120 items\), [\d.]+ read units/,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await statusText(page)).toMatch(/Read to the end\. 4 items/);

  const before = (await meter.textContent()) ?? '';
  await form.getByRole('button', { name: 'Run scan' }).click();
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.getByRole('button', { name: 'Run it' }).click();
  await expect.poll(async () => (await meter.textContent()) ?? '', { timeout: 30_000 }).not.toBe(before);
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 4 items/);

  // A tool's whole-table Scan is guarded too, and counted by the meter when it runs.
  const panel = await openTool(page, 'Statistics');
  await panel.getByRole('button', { name: 'Scan for statistics' }).click();
  await expect.poll(() => dialog.count()).toBe(1);
  expect(await dialog.textContent()).toMatch(
    /Scan of table Ledger, parallel in \d+ segments will read about 6\d\.\d KB \(120 items\)/,
  );
  const afterScan = (await meter.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Run it' }).click();
  await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.');
  await expect.poll(async () => (await meter.textContent()) ?? '').not.toBe(afterScan);
}, 120_000);
