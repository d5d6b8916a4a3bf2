/**
 * Compare, as a user meets it: a collection on the sandbox (keys PK/SK) beside its copy on AWS's
 * DynamoDB Local (keys pk/sk, another connection), with one item missing, one extra, one changed,
 * a number written differently, a set in another order and a masked attribute left out. Then the
 * changed item is copied across as a staged change on the right's connection and committed there.
 */
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDynamoDBLocal, type RunningDynamoDBLocal } from '../support/dynamodb-local.js';
import { testClient } from '../support/dynamo-client.js';
import { useWebApp } from '../support/e2e-app.js';
import { createSandboxTable, createTable, pkSkTable, type TableItem } from '../support/test-table.js';
import { openTable, runQuery, waitForStatus } from './tools-e2e-helpers.js';

let db: RunningDynamoDBLocal;
beforeAll(async () => {
  db = await startDynamoDBLocal({ sharedDb: true });
}, 120_000);
const app = useWebApp({ startTimeout: 120_000, pagePerTest: true, serveArgs: () => ['--endpoint', db.endpoint] });
let sandbox: DynamoDBClient;
let local: DynamoDBClient;

const bed = (sk: string, rest: TableItem = {}): TableItem => ({ PK: { S: 'GH#north' }, SK: { S: sk }, ...rest });
const lower = (item: TableItem): TableItem =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k === 'PK' ? 'pk' : k === 'SK' ? 'sk' : k, v]));

beforeAll(async () => {
  const left = [
    bed('GREENHOUSE', { name: { S: 'North house' }, keeper: { S: 'ana@example.com' } }),
    bed('BED#01', { crop: { S: 'tomato' }, rows: { N: '12' }, keeper: { S: 'ana@example.com' } }),
    bed('BED#02', { crop: { S: 'basil' }, ph: { N: '6.50' }, pests: { SS: ['aphid', 'mite'] } }),
    bed('BED#03', { crop: { S: 'chard' } }),
  ];
  sandbox = await createSandboxTable(app.serve, pkSkTable('Greenhouses'), left);
  local = testClient(db.endpoint);
  const right = [
    lower(bed('GREENHOUSE', { name: { S: 'North house' }, keeper: { S: 'masked-1f3a@example.com' } })),
    lower(bed('BED#01', { crop: { S: 'tomato' }, rows: { N: '14' }, keeper: { S: 'masked-1f3a@example.com' } })),
    lower(bed('BED#02', { crop: { S: 'basil' }, ph: { N: '6.5' }, pests: { SS: ['mite', 'aphid'] } })),
    lower(bed('BED#04', { crop: { S: 'leek' } })),
  ];
  await createTable(
    local,
    {
      TableName: 'greenhouses_copy',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
    },
    right,
  );
}, 120_000);
afterAll(async () => {
  sandbox?.destroy();
  local?.destroy();
  await db?.close();
});

test('compares a collection across connections and key names, then copies one side across as a staged change', async () => {
  const page = await app.open('', { loadedWithin: 60_000, viewport: { width: 1500, height: 1000 } });
  const picker = page.getByRole('region', { name: 'Connection' }).getByRole('combobox', { name: /^Connection/ });
  const localId = await picker.inputValue();
  await picker.selectOption('sandbox');
  await openTable(page, 'Greenhouses');
  await runQuery(page, 'GH#north');

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const compare = page.getByRole('region', { name: 'Compare' });
  await compare.getByLabel('Compare with connection').selectOption(localId);
  await expect
    .poll(() => compare.getByLabel('Compare with table').locator('option').allTextContents())
    .toContain('greenhouses_copy');
  await compare.getByLabel('Compare with table').selectOption('greenhouses_copy');
  await compare.getByLabel('Leave out attributes').fill('keeper');
  await compare.getByRole('button', { name: 'Run comparison' }).click();
  await waitForStatus(page, 'Compare progress', 'done');

  const count = (name: string) => compare.getByLabel(name, { exact: true }).textContent();
  expect(await count('Only left')).toBe('1');
  expect(await count('Only right')).toBe('1');
  expect(await count('Different')).toBe('1');
  // 6.50 against 6.5 and a set in another order are the same item; the masked keeper is left out.
  expect(await count('Same')).toBe('2');
  await page.screenshot({ path: 'test-results/compare.png', fullPage: true });
  const different = compare.getByRole('list', { name: 'Different items' });
  expect(await different.textContent()).toContain('PK=GH#north · SK=BED#01');
  const row = different.getByRole('row', { name: /^rows/ });
  expect(await row.textContent()).toContain('{"N":"12"}');
  expect(await row.textContent()).toContain('{"N":"14"}');
  expect(await compare.getByRole('list', { name: 'Only left items' }).textContent()).toContain('SK=BED#03');
  expect(await compare.getByRole('list', { name: 'Only right items' }).textContent()).toContain('sk=BED#04');

  // The left's version of BED#01 goes to the right: staged on DynamoDB Local's connection.
  await different.getByRole('button', { name: 'Copy left to right' }).click();
  await compare
    .getByRole('status')
    .filter({ hasText: /^Staged on/ })
    .waitFor();
  await picker.selectOption(localId);
  await openTable(page, 'greenhouses_copy');
  const staged = page.getByRole('region', { name: 'Staged changes' });
  await staged.getByRole('button', { name: 'Commit changes' }).click();
  await expect
    .poll(
      async () =>
        (
          await local.send(
            new GetItemCommand({
              TableName: 'greenhouses_copy',
              Key: { pk: { S: 'GH#north' }, sk: { S: 'BED#01' } },
              ConsistentRead: true,
            }),
          )
        ).Item,
      { timeout: 30_000 },
    )
    .toEqual(lower(bed('BED#01', { crop: { S: 'tomato' }, rows: { N: '12' }, keeper: { S: 'ana@example.com' } })));
}, 240_000);
