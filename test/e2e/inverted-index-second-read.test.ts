/**
 * The adjacency-list pattern: teams, people and the membership edges between them, with an
 * inverted GSI. A read of a team (20+ items, so the app keeps what it learned of the design) and
 * then a read of a person through the inverted index must both show their collections: the
 * second read once blanked the window (a class whose entity was never set).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Teams';
const s = (v: string) => ({ S: v });

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'Inverted',
      KeySchema: [
        { AttributeName: 'SK', KeyType: 'HASH' },
        { AttributeName: 'PK', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  const people = ['bo', ...Array.from({ length: 24 }, (_, i) => `p${String(i).padStart(2, '0')}`)];
  for (const team of ['blue', 'red', 'green']) {
    items.push({ PK: s(`TEAM#${team}`), SK: s(`TEAM#${team}`), teamName: s(team) });
    for (const p of people) items.push({ PK: s(`TEAM#${team}`), SK: s(`PERSON#${p}`), role: s('member') });
  }
  for (const p of people) items.push({ PK: s(`PERSON#${p}`), SK: s(`PERSON#${p}`), fullName: s(`Person ${p}`) });
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });

async function readTo(page: Page, hash: string, items: number): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  const status = page.getByRole('status', { name: 'Read progress' });
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(new RegExp(`Read to the end\\. ${items} items`));
}

test('a read of the inverted index after a learned read of the table shows its collection', async () => {
  const page = await app.open(`#/query?table=${TABLE}&pk=TEAM%23blue&cap=none`, {
    viewport: { width: 1400, height: 1000 },
  });
  await readTo(page, `#/query?table=${TABLE}&pk=TEAM%23blue&cap=none`, 26);
  await readTo(page, `#/query?table=${TABLE}&index=Inverted&pk=PERSON%23bo&cap=none`, 4);
  await expect.poll(() => grid(page).locator(`[role="row"][aria-level="1"]`).count()).toBe(1);
  // The person's own record is not the membership edge the kept model knows.
  const typeOf = (pk: string) =>
    grid(page).locator('[role="row"][aria-level="2"]', { hasText: pk }).first().getAttribute('data-entity-type');
  expect(await typeOf('PERSON#bo')).not.toBe(await typeOf('TEAM#blue'));
  expect(app.errors).toEqual([]);
});

test('the same index read opened as a link, with the design kept from the earlier read', async () => {
  const link = `#/query?table=${TABLE}&index=Inverted&pk=PERSON%23bo&cap=none`;
  const first = await app.open(`#/query?table=${TABLE}&pk=TEAM%23red&cap=none`, {
    viewport: { width: 1400, height: 1000 },
  });
  await readTo(first, `#/query?table=${TABLE}&pk=TEAM%23red&cap=none`, 26);
  const page = await app.open(link, { viewport: { width: 1400, height: 1000 } });
  const status = page.getByRole('status', { name: 'Read progress' });
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Read to the end\. 4 items/);
  await expect.poll(() => grid(page).locator(`[role="row"][aria-level="1"]`).count()).toBe(1);
  expect(app.errors).toEqual([]);
});
