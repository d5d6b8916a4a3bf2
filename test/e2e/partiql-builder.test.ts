/**
 * PartiQL and the builder, both ways, in the real UI (web mode, Chromium, the sandbox): a read
 * built in the builder opens as PartiQL and reads the same items; a SELECT opens in the builder
 * with its key and conditions; one the builder cannot say (IN over two partitions) says why.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { workspaces } from '../../electron/sandbox/samples/workspaces.js';
import { useWebApp } from '../support/e2e-app.js';
import { waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

const count = (pk: string, prefix: string) =>
  workspaces
    .items()
    .filter((i) => (i.EntityRef as { S: string }).S === pk && (i.Detail as { S: string }).S.startsWith(prefix)).length;
const editor = (page: Page) => page.getByRole('textbox', { name: 'PartiQL statement' });

test('builder -> PartiQL reads the same items; PartiQL -> builder, or the reason it cannot', async () => {
  const page = await app.open('', { viewport: { width: 1440, height: 1200 }, loadedWithin: 60_000 });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'Workspaces', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const b = page.getByRole('region', { name: 'Expression builder' });
  await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
  await b.getByLabel('Sort key condition').selectOption('begins_with');
  await b.getByLabel('Sort key value', { exact: true }).fill('PROJ#2025');
  await b.getByLabel('Newest first').check();
  await b.getByRole('button', { name: 'Open as PartiQL' }).click();

  await editor(page).waitFor();
  expect(await page.getByRole('tab', { name: 'PartiQL' }).getAttribute('aria-selected')).toBe('true');
  expect(await editor(page).textContent()).toBe(
    `SELECT * FROM "Workspaces" WHERE "EntityRef" = 'WS#globex' AND begins_with("Detail", 'PROJ#2025') ORDER BY "Detail" DESC`,
  );
  await page.getByRole('button', { name: 'Run statement' }).click();
  const expected = count('WS#globex', 'PROJ#2025');
  expect(expected).toBeGreaterThan(3);
  await waitForStatus(page, 'Read progress', `Read to the end. ${expected} items`);

  await editor(page).fill(`SELECT * FROM "Workspaces" WHERE EntityRef IN ['WS#globex', 'WS#initech']`);
  await page.getByRole('button', { name: 'Open in the builder' }).click();
  await waitForStatus(page, 'PartiQL to builder', 'reads 2 partitions; the builder reads one');

  await editor(page).fill(
    `SELECT * FROM "Workspaces" WHERE EntityRef = 'WS#initech' AND Detail BETWEEN 'A' AND 'Q' AND attribute_exists(name)`,
  );
  await page.getByRole('button', { name: 'Open in the builder' }).click();
  await b.getByLabel('Partition key', { exact: true }).waitFor();
  expect(await b.getByLabel('Partition key', { exact: true }).inputValue()).toBe('WS#initech');
  expect(await b.getByLabel('Sort key condition', { exact: true }).inputValue()).toBe('between');
  expect(await b.getByLabel('Sort key upper value', { exact: true }).inputValue()).toBe('Q');
  const preview = b.getByRole('region', { name: 'Request preview' });
  expect(await preview.textContent()).toMatch(/attribute_exists\(#n2\)/);
}, 180_000);
