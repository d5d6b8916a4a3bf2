/**
 * `npm run screenshots`: the README's pictures of the item collections, the builder, editing, the
 * design diagram and PartiQL, taken from the app as a user meets it (web mode, Chromium, the sandbox) on a table
 * invented for the pictures, so they show what the app does on a design it was never tuned to.
 * Writes docs/screenshots/*.png; with `--out DIR` elsewhere (a trial run that leaves docs alone).
 */
import {
  CreateTableCommand,
  BatchWriteItemCommand,
  waitUntilTableExists,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createHttpClient } from '../renderer/api/http-client.js';
import { launchChromium } from '../test/support/chromium.js';
import { testClient } from '../test/support/dynamo-client.js';
import { startServe } from '../test/support/serve-process.js';
import { gotoWithSession } from '../test/support/web-session.js';
import { itemJson, setItemJsonText } from '../test/e2e/item-json-box.js';
import { openTable, runQuery, waitForStatus } from '../test/e2e/tools-e2e-helpers.js';

const outArg = process.argv.indexOf('--out');
const OUT = outArg > 0 ? process.argv[outArg + 1]! : 'docs/screenshots';
const TABLE = 'Libraries';
type Item = Record<string, AttributeValue>;

/** Branches hold members and loans; a loan is also filed under its member by the inverted index. */
function libraryItems(): Item[] {
  const items: Item[] = [];
  const s = (v: string): AttributeValue => ({ S: v });
  for (let b = 1; b <= 6; b++) {
    const pk = `BRANCH#${String(b).padStart(3, '0')}`;
    items.push({
      pk: s(pk),
      sk: s(pk),
      kind: s('Branch'),
      city: s(['Leeds', 'Porto', 'Turku', 'Lyon', 'Graz', 'Cork'][b - 1]!),
      opened: { N: String(1990 + b * 3) },
    });
    for (let m = 1; m <= 3 + b; m++) {
      const member = `MEMBER#${b}-${m}`;
      items.push({
        pk: s(pk),
        sk: s(member),
        kind: s('Member'),
        name: s(`Reader ${b}.${m}`),
        since: { N: String(1_700_000_000 + m * 86_400) },
      });
      for (let l = 1; l <= (m % 3) + 1; l++) {
        items.push({
          pk: s(pk),
          sk: s(`LOAN#2026-0${l}-1${m % 10}#${member}`),
          kind: s('Loan'),
          gsi1pk: s(member),
          gsi1sk: s(`LOAN#2026-0${l}`),
          isbn: s(`978-${b}${m}${l}`),
          tags: { SS: ['book', l % 2 ? 'audio' : 'print'] },
        });
      }
    }
  }
  return items;
}

async function seed(endpoint: string, credentials: { accessKeyId: string; secretAccessKey: string }): Promise<void> {
  const raw = testClient(endpoint, credentials);
  await raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((n) => ({
        AttributeName: n,
        AttributeType: 'S' as const,
      })),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ByMember',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: TABLE });
  const items = libraryItems();
  for (let i = 0; i < items.length; i += 25) {
    await raw.send(
      new BatchWriteItemCommand({
        RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  raw.destroy();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`screenshots: ${join(OUT, `${name}.png`)}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const serve = await startServe([]);
  const browser = await launchChromium();
  try {
    const api = createHttpClient(serve.origin, serve.token);
    const sandbox = await api.connect({ connectionId: 'sandbox' });
    await seed(sandbox.endpoint!, sandbox.sandboxCredentials!);
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await gotoWithSession(page, serve, '');
    await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
    await openTable(page, TABLE);
    // Every branch's collection, parents on top, the entity types in colour.
    await page.getByRole('tab', { name: 'Scan', exact: true }).click();
    await page.getByRole('button', { name: 'Run scan', exact: true }).click();
    await waitForStatus(page, 'Read progress', 'Read to the end.');
    await shot(page, 'collections');
    await page.getByRole('tab', { name: 'Query', exact: true }).click();
    await runQuery(page, 'BRANCH#004');
    // The same read in the builder, run from there: its request, its results and the tools beside it.
    await page.getByRole('tab', { name: 'Expression builder', exact: true }).click();
    await page.getByRole('button', { name: 'Run query', exact: true }).click();
    await waitForStatus(page, 'Read progress', 'Read to the end.');
    // Run leaves the controls scrolled to it; the picture shows the builder from its top.
    await page.locator('#workspace-controls').evaluate((el) => {
      el.scrollTop = 0;
    });
    await shot(page, 'builder');
    await page.getByRole('tab', { name: 'Plain form', exact: true }).click();

    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await grid.locator('[role="row"][aria-level="2"]', { hasText: 'LOAN#2026-01-12#MEMBER#4-2' }).first().click();
    await page
      .getByRole('complementary', { name: 'Item inspector' })
      .getByRole('button', { name: 'Edit item' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.waitFor();
    await shot(page, 'edit-item');
    const box = dialog.getByRole('textbox', { name: 'Item as DynamoDB JSON' });
    if (!(await box.isVisible())) await dialog.getByRole('button', { name: /JSON/ }).first().click();
    const item = (await itemJson(box)) as Item;
    item.isbn = { S: '978-0-00-000000-2' };
    item.returned = { BOOL: true };
    await setItemJsonText(box, JSON.stringify(item, null, 2));
    await dialog.getByRole('button', { name: 'Stage change' }).click();
    await page.getByRole('region', { name: 'Staged changes' }).waitFor();
    await page.getByRole('region', { name: 'Staged changes' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'staged-changes');
    await page.getByRole('region', { name: 'Staged changes' }).getByRole('button', { name: 'Discard all' }).click();

    await page.getByRole('tab', { name: 'Design', exact: true }).click();
    const diagram = page
      .getByRole('figure', { name: 'Design diagram' })
      .or(page.getByRole('img', { name: 'Design diagram' }))
      .first();
    // Room for the whole diagram in the results pane's upper half.
    await page.setViewportSize({ width: 1440, height: 2000 });
    await diagram.scrollIntoViewIfNeeded();
    await diagram.screenshot({ path: join(OUT, 'design-diagram.png') });
    console.log(`screenshots: ${join(OUT, 'design-diagram.png')}`);

    await page.setViewportSize({ width: 1440, height: 1000 });
    await diagram.getByRole('button', { name: 'Open large' }).click();
    await page.getByRole('dialog', { name: 'Design diagram, large' }).waitFor();
    await shot(page, 'design-diagram-large');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'PartiQL', exact: true }).click();
    const statement = page.getByRole('textbox', { name: 'PartiQL statement' });
    await statement.fill(`SELECT * FROM "${TABLE}" WHERE kind = 'Loan'`);
    await page.getByRole('region', { name: 'Explain' }).filter({ hasText: 'Scan' }).waitFor();
    await shot(page, 'partiql-explain');
  } catch (e) {
    for (const p of browser.contexts().flatMap((c) => c.pages())) await p.screenshot({ path: join(OUT, 'failed.png') });
    throw e;
  } finally {
    await browser.close();
    await serve.stop();
  }
}

await main();
