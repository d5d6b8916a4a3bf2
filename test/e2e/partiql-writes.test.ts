/**
 * PartiQL writes in the real UI (web mode, Chromium, the sandbox's dynalite): an UPDATE typed in
 * the PartiQL editor is staged, not written (the table is unchanged), shows in "Staged changes"
 * with its diff, and lands when committed; a transaction of an INSERT and a DELETE stages both;
 * an UPDATE DynamoDB would refuse (its WHERE condition false for the item) is refused before
 * anything is staged.
 */
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable } from '../support/test-table.js';
import { openTable, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'PqWriteOrders';
let raw: DynamoDBClient;

beforeAll(async () => {
  raw = await createSandboxTable(app.serve, pkSkTable(TABLE), [
    {
      PK: { S: 'CUSTOMER#1' },
      SK: { S: 'ORDER#1' },
      state: { S: 'open' },
      total: { N: '12345678901234567890123456789012345678' },
      note: { S: 'gift' },
    },
    { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#2' }, state: { S: 'open' } },
  ]);
}, 120_000);
afterAll(() => raw?.destroy());

const stored = async (sk: string) =>
  (
    await raw.send(
      new GetItemCommand({ TableName: TABLE, Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: sk } }, ConsistentRead: true }),
    )
  ).Item;
const editor = (page: Page) => page.getByRole('textbox', { name: 'PartiQL statement' });
const staged = (page: Page) => page.getByRole('region', { name: 'Staged changes' });

async function openPartiql(page: Page): Promise<void> {
  await openTable(page, TABLE);
  await page.getByRole('tab', { name: 'PartiQL' }).click();
  await editor(page).waitFor();
}

test('an UPDATE is staged, not written; committed, it lands, the number exact', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openPartiql(page);
  await editor(page).fill(
    `UPDATE "${TABLE}" SET state = 'shipped', total = total + 1 REMOVE note WHERE PK = 'CUSTOMER#1' AND SK = 'ORDER#1'`,
  );
  await expect
    .poll(async () => (await page.getByRole('status', { name: 'Statement plan' }).textContent()) ?? '')
    .toMatch(/UpdateItem in table PqWriteOrders.*staged as changes/);
  expect(await page.getByLabel('Statement problems').count()).toBe(0);
  await page.getByRole('button', { name: 'Run statement' }).click();

  await waitForStatus(page, 'Statement status', '1 change staged, not written');
  await staged(page).waitFor();
  const list = (await staged(page).textContent()) ?? '';
  expect(list).toMatch(/ORDER#1/);
  expect(list).toMatch(/shipped/);
  // Staged is not written: the table still holds the item as it was.
  expect((await stored('ORDER#1'))?.state).toEqual({ S: 'open' });

  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  const after = await stored('ORDER#1');
  expect(after).toEqual({
    PK: { S: 'CUSTOMER#1' },
    SK: { S: 'ORDER#1' },
    state: { S: 'shipped' },
    total: { N: '12345678901234567890123456789012345679' },
  });
}, 180_000);

test('a transaction of an INSERT and a DELETE stages both; an UPDATE whose condition is false is refused before staging', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openPartiql(page);
  await editor(page).fill(
    `UPDATE "${TABLE}" SET state = 'x' WHERE PK = 'CUSTOMER#1' AND SK = 'ORDER#2' AND state = 'closed'`,
  );
  await page.getByRole('button', { name: 'Run statement' }).click();
  await waitForStatus(page, 'Statement status', 'Not staged: this condition is false for the item as read');
  expect(await staged(page).count()).toBe(0);

  await editor(page).fill(
    `INSERT INTO "${TABLE}" VALUE {'PK': 'CUSTOMER#1', 'SK': 'ORDER#3', 'state': 'new'};\nDELETE FROM "${TABLE}" WHERE PK = 'CUSTOMER#1' AND SK = 'ORDER#2'`,
  );
  await expect
    .poll(async () => (await page.getByRole('status', { name: 'Statement plan' }).textContent()) ?? '')
    .toMatch(/2 statements as one transaction/);
  await page.getByRole('button', { name: 'Run statement' }).click();
  await waitForStatus(page, 'Statement status', '2 changes staged, not written');
  await expect.poll(async () => (await staged(page).textContent()) ?? '').toMatch(/Staged changes \(2\)/);
  expect(await stored('ORDER#3')).toBeUndefined();
  expect(await stored('ORDER#2')).toBeDefined();

  await staged(page).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 2 written');
  expect(await stored('ORDER#3')).toEqual({ PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#3' }, state: { S: 'new' } });
  expect(await stored('ORDER#2')).toBeUndefined();
}, 180_000);
