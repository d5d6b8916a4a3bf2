/**
 * The item editor's form in the real UI (web mode, Chromium, the sandbox's dynalite): a 38-digit
 * number edited through its field survives a switch to the JSON view and back, a set stays a set,
 * and both read back byte-identical after the commit; a new item started from an entity of the
 * inferred design lands with the keys its templates build; a change that drops the type attribute
 * is flagged in its diff before commit.
 */
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable, type TableItem } from '../support/test-table.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { itemJson } from './item-json-box.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'FormOrders';
const NEW_TOTAL = '98765432109876543210987654321098765432';
let raw: DynamoDBClient;

beforeAll(async () => {
  const items: TableItem[] = [];
  for (const c of [1, 2, 3]) {
    items.push({
      PK: { S: `CUSTOMER#${c}` },
      SK: { S: 'PROFILE' },
      type: { S: 'customer' },
      name: { S: `Customer ${c}` },
    });
    for (const o of [1, 2, 3]) {
      items.push({
        PK: { S: `CUSTOMER#${c}` },
        SK: { S: `ORDER#${c}${o}` },
        type: { S: 'order' },
        total: { N: `1${c}${o}.5` },
        tags: { SS: ['gift', 'rush'] },
        blob: { B: new Uint8Array([0, 1, 2, 255]) },
        meta: { M: { by: { S: 'ann' }, at: { L: [{ N: '1E-130' }, { N: '9.99E+125' }] } } },
      });
    }
  }
  raw = await createSandboxTable(app.serve, pkSkTable(TABLE), items);
}, 120_000);
afterAll(() => raw?.destroy());

const openApp = () => app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Item inspector' });
const staged = (page: Page) => page.getByRole('region', { name: 'Staged changes' });
const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit item' });
const stored = async (pk: string, sk: string) =>
  (
    await raw.send(
      new GetItemCommand({ TableName: TABLE, Key: { PK: { S: pk }, SK: { S: sk } }, ConsistentRead: true }),
    )
  ).Item;

async function openEditor(page: Page, sk: string): Promise<void> {
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: sk }).first().click();
  await inspector(page).getByRole('button', { name: 'Edit item' }).click();
  await editor(page).waitFor();
}

test('a 38-digit number edited through the form survives the JSON view and back, a set stays a set, and both read back byte-identical', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  const before = (await stored('CUSTOMER#1', 'ORDER#12'))!;
  await openEditor(page, 'ORDER#12');
  const dialog = editor(page);
  await dialog.getByRole('radio', { name: 'Form' }).check();
  const form = dialog.getByRole('group', { name: 'Item as a form' });
  // Key attributes are marked and their type is the table's.
  await form.getByText('partition key (S)').waitFor();
  expect(await form.getByRole('combobox', { name: 'Type of PK' }).isDisabled()).toBe(true);
  expect(await form.getByRole('button', { name: 'Remove PK' }).count()).toBe(0);
  const total = form.getByRole('textbox', { name: 'total', exact: true });
  expect(await total.inputValue()).toBe('112.5');
  await total.fill('12,5');
  await form.getByText('total: N must be a number DynamoDB can read').waitFor();
  expect(await total.getAttribute('aria-invalid')).toBe('true');
  await page.screenshot({ path: '/tmp/ice-item-form-problem.png' });
  // The form and its problem message, in both themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const found = await seriousViolations(page);
    expect(found, `${colorScheme}: ${describeViolations(found)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await total.fill(NEW_TOTAL);
  await form.getByRole('button', { name: 'Add member to tags' }).click();
  await form.getByRole('textbox', { name: 'tags member 3', exact: true }).fill('fragile');
  expect(await form.getByLabel('blob as hex').textContent()).toBe('4 bytes: 00 01 02 ff');
  await page.screenshot({ path: '/tmp/ice-item-form.png', fullPage: false });

  // To the JSON view and back: nothing is lost or retyped.
  await dialog.getByRole('radio', { name: 'DynamoDB JSON' }).check();
  const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  const asText = await itemJson(box);
  expect(asText.total).toEqual({ N: NEW_TOTAL });
  expect(asText.tags).toEqual({ SS: ['gift', 'rush', 'fragile'] });
  expect(asText.meta).toEqual(before.meta);
  await dialog.getByRole('radio', { name: 'Form' }).check();
  expect(await form.getByRole('textbox', { name: 'total', exact: true }).inputValue()).toBe(NEW_TOTAL);
  // As the server keeps it (dynalite writes 1E-130 out in full), character for character.
  const tiny = (before.meta!.M!.at!.L![0] as { N: string }).N;
  expect(await form.getByRole('textbox', { name: 'meta.at[0]', exact: true }).inputValue()).toBe(tiny);

  // A type change only through the type control, and refused with its reason when it cannot convert.
  await form.getByRole('combobox', { name: 'Type of meta', exact: true }).selectOption('S');
  await form.getByRole('alert').filter({ hasText: 'meta is a map and cannot become a string' }).waitFor();
  expect(await form.getByRole('combobox', { name: 'Type of meta', exact: true }).inputValue()).toBe('M');

  await dialog.getByRole('button', { name: 'Stage change' }).click();
  await dialog.waitFor({ state: 'detached' });
  const diff = staged(page).getByRole('table', { name: /^Diff of Edit CUSTOMER#1 \/ ORDER#12/ });
  expect(await diff.getByRole('row', { name: /total/ }).textContent()).toBe(`total{"N":"112.5"}{"N":"${NEW_TOTAL}"}`);
  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  const after = (await stored('CUSTOMER#1', 'ORDER#12'))!;
  expect(after.total).toEqual({ N: NEW_TOTAL });
  expect(after.tags!.SS!.sort()).toEqual(['fragile', 'gift', 'rush']);
  expect(after.tags!.L).toBeUndefined();
  // Untouched attributes, byte for byte.
  for (const name of ['PK', 'SK', 'type', 'blob', 'meta'])
    expect(JSON.stringify(after[name as keyof typeof after])).toBe(JSON.stringify(before[name as keyof typeof before]));
});

test('a new item from an entity of the design: its key variables asked for, the keys and type filled in, written where the templates say', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#2');
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  const entity = dialog.getByRole('combobox', { name: 'Entity' });
  const options = await entity.locator('option').allTextContents();
  const order = options.find((o) => /order/i.test(o));
  expect(order, `entities offered: ${options.join(', ')}`).toBeDefined();
  await entity.selectOption({ label: order! });
  const slots = dialog.getByRole('group', { name: `Key values of ${order}` });
  const fields = slots.getByRole('textbox');
  expect(await fields.count()).toBe(2);
  await fields.nth(0).fill('7');
  await fields.nth(1).fill('701');
  const keys = dialog.getByRole('table', { name: 'Keys of the new item' });
  await keys.getByRole('row', { name: /PK .*CUSTOMER#7$/ }).waitFor();
  await keys.getByRole('row', { name: /SK .*ORDER#701$/ }).waitFor();
  await keys.getByRole('row', { name: /type .*"order"/ }).waitFor();
  await page.screenshot({ path: '/tmp/ice-new-item.png' });
  await dialog.getByRole('button', { name: 'Start the item' }).click();
  const edit = editor(page);
  const box = edit.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  expect(await itemJson(box)).toEqual({
    PK: { S: 'CUSTOMER#7' },
    SK: { S: 'ORDER#701' },
    type: { S: 'order' },
  });
  await edit.getByRole('button', { name: 'Stage change' }).click();
  await staged(page).getByRole('table', { name: 'Diff of New item CUSTOMER#7 / ORDER#701' }).waitFor();
  expect(await stored('CUSTOMER#7', 'ORDER#701')).toBeUndefined();
  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  expect(await stored('CUSTOMER#7', 'ORDER#701')).toEqual({
    PK: { S: 'CUSTOMER#7' },
    SK: { S: 'ORDER#701' },
    type: { S: 'order' },
  });
});

test('a change that drops the type attribute or leaves the collection is flagged in its diff, in words, before commit', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#3');
  await openEditor(page, 'ORDER#31');
  const dialog = editor(page);
  await dialog.getByRole('radio', { name: 'Form' }).check();
  const form = dialog.getByRole('group', { name: 'Item as a form' });
  await form.getByRole('button', { name: 'Remove type' }).click();
  await form.getByRole('textbox', { name: 'PK', exact: true }).fill('CUSTOMER#4');
  await dialog.getByRole('button', { name: 'Stage change' }).click();
  const review = staged(page).getByRole('list', { name: /^Review of Edit CUSTOMER#3 \/ ORDER#31/ });
  await review.getByText('The change drops the type attribute "type" (was "order")', { exact: false }).waitFor();
  await review
    .getByText('The item moves out of its item collection "CUSTOMER#3" into "CUSTOMER#4" in the table.')
    .waitFor();
  await page.screenshot({ path: '/tmp/ice-review.png' });
  await staged(page).getByRole('button', { name: 'Discard all' }).click();
  await staged(page).waitFor({ state: 'detached' });
  expect((await stored('CUSTOMER#3', 'ORDER#31'))!.type).toEqual({ S: 'order' });
});
