/**
 * Reset sandbox as a user meets it after making tables of their own in the sandbox (its endpoint
 * and credential are offered for that): the confirmation says those are kept, they are, and the
 * page says when the reset has finished.
 */
import { expect, test } from 'vitest';
import { CreateTableCommand, PutItemCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { sampleTables } from '../../electron/sandbox/samples/index.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test("reset restores the samples, keeps the user's own tables and says so when it has finished", async () => {
  const api = createHttpClient(app.serve.origin, app.serve.token);
  const sandbox = await api.connect({ connectionId: 'sandbox' });
  const raw = testClient(sandbox.endpoint!, sandbox.sandboxCredentials);
  for (const name of ['BeehiveInspections', 'RecipeBox']) {
    await raw.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'h', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'h', AttributeType: 'S' }],
      }),
    );
    await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: name });
    await raw.send(new PutItemCommand({ TableName: name, Item: { h: { S: 'kept-1' } } }));
  }
  raw.destroy();

  const page = await app.open('', { viewport: { width: 1280, height: 900 }, loadedWithin: 60_000 });
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await tables.getByRole('button', { name: 'BeehiveInspections', exact: true }).waitFor();
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await tables.getByRole('button', { name: 'Reset sandbox' }).click();
  const done = tables.getByRole('status').filter({ hasText: 'Sandbox reset:' });
  await done.waitFor({ timeout: 90_000 });
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('Tables you created yourself are kept');
  expect(await done.textContent()).toBe(
    `Sandbox reset: ${sampleTables.length} sample tables restored. Your tables BeehiveInspections, RecipeBox were kept.`,
  );
  await page.screenshot({ path: '/tmp/sf/reset-done.png' });

  await tables.getByRole('button', { name: 'RecipeBox', exact: true }).click();
  expect((await api.getItem({ TableName: 'RecipeBox', Key: { h: { S: 'kept-1' } } })).Item).toEqual({
    h: { S: 'kept-1' },
  });
}, 180_000);

test('reset with a table open, read and the builder shown keeps the app on screen and the table open', async () => {
  const page = await app.open('', { viewport: { width: 1280, height: 900 }, loadedWithin: 60_000 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tables = page.getByRole('navigation', { name: 'Tables' });
  const first = sampleTables[0]!.definition.TableName;
  await tables.getByRole('button', { name: first, exact: true }).click();
  await page.evaluate((t) => {
    location.hash = `#/scan?table=${t}&conn=sandbox`;
  }, first);
  await page.getByRole('treegrid', { name: 'Item collections' }).waitFor({ timeout: 60_000 });
  // The builder open: its paste box lists the tables, which the reset reloads under it.
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  page.on('dialog', (d) => {
    void d.accept();
  });
  await tables.getByRole('button', { name: 'Reset sandbox' }).click();
  await tables.getByRole('status').filter({ hasText: 'Sandbox reset:' }).waitFor({ timeout: 90_000 });
  expect(errors).toEqual([]);
  // Still the app: its table list and the open table's name.
  await tables.getByRole('button', { name: first, exact: true }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Tables' }).count()).toBe(1);
}, 180_000);
