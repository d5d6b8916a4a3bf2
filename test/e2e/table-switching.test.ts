/**
 * What belongs to a table stays with it (trial findings F3, F4): choosing another table shows that
 * table's empty state, never the other's results, layout notes, Design tab or form problems; a
 * read still running on the table left is stopped (on the server too) and paints nothing into the
 * next; an address that names only a table (the form as it was left, no key typed) reopens the
 * form without an error. Two tables of this test's own design, in a dynalite behind a fault proxy
 * that can hold a Scan's answer, so a read is still running when the table changes.
 */
import { CreateTableCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { putItems } from '../support/put-items.js';

const CHOIR = 'ChoirRoster';
const BEDS = 'GreenhouseBeds';
const s = (v: string) => ({ S: v });
const n = (v: number) => ({ N: String(v) });

async function fill(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: CHOIR,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'section', KeyType: 'HASH' },
        { AttributeName: 'member', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'section', AttributeType: 'S' },
        { AttributeName: 'member', AttributeType: 'S' },
      ],
    }),
  );
  await client.send(
    new CreateTableCommand({
      TableName: BEDS,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'bedId', KeyType: 'HASH' },
        { AttributeName: 'takenAt', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'bedId', AttributeType: 'S' },
        { AttributeName: 'takenAt', AttributeType: 'N' },
      ],
    }),
  );
  const choir: Record<string, AttributeValue>[] = [];
  for (const voice of ['soprano', 'alto', 'tenor', 'bass']) {
    const pk = `SECTION/${voice}`;
    choir.push({ section: s(pk), member: s(pk), leader: s(`Leader of ${voice}`) });
    // Member numbers without zero padding: the layout checks have something to say about this table.
    for (let m = 1; m <= 12; m++)
      choir.push({ section: s(pk), member: s(`MEMBER/${m}`), singer: s(`Singer ${voice} ${m}`) });
  }
  const beds: Record<string, AttributeValue>[] = [];
  for (let b = 1; b <= 3; b++) {
    for (let t = 0; t < 6; t++)
      beds.push({ bedId: s(`bed-0${b}`), takenAt: n(1_700_000_000_000 + t * 60_000), moisture: n(30 + b + t) });
  }
  await putItems(client, CHOIR, choir);
  await putItems(client, BEDS, beds);
}

const db = useDynalite(fill);
let proxy: FaultProxy;
/** While set, every Scan's answer is held back (up to a minute), so the read is still running. */
let holdScans = false;
/** Query requests past this count are held back the same way (Infinity: none). */
let holdQueriesAfter = Infinity;
beforeAll(async () => {
  proxy = await startFaultProxy({
    target: db.endpoint,
    schedule: (ctx) =>
      (holdScans && ctx.operation === 'Scan') || (ctx.operation === 'Query' && ctx.opSeq > holdQueriesAfter)
        ? { kind: 'slow', delayMs: 60_000 }
        : undefined,
  });
});
afterAll(async () => {
  await proxy?.close();
});
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', proxy.url, '--region', 'us-east-1', '--no-sandbox'],
});

const open = (hash = '') => app.open(hash, { viewport: { width: 1400, height: 1000 }, loadedWithin: 60_000 });
const statusText = async (page: Page) =>
  (await page.getByRole('status', { name: 'Read progress' }).textContent()) ?? '';
const chooseTable = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name, exact: true }).click();
const readForm = (page: Page) => page.getByRole('region', { name: 'Read', exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const EMPTY_RESULTS = 'The item collections of a read appear here';
/** Waits until the Query past `holdQueriesAfter` (a read's second page) is being held at the proxy. */
const heldPageArrived = () => expect.poll(() => proxy.count('Query'), { timeout: 30_000 }).toBe(holdQueriesAfter + 1);

test('another table shows its own empty state: no results, layout notes or Design tab of the table left', async () => {
  const page = await open(`#/scan?table=${CHOIR}&cap=none`);
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 52 items/);
  // What the choir's read brings: its results, notes on its unpadded numbers, its design.
  await page
    .getByRole('region', { name: 'Layout notes' })
    .getByText(/not zero-padded/)
    .first()
    .waitFor();
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByText(`remembered for table ${CHOIR} on this connection`).waitFor();

  await chooseTable(page, BEDS);
  await page.getByText(`Table details: ${BEDS}`).waitFor();
  await results(page).getByText(EMPTY_RESULTS).waitFor();
  expect(await page.getByRole('region', { name: 'Layout notes' }).count()).toBe(0);
  expect(await page.getByRole('treegrid', { name: 'Item collections' }).count()).toBe(0);
  const designText = (await page.getByRole('tabpanel', { name: 'Design' }).textContent()) ?? '';
  expect(designText).toContain('Run a read of this table');
  expect(designText).not.toContain(CHOIR);
  expect((await page.locator('main').textContent()) ?? '').not.toContain(CHOIR);

  // The beds' own read: the Design tab is theirs.
  await page.getByRole('tab', { name: 'Query', exact: true }).click();
  await readForm(page).getByLabel('Partition key', { exact: true }).fill('bed-02');
  await readForm(page).getByRole('button', { name: 'Run query' }).click();
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 6 items/);
  await page
    .getByRole('tabpanel', { name: 'Design' })
    .getByText(`remembered for table ${BEDS} on this connection`)
    .waitFor();
  await page.screenshot({ path: '/tmp/switching-f3-beds.png', fullPage: true });
}, 120_000);

test('a read still running on the table left is stopped, and nothing of it reaches the next table', async () => {
  const page = await open();
  holdScans = true;
  try {
    const heldBefore = proxy.events.filter((e) => e.operation === 'Scan' && e.outcome === 'held').length;
    await chooseTable(page, CHOIR);
    await page.getByRole('tab', { name: 'Scan', exact: true }).click();
    await readForm(page).getByRole('button', { name: 'Run scan' }).click();
    await expect
      .poll(() => proxy.events.filter((e) => e.operation === 'Scan' && e.outcome === 'held').length, {
        timeout: 30_000,
      })
      .toBe(heldBefore + 1);
    const held = proxy.events.filter((e) => e.operation === 'Scan' && e.outcome === 'held').at(-1)!;

    await chooseTable(page, BEDS);
    // The held Scan is given up by the app: the request is closed before its answer came.
    await proxy.waitFor((e) => e.seq === held.seq && e.outcome === 'client-aborted', 30_000);
  } finally {
    holdScans = false;
  }
  await page.getByText(`Table details: ${BEDS}`).waitFor();
  await results(page).getByText(EMPTY_RESULTS).waitFor();
  await page.getByRole('tab', { name: 'Query', exact: true }).click();
  await readForm(page).getByLabel('Partition key', { exact: true }).fill('bed-01');
  await readForm(page).getByRole('button', { name: 'Run query' }).click();
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 6 items/);
  const grid = page.getByRole('treegrid', { name: 'Item collections' });
  const collections = await grid.locator('[role="row"][aria-level="1"]').allTextContents();
  expect(collections).toHaveLength(1);
  expect(collections[0]).toContain('bed-01');
  expect((await results(page).textContent()) ?? '').not.toMatch(/SECTION\/|ChoirRoster/);
}, 120_000);

test('an address with a table and no key value reopens the form as it was left, with no error', async () => {
  const page = await open();
  await chooseTable(page, CHOIR);
  // Typed, not run: the address follows the form.
  await readForm(page).getByLabel('Limit', { exact: true }).fill('5');
  await expect.poll(() => new URL(page.url()).hash).toMatch(new RegExp(`^#/query\\?table=${CHOIR}&.*limit=5`));
  await page.reload();
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  // The link is open once its form shows what it held; a refusal would have come with it.
  await expect
    .poll(() => readForm(page).getByLabel('Limit', { exact: true }).inputValue(), { timeout: 30_000 })
    .toBe('5');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await readForm(page).getByLabel('Partition key', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  await results(page).getByText(EMPTY_RESULTS).waitFor();
}, 120_000);

test("the form's problems and a link's notice belong to their table: choosing another clears them", async () => {
  const page = await open();
  await chooseTable(page, CHOIR);
  await readForm(page).getByRole('button', { name: 'Run query' }).click();
  await readForm(page).getByText('enter a value for "section"').first().waitFor();
  await chooseTable(page, BEDS);
  await page.getByText(`Table details: ${BEDS}`).waitFor();
  expect(await page.getByText('"section"').count()).toBe(0);
  expect(await readForm(page).getByLabel('Partition key', { exact: true }).getAttribute('aria-invalid')).toBeNull();

  // A GetItem link without its sort key says so, about its table; another table does not keep it.
  await page.goto(`${app.serve.origin}/#/get?table=${CHOIR}&pk=${encodeURIComponent('SECTION/alto')}`);
  await page.getByRole('alert').filter({ hasText: 'sort key "member"' }).waitFor({ timeout: 30_000 });
  await chooseTable(page, BEDS);
  await page.getByText(`Table details: ${BEDS}`).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByText('"member"').count()).toBe(0);
}, 120_000);

test('a link to another table keeps its own address while that table is described: never the empty form of the table', async () => {
  const page = await open();
  await chooseTable(page, BEDS);
  await page.getByText(`Table details: ${BEDS}`).waitFor();
  // Every address the app writes from here on (it follows the form with history.replaceState).
  await page.evaluate(() => {
    const w = window as unknown as { __written: string[] };
    w.__written = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, url) => {
      w.__written.push(String(url));
      replace(data, unused, url);
    };
  });
  const pk = 'SECTION/tenor';
  await page.evaluate(
    (hash) => {
      location.hash = hash;
    },
    `#/query?table=${CHOIR}&pk=${encodeURIComponent(pk)}&cap=none`,
  );
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 13 items/);
  const written = await page.evaluate(() => (window as unknown as { __written: string[] }).__written);
  // Before, choosing the link's table wrote `#/query?table=ChoirRoster` (its empty form) until the
  // table was described: a reload or a copy of the address then lost the link.
  for (const url of written) expect(decodeURIComponent(url)).toContain(`pk=${pk}`);
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`pk=${pk}`);
}, 120_000);

test('while a read runs, a collection whose parent has not come yet says "not read yet", never "no parent"', async () => {
  // A whole read first: the table's model then knows its parent entity.
  const page = await open(`#/scan?table=${CHOIR}&cap=none`);
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 52 items/);
  const parent = await page
    .getByRole('treegrid', { name: 'Item collections' })
    .locator('[role="row"][aria-level="2"][data-parent="true"]')
    .first()
    .getAttribute('data-entity-type');
  // The section record sorts after its members: a Query of 5 items a page has no parent in its first page.
  holdQueriesAfter = proxy.count('Query') + 1;
  try {
    await page.evaluate(
      (h) => {
        location.hash = h;
      },
      `#/query?table=${CHOIR}&pk=${encodeURIComponent('SECTION/alto')}&limit=5&cap=none`,
    );
    const header = page
      .getByRole('treegrid', { name: 'Item collections' })
      .locator('[role="row"][aria-level="1"]')
      .first();
    await expect
      .poll(async () => (await header.textContent()) ?? '', { timeout: 30_000 })
      .toContain(`parent ${parent} not read yet`);
    expect(await statusText(page)).toMatch(/^Reading/);
    expect((await header.textContent()) ?? '').not.toContain('no parent');
    await page.screenshot({ path: '/tmp/switching-parent-not-yet.png', fullPage: true });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Stopped by you after 5 items/);
    // The held page was on its way: DynamoDB may bill it, and the status says so.
    expect(await statusText(page)).toContain('The page on its way when you stopped was dropped');
    await expect.poll(async () => (await header.textContent()) ?? '').toContain(`parent ${parent} not reached`);
  } finally {
    holdQueriesAfter = Infinity;
  }
}, 120_000);

test('a reload in the middle of a read shows the read rather than paying for it again; "Run it again" runs it', async () => {
  const page = await open(`#/scan?table=${CHOIR}&cap=none`);
  await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 52 items/);
  holdQueriesAfter = proxy.count('Query') + 1;
  try {
    const hash = `#/query?table=${CHOIR}&pk=${encodeURIComponent('SECTION/bass')}&limit=5&cap=none`;
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/^Reading… 5 items/);
    // The status shows the first page before the second page's request has reached the server: on a
    // loaded machine it arrives a moment later. Count only once that held page is at the server, or
    // the page sent before the reload is counted as if the reload had sent it (issue 19 part 6).
    await heldPageArrived();
    const queriesBefore = proxy.count('Query');
    await page.reload();
    await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
    const notice = page.getByRole('note').filter({ hasText: 'This read was still running when the page was reloaded' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await readForm(page).getByLabel('Partition key', { exact: true }).inputValue()).toBe('SECTION/bass');
    expect(proxy.count('Query')).toBe(queriesBefore);
    expect(await page.getByRole('treegrid', { name: 'Item collections' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/switching-reload-mid-read.png', fullPage: true });
    // Run again and cut off again (its second page held): the reload still shows it, every time.
    for (let round = 0; round < 2; round++) {
      holdQueriesAfter = proxy.count('Query') + 1;
      await notice.getByRole('button', { name: 'Run it again' }).click();
      await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/^Reading… 5 items/);
      await heldPageArrived();
      const sent = proxy.count('Query');
      await page.reload();
      await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
      await notice.waitFor({ timeout: 30_000 });
      expect(proxy.count('Query')).toBe(sent);
    }
    holdQueriesAfter = Infinity;
    await notice.getByRole('button', { name: 'Run it again' }).click();
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 13 items/);
    // A read that ended reruns on a reload, as a link does.
    await page.reload();
    await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Read to the end\. 13 items/);
    expect(await page.getByText('This read was still running').count()).toBe(0);
  } finally {
    holdQueriesAfter = Infinity;
  }
}, 120_000);
