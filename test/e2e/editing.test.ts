/**
 * Safe editing in the real UI (web mode, Chromium, the sandbox's dynalite): an edit of one
 * attribute while a second SDK client changes another attribute of the same item is reported as
 * a conflict, re-applied on top, and both writes stand; a key change moves the item; Undo puts it
 * back; staged changes survive a reload.
 */
import { GetItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { openBulkChange } from '../support/bulk-change.js';
import { itemJson, setItemJsonText } from './item-json-box.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'EditOrders';
const TOTAL = '12345678901234567890123456789012345678';
let raw: DynamoDBClient;

beforeAll(async () => {
  raw = await createSandboxTable(app.serve, pkSkTable(TABLE), [
    { PK: { S: 'CUSTOMER#1' }, SK: { S: 'PROFILE' }, name: { S: 'Ann' } },
    {
      PK: { S: 'CUSTOMER#1' },
      SK: { S: 'ORDER#1' },
      state: { S: 'open' },
      total: { N: TOTAL },
      tags: { SS: ['gift', 'rush'] },
      ship: { M: { carrier: { S: 'post' }, eta: { S: 'monday' } } },
    },
    ...[1, 2, 3, 4, 5].map((i) => ({
      PK: { S: 'CUSTOMER#2' },
      SK: { S: `ORDER#${i}` },
      state: { S: i === 1 ? 'archived' : 'open' },
      n: { N: String(i) },
    })),
  ]);
}, 120_000);
afterAll(() => raw?.destroy());

const openApp = () => app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Item inspector' });
const staged = (page: Page) => page.getByRole('region', { name: 'Staged changes' });
const stored = async (sk: string) =>
  (
    await raw.send(
      new GetItemCommand({ TableName: TABLE, Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: sk } }, ConsistentRead: true }),
    )
  ).Item;

async function editItem(page: Page, sk: string, edit: (item: Record<string, unknown>) => void): Promise<void> {
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: sk }).first().click();
  await inspector(page).getByRole('button', { name: 'Edit item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  await box.waitFor();
  const item = await itemJson(box);
  edit(item);
  await setItemJsonText(box, JSON.stringify(item, null, 2));
  await dialog.getByRole('button', { name: 'Stage change' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a conflicting edit is shown, re-applied on top, and nothing the other client wrote is lost; a key change moves the item; Undo restores it', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');

  await editItem(page, 'ORDER#1', (item) => {
    item.state = { S: 'shipped' };
    (item.ship as { M: Record<string, unknown> }).M.carrier = { S: 'courier' };
  });
  // The other writer changes another attribute, and another key of the map we edit, after our read.
  await raw.send(
    new UpdateItemCommand({
      TableName: TABLE,
      Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#1' } },
      UpdateExpression: 'ADD tags :t SET ship.eta = :eta',
      ExpressionAttributeValues: { ':t': { SS: ['fragile'] }, ':eta': { S: 'tuesday' } },
    }),
  );
  const diff = staged(page).getByRole('table', { name: /^Diff of Edit CUSTOMER#1 \/ ORDER#1/ });
  expect(await diff.getByRole('row', { name: /state/ }).textContent()).toBe('state{"S":"open"}{"S":"shipped"}');

  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  const conflict = page.getByRole('region', { name: 'Conflict' });
  await conflict.waitFor();
  expect(await conflict.getByLabel('What is there now').textContent()).toContain('"fragile"');
  expect(await conflict.getByLabel('What you read').textContent()).not.toContain('"fragile"');
  expect(await conflict.getByLabel('Your change').textContent()).toContain('"S": "shipped"');
  // What the other writer changed, named down into the map we edit (a set's order is the server's).
  const named = await conflict
    .getByRole('list', { name: 'Changed since your read' })
    .getByRole('listitem')
    .allTextContents();
  expect(named).toHaveLength(2);
  expect(named[0]).toMatch(/^tags: \{"SS":\["gift","rush"\]\} → \{"SS":\[.*"fragile".*\]\}$/);
  expect(named[1]).toBe('ship.eta: {"S":"monday"} → {"S":"tuesday"}');
  expect((await stored('ORDER#1'))!.state).toEqual({ S: 'open' });

  await conflict.getByRole('button', { name: 'Re-apply on top' }).click();
  await conflict.waitFor({ state: 'detached' });
  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  const both = (await stored('ORDER#1'))!;
  expect(both.state).toEqual({ S: 'shipped' });
  // Re-applied inside the map too: our carrier, their eta.
  expect(both.ship).toEqual({ M: { carrier: { S: 'courier' }, eta: { S: 'tuesday' } } });

  expect(both.total).toEqual({ N: TOTAL });
  expect(both.tags!.SS!.sort()).toEqual(['fragile', 'gift', 'rush']);
  // The read on screen was run again and shows the write.
  await waitForStatus(page, 'Read progress', 'Read to the end.');
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: 'ORDER#1' }).first().click();
  await inspector(page)
    .getByRole('table', { name: 'Attributes' })
    .getByRole('row', { name: /state S shipped/ })
    .waitFor();

  // A key change: one delete and one put, and the diff says where the item goes.
  await editItem(page, 'ORDER#1', (item) => {
    item.SK = { S: 'ORDER#9' };
  });
  await staged(page)
    .getByText('The sort key changes: the item moves within its collection (CUSTOMER#1 / ORDER#9)')
    .waitFor();
  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  expect(await stored('ORDER#1')).toBeUndefined();
  expect((await stored('ORDER#9'))!.tags!.SS!.sort()).toEqual(['fragile', 'gift', 'rush']);
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: 'ORDER#9' }).first().waitFor();

  // Undo, conditional on the item being as the commit left it: it is, so the move is undone.
  await page.getByRole('region', { name: 'Commit history' }).getByRole('button', { name: 'Undo last commit' }).click();
  await waitForStatus(page, 'Commit status', 'Undo: 1 restored');
  expect(await stored('ORDER#9')).toBeUndefined();
  expect((await stored('ORDER#1'))!.state).toEqual({ S: 'shipped' });
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: 'ORDER#1' }).first().waitFor();
});

test('staged changes survive a reload, and are written only on Commit', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: 'PROFILE' }).first().click();
  await inspector(page).getByRole('button', { name: 'Delete item' }).click();
  await staged(page).getByRole('table', { name: 'Diff of Delete CUSTOMER#1 / PROFILE' }).waitFor();
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  await staged(page).getByRole('table', { name: 'Diff of Delete CUSTOMER#1 / PROFILE' }).waitFor();
  expect(await stored('PROFILE')).toBeDefined();
  await staged(page).getByRole('button', { name: 'Discard all' }).click();
  await staged(page).waitFor({ state: 'detached' });
  expect(await stored('PROFILE')).toBeDefined();
});

test('a bulk change over a read: dry run, stage, commit, undo', async () => {
  const page = await openApp();
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#2');
  const bulk = await openBulkChange(page);
  await bulk.getByRole('combobox', { name: 'Action' }).selectOption('set');
  await bulk.getByLabel('Attribute', { exact: true }).fill('state');
  await bulk.getByLabel('Value (DynamoDB JSON)').fill('{"S":"archived"}');
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  const dry = bulk.getByRole('status', { name: 'Dry run' });
  await dry.getByText(/^4 items would change \(1 left out/).waitFor();
  expect(await dry.textContent()).toContain('About 4 write units one by one, 8 in transactions');
  await bulk.getByRole('button', { name: 'Stage 4 changes' }).click();
  await staged(page).getByRole('heading', { name: 'Staged changes (4)' }).waitFor();
  for (let i = 2; i <= 5; i++)
    expect(
      (
        await raw.send(
          new GetItemCommand({
            TableName: TABLE,
            Key: { PK: { S: 'CUSTOMER#2' }, SK: { S: `ORDER#${i}` } },
            ConsistentRead: true,
          }),
        )
      ).Item!.state,
    ).toEqual({ S: 'open' });
  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 4 written');
  const states = async () =>
    Promise.all(
      [1, 2, 3, 4, 5].map(
        async (i) =>
          (
            await raw.send(
              new GetItemCommand({
                TableName: TABLE,
                Key: { PK: { S: 'CUSTOMER#2' }, SK: { S: `ORDER#${i}` } },
                ConsistentRead: true,
              }),
            )
          ).Item!.state!.S,
      ),
    );
  expect(await states()).toEqual(['archived', 'archived', 'archived', 'archived', 'archived']);
  await page.getByRole('region', { name: 'Commit history' }).getByRole('button', { name: 'Undo last commit' }).click();
  await waitForStatus(page, 'Commit status', 'Undo: 4 restored');
  expect(await states()).toEqual(['archived', 'open', 'open', 'open', 'open']);
});

test('a JSON syntax error is marked in the item editor where it is, beside the problem text; an edit clears the mark; no CSP violation', async () => {
  const page = await app.open('', {
    viewport: { width: 1440, height: 1400 },
    loadedWithin: 60_000,
    // The editor (CodeMirror, its fold gutter, the mark) styled under the app's CSP: no inline style refused.
    initScript: `document.addEventListener('securitypolicyviolation', (e) => {
      (window.__csp ??= []).push(e.violatedDirective + ': ' + (e.sample || e.blockedURI));
    }, true);`,
  });
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  await grid(page).locator('[role="row"][aria-level="2"]', { hasText: 'PROFILE' }).first().click();
  await inspector(page).getByRole('button', { name: 'Edit item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  await box.waitFor();
  // The comma after PK's value is missing: the parser stops at the quote that opens "SK".
  const broken = '{\n  "PK": {"S": "CUSTOMER#1"}\n  "SK": {"S": "PROFILE"},\n  "name": {"S": "Ann"}\n}';
  await setItemJsonText(box, broken);
  await dialog.getByRole('button', { name: 'Stage change' }).click();
  await expect.poll(async () => (await dialog.getByRole('alert').textContent()) ?? '').toMatch(/^Not valid JSON/);
  const mark = box.locator('.code-problem');
  await mark.waitFor();
  expect(await mark.textContent()).toBe('"');
  expect(await mark.evaluate((el) => el.closest('.cm-line')?.textContent)).toBe('  "SK": {"S": "PROFILE"},');
  expect(await box.getAttribute('aria-invalid')).toBe('true');
  await setItemJsonText(box, broken.replace('}\n  "SK"', '},\n  "SK"'));
  await mark.waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
});
