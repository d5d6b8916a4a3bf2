/**
 * Typing is per table, not per read. After a Scan of a table, a Query and a Scan of its
 * overloaded GSI (where raids and raid sign-ups share the index sort key), a Query of its
 * KEYS_ONLY index keyed the other way round, and a GetItem show every item with the
 * `data-entity-type` the Scan gave it; the Design tab stays the table's. On a numeric time series,
 * a GetItem of the device record says Device, and a newest-first Query capped before the record
 * says the parent was not reached rather than "no parent".
 */
import { CreateTableCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { putItems } from '../support/put-items.js';

const GUILDS = 'Guildhall';
const BEACONS = 'Beacons';
/** Read by one test only, after a model was imported for it. */
const LANTERNS = 'Lanterns';
const s = (v: string) => ({ S: v });
const n = (v: number) => ({ N: String(v) });
/** ULID-like ids: no word in them. */
const ulid = (prefix: string, i: number) =>
  `${prefix}01JH${String(i).padStart(4, '0')}ZX${((i * 7919) % 10000).toString(36).toUpperCase().padStart(4, 'Q')}K9`;

async function fill(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: GUILDS,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'realm', KeyType: 'HASH' },
        { AttributeName: 'node', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: ['realm', 'node', 'G1PK', 'G1SK'].map((a) => ({
        AttributeName: a,
        AttributeType: 'S' as const,
      })),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'G1PK', KeyType: 'HASH' },
            { AttributeName: 'G1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'ByNode',
          KeySchema: [
            { AttributeName: 'node', KeyType: 'HASH' },
            { AttributeName: 'realm', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    }),
  );
  const guilds: Record<string, AttributeValue>[] = [];
  for (let g = 0; g < 4; g++) {
    const realm = ulid('r_', g);
    guilds.push({
      realm: s(realm),
      node: s(realm),
      banner: s(`Banner ${g}`),
      motto: s('onward'),
      G1PK: s('REALMS'),
      G1SK: s(realm),
    });
    const members = [0, 1, 2, 3].map((m) => ulid('', g * 100 + m));
    for (const m of members)
      guilds.push({
        realm: s(realm),
        node: s(`MEMBER#${m}`),
        handle: s(`hero${m}`),
        G1PK: s(realm),
        G1SK: s(`MEMBER#${m}`),
      });
    for (let r = 0; r < 2; r++) {
      const raid = ulid('', g * 100 + 50 + r);
      guilds.push({
        realm: s(realm),
        node: s(`RAID#${raid}`),
        boss: s('dragon'),
        G1PK: s(realm),
        G1SK: s(`RAID#${raid}`),
      });
      for (const m of members.slice(0, 2 + r))
        guilds.push({
          realm: s(realm),
          node: s(`RAID#${raid}#MEMBER#${m}`),
          slot: s('tank'),
          G1PK: s(realm),
          G1SK: s(`RAID#${raid}`),
        });
    }
  }
  await putItems(client, GUILDS, guilds);

  await client.send(
    new CreateTableCommand({
      TableName: BEACONS,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'beacon', KeyType: 'HASH' },
        { AttributeName: 't', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'beacon', AttributeType: 'S' },
        { AttributeName: 't', AttributeType: 'N' },
      ],
    }),
  );
  const beacons: Record<string, AttributeValue>[] = [];
  for (let b = 0; b < 3; b++) {
    const id = `bcn-${b}`;
    beacons.push({ beacon: s(id), t: n(0), firmware: s('2.1'), mountedAt: s('2024-02-01') });
    for (let r = 1; r <= 30; r++) {
      beacons.push(
        r % 3 === 0
          ? { beacon: s(id), t: n(1_700_000_000_000 + r * 60_000), lat: n(52.1), lon: n(4.3), heading: n(90) }
          : { beacon: s(id), t: n(1_700_000_000_000 + r * 60_000), tempC: n(21), humidity: n(40), battery: n(90) },
      );
    }
  }
  await putItems(client, BEACONS, beacons);

  await client.send(
    new CreateTableCommand({
      TableName: LANTERNS,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'street', KeyType: 'HASH' },
        { AttributeName: 'post', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'street', AttributeType: 'S' },
        { AttributeName: 'post', AttributeType: 'S' },
      ],
    }),
  );
  const lanterns: Record<string, AttributeValue>[] = [];
  for (const street of ['Kade', 'Markt']) {
    lanterns.push({ street: s(street), post: s('STREET'), district: s('old town') });
    for (let l = 1; l <= 4; l++) lanterns.push({ street: s(street), post: s(`LAMP~${l}`), watts: n(40 + l) });
  }
  await putItems(client, LANTERNS, lanterns);
}

const db = useDynalite((client) => fill(client));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
/** Kind of each item row (from its table sort key, shown on every read) -> its data-entity-type values. */
const typesByKind = (page: Page) =>
  grid(page)
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => {
      const out: Record<string, string[]> = {};
      for (const r of rows) {
        const text = r.textContent ?? '';
        const kind = /RAID#\w+#MEMBER#/.test(text)
          ? 'signup'
          : /RAID#/.test(text)
            ? 'raid'
            : /MEMBER#/.test(text)
              ? 'member'
              : /r_01JH/.test(text)
                ? 'guild'
                : '?';
        out[kind] = [...new Set([...(out[kind] ?? []), r.getAttribute('data-entity-type') ?? ''])];
      }
      return out;
    });

async function readTo(page: Page, hash: string, status: RegExp): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  const region = page.getByRole('status', { name: 'Read progress' });
  await expect.poll(async () => (await region.textContent()) ?? '', { timeout: 30_000 }).toMatch(status);
}

test("an overloaded GSI, a KEYS_ONLY GSI and a GetItem type every item as the table Scan did; the Design tab stays the table's", async () => {
  const page = await app.open(`#/scan?table=${GUILDS}&cap=none`, { viewport: { width: 1400, height: 1000 } });
  await readTo(page, `#/scan?table=${GUILDS}&cap=none`, /Read to the end\. 48 items/);
  const scanned = await typesByKind(page);
  expect(Object.keys(scanned).sort()).toEqual(['guild', 'member', 'raid', 'signup']);
  for (const k of Object.keys(scanned)) expect(scanned[k], k).toHaveLength(1);
  expect(new Set(Object.values(scanned).flat()).size).toBe(4);
  const same = (kinds: string[]) => Object.fromEntries(kinds.map((k) => [k, scanned[k]!]));

  await readTo(page, `#/query?table=${GUILDS}&index=GSI1&pk=REALMS`, /Read to the end\. 4 items/);
  await expect.poll(() => typesByKind(page)).toEqual(same(['guild']));

  await readTo(page, `#/scan?table=${GUILDS}&index=GSI1&cap=none`, /Read to the end\. 48 items/);
  await expect.poll(() => typesByKind(page)).toEqual(same(['guild', 'member', 'raid', 'signup']));
  await page.screenshot({ path: '/tmp/tablemodel-gsi-scan.png', fullPage: true });

  const realm = ulid('r_', 1);
  await readTo(
    page,
    `#/query?table=${GUILDS}&index=ByNode&pk=${encodeURIComponent(realm)}`,
    /Read to the end\. 1 item/,
  );
  await expect.poll(() => typesByKind(page)).toEqual(same(['guild']));

  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  for (const name of Object.values(scanned).flat())
    await design.getByLabel(`Name of entity ${name}`, { exact: true }).waitFor();

  await readTo(
    page,
    `#/get?table=${GUILDS}&pk=${encodeURIComponent(realm)}&sk=${encodeURIComponent(`MEMBER#${ulid('', 101)}`)}`,
    /1 item/,
  );
  await expect.poll(() => typesByKind(page)).toEqual(same(['member']));
  for (const name of Object.values(scanned).flat())
    await design.getByLabel(`Name of entity ${name}`, { exact: true }).waitFor();
});

test('a numeric time series: GetItem of the device record says Device; a capped newest-first Query says its parent was not reached', async () => {
  const page = await app.open(`#/scan?table=${BEACONS}&cap=none`, { viewport: { width: 1400, height: 1000 } });
  await readTo(page, `#/scan?table=${BEACONS}&cap=none`, /Read to the end\. 93 items/);
  const record = grid(page).locator('[role="row"][aria-level="2"][data-parent="true"]').first();
  const parentType = await record.getAttribute('data-entity-type');
  expect(parentType).toBeTruthy();

  await readTo(page, `#/get?table=${BEACONS}&pk=bcn-1&sk=0`, /1 item/);
  await expect
    .poll(() => grid(page).locator('[role="row"][aria-level="2"]').first().getAttribute('data-entity-type'))
    .toBe(parentType);

  await readTo(page, `#/query?table=${BEACONS}&pk=bcn-1&desc=1&limit=20&cap=20`, /20 items/);
  const row = grid(page).locator('[role="row"][aria-level="1"]').first();
  await expect.poll(async () => (await row.textContent()) ?? '').toContain(`parent ${parentType} not reached`);
  await page.screenshot({ path: '/tmp/tablemodel-newest-first.png', fullPage: true });

  // The table's model is remembered (without its samples): after a reload, a GetItem is typed by it still.
  await page.reload();
  await readTo(page, `#/get?table=${BEACONS}&pk=bcn-2&sk=0`, /1 item/);
  await expect
    .poll(() => grid(page).locator('[role="row"][aria-level="2"]').first().getAttribute('data-entity-type'))
    .toBe(parentType);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page
    .getByRole('tabpanel', { name: 'Design' })
    .getByLabel(`Name of entity ${parentType}`, { exact: true })
    .waitFor();
  await page.screenshot({ path: '/tmp/tablemodel-after-reload.png', fullPage: true });
});

test('before any read, the Design tab shows the model remembered for the table, takes a rename, and the first read is typed by it', async () => {
  // The Scan of the test before left Beacons' model with the app (kept by the service, not the page).
  const page = await app.open('', { viewport: { width: 1400, height: 1000 } });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: BEACONS, exact: true }).click();
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByText('Remembered for this table: inferred from the Scan of 93 items').waitFor();
  await design.getByText('No read of this table is on screen').waitFor();
  const names = await design
    .getByRole('textbox', { name: /^Name of entity / })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(names.length).toBeGreaterThanOrEqual(2);
  // Nothing was read: no item counts (a dash, not 0), and no checks of the data.
  expect(await design.locator('table.design-entities td.num').allTextContents()).toEqual(names.map(() => '\u2014'));
  expect(await design.getByRole('button', { name: 'Export NoSQL Workbench model' }).count()).toBe(1);
  await page.screenshot({ path: '/tmp/tablemodel-before-read.png', fullPage: true });

  // A rename made before the read names the items of the read.
  const record = names[0]!;
  const field = design.getByLabel(`Name of entity ${record}`, { exact: true });
  await field.fill('Lighthouse');
  await field.press('Enter');
  await design.getByLabel('Name of entity Lighthouse', { exact: true }).waitFor();
  await readTo(page, `#/query?table=${BEACONS}&pk=bcn-2`, /Read to the end\. 31 items/);
  const types = await grid(page)
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-entity-type')))]);
  expect(types).toContain('Lighthouse');
});

test('before any read of a table with no model, a model can be imported, and the first read is typed by it', async () => {
  const page = await app.open('', { viewport: { width: 1400, height: 1000 } });
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name: LANTERNS, exact: true }).click();
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByText('Run a read of this table').waitFor();
  // Nothing to export yet; the import is there.
  expect(await design.getByRole('button', { name: 'Export OneTable schema' }).count()).toBe(0);
  const schema = {
    format: 'onetable:1.1.0',
    version: '0.0.1',
    indexes: { primary: { hash: 'street', sort: 'post' } },
    models: {
      Street: { street: { type: 'string', value: '${name}' }, post: { type: 'string', value: 'STREET' } },
      Lamp: { street: { type: 'string', value: '${name}' }, post: { type: 'string', value: 'LAMP~${n}' } },
    },
  };
  await design.getByLabel(/Import a model/).setInputFiles({
    name: 'lanterns.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(schema)),
  });
  await design
    .getByRole('status')
    .filter({ hasText: /Imported the OneTable schema lanterns\.json: 2 entities \(Street, Lamp\)/ })
    .waitFor();
  await design.getByText('Imported model (OneTable)').waitFor();
  await design.getByLabel('Name of entity Lamp', { exact: true }).waitFor();

  await readTo(page, `#/query?table=${LANTERNS}&pk=${encodeURIComponent('Kade')}`, /Read to the end\. 5 items/);
  const types = await grid(page)
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entity-type')));
  // The parent on top, as the imported model says which entity it is.
  expect(types).toEqual(['Street', 'Lamp', 'Lamp', 'Lamp', 'Lamp']);
});
