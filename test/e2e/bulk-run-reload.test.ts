/**
 * A bulk run lives in the service, not in the page: reloaded while a run is writing, the page
 * takes it up again (listBulkRuns) with its progress and Stop; reloaded while it is stopped, with
 * Resume; and its undo stops and resumes the same way, across a reload too. The bulk view sits
 * beside the results, so each page opens the run's table (no read). Web mode, Chromium,
 * the sandbox's dynalite. The run is started through the API with a ceiling on its write units per
 * second, so it is surely still writing when the page comes back; every step waits for a state.
 */
import {
  CreateTableCommand,
  QueryCommand,
  waitUntilTableExists,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ExplorerApi } from '../../shared/api.js';
import type { Item } from '../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../electron/service/wire.js';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { putItems } from '../support/put-items.js';
import { openTable, waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'BulkReloadE2E';
const COUNT = 3000;
let raw: DynamoDBClient;
let api: ExplorerApi;

const original: Item[] = Array.from({ length: COUNT }, (_, i) => ({
  PK: { S: 'RELOAD#1' },
  SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
  n: { N: `1234567890123456789012345678901234567${String(i % 10)}` },
  tags: { SS: ['x', `t${i}`] },
  blob: { B: 'AAECAw==' },
  doc: { M: { l: { L: [{ S: '' }, { NULL: true }] } } },
}));

async function stored(): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await raw.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { S: 'RELOAD#1' } },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

beforeAll(async () => {
  api = createHttpClient(app.serve.origin, app.serve.token);
  const sandbox = await api.connect({ connectionId: 'sandbox' });
  raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
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
  await putItems(raw, TABLE, original.map(itemFromWire));
}, 180_000);
afterAll(() => raw?.destroy());

const region = (page: Page) => page.getByRole('region', { name: 'Bulk run' });
const writtenIn = (text: string) => Number(/([\d,]+) of [\d,]+ (?:written|put back)/.exec(text)![1]!.replace(/,/g, ''));

test('reloaded mid-run, the page takes the run up again; stopped, resumed, undone, the undo stopped and resumed across a reload', async () => {
  const before = await stored();
  expect(before).toHaveLength(COUNT);
  const created = await api.createBulkRun({
    connectionId: 'sandbox',
    TableName: TABLE,
    action: { kind: 'delete' },
    items: before,
  });
  // About 25 items a second: two minutes for the run, so it is still writing after the page opens
  // and reloads even on a loaded machine (at 300 a second, 10 s, a loaded page open outlasted it).
  // Stop ends this throttled pass; Resume runs unthrottled, so the rest takes no longer.
  await api.runBulk({ runId: created.runId, maxWriteUnitsPerSecond: 25 });

  let page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  // The bulk view is beside the results: open the table, no read needed.
  await openTable(page, TABLE);
  await region(page)
    .getByRole('status', { name: 'Bulk run progress' })
    .filter({ hasText: /^Running: / })
    .waitFor({ timeout: 60_000 });
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await openTable(page, TABLE);
  await region(page)
    .getByRole('status', { name: 'Bulk run progress' })
    .filter({ hasText: /^Running: / })
    .waitFor({ timeout: 60_000 });
  await region(page).getByRole('button', { name: 'Stop' }).click();
  const stoppedText = await waitForStatus(page, 'Bulk run progress', 'Stopped:', 60_000);
  const written = writtenIn(stoppedText);
  expect(written).toBeGreaterThan(0);
  expect(written).toBeLessThan(COUNT);
  expect((await stored()).length).toBe(COUNT - written);

  // Reloaded while stopped: the run is there, with Resume.
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  await openTable(page, TABLE);
  expect(writtenIn(await waitForStatus(page, 'Bulk run progress', 'Stopped:', 60_000))).toBe(written);
  await region(page).getByRole('button', { name: 'Resume' }).click();
  await waitForStatus(
    page,
    'Bulk run progress',
    `Done: ${COUNT.toLocaleString('en-US')} of ${COUNT.toLocaleString('en-US')} written`,
    120_000,
  );
  expect(await stored()).toEqual([]);

  await region(page).getByRole('button', { name: 'Undo bulk run' }).click();
  await region(page)
    .getByRole('region', { name: 'Undo preview' })
    .getByRole('button', { name: 'Confirm undo' })
    .click();
  await region(page)
    .getByRole('status', { name: 'Bulk undo progress' })
    .filter({ hasText: /^Undoing: [1-9][\d,]* of / })
    .waitFor({ timeout: 60_000 });
  await region(page).getByRole('button', { name: 'Stop' }).click();
  const undoStopped = await waitForStatus(page, 'Bulk undo progress', 'Undo stopped:', 60_000);
  const putBack = writtenIn(undoStopped);
  expect(putBack).toBeGreaterThan(0);
  expect(putBack).toBeLessThan(COUNT);
  expect((await stored()).length).toBe(putBack);

  // A new page (as after a restart of the browser) finds the stopped undo and resumes it.
  await page.context().close();
  page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openTable(page, TABLE);
  expect(writtenIn(await waitForStatus(page, 'Bulk undo progress', 'Undo stopped:', 60_000))).toBe(putBack);
  expect((await stored()).length).toBe(putBack);
  await region(page).getByRole('button', { name: 'Resume undo' }).click();
  await waitForStatus(
    page,
    'Bulk undo progress',
    `Undone: ${COUNT.toLocaleString('en-US')} of ${COUNT.toLocaleString('en-US')} put back.`,
    180_000,
  );
  const after = await stored();
  expect(JSON.stringify(after)).toBe(JSON.stringify(before));
}, 400_000);
