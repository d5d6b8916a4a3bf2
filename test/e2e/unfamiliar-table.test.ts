/**
 * A table nobody had seen, met as a new user meets it (keys `course`/`path`, delimiter `|`, a type
 * attribute `entry_kind`, a KEYS_ONLY index): every entity's own attributes are columns and the
 * rest are counted and choosable; DynamoDB's lagging item count is not shown as an exact 0; a
 * projection without the keys says what happens, offers the fix and is recorded with its real
 * count; a link's read shows every part of it in the builder's controls.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Greenkeeping';
const s = (v: string) => ({ S: v });
const n = (v: number) => ({ N: String(v) });

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'course', KeyType: 'HASH' },
    { AttributeName: 'path', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: ['course', 'path', 'crew', 'due'].map((AttributeName) => ({
    AttributeName,
    AttributeType: 'S',
  })),
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByCrew',
      KeySchema: [
        { AttributeName: 'crew', KeyType: 'HASH' },
        { AttributeName: 'due', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  for (const name of ['oakridge', 'links', 'hillside']) {
    const course = s(`course|${name}`);
    items.push({
      course,
      path: s('profile'),
      entry_kind: s('course'),
      course_name: s(`${name} GC`),
      par_total: n(72),
      holes: n(18),
      architect: s('Mackenzie'),
      opened_year: n(1931),
    });
    for (let h = 1; h <= 9; h++)
      items.push({
        course,
        path: s(`hole|0${h}`),
        entry_kind: s('hole'),
        par: n(3 + (h % 3)),
        yards: n(300 + h),
        handicap_index: n(h),
        green_speed: n(10),
      });
    for (let t = 1; t <= 4; t++)
      items.push({
        course,
        path: s(`task|2024-05-0${t}|t${t}`),
        entry_kind: s('task'),
        crew: s(`crew-${t % 2 ? 'a' : 'b'}`),
        due: s(`2024-05-0${t}`),
        task_name: s('mow'),
        machine: s('reel-7'),
        minutes: n(40 + t),
      });
    for (let i = 1; i <= 2; i++)
      items.push({
        course,
        path: s(`invoice|INV-${i}`),
        entry_kind: s('invoice'),
        amount: n(100 * i),
        vendor: s('TurfCo'),
        paid: { BOOL: i === 1 },
      });
  }
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const statusOf = (page: Page) => page.getByRole('status', { name: 'Read progress' });
const waitForStatus = (page: Page, re: RegExp) =>
  expect.poll(async () => (await statusOf(page).textContent()) ?? '', { timeout: 30_000 }).toMatch(re);
const headers = (page: Page) =>
  page.getByRole('treegrid', { name: 'Item collections' }).getByRole('columnheader').allTextContents();
const oakridge = `#/query?table=${TABLE}&pk=${encodeURIComponent('course|oakridge')}`;

test("every entity's own attributes are columns, the parent's too; the rest are counted, choosable and kept; the inspector shows all", async () => {
  const page = await app.open(oakridge, { viewport: { width: 1400, height: 900 }, loadedWithin: 60_000 });
  await waitForStatus(page, /Read to the end\. 16 items/);
  const cols = await headers(page);
  // The parent (one item among fifteen children) and each child kind show attributes of their own.
  expect(cols).toEqual(expect.arrayContaining(['entry_kind', 'course_name', 'par_total', 'par', 'crew', 'amount']));
  const attributeColumns = cols.length - 2;
  const note = page.getByRole('note').filter({ hasText: 'not shown as columns' });
  expect(await note.textContent()).toBe(`${18 - attributeColumns} attributes not shown as columns`);
  expect(await page.getByRole('treegrid', { name: 'Item collections' }).getAttribute('aria-describedby')).toBe(
    await note.getAttribute('id'),
  );

  // The Columns control lists every attribute with its count; a pick adds its column and is kept.
  await page.locator('summary', { hasText: /^Columns/ }).click();
  const choice = page.getByRole('group', { name: 'Columns shown' });
  expect(await choice.getByRole('checkbox').count()).toBe(18);
  const machine = choice.getByRole('checkbox', { name: /^machine 4 items$/ });
  expect(await machine.isChecked()).toBe(false);
  await machine.check();
  await expect.poll(() => headers(page)).toContain('machine');
  expect(await note.textContent()).toBe(`${18 - attributeColumns - 1} attributes not shown as columns`);

  // An item's every attribute is in the inspector, columns or not.
  await page.getByRole('row', { name: /^task: task\|2024-05-01/ }).click();
  const attributes = page
    .getByRole('complementary', { name: 'Item inspector' })
    .getByRole('table', { name: 'Attributes' });
  await expect
    .poll(async () => (await attributes.locator('tbody th').allTextContents()).map((t) => t.replace(/ key$/, '')))
    .toEqual(['course', 'path', 'entry_kind', 'crew', 'due', 'task_name', 'machine', 'minutes']);

  // Another page (the pick is kept by the service, per table) shows the same columns.
  await expect
    .poll(async () =>
      JSON.stringify(
        await (
          await fetch(`${app.serve.origin}/api/getAppState`, {
            method: 'POST',
            headers: { authorization: `Bearer ${app.serve.token}`, 'content-type': 'application/json' },
            body: '{}',
          })
        ).json(),
      ),
    )
    .toContain('ice.columns.');
  const again = await app.open(oakridge, { viewport: { width: 1400, height: 900 }, loadedWithin: 60_000 });
  await waitForStatus(again, /Read to the end\. 16 items/);
  expect(await headers(again)).toContain('machine');
  await again.locator('summary', { hasText: /^Columns/ }).click();
  await again.getByRole('group', { name: 'Columns shown' }).getByRole('button', { name: 'Automatic' }).click();
  await expect.poll(() => headers(again)).not.toContain('machine');
}, 120_000);

test('a table just filled is not shown as holding exactly 0 items', async () => {
  const page = await app.open(oakridge, { viewport: { width: 1400, height: 900 }, loadedWithin: 60_000 });
  await waitForStatus(page, /Read to the end\. 16 items/);
  // Folded away once a read has run; its summary opens it.
  await page.locator('summary', { hasText: `Table details: ${TABLE}` }).click();
  const details = page.getByRole('region', { name: 'Table details' });
  const items = details.locator('dt', { hasText: /^Items$/ }).locator('xpath=following-sibling::dd[1]');
  await expect
    .poll(() => items.textContent())
    .toBe('not counted yet (the read below found 16), updated by DynamoDB every ~6 h');
  const index = details.getByRole('table', { name: 'Indexes' }).getByRole('row', { name: /ByCrew/ });
  await index.waitFor();
  // The read was of the table, not the index: the index's count is DynamoDB's, marked as an estimate.
  expect(await index.textContent()).toMatch(/KEYS_ONLY.*about 0/);
  expect(await index.textContent()).not.toMatch(/counted|found/);

  // A Scan of the whole table, without a filter, read to the end: its count is the table's.
  await page.evaluate((t) => {
    location.hash = `#/scan?table=${t}&cap=none`;
  }, TABLE);
  await waitForStatus(page, /Read to the end\. [\d,]+ items/);
  const scanned = /Read to the end\. ([\d,]+) items/.exec(
    (await page.getByRole('status', { name: 'Read progress' }).textContent()) ?? '',
  )![1]!;
  await expect
    .poll(() => items.textContent())
    .toBe(`about 0, updated by DynamoDB every ~6 h; the Scan below counted ${scanned}`);
}, 120_000);

test('a projection without the keys: the note says what happens and adds them; the history has the real count', async () => {
  const hash = `${oakridge}&projection=${encodeURIComponent('par_total, amount')}`;
  const page = await app.open(hash, { viewport: { width: 1400, height: 900 }, loadedWithin: 60_000 });
  await waitForStatus(page, /Read to the end\. 16 items/);
  const note = page.getByRole('note', { name: 'Items without their keys' });
  expect(await note.textContent()).toMatch(
    /16 items were read without the partition key "course"\. Items without their keys can't be grouped into collections/,
  );
  expect(await note.textContent()).toContain('The projection leaves out "course", "path"');

  await page.getByRole('tab', { name: 'Plain form' }).click();
  await page.locator('summary', { hasText: `Recent reads on ${TABLE}` }).click();
  const history = page.getByRole('list', { name: 'Recent reads' });
  await expect.poll(() => history.getByRole('listitem').first().textContent()).toMatch(/· 16 items$/);

  await note.getByRole('button', { name: 'Add the key attributes to the projection' }).click();
  await expect
    .poll(() =>
      page
        .getByRole('treegrid', { name: 'Item collections' })
        .getByRole('row', { name: /^course\|oakridge, 16 items/ })
        .count(),
    )
    .toBe(1);
  expect(await page.getByRole('note', { name: 'Items without their keys' }).count()).toBe(0);
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain('projection=par_total, amount, course, #path');
}, 120_000);

test("a Query link with every part (index, key condition, filter, projection, paging) shows each in the builder's controls, over an older draft", async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 1000 }, loadedWithin: 60_000 });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE, exact: true }).click();
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const builder = page.getByRole('region', { name: 'Expression builder' });
  // An older draft of the same table, which the link must replace.
  await builder.getByLabel('Partition key', { exact: true }).fill('course|links');

  const params = new URLSearchParams({
    table: TABLE,
    index: 'ByCrew',
    pk: 'crew-a',
    skop: 'begins_with',
    sk: '2024-05',
    desc: '1',
    limit: '3',
    cap: '50',
    filter: 'begins_with(#p, :p) AND #c <> :c',
    projection: 'course, #p, crew, due',
    names: JSON.stringify({ '#p': 'path', '#c': 'course' }),
    values: JSON.stringify({ ':p': 'task', ':c': 'course|links' }),
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/query?${params.toString()}`);
  await waitForStatus(page, /Read to the end\. [1-9]\d* items?/);

  const form = builder.getByRole('form', { name: 'Build the read' });
  expect(await form.getByLabel('Index').inputValue()).toBe('ByCrew');
  expect(await form.getByLabel('Partition key', { exact: true }).inputValue()).toBe('crew-a');
  expect(await form.getByLabel('Sort key condition').inputValue()).toBe('begins_with');
  expect(await form.getByLabel('Sort key value', { exact: true }).inputValue()).toBe('2024-05');
  expect(await form.getByLabel('Newest first').isChecked()).toBe(true);
  expect(await form.getByLabel('Limit').inputValue()).toBe('3');
  expect(await form.getByLabel('Item cap').inputValue()).toBe('50');
  const first = form.getByRole('group', { name: 'Condition 1' });
  expect(await first.getByLabel('Attribute', { exact: true }).inputValue()).toBe('path');
  expect(await first.getByLabel('Comparator').inputValue()).toBe('begins_with');
  expect(await first.getByLabel('Prefix', { exact: true }).inputValue()).toBe('task');
  const second = form.getByRole('group', { name: 'Condition 2' });
  expect(await second.getByLabel('Attribute', { exact: true }).inputValue()).toBe('course');
  expect(await second.getByLabel('Comparator').inputValue()).toBe('<>');
  expect(await second.getByLabel('Value', { exact: true }).inputValue()).toBe('course|links');
  const projected = [];
  for (let i = 1; i <= 4; i++) projected.push(await form.getByLabel(`Attribute ${i} to return`).inputValue());
  expect(projected).toEqual(['course', 'path', 'crew', 'due']);
  expect(await form.getByLabel('Attribute 5 to return').count()).toBe(0);

  // Run again from the builder: the same read (its placeholders renamed by the builder), the cap kept.
  const summary = page.getByRole('region', { name: 'Results' }).locator('.read-summary');
  const before = [await summary.textContent(), (await statusOf(page).textContent())?.match(/\d+ items?/)?.[0]];
  await page.evaluate(() => {
    window.location.hash = '#/';
  });
  await form.getByRole('button', { name: 'Run query' }).click();
  await expect.poll(() => new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('cap')).toBe('50');
  await waitForStatus(page, /Read to the end\./);
  expect([await summary.textContent(), (await statusOf(page).textContent())?.match(/\d+ items?/)?.[0]]).toEqual(before);
}, 120_000);

test("a Scan link with a filter shows in the builder's rows; a GetItem link with a projection opens whole in the plain form and reads", async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 1000 }, loadedWithin: 60_000 });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: TABLE, exact: true }).click();
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  const scan = new URLSearchParams({
    table: TABLE,
    filter: '#k = :k AND amount > :a',
    names: '{"#k":"entry_kind"}',
    values: '{":k":"invoice",":a":150}',
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/scan?${scan.toString()}`);
  await waitForStatus(page, /Read to the end\. 3 items/);
  const form = page.getByRole('region', { name: 'Expression builder' }).getByRole('form', { name: 'Build the read' });
  expect(await form.getByRole('radio', { name: 'Scan' }).isChecked()).toBe(true);
  const rows = [1, 2].map((i) => form.getByRole('group', { name: `Condition ${i}` }));
  expect(await rows[0]!.getByLabel('Attribute', { exact: true }).inputValue()).toBe('entry_kind');
  expect(await rows[0]!.getByLabel('Value', { exact: true }).inputValue()).toBe('invoice');
  expect(await rows[1]!.getByLabel('Attribute', { exact: true }).inputValue()).toBe('amount');
  expect(await rows[1]!.getByLabel('Comparator').inputValue()).toBe('>');
  expect(await rows[1]!.getByLabel('Value', { exact: true }).inputValue()).toBe('150');

  // The builder writes no GetItem: the link opens in the plain form, every field filled, and runs,
  // even with a projection that leaves the keys out.
  await page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    `#/get?table=${TABLE}&pk=${encodeURIComponent('course|links')}&sk=profile&projection=par_total`,
  );
  const get = page.getByRole('tabpanel', { name: 'GetItem form' });
  await get.waitFor();
  expect(await get.getByLabel('Partition key', { exact: true }).inputValue()).toBe('course|links');
  expect(await get.getByLabel('Sort key value', { exact: true }).inputValue()).toBe('profile');
  expect(await get.getByLabel('Projection expression').inputValue()).toBe('par_total');
  await waitForStatus(page, /Found the item\. 1 item/);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Results' }).locator('.read-summary').textContent()).toBe(
    `GetItem ${TABLE} where course = "course|links", path = "profile", only par_total`,
  );
  await page
    .getByRole('note', { name: 'Items without their keys' })
    .getByRole('button', { name: 'Add the key attributes to the projection' })
    .click();
  await page
    .getByRole('treegrid', { name: 'Item collections' })
    .getByRole('row', { name: /^course\|links, 1 item/ })
    .waitFor();
}, 120_000);
