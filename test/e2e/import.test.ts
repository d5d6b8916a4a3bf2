/**
 * "Import items" as a user meets it, on the sandbox (dynalite) and on AWS DynamoDB Local (another
 * connection of the same web app), up to the write: a CSV with a bad row, named by line and column
 * while nothing can be written, then fixed; a gzipped file of DynamoDB's Export to S3 and a 10,000-
 * line JSON lines file, each format guessed, checked whole, previewed with exact numbers.
 */
import { ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Item } from '../../shared/dynamo/types.js';
import { itemToWire } from '../../electron/service/wire.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable } from '../support/test-table.js';
import { openTable, waitForStatus } from './tools-e2e-helpers.js';

let db: RunningDynamoDBLocal;
beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
}, 120_000);
const app = useWebApp({ startTimeout: 120_000, pagePerTest: true, serveArgs: () => ['--endpoint', db.endpoint] });
const clients: Record<string, DynamoDBClient> = {};
const TABLES = ['ImportCsv', 'ImportExportS3'];

const awkward: Item[] = Array.from({ length: 30 }, (_, i) => ({
  PK: { S: 'ODD#1' },
  SK: { S: `ITEM#${String(i).padStart(3, '0')}` },
  big: { N: `1234567890123456789012345678901234567${i % 10}` },
  tiny: { N: '1E-130' },
  neg: { N: `-0.000${i}1` },
  tags: { SS: ['x', `t${i}`] },
  nums: { NS: ['1', '2.50', '-3E+5'] },
  blob: { B: 'AAECAwT/' },
  blobs: { BS: ['AQ==', 'Ag=='] },
  doc: {
    M: {
      list: { L: [{ S: '' }, { NULL: true }, { BOOL: false }, { N: '0.10' }] },
      deep: { M: { a: { S: `é ${i}` } } },
    },
  },
}));

beforeAll(async () => {
  clients.sandbox = await createSandboxTable(app.serve, pkSkTable(TABLES[0]!));
  clients.local = testClient(db.endpoint);
  for (const t of TABLES.slice(1)) await createTable(clients.sandbox, pkSkTable(t));
  for (const t of TABLES) await createTable(clients.local, pkSkTable(t));
}, 180_000);
afterAll(async () => {
  clients.sandbox?.destroy();
  clients.local?.destroy();
  await db?.close();
});

async function stored(client: DynamoDBClient, table: string): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    out.push(...(page.Items ?? []).map(itemToWire));
    start = page.LastEvaluatedKey;
  } while (start);
  const key = (i: Item) => `${JSON.stringify(i.PK)}|${JSON.stringify(i.SK)}`;
  return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Opens the app on `connection` ('sandbox', or 'local': the endpoint it opens on) with `table` chosen. */
async function openOn(connection: 'sandbox' | 'local', table: string): Promise<Page> {
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1100 } });
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
  if (connection === 'sandbox') await picker.selectOption('sandbox');
  await openTable(page, table);
  return page;
}

async function openImport(page: Page, table: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import items', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items' });
  await expect.poll(() => dialog.getByLabel('Target table').inputValue()).toBe(table);
  return dialog;
}

const file = (name: string, content: string | Buffer) => ({
  name,
  mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
  buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
});

describe.each(['sandbox', 'local'] as const)('import on %s', (connection) => {
  test('a CSV with a bad row: named by line and column, nothing can be written; fixed, it can', async () => {
    const rows = [
      'PK,SK,price',
      ...Array.from({ length: 8 }, (_, i) => `SHOP#1,ITEM#${i},${i === 5 ? 'abc' : `${i}.50`}`),
    ];
    const page = await openOn(connection, 'ImportCsv');
    const dialog = await openImport(page, 'ImportCsv');
    await dialog.getByLabel('File').setInputFiles(file('prices.csv', rows.join('\n')));
    await waitForStatus(page, 'Import check', 'Checked 8 records: all 8 items can be imported.');
    expect(await dialog.getByLabel('Format').inputValue()).toBe('csv');
    // "abc" made the column text; the user says it is a number, and line 7 is refused by name.
    expect(await dialog.getByLabel('Type of price').inputValue()).toBe('S');
    await dialog.getByLabel('Type of price').selectOption('N');
    await waitForStatus(page, 'Import check', 'Checked 8 records: 1 refused');
    const refused = dialog.getByRole('list', { name: 'Refused records' });
    expect(await refused.textContent()).toMatch(/^line 7, price: expected a number/);
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Dry run' }).isDisabled()).toBe(true);
    expect(await stored(clients[connection]!, 'ImportCsv')).toEqual([]);

    rows[6] = 'SHOP#1,ITEM#5,5.50';
    await dialog.getByLabel('File').setInputFiles(file('prices.csv', rows.join('\n')));
    await waitForStatus(page, 'Import check', 'Checked 8 records: all 8 items can be imported.');
    expect(await dialog.getByLabel('Type of price').inputValue()).toBe('N');
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(false);
    expect(await stored(clients[connection]!, 'ImportCsv')).toEqual([]);
  }, 300_000);

  test('a gzipped Export to S3 file and 10,000 JSON lines: guessed, checked whole, previewed exactly', async () => {
    const items: Item[] = awkward.map((i) => ({ ...i, PK: { S: 'S3#1' } }));
    const text = items.map((Item) => JSON.stringify({ Item })).join('\n') + '\n';
    const page = await openOn(connection, 'ImportExportS3');
    const dialog = await openImport(page, 'ImportExportS3');
    await dialog.getByLabel('File').setInputFiles(file('0001-abcd.json.gz', gzipSync(text)));
    await waitForStatus(page, 'Import check', 'Checked 30 records: all 30 items can be imported.');
    expect(await dialog.getByLabel('Format').inputValue()).toBe('dynamodb-json-lines');
    const preview = dialog.getByRole('table', { name: 'Import preview' });
    expect(await preview.locator('tbody tr').count()).toBe(20);
    expect(await preview.locator('tbody tr').first().textContent()).toContain('12345678901234567890123456789012345670');

    const lines = Array.from({ length: 10_000 }, (_, i) =>
      JSON.stringify({ PK: `LINE#${i % 50}`, SK: i === 9_999 ? 7 : `ITEM#${String(i).padStart(5, '0')}`, n: i }),
    );
    await dialog.getByLabel('File').setInputFiles(file('items.jsonl', lines.join('\n') + '\n'));
    await waitForStatus(page, 'Import check', 'Checked 10,000 records: 1 refused', 120_000);
    expect(await dialog.getByLabel('Format').inputValue()).toBe('json-lines');
    expect(await dialog.getByRole('list', { name: 'Refused records' }).textContent()).toMatch(/^line 10000/);
    expect(await stored(clients[connection]!, 'ImportExportS3')).toEqual([]);
  }, 300_000);
});
