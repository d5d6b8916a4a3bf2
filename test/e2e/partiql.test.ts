/**
 * The PartiQL editor in Chromium against web mode on the sandbox (dynalite, which has no PartiQL):
 * type a full-scan SELECT, see what it will do (a Scan, with the full-scan warning) and refusals
 * as the statement is typed, run it, page to the end into the collections view, and get the
 * sample's own items; the status says the server ran the equivalent Scan.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { orgUsers } from '../../electron/sandbox/samples/org-users.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
let page: Page;

const grid = () => page.getByRole('treegrid', { name: 'Item collections' });
const status = () => page.getByRole('status', { name: 'Read progress' });
const plan = () => page.getByRole('status', { name: 'Statement plan' });
const editor = () => page.getByRole('textbox', { name: 'PartiQL statement' });
const textOf = (l: ReturnType<Page['getByRole']>) => async () => (await l.textContent()) ?? '';

test('a full-scan SELECT: the Scan warning as typed, run, paged to the end, the same items as the table holds', async () => {
  page = await app.open('', { viewport: { width: 1440, height: 1000 } });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'SaasOrganizations', exact: true })
    .click();
  await page.getByRole('tab', { name: 'PartiQL' }).click();
  await editor().waitFor();

  // A refusal as the statement is typed, before anything is sent.
  await editor().fill(`SELECT * FROM "SaasOrganizations" WHERE name LIKE 'a%'`);
  await expect.poll(async () => (await page.getByLabel('Statement problems').textContent()) ?? '').toMatch(/no LIKE/);

  await editor().fill('SELECT * FROM "SaasOrganizations"');
  await expect.poll(textOf(plan())).toMatch(/Scan of table SaasOrganizations.*Full table scan/);
  expect(await page.getByLabel('Statement problems').count()).toBe(0);
  // The code tabs carry the same statement as an ExecuteStatement program.
  const program = page.getByLabel('JavaScript (SDK v3) ExecuteStatement program');
  await expect
    .poll(async () => (await program.textContent()) ?? '')
    .toMatch(/ExecuteStatementCommand\(\{ Statement: "SELECT \* FROM \\"SaasOrganizations\\""/);

  await page.getByRole('button', { name: 'Run statement' }).click();
  const expected = orgUsers.items();
  await expect
    .poll(textOf(status()), { timeout: 60_000 })
    .toMatch(new RegExp(`Read to the end\\. ${expected.length} items · [2-9] pages`));
  await expect.poll(textOf(plan())).toMatch(/no PartiQL: ran as the equivalent Scan/);

  // Every partition of the table, with as many items as it holds.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  const names = await grid()
    .locator('[role="row"][aria-level="1"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')!.split(',').slice(0, 2).join(',')));
  const pk = orgUsers.definition.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const counts = new Map<string, number>();
  for (const item of expected) {
    const v = item[pk]!;
    const key = 'S' in v ? v.S : JSON.stringify(v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(names.sort()).toEqual([...counts].map(([k, n]) => `${k}, ${n} item${n === 1 ? '' : 's'}`).sort());

  // A Query on the partition key says so, and a write says it is staged, never run on the spot.
  await editor().fill(`SELECT * FROM "SaasOrganizations" WHERE ${pk} = 'ORG#CONTOSO'`);
  await expect.poll(textOf(plan())).toMatch(/^Query on table SaasOrganizations/);
  await editor().fill(`DELETE FROM "SaasOrganizations" WHERE ${pk} = 'ORG#CONTOSO' AND x = 1`);
  await expect
    .poll(textOf(plan()))
    .toMatch(/DeleteItem from table SaasOrganizations — staged as changes to review and commit, never run on the spot/);
}, 180_000);
