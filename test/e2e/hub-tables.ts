/**
 * Two tables of parcel hubs the e2e files of several features make in the sandbox, the way a user
 * makes their own there: EvenHubs (five hubs of 20 items) and SkewedHubs (one hub holding 64 of
 * 100 items); each hub a Hub record, its parcels and couriers. And the steps those files share.
 */
import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { CreateTableCommand, waitUntilTableExists, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { testClient } from '../support/dynamo-client.js';
import type { WebApp } from '../support/e2e-app.js';
import { putItems } from '../support/put-items.js';
import { openTable, openTool, waitForStatus } from './tools-e2e-helpers.js';

/** A hub record and its parcels and couriers; `sizes[h]` items in hub h+1. */
function hubItems(sizes: number[]): Record<string, AttributeValue>[] {
  const out: Record<string, AttributeValue>[] = [];
  sizes.forEach((n, h) => {
    const hub = { S: `hub-${h + 1}` };
    out.push({ hub, parcel: { S: 'A-HUB' }, kind: { S: 'Hub' }, city: { S: `City ${h + 1}` } });
    for (let i = 1; i < n; i++) {
      const courier = i % 4 === 0;
      out.push({
        hub,
        parcel: { S: `${courier ? 'COURIER' : 'PARCEL'}#${String(i).padStart(3, '0')}` },
        kind: { S: courier ? 'Courier' : 'Parcel' },
        grams: { N: String(100 + i) },
      });
    }
  });
  return out;
}

/** Makes both tables in the sandbox of `app` before the file's tests. */
export function useHubTables(app: WebApp): void {
  beforeAll(async () => {
    const api = createHttpClient(app.serve.origin, app.serve.token);
    const sandbox = await api.connect({ connectionId: 'sandbox' });
    const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
    for (const [name, sizes] of [
      ['EvenHubs', [20, 20, 20, 20, 20]],
      ['SkewedHubs', [64, 9, 9, 9, 9]],
    ] as const) {
      await raw.send(
        new CreateTableCommand({
          TableName: name,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: 'hub', KeyType: 'HASH' },
            { AttributeName: 'parcel', KeyType: 'RANGE' },
          ],
          AttributeDefinitions: [
            { AttributeName: 'hub', AttributeType: 'S' },
            { AttributeName: 'parcel', AttributeType: 'S' },
          ],
        }),
      );
      await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: name });
      await putItems(raw, name, hubItems([...sizes]));
    }
    raw.destroy();
  }, 120_000);
}

export const openHubApp = (app: WebApp, hash = '') =>
  app.open(hash, { viewport: { width: 1440, height: 950 }, acceptDownloads: true, loadedWithin: 60_000 });
export const plainForm = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
export const builder = (page: Page) => page.getByRole('region', { name: 'Expression builder' });

export async function scan(page: Page): Promise<void> {
  await plainForm(page).getByRole('tab', { name: 'Scan' }).click();
  await plainForm(page).getByRole('button', { name: 'Run scan' }).click();
  await waitForStatus(page, 'Read progress', 'Read to the end.');
}

export async function statisticsNotes(page: Page, table: string): Promise<string[]> {
  await openTable(page, table);
  const panel = await openTool(page, 'Statistics');
  await panel.getByRole('button', { name: 'Scan for statistics' }).click();
  await waitForStatus(page, 'Statistics progress', 'Scanned the whole table.');
  const notes = panel.getByRole('list', { name: 'Statistics notes' });
  return (await notes.count()) === 0 ? [] : notes.locator('li').allTextContents();
}
