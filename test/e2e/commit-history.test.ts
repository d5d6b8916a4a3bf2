/**
 * The write history in the real UI (web mode, Chromium, the sandbox's dynalite): each commit with
 * its state, Undo of an older commit while a newer one stays (undo in any order), the state then
 * "undone", and "Clear write history" asked first and then gone.
 */
import { GetItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { itemJson, setItemJsonText } from './item-json-box.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'HistoryOrders';
let raw: DynamoDBClient;

beforeAll(async () => {
  raw = await createSandboxTable(
    app.serve,
    pkSkTable(TABLE),
    [1, 2].map((i) => ({ PK: { S: 'CUSTOMER#1' }, SK: { S: `ORDER#${i}` }, state: { S: 'open' } })),
  );
}, 120_000);
afterAll(() => raw?.destroy());

const stateOf = async (sk: string) =>
  (
    await raw.send(
      new GetItemCommand({ TableName: TABLE, Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: sk } }, ConsistentRead: true }),
    )
  ).Item!.state!.S;

async function commitEdit(page: Page, sk: string, state: string): Promise<void> {
  await page
    .getByRole('treegrid', { name: 'Item collections' })
    .locator('[role="row"][aria-level="2"]', { hasText: sk })
    .first()
    .click();
  await page.getByRole('complementary', { name: 'Item inspector' }).getByRole('button', { name: 'Edit item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  await box.waitFor();
  const item = await itemJson(box);
  item.state = { S: state };
  await setItemJsonText(box, JSON.stringify(item, null, 2));
  await dialog.getByRole('button', { name: 'Stage change' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('region', { name: 'Staged changes' }).getByRole('button', { name: 'Commit changes' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
}

test('the history shows each commit’s state; an older commit is undone on its own; Clear write history asks, then empties it', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  await commitEdit(page, 'ORDER#1', 'first');
  await commitEdit(page, 'ORDER#2', 'second');

  const history = page.getByRole('region', { name: 'Commit history' });
  const rows = history.getByRole('list', { name: 'Commits' }).getByRole('listitem');
  await history.getByRole('heading', { name: 'Commits (2)' }).waitFor();
  expect(await rows.allTextContents()).toEqual([
    expect.stringContaining('undoable'),
    expect.stringContaining('undoable'),
  ]);

  // The older commit, undone while the newer one stays.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Undo the commit at / })
    .click();
  await waitForStatus(page, 'Commit status', 'Undo: 1 restored');
  await rows.nth(1).getByText('undone', { exact: true }).waitFor();
  expect(await stateOf('ORDER#1')).toBe('open');
  expect(await stateOf('ORDER#2')).toBe('second');
  expect(await rows.nth(0).textContent()).toContain('undoable');

  // Another writer changes the newer commit's item: its undo is a conflict in the undo's own words.
  await raw.send(
    new UpdateItemCommand({
      TableName: TABLE,
      Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#2' } },
      UpdateExpression: 'SET #s = :v',
      ExpressionAttributeNames: { '#s': 'state' },
      ExpressionAttributeValues: { ':v': { S: 'theirs' } },
    }),
  );
  await rows
    .nth(0)
    .getByRole('button', { name: /^Undo the commit at / })
    .click();
  await waitForStatus(page, 'Commit status', 'Undo: 0 restored');
  const conflict = page.getByRole('region', { name: 'Conflict' });
  await conflict.getByRole('heading', { name: /^Conflict on undo: / }).waitFor();
  expect(await conflict.getByLabel('As the commit left it').textContent()).toContain('"S": "second"');
  expect(await conflict.getByLabel('What undo would put back').textContent()).toContain('"S": "open"');
  await rows
    .nth(0)
    .getByText(/changed since the commit, so undo left it as it is/)
    .waitFor();
  expect(await stateOf('ORDER#2')).toBe('theirs');

  await history.getByRole('button', { name: 'Clear write history' }).click();
  const ask = history.getByRole('group', { name: 'Clear write history?' });
  await ask.getByText(/can no longer be undone/).waitFor();
  await ask.getByRole('button', { name: 'Clear history' }).click();
  await waitForStatus(page, 'Commit status', 'Write history cleared: 2 commits');
  await history.waitFor({ state: 'detached' });
  expect(await stateOf('ORDER#2')).toBe('theirs');
}, 180_000);
