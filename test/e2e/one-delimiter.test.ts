/**
 * Issue 19 part 4, in Chromium: on a table keyed `2026-05-14@0930~SCREENING~f-0113` the sort-key
 * drill-down's levels are the Design tab's template segments (not 60 flat keys), the delimiter
 * control lists `@`, and `ORDER:2024:001` keys have levels. Tables of this file's own design, made
 * in the sandbox as a user makes them.
 */
import { beforeAll, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { createTable, sandboxClient, type TableItem } from '../support/test-table.js';
import { openTable, openTool, runQuery } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

beforeAll(async () => {
  const raw = await sandboxClient(app.serve);
  const tables: [string, TableItem[]][] = [
    [
      'CinemaScreenings',
      Array.from({ length: 60 }, (_, f) => ({
        venue: { S: 'CINEMA#odeon' },
        slot: {
          S: `2026-05-1${f % 5}@${String(9 + (f % 8)).padStart(2, '0')}30~SCREENING~f-${String(f + 1).padStart(4, '0')}`,
        },
        seats: { N: String(f) },
      })),
    ],
    [
      'ColonOrders',
      Array.from({ length: 30 }, (_, i) => ({
        venue: { S: 'SHOP#1' },
        slot: { S: `ORDER:2024:${String(i + 1).padStart(3, '0')}` },
        total: { N: String(i) },
      })),
    ],
  ];
  for (const [TableName, items] of tables) {
    await createTable(
      raw,
      {
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'venue', KeyType: 'HASH' },
          { AttributeName: 'slot', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'venue', AttributeType: 'S' },
          { AttributeName: 'slot', AttributeType: 'S' },
        ],
      },
      items,
    );
  }
  raw.destroy();
}, 120_000);

const openApp = () => app.open('', { viewport: { width: 1440, height: 950 }, loadedWithin: 60_000 });

test("on a ~/@ keyed table the drill-down levels are the Design tab's template segments, and @ can be chosen", async () => {
  const page = await openApp();
  await openTable(page, 'CinemaScreenings');
  await runQuery(page, 'CINEMA#odeon');
  const design = await openTool(page, 'Design');
  const templates = design.getByRole('table', { name: 'Entities and their key templates' });
  await templates.waitFor();
  const template = /\S*~SCREENING~\S*/.exec((await templates.textContent()) ?? '')?.[0];
  expect(template).toMatch(/^\{\w+\}~SCREENING~\{\w+\}/);
  const options = await design.getByLabel('Key delimiter').locator('option').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['~', '@']));

  const panel = await openTool(page, 'Sort key drill-down');
  await panel.getByRole('button', { name: 'Show sort key levels' }).click();
  const tree = panel.getByRole('tree', { name: 'Sort key levels of CINEMA#odeon' });
  const first = tree.locator('[role="treeitem"][aria-level="1"]');
  await first.first().waitFor();
  // 5 days x 8 times, not 60 flat keys of 1 item each; each level ends where the template's `~` does.
  expect(await first.count()).toBeLessThan(60);
  const prefix = (await first.first().getAttribute('data-prefix'))!;
  expect(prefix).toMatch(/^2026-05-1\d@\d{4}~$/);
  await first.first().focus();
  await page.keyboard.press('ArrowRight');
  const second = tree.locator('[role="treeitem"][aria-level="2"]');
  await second.first().waitFor();
  expect(await second.first().getAttribute('data-prefix')).toBe(`${prefix}SCREENING~`);
  await page.screenshot({ path: '/tmp/fx/one-delimiter-drill.png', fullPage: true });
});

test('ORDER:2024:001 keys have drill-down levels on `:`', async () => {
  const page = await openApp();
  await openTable(page, 'ColonOrders');
  await runQuery(page, 'SHOP#1');
  const panel = await openTool(page, 'Sort key drill-down');
  await panel.getByRole('button', { name: 'Show sort key levels' }).click();
  const tree = panel.getByRole('tree', { name: 'Sort key levels of SHOP#1' });
  const first = tree.locator('[role="treeitem"][aria-level="1"]');
  await first.first().waitFor();
  expect(await first.count()).toBe(1);
  expect(await first.first().getAttribute('data-prefix')).toBe('ORDER:');
});
