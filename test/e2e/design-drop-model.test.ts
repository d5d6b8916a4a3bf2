/**
 * Issue 19, "an imported model cannot be dropped": a user imports a NoSQL Workbench model (and a
 * OneTable schema) in the Design tab, then drops it with the button the tab offers. After that the
 * tab, the legend and the grid show the inferred design again, and a reload does not bring the model
 * back; dropping also works from the Design tab before any read of the table. A table of our own:
 * cages, their birds and their feedings.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, pkSkTable } from '../support/test-table.js';
import { useDynalite } from '../support/use-dynalite.js';

const TABLE = 'Aviary';
const s = (v: string) => ({ S: v });

function items(): Record<string, AttributeValue>[] {
  const out: Record<string, AttributeValue>[] = [];
  for (const cage of ['north', 'south']) {
    const pk = `CAGE#${cage}`;
    out.push({ PK: s(pk), SK: s(pk), size: s('large') });
    for (let b = 1; b <= 12; b++)
      out.push({ PK: s(pk), SK: s(`BIRD#${cage}-${String(b).padStart(2, '0')}`), species: s('finch') });
    for (let f = 1; f <= 9; f++)
      out.push({ PK: s(pk), SK: s(`FEED#2026-03-${String(f).padStart(2, '0')}`), grams: { N: String(40 + f) } });
  }
  return out;
}

const db = useDynalite((client) => createTable(client, pkSkTable(TABLE), items()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const workbench = {
  ModelName: 'Aviary',
  ModelMetadata: {
    Author: 'keeper',
    DateCreated: 'Mar 01, 2026, 09:00 AM',
    DateLastModified: 'Mar 01, 2026, 09:00 AM',
    Description: '',
    AWSService: 'Amazon DynamoDB',
    Version: '3.0',
  },
  DataModel: [
    {
      TableName: TABLE,
      KeyAttributes: {
        PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
        SortKey: { AttributeName: 'SK', AttributeType: 'S' },
      },
      NonKeyAttributes: [],
      TableFacets: [
        {
          FacetName: 'Enclosure',
          KeyAttributeAlias: { PartitionKeyAlias: 'CAGE#<cage>', SortKeyAlias: 'CAGE#<cage>' },
          NonKeyAttributes: [],
          TableData: [],
        },
        {
          FacetName: 'Songbird',
          KeyAttributeAlias: { PartitionKeyAlias: 'CAGE#<cage>', SortKeyAlias: 'BIRD#<bird>' },
          NonKeyAttributes: [],
          TableData: [],
        },
        {
          FacetName: 'Meal',
          KeyAttributeAlias: { PartitionKeyAlias: 'CAGE#<cage>', SortKeyAlias: 'FEED#<day>' },
          NonKeyAttributes: [],
          TableData: [],
        },
      ],
    },
  ],
};

const onetable = {
  format: 'onetable:1.1.0',
  version: '0.0.1',
  indexes: { primary: { hash: 'PK', sort: 'SK' } },
  models: {
    Aviary: { PK: { type: 'string', value: 'CAGE#${cage}' }, SK: { type: 'string', value: 'CAGE#${cage}' } },
    Bird: { PK: { type: 'string', value: 'CAGE#${cage}' }, SK: { type: 'string', value: 'BIRD#${bird}' } },
    Feeding: { PK: { type: 'string', value: 'CAGE#${cage}' }, SK: { type: 'string', value: 'FEED#${day}' } },
  },
};

const MODEL = ['Enclosure', 'Meal', 'Songbird'];

function helpers(page: Page) {
  const design = page.getByRole('tabpanel', { name: 'Design' });
  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  return {
    design,
    grid,
    status: page.getByRole('status', { name: 'Read progress' }),
    drop: design.getByRole('button', { name: 'Forget the imported model' }),
    gridTypes: () =>
      grid
        .locator('[role="row"][aria-level="2"]')
        .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-entity-type')))].sort()),
    legend: async () =>
      (await page.getByRole('list', { name: 'Entity types' }).locator('.legend-name').allTextContents()).sort(),
    designText: async () => (await design.textContent()) ?? '',
    importFile: (name: string, json: unknown) =>
      design
        .getByLabel(/Import a model/)
        .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) }),
  };
}

async function readCage(page: Page, cage: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, `#/query?table=${TABLE}&pk=CAGE%23${cage}&cap=none`);
  await expect
    .poll(async () => (await page.getByRole('status', { name: 'Read progress' }).textContent()) ?? '', {
      timeout: 30_000,
    })
    .toMatch(/Read to the end\. 22 items/);
}

test("an imported NoSQL Workbench model is dropped with the Design tab's button, the inferred design comes back, and a reload keeps it dropped", async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 1000 } });
  const h = helpers(page);
  await readCage(page, 'north');
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect.poll(h.designText).toContain('Inferred from');
  const inferred = await h.gridTypes();
  expect(inferred.some((t) => MODEL.includes(t!))).toBe(false);
  const inferredLegend = await h.legend();

  await h.importFile('aviary-workbench.json', workbench);
  await h.design
    .getByRole('status')
    .filter({ hasText: /Imported the NoSQL Workbench model aviary-workbench\.json: 3 entities/ })
    .waitFor();
  await expect.poll(h.gridTypes).toEqual(MODEL);
  expect(await h.legend()).toEqual(MODEL);
  expect(await h.designText()).toContain('Imported model (NoSQL Workbench)');

  // Dropped as a user would: the one button the tab offers for it.
  expect(await h.drop.count()).toBe(1);
  await h.drop.click();
  await expect.poll(h.gridTypes).toEqual(inferred);
  expect(await h.legend()).toEqual(inferredLegend);
  await expect.poll(h.designText).not.toContain('Imported model');
  expect(await h.designText()).toContain('Inferred from');
  expect(await h.drop.count()).toBe(0);
  // The diagram follows: it names the inferred entities, none of the model's.
  const diagram = (await page.getByRole('figure', { name: 'Design diagram' }).textContent()) ?? '';
  for (const name of MODEL) expect(diagram).not.toContain(name);

  // A reload runs the read again, typed by the inferred design: the model stays dropped.
  await page.reload();
  await expect
    .poll(async () => (await h.status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Read to the end\. 22 items/);
  await expect.poll(h.gridTypes).toEqual(inferred);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect.poll(h.designText).toContain('Inferred from');
  expect(await h.designText()).not.toContain('Imported model');
  expect(await h.drop.count()).toBe(0);
  // And another collection of the table too.
  await readCage(page, 'south');
  await expect.poll(h.gridTypes).toEqual(inferred);
}, 120_000);

test('a OneTable schema is dropped from the Design tab before any read of the table, and the next read is typed by what it finds', async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 1000 } });
  const h = helpers(page);
  await readCage(page, 'south');
  const inferred = await h.gridTypes();
  await page.getByRole('tab', { name: 'Design' }).click();
  await h.importFile('aviary-onetable.json', onetable);
  await expect.poll(h.gridTypes).toEqual(['Aviary', 'Bird', 'Feeding']);

  // A fresh page on the table with no read on screen: the tab names the model and offers to drop it.
  await page.goto(page.url().split('#')[0]!);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE, exact: true }).click();
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect.poll(h.designText).toContain('Imported model (OneTable)');
  await h.drop.click();
  await expect.poll(h.designText).not.toContain('Imported model');
  expect(await h.drop.count()).toBe(0);

  await readCage(page, 'south');
  await expect.poll(h.gridTypes).toEqual(inferred);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect.poll(h.designText).toContain('Inferred from');
}, 120_000);
