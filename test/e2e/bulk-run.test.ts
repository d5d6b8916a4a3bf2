/**
 * A bulk delete of 5,000 items in the real UI (web mode, Chromium, the sandbox's dynalite): the
 * run is stopped halfway (once its progress shows part of the items written), resumed with what
 * is left, finished, then undone after its preview; afterwards every item is back byte-identical.
 */
import { QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Item } from '../../shared/dynamo/types.js';
import { itemFromWire, itemToWire } from '../../electron/service/wire.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, pkSkTable } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';
import { openBulkChange } from '../support/bulk-change.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
const TABLE = 'BulkE2E';
const COUNT = 5000;
let raw: DynamoDBClient;

const original: Item[] = Array.from({ length: COUNT }, (_, i) => ({
  PK: { S: 'BULK#1' },
  SK: { S: `ITEM#${String(i).padStart(5, '0')}` },
  n: { N: `9876543210987654321098765432109${String(i).padStart(7, '0')}` },
  tiny: { N: '1E-130' },
  tags: { SS: ['x', `t${i}`] },
  nums: { NS: ['1', '2.5'] },
  blob: { B: 'AAECAw==' },
  blobs: { BS: ['AQ==', 'Ag=='] },
  doc: { M: { list: { L: [{ S: '' }, { NULL: true }, { BOOL: false }] }, text: { S: `item ${i}` } } },
}));

async function stored(): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, import('@aws-sdk/client-dynamodb').AttributeValue> | undefined;
  do {
    const page = await raw.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { S: 'BULK#1' } },
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
  raw = await createSandboxTable(app.serve, pkSkTable(TABLE), original.map(itemFromWire));
}, 180_000);
afterAll(() => raw?.destroy());

test('a bulk delete of 5,000 items: stopped halfway, resumed, finished, undone; every item back byte-identical', async () => {
  const before = await stored();
  expect(before).toHaveLength(COUNT);
  const page = await app.open('', { viewport: { width: 1440, height: 1400 }, loadedWithin: 60_000 });
  await openTable(page, TABLE);
  await runQuery(page, 'BULK#1');
  const bulk = await openBulkChange(page);
  await bulk.getByRole('combobox', { name: 'Action' }).selectOption('delete');
  // The sandbox is local: the read-back mode is chosen first; the dry run says what each mode guarantees.
  const exact = bulk.getByRole('radio', { name: 'Only items still exactly as read', exact: true });
  const readBack = bulk.getByRole('radio', { name: 'Read back, then delete in batches', exact: true });
  expect(await readBack.isChecked()).toBe(true);
  expect(await exact.isChecked()).toBe(false);
  await exact.check();
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  const dry = bulk.getByRole('status', { name: 'Dry run' });
  await dry
    .getByText(/Only items still exactly as read: Nothing changed since your read is deleted; slower\./)
    .waitFor();
  expect(await dry.textContent()).toContain('A conditional delete costs the same write units as an unconditional one');
  await readBack.check();
  await bulk.getByRole('button', { name: 'Dry run' }).click();
  await dry.getByText(/a change made in the moment between the check and the delete is not detected/).waitFor();
  await dry.getByText(/^5,000 items would change\./).waitFor();
  expect(await dry.textContent()).toContain('About 5,000 write units one by one');

  await bulk.getByRole('button', { name: 'Start bulk run' }).click();
  const run = page.getByRole('region', { name: 'Bulk run' });
  // Part of the items written, not all: the run is under way.
  await run
    .getByRole('status', { name: 'Bulk run progress' })
    .filter({ hasText: /^Running: [1-4],\d{3} of 5,000 written/ })
    .waitFor({ timeout: 120_000 });
  await run.getByRole('button', { name: 'Stop' }).click();
  const stoppedText = await waitForStatus(page, 'Bulk run progress', 'Stopped:', 120_000);
  const written = Number(/([\d,]+) of 5,000 written/.exec(stoppedText)![1]!.replace(/,/g, ''));
  expect(written).toBeGreaterThan(0);
  expect(written).toBeLessThan(COUNT);
  expect((await stored()).length).toBe(COUNT - written);
  // Stopped means stopped: nothing more is written while it stays stopped.
  expect(await run.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);
  expect((await stored()).length).toBe(COUNT - written);

  await run.getByRole('button', { name: 'Resume' }).click();
  await waitForStatus(page, 'Bulk run progress', 'Done: 5,000 of 5,000 written', 120_000);
  expect(await stored()).toEqual([]);

  await run.getByRole('button', { name: 'Undo bulk run' }).click();
  const preview = run.getByRole('region', { name: 'Undo preview' });
  await preview.getByText('Undo will put back 5,000 items the run deleted.').waitFor({ timeout: 120_000 });
  expect(await stored()).toEqual([]);
  await preview.getByRole('button', { name: 'Confirm undo' }).click();
  await waitForStatus(page, 'Bulk undo progress', 'Undone: 5,000 of 5,000 put back.', 180_000);
  const after = await stored();
  const differ = after.filter((item, i) => JSON.stringify(item) !== JSON.stringify(before[i]));
  expect(differ.slice(0, 2).map((d) => JSON.stringify(d))).toEqual([]);
  expect(after).toEqual(before);
}, 400_000);
