/**
 * The Design tab shows the table's model, not the last read's: after a Scan, a narrow projected
 * Query and an index Query leave the model in place (with a note about the read on screen), a
 * rename made meanwhile applies to it, and exports use it. The exports carry every attribute the
 * data has, typed, and key templates (partition key too) whose variables are not attribute names.
 * On a table of our own served by its own dynalite.
 */
import { readFile } from 'node:fs/promises';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Nursery';
const s = (v: string) => ({ S: v });
const n = (v: number) => ({ N: String(v) });

/** Greenhouses with benches and plants; `status` and `species` are few-valued strings on most items. */
const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'site', KeyType: 'HASH' },
    { AttributeName: 'slot', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'site', AttributeType: 'S' },
    { AttributeName: 'slot', AttributeType: 'S' },
    { AttributeName: 'species', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'BySpecies',
      KeySchema: [
        { AttributeName: 'species', KeyType: 'HASH' },
        { AttributeName: 'site', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  ['ash', 'birch', 'cedar', 'dogwood'].forEach((h, hi) => {
    const site = `HOUSE~${h}`;
    items.push({
      site: s(site),
      slot: s(site),
      recType: s('House'),
      name: s(`${h} house`),
      status: s(hi % 2 ? 'open' : 'closed'),
      heated: { BOOL: hi % 2 === 0 },
      areaM2: n(120 + hi),
    });
    for (let b = 1; b <= 3; b++) {
      items.push({
        site: s(site),
        slot: s(`BENCH~b${b}`),
        recType: s('Bench'),
        status: s(b % 2 ? 'open' : 'closed'),
        rows: n(4),
      });
      for (let p = 1; p <= 4; p++) {
        items.push({
          site: s(site),
          slot: s(`BENCH~b${b}~PLANT~p${hi}${b}${p}`),
          recType: s('Plant'),
          species: s(['fern', 'ivy', 'moss'][p % 3]!),
          status: s(['seedling', 'grown', 'sold'][(p + b) % 3]!),
          heightCm: n(10 + p),
          tags: { L: [s('shade')] },
        });
      }
    }
  });
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

let page: Page;
const status = () => page.getByRole('status', { name: 'Read progress' });
const design = () => page.getByRole('tabpanel', { name: 'Design' });
const intro = async () => (await design().locator('p.tool-intro').textContent()) ?? '';
const evidence = async () =>
  (await design().getByRole('region', { name: 'Why the design is what it is' }).textContent()) ?? '';
const readNote = async () => (await design().locator('p.design-read-note').allTextContents()).join(' | ');
const shownEntities = () =>
  design()
    .getByRole('table', { name: 'Entities and their key templates' })
    .locator('tbody input[type="text"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort());

async function readTo(hash: string, items: number): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await expect
    .poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 })
    .toMatch(new RegExp(`Read to the end\\. ${items} items?\\b`));
}

async function scanAndOpenDesign(): Promise<void> {
  page = await app.open(`#/scan?table=${TABLE}&cap=none`, { viewport: { width: 1400, height: 1000 } });
  await expect
    .poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Read to the end\. 64 items/);
  await page.getByRole('tab', { name: 'Design' }).click();
  await design().getByRole('heading', { name: 'What was found, and why' }).waitFor();
}

async function download(button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    design().getByRole('button', { name: button }).click(),
  ]);
  return readFile((await file.path())!, 'utf8');
}

test("a narrow, projected or index read leaves the table's model in the Design tab and in exports", async () => {
  await scanAndOpenDesign();
  await expect.poll(intro).toMatch(/^Inferred from the Scan of 64 items at \d\d:\d\d \(the read on screen\)/);
  expect(await shownEntities()).toEqual(['Bench', 'House', 'Plant']);
  const scanEvidence = await evidence();
  expect(scanEvidence).toMatch(/types from attribute `recType`/);
  expect(scanEvidence).toMatch(/parent: House/);

  // One bench's plants, only their species: no keys' siblings, no type attribute.
  await readTo(`#/query?table=${TABLE}&pk=HOUSE~ash&skop=begins_with&sk=BENCH~b1~&projection=species`, 4);
  await expect.poll(intro).toMatch(/^Inferred from the Scan of 64 items at \d\d:\d\d\./);
  await expect
    .poll(readNote, { timeout: 30_000 })
    .toBe('The read on screen (the Query of 4 items) did not replace the model: it asked for some attributes only.');
  expect(await evidence()).toBe(scanEvidence);
  expect(await shownEntities()).toEqual(['Bench', 'House', 'Plant']);
  expect(await design().getByLabel('Type attribute').locator('option').allTextContents()).toContain('recType');
  await page.screenshot({ path: '/tmp/dm-design-after-narrow.png', fullPage: true });

  const wb = JSON.parse(await download('Export NoSQL Workbench model')) as {
    DataModel: { TableFacets: { FacetName: string; TableData: unknown[] }[] }[];
  };
  expect(wb.DataModel[0]!.TableFacets.map((f) => f.FacetName).sort()).toEqual(['Bench', 'House', 'Plant']);
  expect(wb.DataModel[0]!.TableFacets.every((f) => f.TableData.length > 0)).toBe(true);

  // An index read: the table's model stays the table's.
  await readTo(`#/query?table=${TABLE}&index=BySpecies&pk=moss`, 12);
  await design()
    .getByText(/did not replace the model: an index read/)
    .waitFor();
  expect(await shownEntities()).toEqual(['Bench', 'House', 'Plant']);

  // A rename made on a narrow read applies to the kept model, and to the next Scan.
  await design().getByLabel('Name of entity Plant').fill('Seedling');
  await design().getByLabel('Name of entity Plant').press('Enter');
  await expect.poll(shownEntities).toEqual(['Bench', 'House', 'Seedling']);
  await readTo(`#/scan?table=${TABLE}&cap=none`, 64);
  await expect.poll(intro).toMatch(/\(the read on screen\)/);
  expect(await shownEntities()).toEqual(['Bench', 'House', 'Seedling']);
  expect(
    await design()
      .getByText(/did not replace the model/)
      .count(),
  ).toBe(0);
  await design().getByRole('button', { name: 'Reset choices' }).click();
  await expect.poll(shownEntities).toEqual(['Bench', 'House', 'Plant']);
});

test('exports carry every attribute, typed, and key templates whose variables are not attributes', async () => {
  await scanAndOpenDesign();
  const wb = JSON.parse(await download('Export NoSQL Workbench model')) as {
    DataModel: {
      NonKeyAttributes: { AttributeName: string; AttributeType: string }[];
      TableFacets: {
        FacetName: string;
        KeyAttributeAlias: Record<string, string>;
        NonKeyAttributes: string[];
        TableData: Record<string, unknown>[];
      }[];
    }[];
  };
  const facet = (name: string) => wb.DataModel[0]!.TableFacets.find((f) => f.FacetName === name)!;
  expect(facet('Plant').NonKeyAttributes).toEqual(expect.arrayContaining(['status', 'species', 'heightCm', 'tags']));
  expect(facet('Bench').NonKeyAttributes).toContain('status');
  expect(Object.keys(facet('Plant').TableData[0]!).sort()).toEqual([
    'heightCm',
    'recType',
    'site',
    'slot',
    'species',
    'status',
    'tags',
  ]);
  expect(facet('Plant').KeyAttributeAlias).toEqual({
    PartitionKeyAlias: 'HOUSE~{houseId}',
    SortKeyAlias: 'BENCH~{benchId}~PLANT~{plantId}',
  });
  const types = Object.fromEntries(wb.DataModel[0]!.NonKeyAttributes.map((a) => [a.AttributeName, a.AttributeType]));
  expect(types).toMatchObject({ status: 'S', heightCm: 'N', heated: 'BOOL', tags: 'L', areaM2: 'N' });

  const ot = JSON.parse(await download('Export OneTable schema')) as {
    models: Record<string, Record<string, { type: string; value?: string }>>;
  };
  expect(ot.models.House!.site!.value).toBe('HOUSE~${houseId}');
  expect(ot.models.House!.slot!.value).toBe('HOUSE~${houseId}');
  expect(ot.models.House!.name!.type).toBe('string');
  expect(ot.models.House!.heated!.type).toBe('boolean');
  expect(ot.models.House!.areaM2!.type).toBe('number');
  expect(ot.models.Plant!.status!.type).toBe('string');
  expect(ot.models.Plant!.tags!.type).toBe('array');
  for (const fields of Object.values(ot.models)) {
    const vars = Object.values(fields).flatMap((f) => [...(f.value ?? '').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!));
    for (const v of vars)
      expect(
        Object.keys(fields).filter((k) => k === v && fields[k]!.value === undefined && fields[k]!.type !== 'string'),
      ).toEqual([]);
  }
  await page.screenshot({ path: '/tmp/dm-design-scan.png', fullPage: true });
});
