/**
 * Issue 33 item 1 in the browser: a read whose endpoint stops answering at its third page pauses
 * (it does not fail): the status says why and what to do, the rows read stay on screen, and
 * "Resume", once the endpoint answers again, reads the rest into the same grid.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';
import { startExpiringTokenProxy, type ExpiringTokenProxy } from '../support/expiring-token-proxy.js';

const TABLE = 'Ledger';
const s = (v: string) => ({ S: v });
const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'acct', KeyType: 'HASH' },
    { AttributeName: 'entry', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: ['acct', 'entry'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
};
const items: TableItem[] = Array.from({ length: 60 }, (_, i) => ({
  acct: s('ACCT#1'),
  entry: s(`E#${String(i).padStart(3, '0')}`),
}));

const db = useDynalite((client) => createTable(client, DEFINITION, items));
let proxy: ExpiringTokenProxy;
beforeAll(async () => {
  proxy = await startExpiringTokenProxy(db.endpoint);
});
afterAll(async () => {
  await proxy?.close();
});
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', proxy.url, '--region', 'us-east-1', '--no-sandbox'],
});

test('a read that loses its endpoint pauses with the reason and Resume, and Resume completes the grid', async () => {
  proxy.dropFromRead(3);
  const page = await app.open(`#/query?table=${TABLE}&pk=${encodeURIComponent('ACCT#1')}&limit=10`, {
    viewport: { width: 1400, height: 900 },
    loadedWithin: 60_000,
  });
  const status = page.getByRole('status', { name: 'Read progress' });
  const resume = page.getByRole('button', { name: 'Resume', exact: true });
  await resume.waitFor({ timeout: 60_000 });
  const paused = (await status.textContent()) ?? '';
  expect(paused).toMatch(/^Paused: the connection was lost at page \d+\./);
  expect(paused).toContain('When the endpoint answers again, Resume continues where the read stopped');
  expect(paused).toMatch(/Resume continues after acct = "ACCT#1", entry = "E#\d{3}"\./);
  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  await grid.getByRole('row', { name: /^ACCT#1, (10|20|30|40|50) items/ }).waitFor();

  proxy.heal();
  await resume.click();
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 60_000 })
    .toMatch(/^Read to the end\. 60 items/);
  await grid.getByRole('row', { name: /^ACCT#1, 60 items/ }).waitFor();
  expect(await resume.count()).toBe(0);
}, 180_000);
