/**
 * The Design tab in Chromium against web mode on a sandbox table: the inferred model and an
 * override that changes the treegrid; a NoSQL Workbench model and a OneTable schema imported from
 * files rename the entities; the exported Workbench JSON has the documented shape and imports back.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { importModelText } from '../../shared/design/formats/import-model.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
let page: Page;

const status = () => page.getByRole('status', { name: 'Read progress' });
const grid = () => page.getByRole('treegrid', { name: 'Item collections' });
const design = () => page.getByRole('tabpanel', { name: 'Design' });
const entityTypes = () =>
  grid()
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-entity-type')))].sort());

async function openOrg(): Promise<void> {
  page = await app.open('#/query?table=SaasOrganizations&pk=ORG%23NORTHWIND', {
    viewport: { width: 1400, height: 1000 },
  });
  await expect
    .poll(async () => (await status().textContent()) ?? '', { timeout: 60_000 })
    .toMatch(/Read to the end\. 25 items/);
  await page.getByRole('tab', { name: 'Design' }).click();
  await design().getByRole('heading', { name: 'What was found, and why' }).waitFor();
}

async function importFile(name: string, json: unknown): Promise<void> {
  await design()
    .getByLabel(/Import a model/)
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
}

const workbench = {
  ModelName: 'Orgs',
  ModelMetadata: {
    Author: 'me',
    DateCreated: 'Jan 01, 2026, 09:00 AM',
    DateLastModified: 'Jan 01, 2026, 09:00 AM',
    Description: '',
    AWSService: 'Amazon DynamoDB',
    Version: '3.0',
  },
  DataModel: [
    {
      TableName: 'SaasOrganizations',
      KeyAttributes: {
        PartitionKey: { AttributeName: 'PK', AttributeType: 'S' },
        SortKey: { AttributeName: 'SK', AttributeType: 'S' },
      },
      NonKeyAttributes: [{ AttributeName: 'OrgName', AttributeType: 'S' }],
      TableFacets: [
        {
          FacetName: 'Organization',
          KeyAttributeAlias: { PartitionKeyAlias: 'ORG#<org>', SortKeyAlias: 'METADATA#<org>' },
          NonKeyAttributes: ['OrgName'],
          TableData: [],
        },
        {
          FacetName: 'Member',
          KeyAttributeAlias: { PartitionKeyAlias: 'ORG#<org>', SortKeyAlias: 'USER#<name>' },
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
  params: { typeField: '_type' },
  models: {
    Tenant: { PK: { type: 'string', value: 'ORG#${org}' }, SK: { type: 'string', value: 'METADATA#${org}' } },
    Account: { PK: { type: 'string', value: 'ORG#${org}' }, SK: { type: 'string', value: 'USER#${name}' } },
  },
};

test('the Design tab shows the inferred model, and an override changes the treegrid', async () => {
  await openOrg();
  const evidence = design().getByRole('region', { name: 'Why the design is what it is' });
  expect(await evidence.textContent()).toMatch(/parent: METADATA/);
  expect(await evidence.textContent()).toMatch(/templates: `USER#\{\w+\}` 24 items, `METADATA#\{\w+\}` 1 item/);
  expect(await entityTypes()).toEqual(['METADATA', 'USER']);

  await design().getByLabel('Name of entity USER').fill('Member');
  await design().getByLabel('Name of entity USER').press('Enter');
  await expect.poll(entityTypes).toEqual(['METADATA', 'Member']);
  expect(await page.getByRole('list', { name: 'Entity types' }).getByRole('listitem').allTextContents()).toEqual([
    'METADATA 1 item',
    'Member 24 items',
  ]);

  // Items of one template can be declared another entity's: the USER# items join METADATA.
  await design()
    .getByLabel(/^Entity for template USER#/)
    .selectOption('METADATA');
  await expect.poll(entityTypes).toEqual(['METADATA']);
  await design()
    .getByLabel(/^Entity for template USER#/)
    .selectOption('');
  await expect.poll(entityTypes).toEqual(['METADATA', 'Member']);

  await design().getByLabel('Parent entity').selectOption({ label: 'no parent' });
  await expect.poll(() => grid().locator('[data-parent="true"]').count()).toBe(0);

  // Remembered for the table: a new page on the same origin opens it the same way.
  await page.reload();
  await expect
    .poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Read to the end\. 25 items/);
  await expect.poll(entityTypes).toEqual(['METADATA', 'Member']);
  expect(await grid().locator('[data-parent="true"]').count()).toBe(0);
  await page.getByRole('tab', { name: 'Design' }).click();
  await design().getByRole('button', { name: 'Reset choices' }).click();
  await expect.poll(entityTypes).toEqual(['METADATA', 'USER']);
  await expect.poll(() => grid().locator('[data-parent="true"]').count()).toBe(1);
});

test('an imported NoSQL Workbench model and an imported OneTable schema rename the entities', async () => {
  await openOrg();
  await importFile('orgs-workbench.json', workbench);
  await design()
    .getByRole('status')
    .filter({ hasText: /Imported the NoSQL Workbench model orgs-workbench\.json: 2 entities \(Organization, Member\)/ })
    .waitFor();
  await expect.poll(entityTypes).toEqual(['Member', 'Organization']);
  expect(await grid().locator('[data-parent="true"]').getAttribute('data-entity-type')).toBe('Organization');
  expect(await design().getByRole('note').textContent()).toMatch(/All 25 items read fit the imported model/);

  await importFile('orgs-onetable.json', onetable);
  await design()
    .getByRole('status')
    .filter({ hasText: /Imported the OneTable schema orgs-onetable\.json: 2 entities \(Tenant, Account\)/ })
    .waitFor();
  await expect.poll(entityTypes).toEqual(['Account', 'Tenant']);
  // The OneTable schema names a type field the items do not carry: the parent comes from the keys.
  expect(await grid().locator('[data-parent="true"]').getAttribute('data-entity-type')).toBe('Tenant');
  // The schema names no parent; the checks call parent what the grid does.
  const perCollection = design().getByRole('table', { name: /^Entities per collection/ });
  await expect
    .poll(async () => (await perCollection.getByRole('row', { name: /^Tenant/ }).textContent()) ?? '')
    .toMatch(/parent/);

  // A model of another table's keys is refused with the reason; the design in force stays.
  await importFile('wrong.json', { ...onetable, indexes: { primary: { hash: 'pk', sort: 'sk' } } });
  await design()
    .getByRole('alert')
    .filter({ hasText: /wrong\.json: The model's keys are pk \+ sk but this table's are PK \+ SK/ })
    .waitFor();
  expect(await entityTypes()).toEqual(['Account', 'Tenant']);
  await importFile('broken.json', { DataModel: [{ TableName: 'SaasOrganizations', KeyAttributes: {} }] });
  await design()
    .getByRole('alert')
    .filter({ hasText: /DataModel\[0\]\.KeyAttributes\.PartitionKey: expected an object, found nothing/ })
    .waitFor();

  // A model that leaves an entity out: the data disagrees, beside the collection and in the panel.
  const membersOnly = {
    ...workbench,
    DataModel: [{ ...workbench.DataModel[0]!, TableFacets: [workbench.DataModel[0]!.TableFacets[1]!] }],
  };
  await importFile('members-only.json', membersOnly);
  await design()
    .getByRole('note')
    .filter({ hasText: /The data disagrees with the imported model: 1 of 25 items fit none of its entities/ })
    .waitFor();
  await grid()
    .getByRole('row', { name: /^ORG#NORTHWIND/ })
    .getByText('1 fit no entity')
    .waitFor();
  await design().getByRole('button', { name: 'Show strays' }).click();
  await design()
    .getByRole('list', { name: 'Strays' })
    .getByRole('button', { name: 'ORG#NORTHWIND / METADATA#NORTHWIND' })
    .click();
  await page
    .getByRole('complementary', { name: 'Item inspector' })
    .getByRole('row', { name: /OrgName S NORTHWIND/ })
    .waitFor();

  await design().getByRole('button', { name: 'Forget the imported model' }).click();
  await expect.poll(entityTypes).toEqual(['METADATA', 'USER']);
  expect(await grid().getByText('1 fit no entity').count()).toBe(0);
});

test('the exported NoSQL Workbench JSON has the documented shape and imports back to the same model', async () => {
  await openOrg();
  await importFile('orgs-workbench.json', workbench);
  await expect.poll(entityTypes).toEqual(['Member', 'Organization']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    design().getByRole('button', { name: 'Export NoSQL Workbench model' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('SaasOrganizations-nosql-workbench.json');
  const text = await readFile((await download.path())!, 'utf8');
  const json = JSON.parse(text) as {
    ModelName: string;
    ModelMetadata: Record<string, string>;
    DataModel: { TableName: string; TableFacets: { FacetName: string; TableData: unknown[] }[] }[];
  };
  expect(Object.keys(json)).toEqual(['ModelName', 'ModelMetadata', 'DataModel']);
  expect(json.ModelMetadata.AWSService).toBe('Amazon DynamoDB');
  expect(json.DataModel[0]!.TableName).toBe('SaasOrganizations');
  expect(json.DataModel[0]!.TableFacets.map((f) => f.FacetName)).toEqual(['Organization', 'Member']);
  expect(json.DataModel[0]!.TableFacets[1]!.TableData).toHaveLength(3);
  const original = importModelText(JSON.stringify(workbench)).design;
  expect(importModelText(text).design).toEqual(original);

  // And through the UI: forget the model, import the exported file, the same entities come back.
  await design().getByRole('button', { name: 'Forget the imported model' }).click();
  await expect.poll(entityTypes).toEqual(['METADATA', 'USER']);
  await importFile('exported.json', JSON.parse(text));
  await expect.poll(entityTypes).toEqual(['Member', 'Organization']);
});

test("an inferred design goes out as a OneTable schema and a Workbench model with the table's index, and back", async () => {
  page = await app.open('#/scan?table=HelpDesk', { viewport: { width: 1400, height: 1000 } });
  await expect.poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 }).toMatch(/Read to the end\./);
  await page.getByRole('tab', { name: 'Design' }).click();
  await design().getByRole('heading', { name: 'What was found, and why' }).waitFor();
  const shown = await design()
    .getByRole('table', { name: 'Entities and their key templates' })
    .locator('tbody input[type="text"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(shown.length).toBeGreaterThan(1);

  const [oneTable] = await Promise.all([
    page.waitForEvent('download'),
    design().getByRole('button', { name: 'Export OneTable schema' }).click(),
  ]);
  const schemaText = await readFile((await oneTable.path())!, 'utf8');
  const schema = JSON.parse(schemaText) as {
    format: string;
    indexes: Record<string, { hash?: string }>;
    models: Record<string, unknown>;
  };
  expect(schema.format).toBe('onetable:1.1.0');
  expect(Object.keys(schema.indexes)).toContain('GSI1');
  expect(importModelText(schemaText).design.entities.map((e) => e.name)).toEqual(shown);

  const [wb] = await Promise.all([
    page.waitForEvent('download'),
    design().getByRole('button', { name: 'Export NoSQL Workbench model' }).click(),
  ]);
  const wbText = await readFile((await wb.path())!, 'utf8');
  const model = JSON.parse(wbText) as {
    DataModel: {
      GlobalSecondaryIndexes: { IndexName: string }[];
      TableFacets: { FacetName: string; TableData: unknown[] }[];
    }[];
  };
  expect(model.DataModel[0]!.GlobalSecondaryIndexes.map((g) => g.IndexName)).toEqual(['GSI1']);
  expect(model.DataModel[0]!.TableFacets.map((f) => f.FacetName)).toEqual(shown);
  expect(model.DataModel[0]!.TableFacets.every((f) => f.TableData.length > 0)).toBe(true);
  expect(importModelText(wbText).design.entities.map((e) => e.name)).toEqual(shown);
});
