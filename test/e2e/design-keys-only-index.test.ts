/**
 * A table read names items by their type attribute (`Visit`); a Query of its KEYS_ONLY index
 * returns the same items without that attribute. After the Scan, the index read must show the same
 * `data-entity-type` on them, and a rename in the Design tab must reach both reads.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'Kennel';
const s = (v: string) => ({ S: v });
const pad = (n: number) => String(n).padStart(3, '0');

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'hh', KeyType: 'HASH' },
    { AttributeName: 'rec', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'hh', AttributeType: 'S' },
    { AttributeName: 'rec', AttributeType: 'S' },
    { AttributeName: 'vet', AttributeType: 'S' },
    { AttributeName: 'at', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByVet',
      KeySchema: [
        { AttributeName: 'vet', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  for (let h = 1; h <= 8; h++) {
    const pk = `household.h${pad(h)}`;
    items.push({ hh: s(pk), rec: s(pk), what: s('Household'), surname: s(`Family ${h}`) });
    for (let p = 1; p <= 2; p++)
      items.push({ hh: s(pk), rec: s(`pet.p${pad(p)}`), what: s('Pet'), petName: s(`Rex ${p}`) });
    for (let v = 1; v <= 3; v++) {
      const at = `2024-0${v}-1${h}T09:00:00Z`;
      items.push({
        hh: s(pk),
        rec: s(`visit.${at.slice(0, 10)}.v${h}${v}`),
        what: s('Visit'),
        reason: s('checkup'),
        vet: s(`vet-${v % 2}`),
        at: s(at),
      });
    }
    const at = `2024-05-0${h}T10:00:00Z`;
    items.push({
      hh: s(pk),
      rec: s(`vacc.${at.slice(0, 10)}.x${h}`),
      what: s('Vaccination'),
      vaccine: s('rabies'),
      vet: s('vet-1'),
      at: s(at),
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

const grid = (page: Page) => page.getByRole('treegrid', { name: 'Item collections' });
/** `rec` value -> data-entity-type of each item row (the row's name starts with the sort key). */
const typesByKind = (page: Page) =>
  grid(page)
    .locator('[role="row"][aria-level="2"]')
    .evaluateAll((rows) => {
      const out: Record<string, string[]> = {};
      for (const r of rows) {
        // Index rows show `hh` too: the sort key's kind is any but household, else household.
        const kind =
          /(visit|vacc|pet)\./.exec(r.textContent ?? '')?.[1] ??
          (/household\./.test(r.textContent ?? '') ? 'household' : '?');
        const t = r.getAttribute('data-entity-type') ?? '';
        out[kind] = [...new Set([...(out[kind] ?? []), t])];
      }
      return out;
    });

async function readTo(page: Page, hash: string, items: number): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  const status = page.getByRole('status', { name: 'Read progress' });
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(new RegExp(`Read to the end\\. ${items} items`));
}

test('a KEYS_ONLY index read names items as the table read did, and a rename reaches both', async () => {
  const page = await app.open(`#/scan?table=${TABLE}&cap=none`, { viewport: { width: 1400, height: 1000 } });
  await readTo(page, `#/scan?table=${TABLE}&cap=none`, 56);
  const scanned = await typesByKind(page);
  expect(scanned.visit).toEqual(['Visit']);

  // The index's items carry only keys: `vet`, `at`, `hh`, `rec`.
  await readTo(page, `#/query?table=${TABLE}&index=ByVet&pk=vet-1`, 24);
  await expect.poll(() => typesByKind(page)).toEqual({ visit: ['Visit'], vacc: ['Vaccination'] });
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  // The tab shows the table's model (its most informative read, the Scan): the entity to rename is `Visit`.
  await design.getByLabel('Name of entity Visit').waitFor();
  await page.screenshot({ path: '/tmp/typevalues-keys-only-index.png', fullPage: true });

  await design.getByLabel('Name of entity Visit').fill('Appointment');
  await design.getByLabel('Name of entity Visit').press('Enter');
  await expect.poll(() => typesByKind(page)).toEqual({ visit: ['Appointment'], vacc: ['Vaccination'] });

  await readTo(page, `#/scan?table=${TABLE}&cap=none`, 56);
  await expect.poll(async () => (await typesByKind(page)).visit).toEqual(['Appointment']);
});
