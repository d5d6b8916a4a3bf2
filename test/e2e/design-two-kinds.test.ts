/**
 * The Design tab on a table of our own with two kinds of collection (clinics with their vets,
 * owners with their pets and visits), served by its own dynalite: the evidence and the checks name
 * both parents, each kind's parent is "parent" in the entities-per-collection table, and no
 * collection is called one without its parent.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { expect, test } from 'vitest';
import { useDynalite } from '../support/use-dynalite.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, type TableItem } from '../support/test-table.js';

const TABLE = 'VetPractice';
const s = (v: string) => ({ S: v });
const pad = (n: number, w: number) => String(n).padStart(w, '0');

const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
  ],
};

function tableItems(): TableItem[] {
  const items: TableItem[] = [];
  for (let c = 1; c <= 12; c++) {
    const pk = `clinic|c${pad(c, 2)}`;
    items.push({ pk: s(pk), sk: s(pk), name: s(`Clinic ${c}`) });
    for (let v = 1; v <= 4; v++) items.push({ pk: s(pk), sk: s(`vet|v${pad(v, 3)}`), vetName: s(`Vet ${v}`) });
  }
  for (let o = 1; o <= 30; o++) {
    const pk = `owner|o${pad(o, 3)}`;
    items.push({ pk: s(pk), sk: s(pk), ownerName: s(`Owner ${o}`) });
    for (let p = 1; p <= 2; p++) items.push({ pk: s(pk), sk: s(`pet|p${pad(p, 3)}`), petName: s(`Pet ${p}`) });
    for (let v = 1; v <= 4; v++) items.push({ pk: s(pk), sk: s(`visit|2024-0${v}-01`), reason: s('checkup') });
  }
  return items;
}

const db = useDynalite((client) => createTable(client, DEFINITION, tableItems()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

test('the Design tab names the parent of each kind of collection', async () => {
  const page = await app.open(`#/scan?table=${TABLE}&cap=none`, { viewport: { width: 1400, height: 1000 } });
  const status = page.getByRole('status', { name: 'Read progress' });
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/Read to the end\. 270 items/);
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  await design.getByRole('heading', { name: 'What was found, and why' }).waitFor();
  const evidence = (await design.getByRole('region', { name: 'Why the design is what it is' }).textContent()) ?? '';
  const parents = /parents: (\S+) \((\d+) collections\), (\S+) \((\d+) collections\)/.exec(evidence);
  expect(parents, evidence).not.toBeNull();
  expect([parents![2], parents![4]].sort()).toEqual(['12', '30']);
  const rows = await design
    .locator('table.design-per-collection tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  const roleOf = (entity: string) => rows.find((r) => r[0] === entity);
  for (const i of [1, 3])
    expect(roleOf(parents![i]!), JSON.stringify(rows)).toEqual([
      parents![i],
      'parent',
      parents![i + 1],
      parents![i + 1],
      '1',
    ]);
  expect(
    rows
      .filter((r) => r[1] === 'child')
      .map((r) => r.slice(2))
      .sort(),
  ).toEqual([
    ['120', '30', '4'],
    ['48', '12', '4'],
    ['60', '30', '2'],
  ]);
  expect(await design.getByText(/without the parent/).count()).toBe(0);
  await expect
    .poll(() =>
      design.getByLabel('Parent entity').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent),
    )
    .toBe('as detected per collection');
  await page.screenshot({ path: '/tmp/fp-design-two-kinds.png', fullPage: true });
});
