/**
 * The guard rail before a write that is not local: a commit on an AWS profile connection asks in
 * an alertdialog that names the account, the region and the table, and writes nothing until the
 * user confirms; Cancel writes nothing. So do an undo and a bulk run; what the user confirmed goes
 * with the write, as the service refuses a write to AWS without it. The profile is a real one read
 * from the AWS config file (static keys, its account id stated), pointed by the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB at a dynalite standing in for AWS: the app treats it as AWS, as it
 * would the real service.
 */
import {
  CreateTableCommand,
  GetItemCommand,
  PutItemCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { launchChromium } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { openBulkChange } from '../support/bulk-change.js';
import { itemJson, setItemJsonText } from './item-json-box.js';

const TABLE = 'ProdOrders';
const ACCOUNT = '210987654321';
let db: RunningDynalite;
let raw: DynamoDBClient;
let serve: ServeProcess;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  db = await startDynalite();
  raw = testClient(db.endpoint);
  await raw.send(
    new CreateTableCommand({
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
    }),
  );
  await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: TABLE });
  await raw.send(
    new PutItemCommand({
      TableName: TABLE,
      Item: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#1' }, state: { S: 'open' } },
    }),
  );
  const aws = mkdtempSync(join(tmpdir(), 'ice-guard-aws-'));
  writeFileSync(
    join(aws, 'config'),
    ['[profile prod]', 'region = eu-west-1', `aws_account_id = ${ACCOUNT}`, ''].join('\n'),
  );
  writeFileSync(
    join(aws, 'credentials'),
    ['[prod]', 'aws_access_key_id = AKIAGUARDRAILTEST01', 'aws_secret_access_key = guard-rail-secret', ''].join('\n'),
  );
  [serve, browser] = await Promise.all([
    startServe(['--no-sandbox'], {
      AWS_CONFIG_FILE: join(aws, 'config'),
      AWS_SHARED_CREDENTIALS_FILE: join(aws, 'credentials'),
      AWS_ENDPOINT_URL_DYNAMODB: db.endpoint,
    }),
    launchChromium(),
  ]);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1200 } });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(serve.url);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  raw?.destroy();
  await db?.close();
});

const staged = () => page.getByRole('region', { name: 'Staged changes' });
const stored = async () =>
  (
    await raw.send(
      new GetItemCommand({
        TableName: TABLE,
        Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'ORDER#1' } },
        ConsistentRead: true,
      }),
    )
  ).Item;

test('a commit on an AWS profile asks first, naming account, region and table; Cancel writes nothing, Write to AWS writes', async () => {
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: 'Connection' });
  await picker.selectOption({ label: 'Profile prod (eu-west-1, static)' });
  await openTable(page, TABLE);
  await runQuery(page, 'CUSTOMER#1');
  await page
    .getByRole('treegrid', { name: 'Item collections' })
    .locator('[role="row"][aria-level="2"]', { hasText: 'ORDER#1' })
    .first()
    .click();
  await page.getByRole('complementary', { name: 'Item inspector' }).getByRole('button', { name: 'Edit item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
  const item = await itemJson(box);
  item.state = { S: 'shipped' };
  await setItemJsonText(box, JSON.stringify(item));
  await dialog.getByRole('button', { name: 'Stage change' }).click();

  // Off by default on AWS: the user turns writing on for this connection first.
  await staged().getByRole('checkbox', { name: 'Allow writes on this connection' }).click();
  await staged().getByRole('checkbox', { name: 'Allow writes on this connection' }).waitFor({ state: 'detached' });

  await staged().getByRole('button', { name: 'Commit changes' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm commit' });
  await ask.waitFor();
  await page.screenshot({ path: '/tmp/ice-commit-guard.png' });
  const text = (await ask.textContent()) ?? '';
  expect(text).toContain(`account ${ACCOUNT}`);
  expect(text).toContain('region eu-west-1');
  expect(text).toContain(`table ${TABLE}`);
  // Focus starts on Cancel: a stray Enter writes nothing.
  expect(await ask.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await ask.waitFor({ state: 'detached' });
  await waitForStatus(page, 'Commit status', 'Not committed: the confirmation was declined.');
  expect((await stored())!.state).toEqual({ S: 'open' });

  await staged().getByRole('button', { name: 'Commit changes' }).click();
  await ask.getByRole('button', { name: 'Write to AWS' }).click();
  await waitForStatus(page, 'Commit status', 'Commit: 1 written');
  expect((await stored())!.state).toEqual({ S: 'shipped' });
  expect(errors).toEqual([]);
});

test('an undo on an AWS profile asks first too; Cancel writes nothing, Write to AWS undoes (the service wants the confirm)', async () => {
  const history = page.getByRole('region', { name: 'Commit history' });
  await history.getByRole('button', { name: 'Undo last commit' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm undo' });
  await ask.waitFor();
  const text = (await ask.textContent()) ?? '';
  expect(text).toContain(`account ${ACCOUNT}`);
  expect(text).toContain('region eu-west-1');
  expect(text).toContain(`table ${TABLE}`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  await waitForStatus(page, 'Commit status', 'Not undone: the confirmation was declined.');
  expect((await stored())!.state).toEqual({ S: 'shipped' });

  await history.getByRole('button', { name: 'Undo last commit' }).click();
  await ask.getByRole('button', { name: 'Write to AWS' }).click();
  await waitForStatus(page, 'Commit status', 'Undo: 1 restored.');
  expect((await stored())!.state).toEqual({ S: 'open' });
  expect(errors).toEqual([]);
});

test('a bulk run on an AWS profile asks the same question first; Cancel starts nothing', async () => {
  // The read on screen (run again after the commit above) is the bulk run's scope.
  await waitForStatus(page, 'Read progress', 'Read to the end.');
  const bulk = await openBulkChange(page);
  // On AWS, where other clients write, a delete starts in the mode that deletes nothing changed since the read.
  const exact = bulk.getByRole('radio', { name: 'Only items still exactly as read', exact: true });
  await exact.waitFor();
  expect(await exact.isChecked()).toBe(true);
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  await bulk.getByRole('button', { name: 'Start bulk run' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Confirm bulk run' });
  await ask.waitFor();
  const text = (await ask.textContent()) ?? '';
  expect(text).toContain(`account ${ACCOUNT}`);
  expect(text).toContain('region eu-west-1');
  expect(text).toContain(`table ${TABLE}`);
  expect(await ask.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(true);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(await page.getByRole('region', { name: 'Bulk run' }).count()).toBe(0);
  expect(await stored()).toBeDefined();
  expect(errors).toEqual([]);
});

test('a bulk run confirmed on an AWS profile runs: the service takes what the page confirmed', async () => {
  const bulk = await openBulkChange(page);
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  await bulk.getByRole('button', { name: 'Start bulk run' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm bulk run' })
    .getByRole('button', { name: 'Write to AWS' })
    .click();
  await waitForStatus(page, 'Bulk run progress', 'Done: 1 of 1 written');
  expect(await stored()).toBeUndefined();
  expect(errors).toEqual([]);
});
