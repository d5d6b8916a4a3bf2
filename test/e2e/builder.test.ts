/**
 * The expression builder in Chromium against web mode as a user starts it (the sandbox is the
 * default connection): build a begins_with Query from the controls, watch the preview, run it into
 * the treegrid, copy its code and run that code; paste a request back into the form, and the app's
 * own code in every language (the whole program or command) back into a form holding another read;
 * save an access pattern and run it for another partition. One server and one browser for the file.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { workspaces } from '../../electron/sandbox/samples/workspaces.js';
import type { Item } from '../../shared/dynamo/types.js';
import { snippetLanguages } from '../../shared/snippets/index.js';
import { useWebApp } from '../support/e2e-app.js';
import { SnippetRunner } from '../integration/snippets/run-snippet.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
let page: Page;

async function open(hash = ''): Promise<Page> {
  page = await app.open(hash, { viewport: { width: 1440, height: 1000 }, clipboard: true });
  return page;
}

const builder = () => page.getByRole('region', { name: 'Expression builder' });
const preview = () => builder().getByRole('region', { name: 'Request preview' });
const grid = () => page.getByRole('treegrid', { name: 'Item collections' });
const status = () => page.getByRole('status', { name: 'Read progress' });
const waitForStatus = (re: RegExp) =>
  expect.poll(async () => (await status().textContent()) ?? '', { timeout: 30_000 }).toMatch(re);
const previewField = (field: string) => preview().locator(`[data-field="${field}"]`).textContent();

async function openBuilder(table: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: table, exact: true }).click();
  await page.getByRole('tab', { name: 'Expression builder' }).click();
  await builder().getByLabel('Partition key', { exact: true }).waitFor();
}

/** The sample's own items: what a read of `pk` with sort keys starting `prefix` must return, newest first. */
function expectedDetails(pk: string, prefix: string): string[] {
  const s = (i: Item, k: string) => (i[k] && 'S' in i[k]! ? i[k].S : '');
  return workspaces
    .items()
    .filter((i) => s(i, 'EntityRef') === pk && s(i, 'Detail').startsWith(prefix))
    .map((i) => s(i, 'Detail'))
    .sort()
    .reverse();
}

async function itemRowNames(): Promise<string[]> {
  return grid()
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
}

test('a begins_with query built from the controls: preview, run, the address, and its code copied and run', async () => {
  await open();
  await openBuilder('Workspaces');
  const b = builder();
  await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
  await b.getByLabel('Sort key condition').selectOption('begins_with');
  // begins_with is offered because Detail is a string; the upper value appears only for between.
  expect(await b.getByLabel('Sort key upper value').count()).toBe(0);
  await b.getByLabel('Sort key value', { exact: true }).fill('PROJ#2025');
  await b.getByLabel('Newest first').check();

  expect(await previewField('KeyConditionExpression')).toBe('#n0 = :v0 AND begins_with(#n1, :v1)');
  expect(JSON.parse((await previewField('ExpressionAttributeNames'))!)).toEqual({
    '#n0': 'EntityRef',
    '#n1': 'Detail',
  });
  expect(JSON.parse((await previewField('ExpressionAttributeValues'))!)).toEqual({
    ':v0': { S: 'WS#globex' },
    ':v1': { S: 'PROJ#2025' },
  });
  expect(await previewField('FilterExpression')).toBe('(none)');

  await b.getByRole('button', { name: 'Run query' }).click();
  const expected = expectedDetails('WS#globex', 'PROJ#2025');
  expect(expected.length).toBeGreaterThan(3);
  await waitForStatus(new RegExp(`Read to the end\\. ${expected.length} items`));
  await grid()
    .getByRole('row', { name: new RegExp(`^WS#globex, ${expected.length} items`) })
    .waitFor();
  expect(await itemRowNames()).toEqual(expected.map((d) => `PROJ: ${d}`));
  expect(new URL(page.url()).hash).toBe(
    '#/query?table=Workspaces&conn=sandbox&pk=WS%23globex&sk=PROJ%232025&skop=begins_with&desc=1',
  );

  // The Code region: four tabs, each a program for this request against the sandbox's endpoint.
  await b.locator('summary', { hasText: 'Code' }).click();
  // Exact names: the ExecuteStatement code beside it has its own region and tabs.
  const code = b.getByRole('region', { name: 'Code for this read', exact: true });
  const tabs = code.getByRole('tablist', { name: 'Language', exact: true }).getByRole('tab');
  expect(await tabs.allTextContents()).toEqual([
    'JavaScript (SDK v3)',
    'JavaScript (lib-dynamodb)',
    'Python (boto3)',
    'AWS CLI',
  ]);
  const program = code.getByRole('tabpanel').locator('pre');
  await code.getByRole('tab', { name: 'AWS CLI' }).click();
  expect(await code.getByRole('tab', { name: 'AWS CLI' }).getAttribute('aria-selected')).toBe('true');
  expect(await program.textContent()).toMatch(/aws dynamodb query/);
  // Keyboard: arrow keys move along the tabs.
  await code.getByRole('tab', { name: 'AWS CLI' }).press('Home');
  expect(await code.getByRole('tab', { name: 'JavaScript (SDK v3)' }).getAttribute('aria-selected')).toBe('true');
  const text = (await program.textContent())!;
  expect(text).toContain('"#n0 = :v0 AND begins_with(#n1, :v1)"');
  expect(text).toContain('ScanIndexForward: false');
  expect(text).toMatch(/endpoint: "http:\/\/127\.0\.0\.1:\d+"/);

  await code.getByRole('button', { name: 'Copy' }).click();
  await code.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(text);

  // The copied program runs as written and prints the same items the treegrid shows.
  const runner = await SnippetRunner.create();
  try {
    const printed = JSON.parse(await runner.run('javascript-sdk', 'builder-copy', copied)) as Item[];
    expect(printed.map((i) => (i.Detail as { S: string }).S)).toEqual(expected);
  } finally {
    await runner.close();
  }
});

test('problems are shown beside their control and keep Run disabled, with the reason', async () => {
  await open();
  await openBuilder('Workspaces');
  const b = builder();
  const run = b.getByRole('button', { name: 'Run query' });
  expect(await run.isDisabled()).toBe(true);
  expect(await b.getByText(/^Run is disabled: Partition key: enter a value/).count()).toBe(1);
  await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
  expect(await run.isDisabled()).toBe(false);

  // A Query's filter may not test the sort key: validate's message lands on the row.
  await b.getByRole('button', { name: 'Add condition' }).click();
  const row = b.getByRole('group', { name: 'Condition 1' });
  await row.getByLabel('Attribute', { exact: true }).fill('Detail');
  await row.getByLabel('Value', { exact: true }).fill('META');
  await row.getByText(/"Detail" is a key attribute of table "Workspaces"/).waitFor();
  expect(await row.getByLabel('Attribute', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(await run.isDisabled()).toBe(true);
  const problems = preview().getByRole('table');
  expect(await problems.getByRole('row').nth(1).textContent()).toMatch(
    /^Condition 1FilterExpression \(column \d+\)#n1/,
  );

  // A number with letters, then a list typed as JSON, checked as it is typed.
  await row.getByLabel('Attribute', { exact: true }).fill('BudgetUsd');
  await row.getByLabel('Value type').selectOption('N');
  await row.getByLabel('Value', { exact: true }).fill('12x');
  await row.getByText(/"12x" is not a number/).waitFor();
  await row.getByLabel('Comparator').selectOption('in');
  await row.getByLabel('Value 1 type').selectOption('N');
  await row.getByLabel('Value 1', { exact: true }).fill('500');
  await row.getByRole('button', { name: 'Add value' }).click();
  await row.getByLabel('Value 2', { exact: true }).fill('1000');
  expect(await previewField('FilterExpression')).toBe('#n1 IN (:v1, :v2)');
  expect(await run.isDisabled()).toBe(false);

  await row.getByLabel('Comparator').selectOption('contains');
  await row.getByLabel('Value type').selectOption('L');
  await row.getByLabel('Value (JSON list)').fill('[1, "a"');
  await row.getByText(/not valid JSON at line 1, column 8/).waitFor();
  await row.getByLabel('Value (JSON list)').fill('[1, "a"]');
  expect(JSON.parse((await previewField('ExpressionAttributeValues'))!)[':v1']).toEqual({
    L: [{ N: '1' }, { S: 'a' }],
  });

  // Consistent read is not offered on a GSI, and says why.
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: 'HelpDesk', exact: true }).click();
  await b.getByLabel('Index').selectOption('GSI1');
  const consistent = b.getByLabel('Consistent read');
  expect(await consistent.isDisabled()).toBe(true);
  expect(
    await b.getByText(/Global secondary indexes serve eventually consistent reads only; "GSI1" is a GSI/).count(),
  ).toBe(1);
});

test('a pasted request fills the form, and a broken one says where', async () => {
  await open();
  await openBuilder('Workspaces');
  const b = builder();
  await b.locator('summary', { hasText: 'Paste a request' }).click();
  const box = b.getByLabel('Pasted request');
  await box.fill(
    '{ "TableName": "Workspaces",\n  "KeyConditionExpression": "EntityRef = :ws AND Detail BETWEEN :a AND",\n  "ExpressionAttributeValues": { ":ws": { "S": "WS#initech" } } }',
  );
  await b.getByRole('button', { name: 'Fill the form from the pasted text' }).click();
  await b
    .getByRole('alert')
    .filter({ hasText: 'KeyConditionExpression' })
    .getByText(/column \d+/)
    .waitFor();

  await box.fill(`const out = await client.send(new QueryCommand({
    TableName: "Workspaces",
    IndexName: "ByStatus",
    KeyConditionExpression: "#pk = :pk AND begins_with(#sc, :status)",
    FilterExpression: "contains(#labels, :label) OR NOT attribute_exists(CreatedBy)",
    ProjectionExpression: "Title, CreatedBy",
    ExpressionAttributeNames: { "#pk": "EntityRef", "#sc": "StatusCreated", "#labels": "Labels" },
    ExpressionAttributeValues: { ":pk": { S: "WS#initech" }, ":status": { S: "ACTIVE#" }, ":label": { S: "data" } },
    ScanIndexForward: false,
  }));`);
  await fillsTheActiveProjectsRead(b);
  expect(await b.getByLabel('Match').first().inputValue()).toBe('or');
  const first = b.getByRole('group', { name: 'Condition 1' });
  expect(await first.getByLabel('Attribute', { exact: true }).inputValue()).toBe('Labels');
  expect(await first.getByLabel('Comparator').inputValue()).toBe('contains');
  expect(await first.getByLabel('Value', { exact: true }).inputValue()).toBe('data');
  const second = b.getByRole('group', { name: 'Condition 2' });
  expect(await second.getByLabel('Comparator').inputValue()).toBe('exists');
  expect(await b.getByLabel('Attribute 2 to return').inputValue()).toBe('CreatedBy');
  expect(await previewField('KeyConditionExpression')).toBe('#n0 = :v0 AND begins_with(#n1, :v1)');
  expect(await previewField('FilterExpression')).toBe('contains(#n2, :v2) OR NOT attribute_exists(#n3)');

  await b.getByRole('button', { name: 'Run query' }).click();
  await waitForStatus(/Read to the end\./);
  expect(new URL(page.url()).hash).toMatch(
    /^#\/query\?table=Workspaces&conn=sandbox&index=ByStatus&pk=WS%23initech&sk=ACTIVE%23/,
  );
});

/** After a paste: the form holds Workspaces' ByStatus read of WS#initech's ACTIVE# items, newest first. */
async function fillsTheActiveProjectsRead(b: Locator): Promise<void> {
  await b.getByRole('button', { name: 'Fill the form from the pasted text' }).click();
  await b.getByText('The form now holds the pasted request.').waitFor();
  expect(await b.getByLabel('Index').inputValue()).toBe('ByStatus');
  expect(await b.getByLabel('Partition key', { exact: true }).inputValue()).toBe('WS#initech');
  expect(await b.getByLabel('Sort key condition').inputValue()).toBe('begins_with');
  expect(await b.getByLabel('Sort key value', { exact: true }).inputValue()).toBe('ACTIVE#');
  expect(await b.getByLabel('Newest first').isChecked()).toBe(true);
}

describe.each(snippetLanguages.map((l) => l.label))('the %s code the app shows', (label) => {
  test('pasted back into the builder, fills it with the same read', async () => {
    page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
    await page
      .getByRole('navigation', { name: 'Tables' })
      .getByRole('button', { name: 'Workspaces', exact: true })
      .click();
    await page.getByRole('tablist', { name: 'Tools' }).waitFor();
    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = builder();
    await b.getByLabel('Index').selectOption('ByStatus');
    await b.getByLabel('Partition key', { exact: true }).fill('WS#initech');
    await b.getByLabel('Sort key condition').selectOption('begins_with');
    await b.getByLabel('Sort key value', { exact: true }).fill('ACTIVE#');
    await b.getByLabel('Newest first').check();
    await b.locator('summary', { hasText: 'Code' }).click();
    await b
      .getByRole('region', { name: 'Code for this read', exact: true })
      .getByRole('tablist', { name: 'Language', exact: true })
      .getByRole('tab', { name: label, exact: true })
      .click();
    const code = (await b.getByLabel(`${label} program`).textContent())!;

    // Start over on another read, then paste the whole program (or command) back.
    await b.getByLabel('Index').selectOption('');
    await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
    await b.getByLabel('Newest first').uncheck();
    await b.locator('summary', { hasText: 'Paste a request' }).click();
    await b.getByLabel('Pasted request').fill(code);
    await fillsTheActiveProjectsRead(b);
  });
});

test('a saved access pattern keeps its slots, survives a reload, runs for another partition and round-trips as a file', async () => {
  await open();
  await openBuilder('Workspaces');
  const b = builder();
  await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
  await b.getByLabel('Sort key condition').selectOption('begins_with');
  await b.getByLabel('Sort key value', { exact: true }).fill('PROJ#');
  await b.getByLabel('Newest first').check();
  const patterns = b.getByRole('region', { name: 'Saved access patterns' });
  await patterns.locator('summary', { hasText: 'Save the current read' }).click();
  const save = patterns.getByRole('form', { name: 'Save as access pattern' });
  await save.getByLabel('Pattern name').fill("List a workspace's projects, newest first");
  // The partition key's value is offered as a slot; the prefix stays as typed.
  expect(await save.getByLabel('Partition key EntityRef (S)').inputValue()).toBe('WS#{ws}');
  await save.getByLabel('Partition key EntityRef (S)').fill('WS#{workspace}');
  expect(await save.getByLabel('Sort key value Detail (S)').inputValue()).toBe('PROJ#');
  await save.getByRole('button', { name: 'Save pattern' }).click();

  await page.reload();
  await openBuilder('Workspaces');
  const saved = builder()
    .getByRole('region', { name: 'Saved access patterns' })
    .getByRole('form', { name: "List a workspace's projects, newest first" });
  expect(await saved.locator('code').textContent()).toContain(
    'EntityRef = "WS#{workspace}" AND begins_with(Detail, "PROJ#")',
  );
  // The slot's box names the attribute its value is compared with.
  expect(await saved.locator('label', { hasText: '{workspace}' }).textContent()).toBe('{workspace} (EntityRef)');
  await saved.getByRole('button', { name: /^Run/ }).click();
  await saved.getByText('enter a value for {workspace}').waitFor();
  await saved.getByLabel('{workspace}').fill('initech');
  await saved.getByRole('button', { name: /^Run/ }).click();
  const expected = expectedDetails('WS#initech', 'PROJ#');
  await waitForStatus(new RegExp(`Read to the end\\. ${expected.length} items`));
  expect(await itemRowNames()).toEqual(expected.map((d) => `PROJ: ${d}`));
  expect(await builder().getByLabel('Partition key', { exact: true }).inputValue()).toBe('WS#initech');

  // A bad file is refused with the path of each problem; a good one is added.
  const file = builder().getByLabel('Import patterns (JSON file)');
  await file.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"format": "item-collection-explorer/access-patterns", "version": 1, "patterns": [{"name": "x", "table": "Workspaces", "operation": "Query", "request": {}}]}',
    ),
  });
  await builder()
    .getByRole('alert')
    .getByText('patterns[0].request.KeyConditionExpression: a Query pattern needs a key condition')
    .waitFor();
  const good = {
    format: 'item-collection-explorer/access-patterns',
    version: 1,
    patterns: [
      {
        name: 'Projects by status',
        table: 'Workspaces',
        operation: 'Query',
        request: {
          IndexName: 'ByStatus',
          KeyConditionExpression: '#pk = :pk AND begins_with(#s, :s)',
          ExpressionAttributeNames: { '#pk': 'EntityRef', '#s': 'StatusCreated' },
          ExpressionAttributeValues: { ':pk': { S: 'WS#{ws}' }, ':s': { S: '{status}#' } },
        },
      },
    ],
  };
  await file.setInputFiles({
    name: 'good.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(good)),
  });
  await builder().getByText('Imported 1 pattern (Workspaces: 1 added)').waitFor();
  const imported = builder().getByRole('form', { name: 'Projects by status' });
  expect(await imported.getByRole('textbox').count()).toBe(2);
});

test('keyboard only: switch to the builder, fill the key, run with Enter', async () => {
  await open();
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'SaasOrganizations', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Plain form' }).waitFor();
  await page.getByRole('tab', { name: 'Plain form' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.getByRole('tab', { name: 'Expression builder' }).getAttribute('aria-selected')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Expression builder');
  const pk = builder().getByLabel('Partition key', { exact: true });
  await pk.waitFor();
  // Tab forwards until the partition key has focus: every control on the way is reachable.
  for (let i = 0; i < 12 && !(await pk.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  expect(await pk.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('ORG#CONTOSO');
  await page.keyboard.press('Tab');
  expect(
    await builder()
      .getByLabel('Sort key condition')
      .evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await page.keyboard.press('Shift+Tab');
  // Enter in a text box submits the builder's form: Run.
  await page.keyboard.press('Enter');
  await waitForStatus(/Read to the end\. \d+ items/);
  expect(new URL(page.url()).hash).toBe('#/query?table=SaasOrganizations&conn=sandbox&pk=ORG%23CONTOSO');
});
