/**
 * The single-table tools in Chromium against web mode's sandbox: shard fan-out on the workspaces,
 * drill-down on store locations, several tag partitions at once, and many-to-many edges flipped
 * through the inverted index and back. The expected figures come from the sample data itself.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessEntities } from '../../electron/sandbox/samples/business-entities.js';
import { shardOf, workspaces } from '../../electron/sandbox/samples/workspaces.js';
import type { Item } from '../../shared/dynamo/types.js';
import { useWebApp } from '../support/e2e-app.js';
import {
  columnIndex,
  openTable,
  openTool,
  runQuery,
  tableRows,
  toolResults,
  utf8Compare,
  waitForStatus,
} from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 180_000 });
let page: Page;

const s = (i: Item, name: string) => (i[name] as { S: string } | undefined)?.S;

beforeAll(async () => {
  page = await app.open('', { loadedWithin: 90_000 });
}, 180_000);

describe('tools on the sandbox', () => {
  it('fans out over the workspace shards, merging pages in sort-key order with per-shard counts', async () => {
    await openTable(page, 'Workspaces');
    const panel = await openTool(page, 'Shard fan-out');
    const form = panel.getByRole('form', { name: 'Fan-out form' });
    await form.getByLabel('Shard keys').fill('WS#umbrella#01..#10');
    await form.getByLabel('Page size').fill('50');
    await form.getByLabel('Per-shard limit').fill('20');
    await form.getByRole('button', { name: 'Read all shards' }).click();
    await waitForStatus(page, 'Fan-out progress', 'A page is ready');
    const items = panel.getByRole('table', { name: 'Fan-out items' });
    const detail = await columnIndex(items, 'Detail');
    const first = (await tableRows(items)).map((r) => r[detail]!);
    await panel.getByRole('button', { name: 'Next page' }).click();
    await waitForStatus(page, 'Fan-out progress', 'A page is ready');
    const second = (await tableRows(items)).map((r) => r[detail]!);

    const projects = workspaces.items().filter((i) => s(i, 'EntityRef')?.startsWith('WS#umbrella#'));
    const expected = projects.map((i) => s(i, 'Detail')!).sort(utf8Compare);
    expect([...first, ...second]).toEqual(expected.slice(0, 100));

    const totals = await tableRows(panel.getByRole('table', { name: 'Fan-out per partition' }));
    expect(totals.map((r) => r[0])).toEqual(
      Array.from({ length: 10 }, (_, k) => `WS#umbrella#${String(k + 1).padStart(2, '0')}`),
    );
    const shown = totals.reduce((n, r) => n + Number(r[2]!.replace(/,/g, '')), 0);
    expect(shown).toBe(100);
    // A shard's rows show how many of its items made the first two pages.
    const perShard = new Map<string, number>();
    for (const d of expected.slice(0, 100))
      perShard.set(shardOf(d.slice('PROJ#'.length)), (perShard.get(shardOf(d.slice('PROJ#'.length))) ?? 0) + 1);
    for (const r of totals) expect(Number(r[2])).toBe(perShard.get(r[0]!.slice(-2)) ?? 0);

    await form.getByLabel('Largest sort key first').check();
    await form.getByRole('button', { name: 'Read all shards' }).click();
    await waitForStatus(page, 'Fan-out progress', 'A page is ready');
    const newest = (await tableRows(items)).map((r) => r[detail]!);
    expect(newest).toEqual([...expected].reverse().slice(0, 50));

    // The fan-out is the read in the address, and the address reopens it in a fresh page.
    const link = new URL(page.url()).hash;
    expect(link).toBe(
      '#/fan-out?table=Workspaces&conn=sandbox&keys=WS%23umbrella%2301..%2310&desc=1&page=50&plimit=20&par=4',
    );
    const fresh = await app.open(link, { loadedWithin: 60_000 });
    await waitForStatus(fresh, 'Fan-out progress', 'A page is ready');
    const freshItems = toolResults(fresh, 'Shard fan-out').getByRole('table', { name: 'Fan-out items' });
    expect((await tableRows(freshItems)).map((r) => r[detail]!)).toEqual(newest);
    await fresh.context().close();
  });

  it('drills into store locations: levels with counts, opening refines, exact counts on request, a node filters the results', async () => {
    await openTable(page, 'StoreLocations');
    await runQuery(page, 'US');
    const panel = await openTool(page, 'Sort key drill-down');
    await panel.getByRole('button', { name: 'Show sort key levels' }).click();
    const tree = panel.getByRole('tree', { name: 'Sort key levels of US' });
    const regions = tree.locator('[role="treeitem"][aria-level="1"]');
    expect(await regions.count()).toBeGreaterThan(1);

    await panel.getByLabel('Exact counts (Select=COUNT) when opening a node').check();
    const region = regions.first();
    const name = (await region.getAttribute('aria-label'))!;
    const [segment, readCount] = /^(.+?) ([\d,]+) items? read/.exec(name)!.slice(1) as [string, string];
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await tree.locator(`[role="treeitem"][aria-level="1"][data-prefix="${segment}#"][aria-expanded="true"]`).waitFor();
    await tree.locator(`[role="treeitem"][aria-label*="exactly ${readCount} in the table"]`).first().waitFor();
    expect(await tree.locator('[role="treeitem"][aria-level="2"]').count()).toBeGreaterThan(0);

    await tree.locator(`[role="treeitem"][data-prefix="${segment}#"]`).press('Enter');
    const status = await waitForStatus(page, 'Read progress', 'Read to the end.');
    expect(status).toContain(`${readCount} item`);
    expect(await page.locator('.read-summary').textContent()).toContain(`begins_with(StateCityPostal, "${segment}#")`);
    expect(new URL(page.url()).hash).toBe(
      `#/query?table=StoreLocations&conn=sandbox&pk=US&sk=${encodeURIComponent(`${segment}#`)}&skop=begins_with`,
    );
  });

  it('says plainly that a table whose sort key is a number has nothing to drill into', async () => {
    await openTable(page, 'MachineTelemetry');
    const panel = await openTool(page, 'Sort key drill-down');
    const note = panel.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'Nothing to drill into here: the sort key ts of the table "MachineTelemetry" is a number',
    );
    // Nothing to pick, and no talk of levels it cannot show.
    expect(await panel.getByRole('button', { name: 'Show sort key levels' }).count()).toBe(0);
    expect(await panel.getByLabel('Collection (partition key value)').count()).toBe(0);
  });

  const tagItems = () => businessEntities.items().filter((i) => s(i, 'id')?.startsWith('tag#'));

  it('reads several tags merged, dropping the copies of entities under more than one tag', async () => {
    await openTable(page, 'Entity');
    const panel = await openTool(page, 'Several partitions');
    const form = panel.getByRole('form', { name: 'Several partitions form' });
    await form.getByLabel('Partition keys').fill('tag#music\ntag#book\ntag#art');
    await form.getByLabel('merged, without duplicates').check();
    await form.getByLabel('Duplicates are items with the same').selectOption('sort-key');
    await form.getByRole('button', { name: 'Read partitions' }).click();
    const status = await waitForStatus(page, 'Merged partitions progress', 'Read to the end.');
    const table = panel.getByRole('table', { name: 'Merged partitions items' });
    const type = await columnIndex(table, 'type');
    const types = (await tableRows(table)).map((r) => r[type]!);
    const all = tagItems().map((i) => s(i, 'type')!);
    const distinct = [...new Set(all)].sort(utf8Compare);
    expect(types).toEqual(distinct);
    expect(all.length).toBeGreaterThan(distinct.length);
    expect(status).toContain(`${all.length - distinct.length} duplicates dropped`);
    expect(new URL(page.url()).hash).toBe(
      '#/partitions?table=Entity&conn=sandbox&keys=tag%23music%0Atag%23book%0Atag%23art&mode=merged&dedupe=sort-key&limit=100',
    );

    await form.getByLabel('each as its own collection').check();
    await form.getByRole('button', { name: 'Read partitions' }).click();
    await waitForStatus(page, 'Partitions progress', 'Read.');
    for (const tag of ['tag#music', 'tag#book', 'tag#art']) {
      const rows = await tableRows(panel.getByRole('table', { name: `Items of ${tag}` }));
      expect(rows).toHaveLength(tagItems().filter((i) => s(i, 'id') === tag).length);
    }
  });

  it('flips a many-to-many edge to the inverted index and back', async () => {
    await openTable(page, 'Entity');
    const panel = await openTool(page, 'Several partitions');
    const form = panel.getByRole('form', { name: 'Several partitions form' });
    await form.getByLabel('Partition keys').fill('customer#001');
    await form.getByLabel('each as its own collection').check();
    await form.getByRole('button', { name: 'Read partitions' }).click();
    await waitForStatus(page, 'Partitions progress', 'Read.');
    await panel.getByRole('button', { name: 'Flip to store#004 on typeGsi' }).click();

    await waitForStatus(page, 'Read progress', 'Read to the end.');
    expect(await page.locator('.read-summary').textContent()).toContain('typeGsi');
    expect(new URL(page.url()).hash).toBe('#/query?table=Entity&conn=sandbox&index=typeGsi&pk=store%23004');
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await grid
      .getByRole('row', { name: /^store#004/ })
      .first()
      .waitFor();
    const managers = businessEntities
      .items()
      .filter((i) => s(i, 'type') === 'store#004')
      .map((i) => s(i, 'id')!);
    expect(managers).toContain('customer#001');
    for (const id of managers)
      await grid
        .getByRole('row', { name: new RegExp(`: ${id}$`) })
        .first()
        .waitFor();

    const other = managers.find((m) => m.startsWith('customer#') && m !== 'customer#001') ?? 'customer#001';
    await grid
      .getByRole('row', { name: new RegExp(`: ${other}$`) })
      .first()
      .click();
    const edges = await openTool(page, 'Edges');
    await edges.getByText('Index typeGsi inverts').waitFor();
    await edges.getByRole('button', { name: `Flip to ${other} in the table` }).click();
    await waitForStatus(page, 'Read progress', 'Read to the end.');
    expect(await page.locator('.read-summary').textContent()).toContain(`Query Entity where id = "${other}"`);
    const stores = businessEntities
      .items()
      .filter((i) => s(i, 'id') === other)
      .map((i) => s(i, 'type')!);
    expect(stores).toContain('store#004');
    for (const st of stores)
      await grid
        .getByRole('row', { name: new RegExp(`: ${st}$`) })
        .first()
        .waitFor();
  });
});
