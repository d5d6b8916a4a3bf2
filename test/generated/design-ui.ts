/**
 * Driving one read of a generated design through the app in Chromium, as a link does
 * (`#/query?...`), and reading back what the app shows: the items its status counts, the collections
 * it names, and the grid's rows (expanded and collapsed), scrolled through since the grid is virtual.
 */
import type { Page } from 'playwright-core';
import { keyText } from './design-items.js';
import type { GeneratedDesign } from './design-types.js';
import { keysOf, type GenRead } from './expected-reads.js';

const GRID = '[role="treegrid"][aria-label="Item collections"]';

/** The address that opens `read`, as a user's link would. */
export function routeOf(d: GeneratedDesign, read: GenRead): string {
  const p = new URLSearchParams({ table: d.table });
  if (read.op !== 'get' && read.index) p.set('index', read.index.name);
  if (read.op === 'query') p.set('pk', keyText(read.pk));
  if (read.op === 'get') {
    p.set('pk', keyText(read.key[d.pk.name]!));
    if (d.sk) p.set('sk', keyText(read.key[d.sk.name]!));
  }
  if (read.op === 'query' && read.desc) p.set('desc', '1');
  if (read.op !== 'get') p.set('cap', read.op === 'query' && read.cap ? String(read.cap) : 'none');
  return `#/${read.op}?${p.toString().replace(/\+/g, '%20')}`;
}

export interface ShownRead {
  status: string;
  /** Items the status line counts. */
  statusItems: number;
  /** "N collections" above the grid. */
  collectionTotal: number;
  /** Grid rows (less the header) with every collection expanded, then collapsed. */
  rowsExpanded: number;
  rowsCollapsed: number;
  /** Collection rows' names, by position: `<partition key>, <n> items[, parent X]`. */
  collectionLabels: string[];
}

const n = (text: string) => Number(text.replace(/,/g, ''));

/** Sets the address and waits until the read it names has ended (not the read before it). */
export async function runRead(page: Page, d: GeneratedDesign, read: GenRead, timeout = 90_000): Promise<string> {
  const before = await page.evaluate(() => document.querySelector('.read-summary')?.textContent ?? null);
  await page.evaluate(
    (h) => {
      location.hash = h;
    },
    routeOf(d, read),
  );
  return readEnded(page, before, timeout);
}

/** Runs a capped read to its end, pressing Load more after each run that reached the cap. */
export async function runReadOn(page: Page, d: GeneratedDesign, read: GenRead): Promise<string> {
  let status = await runRead(page, d, read);
  for (let runs = 1; status.startsWith('Reached the item cap') && runs < 100; runs++) {
    await page.getByRole('button', { name: 'Load more', exact: true }).click();
    await page.waitForFunction(
      (was) => {
        if (!document.querySelector('[data-app-state]')) return true;
        const el = document.querySelector('[role="status"][aria-label="Read progress"]');
        return el !== null && el.textContent !== was && /status-(done|capped|stopped|error)/.test(el.className);
      },
      status,
      { timeout: 90_000, polling: 100 },
    );
    status = await page.evaluate(
      () => document.querySelector('[role="status"][aria-label="Read progress"]')?.textContent ?? '',
    );
  }
  return status;
}

/** Waits until a read whose summary is not `before` has ended; its status line. */
export async function readEnded(page: Page, before: string | null, timeout = 90_000): Promise<string> {
  await page.waitForFunction(
    (was) => {
      // A render error unmounts the app: a blank window is an end too (its error is in the page's errors).
      if (!document.querySelector('[data-app-state]')) return true;
      const summary = document.querySelector('.read-summary')?.textContent ?? null;
      const status = document.querySelector('[role="status"][aria-label="Read progress"]');
      return (
        summary !== null &&
        summary !== was &&
        status !== null &&
        /status-(done|capped|stopped|error)/.test(status.className)
      );
    },
    before,
    { timeout, polling: 100 },
  );
  return page.evaluate(() => document.querySelector('[role="status"][aria-label="Read progress"]')?.textContent ?? '');
}

async function gridRows(page: Page): Promise<number> {
  return page.evaluate((sel) => Number(document.querySelector(sel)?.getAttribute('aria-rowcount') ?? '1') - 1, GRID);
}

/** Grid rows once `want` is reached (rendering may lag a click by a frame), or what it settled at. */
async function settledRows(page: Page, want: number): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const rows = await gridRows(page);
    if (rows === want) return rows;
    await page.waitForTimeout(50);
  }
  return gridRows(page);
}

/** Every collection row's name, scrolling the virtual grid from top to bottom (passes until all are seen). */
async function collectionLabels(page: Page): Promise<string[]> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return [];
    const seen = new Map<number, string>();
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const setSize = () => Number(el.querySelector('[role="row"][aria-level="1"]')?.getAttribute('aria-setsize') ?? '0');
    for (let pass = 0; pass < 3 && (seen.size === 0 || seen.size < setSize()); pass++) {
      el.scrollTop = 0;
      for (let guard = 0; guard < 2000; guard++) {
        await frame();
        for (const row of el.querySelectorAll('[role="row"][aria-level="1"]'))
          seen.set(Number(row.getAttribute('aria-posinset')), row.getAttribute('aria-label') ?? '');
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
        el.scrollTop += Math.max(28, el.clientHeight - 84);
      }
    }
    el.scrollTop = 0;
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  }, GRID);
}

/** What the app shows of the read that just ended; `expect` is the server's count, to wait for the grid. */
export async function shownRead(
  page: Page,
  status: string,
  want: { collections: number; items: number },
): Promise<ShownRead> {
  const m = /([\d,]+) items?\b/.exec(status);
  const statusItems = m ? n(m[1]!) : 0;
  if (statusItems === 0)
    return { status, statusItems, collectionTotal: 0, rowsExpanded: 0, rowsCollapsed: 0, collectionLabels: [] };
  const total = await page.locator('.collection-total').textContent({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  const rowsExpanded = await settledRows(page, want.collections + want.items);
  await page.getByRole('button', { name: 'Collapse all', exact: true }).click();
  const rowsCollapsed = await settledRows(page, want.collections);
  return {
    status,
    statusItems,
    collectionTotal: n(/[\d,]+/.exec(total ?? '')?.[0] ?? 'NaN'),
    rowsExpanded,
    rowsCollapsed,
    collectionLabels: await collectionLabels(page),
  };
}

/** A collection row's name, split: `TENANT#0003, 12 items, parent Account` -> ['TENANT#0003', 12]. */
export function parseCollectionLabel(label: string): [string, number] {
  const m = /^([\s\S]*), ([\d,]+) items?(?:, [\s\S]*)?$/.exec(label);
  if (!m) throw new Error(`a collection row named "${label}"`);
  return [m[1]!, n(m[2]!)];
}

/** The label text the grid gives a collection's partition key, where it is the key's text (S and N). */
export function shownKeyText(d: GeneratedDesign, read: GenRead, id: string): string | null {
  const type = read.op === 'get' ? d.pk.type : keysOf(d, read.index).pk.type;
  return type === 'B' ? null : id.slice(2);
}
