/**
 * The bulk delete mode "Only items still exactly as read" in the real UI (web mode, Chromium, the
 * sandbox's dynalite): after the read, a second client changes one item and adds an attribute to
 * another; the run, chosen in that mode, deletes the rest, reports the two as conflicts and leaves
 * them as the second client wrote them; undo puts back every deleted item byte-identical.
 */
import { QueryCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Item } from '../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../electron/service/wire.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { openBulkChange } from '../support/bulk-change.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'BulkExactE2E';
const COUNT = 30;
let raw: DynamoDBClient;

const original: Item[] = Array.from({ length: COUNT }, (_, i) => ({
  PK: { S: 'EXACT#1' },
  SK: { S: `ITEM#${String(i).padStart(3, '0')}` },
  n: { N: `98765432109876543210987654321098765${String(i).padStart(3, '0')}` },
  tags: { SS: ['x', `t${i}`] },
  blob: { B: 'AAECAw==' },
  doc: { M: { list: { L: [{ S: '' }, { NULL: true }] }, text: { S: `item ${i}` } } },
}));

async function stored(): Promise<Item[]> {
  const page = await raw.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': { S: 'EXACT#1' } },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map(itemToWire);
}

beforeAll(async () => {
  raw = await createSandboxTable(app.serve, pkSkTable(TABLE), original.map(itemFromWire));
}, 180_000);
afterAll(() => raw?.destroy());

test('only items still exactly as read: changes made after the read are conflicts and survive; undo restores the rest', async () => {
  const before = await stored();
  expect(before).toHaveLength(COUNT);
  const page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openTable(page, TABLE);
  await runQuery(page, 'EXACT#1');

  // After the user's read: a second client changes one item and adds an attribute to another.
  const second = (sk: string, expression: string) =>
    raw.send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: { PK: { S: 'EXACT#1' }, SK: { S: sk } },
        UpdateExpression: expression,
        ...(expression.includes('#t') ? { ExpressionAttributeNames: { '#t': 'text' } } : {}),
        ExpressionAttributeValues: { ':v': { S: 'by the second client' } },
      }),
    );
  await second('ITEM#003', 'SET doc.#t = :v');
  await second('ITEM#007', 'SET added = :v');

  const bulk = await openBulkChange(page);
  await bulk.getByRole('combobox', { name: 'Action' }).selectOption('delete');
  await bulk.getByRole('radio', { name: 'Only items still exactly as read', exact: true }).check();
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  await bulk
    .getByRole('status', { name: 'Dry run' })
    .getByText(/Nothing changed since your read is deleted; slower\./)
    .waitFor();
  await bulk.getByRole('button', { name: 'Start bulk run' }).click();
  const run = page.getByRole('region', { name: 'Bulk run' });
  await waitForStatus(
    page,
    'Bulk run progress',
    `Done: ${COUNT - 2} of ${COUNT} written, 2 in conflict (changed since the read, left as they are)`,
    120_000,
  );
  expect(await run.getByRole('heading').first().textContent()).toContain('(only items still exactly as read)');
  const left = await stored();
  expect(left.map((it) => (it.SK as { S: string }).S)).toEqual(['ITEM#003', 'ITEM#007']);
  expect(left[0]!.doc).toEqual({
    M: { list: { L: [{ S: '' }, { NULL: true }] }, text: { S: 'by the second client' } },
  });
  expect(left[1]!.added).toEqual({ S: 'by the second client' });

  await run.getByRole('button', { name: 'Undo bulk run' }).click();
  const preview = run.getByRole('region', { name: 'Undo preview' });
  await preview.getByText(`Undo will put back ${COUNT - 2} items the run deleted.`).waitFor({ timeout: 60_000 });
  await preview.getByRole('button', { name: 'Confirm undo' }).click();
  await waitForStatus(page, 'Bulk undo progress', `Undone: ${COUNT - 2} of ${COUNT - 2} put back.`, 120_000);
  const after = await stored();
  expect(after).toHaveLength(COUNT);
  after.forEach((it, i) => {
    if (i !== 3 && i !== 7) expect(JSON.stringify(it)).toBe(JSON.stringify(before[i]));
  });
}, 300_000);
