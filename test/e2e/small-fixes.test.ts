/**
 * Small defects of the new-user trial, on tables this file makes in the sandbox (the way a user
 * makes their own there): parcel hubs spread evenly and one hub holding most parcels.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CreateTableCommand, waitUntilTableExists, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { openTable, openTool, waitForStatus } from './tools-e2e-helpers.js';
import { putItems } from '../support/put-items.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

/** A hub record and its parcels and couriers; `sizes[h]` items in hub h+1. */
function hubItems(sizes: number[]): Record<string, AttributeValue>[] {
  const out: Record<string, AttributeValue>[] = [];
  sizes.forEach((n, h) => {
    const hub = { S: `hub-${h + 1}` };
    out.push({ hub, parcel: { S: 'A-HUB' }, kind: { S: 'Hub' }, city: { S: `City ${h + 1}` } });
    for (let i = 1; i < n; i++) {
      const courier = i % 4 === 0;
      out.push({ hub, parcel: { S: `${courier ? 'COURIER' : 'PARCEL'}#${String(i).padStart(3, '0')}` }, kind: { S: courier ? 'Courier' : 'Parcel' }, grams: { N: String(100 + i) } });
    }
  });
  return out;
}

beforeAll(async () => {
  const api = createHttpClient(app.serve.origin, app.serve.token);
  const sandbox = await api.connect({ connectionId: 'sandbox' });
  const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
  for (const [name, sizes] of [['EvenHubs', [20, 20, 20, 20, 20]], ['SkewedHubs', [64, 9, 9, 9, 9]]] as const) {
    await raw.send(new CreateTableCommand({
      TableName: name, BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'hub', KeyType: 'HASH' }, { AttributeName: 'parcel', KeyType: 'RANGE' }],
      AttributeDefinitions: [{ AttributeName: 'hub', AttributeType: 'S' }, { AttributeName: 'parcel', AttributeType: 'S' }],
    }));
    await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: name });
    await putItems(raw, name, hubItems([...sizes]));
  }
  raw.destroy();
}, 120_000);

const openApp = (hash = '') => app.open(hash, { viewport: { width: 1440, height: 950 }, acceptDownloads: true, loadedWithin: 60_000 });
const plainForm = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
const builder = (page: Page) => page.getByRole('region', { name: 'Expression builder' });

async function scan(page: Page): Promise<void> {
  await plainForm(page).getByRole('tab', { name: 'Scan' }).click();
  await plainForm(page).getByRole('button', { name: 'Run scan' }).click();
  await waitForStatus(page, 'Read progress', 'Read to the end.');
}

async function statisticsNotes(page: Page, table: string): Promise<string[]> {
  await openTable(page, table);
  const panel = await openTool(page, 'Statistics');
  await panel.getByRole('button', { name: 'Scan for statistics' }).click();
  await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.');
  const notes = panel.getByRole('list', { name: 'Statistics notes' });
  return (await notes.count()) === 0 ? [] : notes.locator('li').allTextContents();
}

describe('statistics', () => {
  test('an evenly spread table gets no hot-partition warning; one hub holding most items gets one that says by how much', async () => {
    const page = await openApp();
    expect((await statisticsNotes(page, 'EvenHubs')).filter((n) => /partition/.test(n))).toEqual([]);
    const skewed = (await statisticsNotes(page, 'SkewedHubs')).filter((n) => /traffic lands on one partition/.test(n));
    expect(skewed).toHaveLength(1);
    expect(skewed[0]).toContain('"hub-1" holds 64% of the 100 items scanned, 3.2 times its even share (20% of the items for each of 5 collections)');
    await page.screenshot({ path: '/tmp/sf/stats-skewed.png' });
  });
});

describe('export', () => {
  test('One collection with a value not in the read disables the download and says why; a value in it exports only that collection', async () => {
    const page = await openApp();
    await openTable(page, 'EvenHubs');
    await scan(page);
    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    const download = form.getByRole('button', { name: 'Download' });
    await form.getByLabel('One collection (partition key value)').fill('hub-404');
    await form.getByText('No collection hub-404 in the items read, so there is nothing to export').waitFor();
    expect(await download.isDisabled()).toBe(true);
    expect(await form.getByLabel('What to export').locator('option:checked').textContent()).toBe('Collection hub-404 (not in the items read)');
    await page.screenshot({ path: '/tmp/sf/export-missing.png' });

    await form.getByLabel('One collection (partition key value)').fill('hub-2');
    expect(await download.isDisabled()).toBe(false);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('EvenHubs-hub-2.json');
    await waitForStatus(page, 'Export progress', 'Exported 20 items');
  });
});

describe('Limit', () => {
  const tooBig = '99999999999999';
  const said = "DynamoDB's largest Limit is 2,147,483,647; got 99,999,999,999,999";

  test('past 2,147,483,647 is refused beside the field in the plain form and in the builder', async () => {
    const page = await openApp();
    await openTable(page, 'EvenHubs');
    const form = plainForm(page);
    await form.getByLabel('Partition key', { exact: true }).fill('hub-1');
    await form.getByLabel('Limit', { exact: true }).fill(tooBig);
    await form.getByRole('button', { name: 'Run query' }).click();
    await form.locator('.field-problem', { hasText: said }).waitFor();
    expect(await form.getByLabel('Limit', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = builder(page);
    await b.getByLabel('Limit', { exact: true }).fill(tooBig);
    await b.getByText(said).first().waitFor();
    expect(await b.getByRole('button', { name: 'Run query' }).isDisabled()).toBe(true);
    await b.getByLabel('Limit', { exact: true }).fill('2147483647');
    expect(await b.getByRole('button', { name: 'Run query' }).isDisabled()).toBe(false);
  });
});

describe('several partitions', () => {
  test('one key reads "in 1 partition"; an empty key list names the key and says the result shown is the previous one', async () => {
    const page = await openApp();
    await openTable(page, 'EvenHubs');
    const tool = await openTool(page, 'Several partitions');
    await tool.getByLabel('Partition keys').fill('hub-3');
    await tool.getByRole('button', { name: 'Read partitions' }).click();
    await tool.getByText('Query EvenHubs where hub in 1 partition', { exact: true }).waitFor();
    await tool.getByLabel('Partition keys').fill('');
    await tool.getByRole('button', { name: 'Read partitions' }).click();
    await tool.getByText('Partition keys: enter at least one value of "hub"').waitFor();
    await tool.getByText('Nothing was read this time: what follows is the previous read (Query EvenHubs where hub in 1 partition).').waitFor();
  });
});

describe('the builder\'s paste', () => {
  test('a request for another table says so and opens that table with the request', async () => {
    const page = await openApp();
    await openTable(page, 'SaasOrganizations');
    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = builder(page);
    await b.locator('summary', { hasText: 'Paste a request' }).click();
    await b.getByLabel('Pasted request').fill(JSON.stringify({
      TableName: 'EvenHubs', KeyConditionExpression: 'hub = :h AND begins_with(parcel, :p)',
      ExpressionAttributeValues: { ':h': { S: 'hub-4' }, ':p': { S: 'COURIER#' } },
    }));
    await b.getByRole('button', { name: 'Fill the form from the pasted text' }).click();
    await b.getByRole('alert').getByText('This request is for table "EvenHubs", not "SaasOrganizations", the table open now').waitFor();
    await page.screenshot({ path: '/tmp/sf/paste-other-table.png' });
    await b.getByRole('button', { name: 'Open table EvenHubs and paste there' }).click();
    await b.getByText('The form now holds the pasted request.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: 'EvenHubs', exact: true }).getAttribute('aria-current')).toBe('true');
    expect(await b.getByLabel('Partition key', { exact: true }).inputValue()).toBe('hub-4');
  });
});

describe('entity colours', () => {
  const colours = (grid: Locator) => grid.locator('[role="row"][aria-level="2"]').evaluateAll((rows) => {
    const out: Record<string, string> = {};
    for (const r of rows) out[r.getAttribute('data-entity-type') ?? ''] = (r as HTMLElement).style.getPropertyValue('--tone-light');
    return out;
  });

  test('choosing another parent type keeps every type\'s colour', async () => {
    const page = await openApp('#/query?table=EvenHubs&pk=hub-1');
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await expect.poll(() => grid.locator('[data-parent="true"]').count(), { timeout: 30_000 }).toBe(1);
    const before = await colours(grid);
    expect(Object.keys(before).sort()).toEqual(['Courier', 'Hub', 'Parcel']);
    expect(new Set(Object.values(before)).size).toBe(3);
    const legend = async () => page.getByRole('list', { name: 'Entity types' }).locator('.swatch').evaluateAll((s) => s.map((e) => (e as HTMLElement).style.getPropertyValue('--tone-light')).sort());
    const legendBefore = await legend();
    await page.getByLabel('Parent type').selectOption('Courier');
    await expect.poll(() => grid.locator('[data-parent="true"][data-entity-type="Courier"]').count()).toBeGreaterThan(0);
    expect(await colours(grid)).toEqual(before);
    expect(await legend()).toEqual(legendBefore);
  });

  test('a read that finds some of the table\'s types gives each the colour the whole read gave it', async () => {
    // Hub and Parcel land on one slot: with both read, Parcel moves; read alone, it used to stay.
    const page = await openApp('#/query?table=EvenHubs&pk=hub-3');
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await waitForStatus(page, 'Read progress', 'Read to the end. 20 items');
    const whole = await colours(grid);
    await page.evaluate(() => { location.hash = '#/query?table=EvenHubs&pk=hub-3&skop=begins_with&sk=PARCEL'; });
    await waitForStatus(page, 'Read progress', 'Read to the end. 15 items');
    const parcels = await colours(grid);
    expect(Object.keys(parcels)).toEqual(['Parcel']);
    expect(parcels.Parcel).toBe(whole.Parcel);
  });
});

describe('links', () => {
  test('a link with a parameter this version does not use is not run, and the parameter is named', async () => {
    const page = await openApp('#/query?table=EvenHubs&pk=hub-2&skOp=between&sk=PARCEL%23002');
    const notice = page.getByRole('alert').filter({ hasText: 'The link was not run' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('skOp=between (did you mean skop?)');
    await page.getByRole('tab', { name: 'Plain form' }).click();
    expect(await plainForm(page).getByLabel('Partition key', { exact: true }).inputValue()).toBe('hub-2');
    expect(await page.getByRole('treegrid', { name: 'Item collections' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/sf/link-ignored.png' });
  });
});

describe('projection', () => {
  test('a projected attribute no item has is named after the read, with the one it likely meant', async () => {
    // The hub read whole first, as a user does: the table's model then knows its attributes.
    const page = await openApp('#/query?table=SkewedHubs&pk=hub-2');
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    expect(await page.getByRole('note', { name: 'Projected attributes not found' }).count()).toBe(0);
    // `Grams` for `grams` (names are case-sensitive) and `citty` for `city`: DynamoDB answers both without a word.
    await page.evaluate((h) => { location.hash = h; }, `#/query?table=SkewedHubs&pk=hub-2&projection=${encodeURIComponent('hub, parcel, #g, citty, #k')}&names=${encodeURIComponent('{"#k":"kind","#g":"Grams"}')}`);
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    const note = page.getByRole('note', { name: 'Projected attributes not found' });
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    // Named with the placeholder it was typed through.
    expect(text).toContain('No item read has "Grams" (#g), "citty", which the projection asks for.');
    expect(text).toContain('Did you mean "grams" for "Grams"?');
    expect(text).toContain('Did you mean "city" for "citty"?');
    // `kind`, through its placeholder, was found: not named.
    expect(text).not.toContain('kind');
    await page.screenshot({ path: '/tmp/sf/absent-projection.png' });

    // Fixed, the note goes.
    await page.evaluate(() => { location.hash = `#/query?table=SkewedHubs&pk=hub-2&projection=${encodeURIComponent('hub, parcel, grams, city')}`; });
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    await expect.poll(() => page.getByRole('note', { name: 'Projected attributes not found' }).count()).toBe(0);
  });

  test('a filter naming an attribute no item read has is named after the read, as the projection is (issue 19)', async () => {
    // `kinds` for `kind`: attribute_not_exists keeps every item, and DynamoDB says nothing.
    const page = await openApp(`#/query?table=SkewedHubs&pk=hub-2&filter=${encodeURIComponent('attribute_not_exists(kinds)')}`);
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    const note = page.getByRole('note', { name: 'Filtered attributes not found' });
    await note.waitFor();
    expect(await note.textContent()).toContain('No item read has "kinds", which the filter names. Did you mean "kind" for "kinds"?');
    // A filter on attributes the items have says nothing.
    await page.evaluate(() => { location.hash = `#/query?table=SkewedHubs&pk=hub-2&filter=${encodeURIComponent('attribute_exists(kind)')}`; });
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    await expect.poll(() => note.count()).toBe(0);
  });
});
