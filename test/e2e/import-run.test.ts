/**
 * "Import items" as a user meets it, through the write, on the sandbox (dynalite) and on AWS DynamoDB Local (another
 * connection of the same web app): a 10,000-line JSON lines file made here; a CSV with a bad row,
 * named by line and column while nothing is written, then fixed and imported; a gzipped file of
 * DynamoDB's Export to S3; and the app's own export of awkward items (38-digit numbers, 1E-130,
 * sets, binary, nested maps) imported into an empty table, byte-identical by a raw SDK client.
 */
import { ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Item } from '../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../electron/service/wire.js';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable } from '../support/test-table.js';
import { openTable, openTool, runQuery, waitForStatus } from './tools-e2e-helpers.js';

let db: RunningDynamoDBLocal;
beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
}, 120_000);
const app = useWebApp({ startTimeout: 120_000, pagePerTest: true, serveArgs: () => ['--endpoint', db.endpoint] });
const clients: Record<string, DynamoDBClient> = {};
const TABLES = ['ImportLines', 'ImportCsv', 'ImportExportS3', 'ImportSource', 'ImportRoundTrip'];

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
  for (const c of [clients.sandbox, clients.local])
    await createTable(c, pkSkTable('ImportSourceFilled'), awkward.map(itemFromWire));
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

async function importAndWait(page: Page, dialog: Locator, count: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await waitForStatus(page, 'Import progress', `Imported: ${count} of ${count} items written`, 240_000);
}

describe.each(['sandbox', 'local'] as const)('import on %s', (connection) => {
  test('a 10,000-line JSON lines file: checked whole, dry run, imported', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      JSON.stringify({ PK: `LINE#${i % 50}`, SK: `ITEM#${String(i).padStart(5, '0')}`, n: i, note: `line ${i + 1}` }),
    );
    const page = await openOn(connection, 'ImportLines');
    const dialog = await openImport(page, 'ImportLines');
    await dialog.getByLabel('File').setInputFiles(file('items.jsonl', lines.join('\n') + '\n'));
    await waitForStatus(page, 'Import check', 'Checked 10,000 records: all 10,000 items can be imported.', 120_000);
    expect(await dialog.getByLabel('Format').inputValue()).toBe('json-lines');
    expect(await dialog.getByRole('table', { name: 'Import preview' }).locator('tbody tr').count()).toBe(20);
    await dialog.getByRole('button', { name: 'Dry run' }).click();
    const dry = dialog.getByRole('region', { name: 'Dry run' });
    await dry.waitFor({ timeout: 120_000 });
    expect(await dry.textContent()).toContain('10,000');
    await importAndWait(page, dialog, '10,000');
    const items = await stored(clients[connection]!, 'ImportLines');
    expect(items).toHaveLength(10_000);
    expect(items.find((i) => JSON.stringify(i.SK) === '{"S":"ITEM#09999"}')).toEqual({
      PK: { S: 'LINE#49' },
      SK: { S: 'ITEM#09999' },
      n: { N: '9999' },
      note: { S: 'line 10000' },
    });
  }, 600_000);

  test('a CSV with a bad row: named by line and column, nothing written; fixed, it imports', async () => {
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
    await importAndWait(page, dialog, '8');
    const items = await stored(clients[connection]!, 'ImportCsv');
    // DynamoDB keeps a number's value, not its text: 0.50 is stored as 0.5.
    expect(items.map((i) => i.price)).toEqual(Array.from({ length: 8 }, (_, i) => ({ N: `${i}.5` })));

    // Another file in the same dialog: its own Dry run and Import, the last run shown as the previous one.
    await dialog.getByLabel('File').setInputFiles(file('more.csv', 'PK,SK,price\nSHOP#2,ITEM#0,1\nSHOP#2,ITEM#1,2\n'));
    await waitForStatus(page, 'Import check', 'Checked 2 records: all 2 items can be imported.');
    await expect.poll(() => dialog.getByText('The previous import:').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Dry run' }).isEnabled()).toBe(true);
    await importAndWait(page, dialog, '2');
    expect(await dialog.getByText('The previous import:').count()).toBe(0);
    expect(await stored(clients[connection]!, 'ImportCsv')).toHaveLength(10);
  }, 300_000);

  test("a gzipped file of DynamoDB's Export to S3: guessed, imported item for item", async () => {
    const items: Item[] = awkward;
    const text = items.map((Item) => JSON.stringify({ Item })).join('\n') + '\n';
    const page = await openOn(connection, 'ImportExportS3');
    const dialog = await openImport(page, 'ImportExportS3');
    await dialog.getByLabel('File').setInputFiles(file('0001-abcd.json.gz', gzipSync(text)));
    await waitForStatus(page, 'Import check', 'Checked 30 records: all 30 items can be imported.');
    expect(await dialog.getByLabel('Format').inputValue()).toBe('dynamodb-json-lines');
    await importAndWait(page, dialog, '30');
    // As the raw SDK stored the same items (DynamoDB normalises a number's text the same way for both).
    expect(await stored(clients[connection]!, 'ImportExportS3')).toEqual(
      await stored(clients[connection]!, 'ImportSourceFilled'),
    );
  }, 300_000);

  test("the app's own export imported into an empty table: byte-identical", async () => {
    const page = await openOn(connection, 'ImportSourceFilled');
    await runQuery(page, 'ODD#1');
    const panel = await openTool(page, 'Export');
    const form = panel.getByRole('form', { name: 'Export form' });
    await form
      .getByRole('radio', { name: /^DynamoDB JSON/ })
      .first()
      .check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ]);
    const exported = readFileSync((await download.path())!);
    await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: 'ImportRoundTrip' }).click();
    const dialog = await openImport(page, 'ImportRoundTrip');
    await dialog.getByLabel('File').setInputFiles(file(download.suggestedFilename(), exported));
    await waitForStatus(page, 'Import check', 'Checked 30 records: all 30 items can be imported.');
    await importAndWait(page, dialog, '30');
    expect(await stored(clients[connection]!, 'ImportRoundTrip')).toEqual(
      await stored(clients[connection]!, 'ImportSourceFilled'),
    );
  }, 300_000);
});
