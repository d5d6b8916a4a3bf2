/**
 * Added endpoints as a user manages them: one that is not DynamoDB or has a mistyped region is
 * refused and not kept; one that works can be removed again from the picker after a
 * confirmation, and the long label of an endpoint does not stretch the picker.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';

const db = useDynalite(async (client) => {
  await client.send(
    new CreateTableCommand({
      TableName: 'Orchards',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'orchard', KeyType: 'HASH' },
        { AttributeName: 'tree', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'orchard', AttributeType: 'S' },
        { AttributeName: 'tree', AttributeType: 'S' },
      ],
    }),
  );
});
const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

const picker = (page: Page) => page.getByRole('region', { name: 'Connection' });
const options = async (page: Page) => picker(page).getByLabel('Connection').locator('option').allTextContents();

async function addEndpoint(page: Page, url: string, region: string, name = ''): Promise<void> {
  await picker(page).getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByLabel('Region').fill(region);
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByRole('button', { name: 'Connect' }).click();
}

test('an endpoint that is not DynamoDB, or has a mistyped region, is refused and not added', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 }, loadedWithin: 60_000 });
  const before = await options(page);
  // Web mode's own address answers HTTP, but not the DynamoDB API.
  await addEndpoint(page, app.serve.origin, 'us-east-1');
  const form = page.getByRole('form', { name: 'Add endpoint' });
  const refused = form.getByRole('alert').filter({ hasText: 'The endpoint was not added' });
  await refused.waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/sf/endpoint-not-dynamodb.png' });
  expect(await options(page)).toEqual(before);
  const api = createHttpClient(app.serve.origin, app.serve.token);
  expect((await api.listConnections()).connections.map((c) => c.endpoint)).not.toContain(app.serve.origin);

  await form.getByLabel('Endpoint URL').fill(db.endpoint);
  await form.getByLabel('Region').fill('mars-central-9');
  await form.getByRole('button', { name: 'Connect' }).click();
  const region = form.getByLabel('Region');
  expect(await region.getAttribute('aria-invalid')).toBe('true');
  expect(await form.locator('#endpoint-region-error').textContent()).toContain(
    '"mars-central-9" is not a region name; expected one such as us-east-1',
  );
  await page.screenshot({ path: '/tmp/sf/endpoint-refused.png' });
  expect(await options(page)).toEqual(before);
}, 90_000);

test('an added endpoint is removed from the picker after a confirmation; its server keeps its tables', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 800 }, loadedWithin: 60_000 });
  const before = await options(page);
  const longName = `Orchard inventory test server ${'with a long descriptive name '.repeat(2)}`.trim();
  await addEndpoint(page, db.endpoint, 'eu-west-1', longName);
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'Orchards', exact: true })
    .waitFor({ timeout: 30_000 });
  const select = picker(page).getByLabel('Connection');
  const label = (await select.locator('option:checked').textContent())!;
  expect(label).toContain(longName);
  expect(await select.getAttribute('title')).toBe(label);
  // The picker is cut to a width, not stretched by the label.
  const box = (await select.boundingBox())!;
  expect(box.width).toBeLessThan(500);
  await page.screenshot({ path: '/tmp/sf/endpoint-added.png' });

  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await picker(page).getByRole('button', { name: 'Remove endpoint' }).click();
  await expect.poll(() => options(page), { timeout: 30_000 }).toEqual(before);
  expect(asked).toEqual([expect.stringContaining(`Remove the endpoint "${label}" from the list?`)]);
  expect(asked[0]).toContain('the server and its tables are not touched');
  expect(await select.locator('option:checked').textContent()).toBe('Local sandbox');
  expect(await picker(page).getByRole('button', { name: 'Remove endpoint' }).count()).toBe(0);
  const api = createHttpClient(app.serve.origin, app.serve.token);
  expect((await api.listConnections()).connections.some((c) => c.name === longName)).toBe(false);
}, 90_000);
