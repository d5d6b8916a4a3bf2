/**
 * Copy to…, as a user meets it: a 5,000-item collection on the sandbox (keys PK/SK) copied to
 * AWS's DynamoDB Local (keys pk/sk, another connection) with two attributes masked, stopped
 * halfway and resumed; Compare then finds nothing different but the masked attributes, every
 * other attribute is byte-identical by the raw SDK (38-digit numbers, 1E-130, sets, binary, nested
 * maps), a value masked the same on every item; Undo on the target leaves it empty as before. And
 * the rule for a key the target holds: Skip leaves it, Overwrite replaces it.
 */
import { GetItemCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable, type TableItem } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';

let db: RunningDynamoDBLocal;
beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
}, 120_000);
const app = useWebApp({ startTimeout: 120_000, pagePerTest: true, serveArgs: () => ['--endpoint', db.endpoint] });
let sandbox: DynamoDBClient;
let local: DynamoDBClient;

const ITEMS = 5000;
const order = (i: number): TableItem => ({
  PK: { S: 'CUST#1' },
  SK: { S: `ORDER#${String(i).padStart(5, '0')}` },
  email: { S: `user${i % 50}@example.com` },
  phone: { S: `+1-555-${String(i % 97).padStart(4, '0')}` },
  total: { N: i === 0 ? '12345678901234567890123456789012345678' : `${i}.25` },
  tiny: { N: '1E-130' },
  tags: { SS: ['a', 'b', `t${i % 7}`] },
  blob: { B: Uint8Array.from([0, 1, 2, 255, i & 0xff]) },
  nested: {
    M: { deep: { L: [{ NS: ['1', '2.5'] }, { BS: [Uint8Array.from([1])] }, { NULL: true }, { BOOL: true }] } },
  },
});
const lowerKeys = (item: TableItem): TableItem =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k === 'PK' ? 'pk' : k === 'SK' ? 'sk' : k, v]));
const pkSk = (name: string) => ({
  TableName: name,
  BillingMode: 'PAY_PER_REQUEST' as const,
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' as const },
    { AttributeName: 'sk', KeyType: 'RANGE' as const },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' as const },
    { AttributeName: 'sk', AttributeType: 'S' as const },
  ],
});

async function scanAll(client: DynamoDBClient, TableName: string): Promise<TableItem[]> {
  const out: TableItem[] = [];
  let start: TableItem | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ConsistentRead: true, ExclusiveStartKey: start }));
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

beforeAll(async () => {
  sandbox = await createSandboxTable(
    app.serve,
    pkSkTable('Orders'),
    Array.from({ length: ITEMS }, (_, i) => order(i)),
  );
  await createTable(
    sandbox,
    pkSkTable('Small'),
    Array.from({ length: 10 }, (_, i) => ({ ...order(i), PK: { S: 'S#1' } })),
  );
  local = testClient(db.endpoint);
  await createTable(local, pkSk('orders_copy'));
  await createTable(
    local,
    pkSk('small_copy'),
    [1, 2, 3].map((i) => ({
      pk: { S: 'S#1' },
      sk: { S: `ORDER#${String(i).padStart(5, '0')}` },
      note: { S: 'there first' },
    })),
  );
}, 240_000);
afterAll(async () => {
  sandbox?.destroy();
  local?.destroy();
  await db?.close();
});

/** Opens "Copy items" on the read on screen, aimed at `table` on DynamoDB Local. */
async function openCopy(page: Page, localId: string, table: string) {
  await page.getByRole('button', { name: 'Copy to…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Copy items' });
  await dialog.getByRole('combobox', { name: 'Target connection' }).selectOption(localId);
  await expect
    .poll(() => dialog.getByRole('combobox', { name: 'Target table' }).locator('option').allTextContents())
    .toContain(table);
  await dialog.getByRole('combobox', { name: 'Target table' }).selectOption(table);
  // The mapping shows because the names differ (PK/SK here, pk/sk there).
  await dialog.getByRole('group', { name: 'Key mapping' }).waitFor();
  return dialog;
}

async function start(page: Page) {
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
  const localId = await picker.inputValue();
  await picker.selectOption('sandbox');
  return localId;
}

test('copies a 5,000-item collection masked, stops, resumes, compares equal but the masked, and undoes', async () => {
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1100 } });
  const localId = await start(page);
  await openTable(page, 'Orders');
  await runQuery(page, 'CUST#1');
  const dialog = await openCopy(page, localId, 'orders_copy');
  await dialog.getByRole('checkbox', { name: 'Mask email' }).check();
  await dialog.getByRole('checkbox', { name: 'Mask phone' }).check();
  await dialog.getByRole('radiogroup', { name: 'When the key exists' }).getByRole('radio', { name: 'Skip' }).check();
  // Slow enough to be stopped halfway on any machine; Resume goes on unthrottled.
  await dialog.getByLabel('Max write units per second').fill('100');
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const dry = dialog.getByRole('region', { name: 'Copy dry run' });
  await dry.waitFor({ timeout: 120_000 });
  expect(await dry.textContent()).toContain('5,000');

  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  const progress = dialog.getByRole('status', { name: 'Copy progress' });
  await progress.filter({ hasText: /Running: [1-9][\d,]* of 5,000 written/ }).waitFor({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await progress.filter({ hasText: /^Stopped/ }).waitFor({ timeout: 60_000 });
  const halfway = (await scanAll(local, 'orders_copy')).length;
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(ITEMS);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await progress.filter({ hasText: /^Done: 5,000 of 5,000 written/ }).waitFor({ timeout: 180_000 });

  // Every attribute not masked is byte-identical; a masked one keeps its type and length, and the
  // same email gives the same fake on every item.
  const source = new Map((await scanAll(sandbox, 'Orders')).map((i) => [i.SK!.S!, i]));
  const copied = await scanAll(local, 'orders_copy');
  expect(copied).toHaveLength(ITEMS);
  const fakes = new Map<string, string>();
  for (const item of copied) {
    const from = source.get(item.sk!.S!)!;
    const { email, phone, ...rest } = item;
    const { email: e0, phone: p0, ...rest0 } = lowerKeys(from);
    expect(rest).toEqual(rest0);
    expect(email!.S).toHaveLength(e0!.S!.length);
    expect(email!.S).not.toBe(e0!.S);
    expect(phone!.S!.replace(/\d/g, '9')).toBe(p0!.S!.replace(/\d/g, '9'));
    expect(fakes.get(e0!.S!) ?? email!.S).toBe(email!.S);
    fakes.set(e0!.S!, email!.S!);
  }

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const compare = page.getByRole('region', { name: 'Compare' });
  await compare.getByLabel('Compare with connection').selectOption(localId);
  await expect
    .poll(() => compare.getByLabel('Compare with table').locator('option').allTextContents())
    .toContain('orders_copy');
  await compare.getByLabel('Compare with table').selectOption('orders_copy');
  await compare.getByLabel('Leave out attributes').fill('email, phone');
  await compare.getByRole('button', { name: 'Run comparison' }).click();
  await waitForStatus(page, 'Compare progress', 'done', 120_000);
  const count = (name: string) => compare.getByLabel(name, { exact: true }).textContent();
  expect([await count('Only left'), await count('Only right'), await count('Different')]).toEqual(['0', '0', '0']);

  await dialog.getByRole('button', { name: 'Undo bulk run' }).click();
  // The copy created every item: its undo says it deletes them, not that it puts them back.
  await dialog
    .getByRole('region', { name: 'Undo preview' })
    .getByText('Undo will delete 5,000 items the run created. Nothing is written until you confirm.')
    .waitFor({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Confirm undo' }).click();
  await dialog
    .getByRole('status', { name: 'Bulk undo progress' })
    .filter({ hasText: /^Undone/ })
    .waitFor({ timeout: 180_000 });
  expect(await dialog.getByRole('status', { name: 'Bulk undo progress' }).textContent()).toBe(
    'Undone: 5,000 of 5,000 undone (5,000 of 5,000 the run created deleted).',
  );
  expect(await scanAll(local, 'orders_copy')).toEqual([]);
}, 900_000);

test('a key the target holds: Skip leaves it, Overwrite replaces it (copied from a collection row’s menu)', async () => {
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1100 } });
  const localId = await start(page);
  await openTable(page, 'Small');
  await runQuery(page, 'S#1');
  const get = async (sk: string) =>
    (
      await local.send(
        new GetItemCommand({ TableName: 'small_copy', Key: { pk: { S: 'S#1' }, sk: { S: sk } }, ConsistentRead: true }),
      )
    ).Item;

  await page.getByRole('treegrid').getByRole('row').nth(1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Copy to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy items' });
  await dialog.getByRole('combobox', { name: 'Target connection' }).selectOption(localId);
  await expect
    .poll(() => dialog.getByRole('combobox', { name: 'Target table' }).locator('option').allTextContents())
    .toContain('small_copy');
  await dialog.getByRole('combobox', { name: 'Target table' }).selectOption('small_copy');
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const dry = dialog.getByRole('region', { name: 'Copy dry run' });
  // A problem shows as an alert: fail with its words rather than a timeout.
  await dialog.getByRole('alert').or(dry).first().waitFor({ timeout: 180_000 });
  expect(await dry.isVisible(), (await dialog.textContent()) ?? '').toBe(true);
  expect(await dry.getByRole('list', { name: 'Keys that exist already' }).getByRole('listitem').count()).toBe(3);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await dialog.getByRole('status', { name: 'Copy progress' }).filter({ hasText: /^Done/ }).waitFor({ timeout: 60_000 });
  expect((await get('ORDER#00001'))?.note).toEqual({ S: 'there first' });
  // As the sandbox holds it: each server writes 1E-130 its own way, the copy keeps what was read.
  const held = async (sk: string) =>
    (
      await sandbox.send(
        new GetItemCommand({ TableName: 'Small', Key: { PK: { S: 'S#1' }, SK: { S: sk } }, ConsistentRead: true }),
      )
    ).Item!;
  expect(await get('ORDER#00005')).toEqual(lowerKeys(await held('ORDER#00005')));

  await dialog.getByRole('radio', { name: 'Overwrite', exact: true }).check();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(async () => (await get('ORDER#00001'))?.note, { timeout: 60_000 }).toBeUndefined();
  expect(await get('ORDER#00001')).toEqual(lowerKeys(await held('ORDER#00001')));
}, 300_000);
