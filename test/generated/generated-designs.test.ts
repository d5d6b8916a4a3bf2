/**
 * Generated single-table designs, driven through the UI in Chromium against web mode on dynalite:
 * for each, a big collection first (so the app learns the design), other collections, the big one
 * again newest first in capped runs read on with Load more, a collection of every index, Scans of
 * an index and of the table, an index read opened as a link in a new tab, the Design tab (a
 * delimiter, a parent and a name chosen, the models exported) and two reads again, every tool, a
 * GetItem. It fails on any page or console error, and where the app's item and collection
 * counts (status line, collection total, grid rows, each collection row's name) differ from what
 * the server returns, or the server from the data.
 *
 * GEN_SEED picks the first design's seed (design k has seed GEN_SEED + k), GEN_DESIGNS how many;
 * `npm run fuzz:designs -- --designs 500 [--seed N]` runs a long one.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDynalite, type RunningDynalite } from '../../electron/sandbox/dynalite-server.js';
import { launchChromium } from '../support/chromium.js';
import { testClient } from '../support/dynamo-client.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { gotoWithSession } from '../support/web-session.js';
import { generateDesign } from './design-generator.js';
import { createDesignTable, serverCounts } from './design-server.js';
import { exerciseDesignTab, runEveryTool } from './design-tools-ui.js';
import type { GeneratedDesign } from './design-types.js';
import { parseCollectionLabel, readEnded, routeOf, runReadOn, shownKeyText, shownRead } from './design-ui.js';
import { expectedCounts, planReads, type ExpectedCounts, type GenRead } from './expected-reads.js';
import { Prng } from './prng.js';

const DEFAULT_SEED = 20261126;
const SEED = Number(process.env.GEN_SEED ?? DEFAULT_SEED);
const DESIGNS = Number(process.env.GEN_DESIGNS ?? 30);
const MAX_BIG = Number(process.env.GEN_MAX_BIG ?? 1500);
const seeds = Array.from({ length: DESIGNS }, (_, k) => SEED + k);
console.log(
  `generated designs: seed ${SEED}, ${DESIGNS} designs, collections up to ${MAX_BIG} items. Replay one design: GEN_SEED=<its seed> GEN_DESIGNS=1 npx vitest run test/generated/generated-designs.test.ts`,
);

let db: RunningDynalite;
let client: DynamoDBClient;
let serve: ServeProcess;
let browser: Browser;
const designs = new Map<number, GeneratedDesign>();

// Every design's table is made before the app lists the tables, so one page serves them all: a
// design opens in a fresh workspace (its tab closed, the blank tab left), not a fresh page, which
// loaded and started the whole app for each design (a fifth of a design's time). The tables are
// small (30 designs are about 6,000 items, 2 MB) and made while web mode and Chromium start.
beforeAll(async () => {
  db = await startDynalite();
  client = testClient(db.endpoint);
  const tables = (async () => {
    for (const seed of seeds) {
      const d = generateDesign(seed, { maxBigCollection: MAX_BIG });
      await createDesignTable(client, d);
      designs.set(seed, d);
    }
  })();
  [serve, browser] = await Promise.all([
    startServe(['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox']),
    launchChromium(),
    tables,
  ]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  client?.destroy();
  await db?.close();
});

const sorted = (m: ReadonlyMap<string, number>) =>
  [...m.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

function sameCounts(a: ExpectedCounts, b: ExpectedCounts): boolean {
  return a.items === b.items && JSON.stringify(sorted(a.collections)) === JSON.stringify(sorted(b.collections));
}

/** The grid's collections, keyed as the counts are where the name is the key's text; else by count alone. */
function gridCollections(
  d: GeneratedDesign,
  read: GenRead,
  labels: string[],
  server: ExpectedCounts,
): { shown: unknown; want: unknown } {
  const parsed = labels.map(parseCollectionLabel);
  const texts = [...server.collections.keys()].map((id) => shownKeyText(d, read, id));
  if (texts.some((t) => t === null)) {
    return {
      shown: parsed.map((p) => p[1]).sort((a, b) => a - b),
      want: [...server.collections.values()].sort((a, b) => a - b),
    };
  }
  const want = new Map([...server.collections.entries()].map(([id, count]) => [shownKeyText(d, read, id)!, count]));
  return { shown: sorted(new Map(parsed)), want: sorted(want) };
}

/** Runs `read` (by default by setting the page's address) and holds what the app shows to the server and the data. */
async function checkRead(
  page: Page,
  d: GeneratedDesign,
  read: GenRead,
  errors: string[],
  notes: string[],
  run = () => runReadOn(page, d, read),
): Promise<void> {
  const where = `design seed ${d.seed} (${d.summary}); ${read.label}: ${routeOf(d, read)}`;
  const server = await serverCounts(client, d, read);
  const data = expectedCounts(d, read);
  if (!sameCounts(server, data)) {
    // dynalite keys index entries by a short hash of the table key, so a large index collection
    // can lose an item: the grid is then held to what the server returns. Never on the table.
    expect(
      read.op !== 'get' && read.index !== undefined,
      `the server returned ${server.items} items where the data has ${data.items}: ${where}`,
    ).toBe(true);
    notes.push(`dynalite returned ${server.items} of ${data.items} items: ${where}`);
  }
  const status = await run();
  expect(errors, where).toEqual([]);
  expect(status, where).toMatch(
    read.op === 'get' ? /^(Found the item\.|No item has this key\.)/ : /^Read to the end\./,
  );
  const shown = await shownRead(page, status, { collections: server.collections.size, items: server.items });
  expect(shown.statusItems, `items in the status line: ${where}`).toBe(server.items);
  if (server.items === 0) return;
  expect(shown.collectionTotal, `"N collections": ${where}`).toBe(server.collections.size);
  expect(shown.rowsExpanded, `grid rows, all expanded: ${where}`).toBe(server.collections.size + server.items);
  expect(shown.rowsCollapsed, `grid rows, all collapsed: ${where}`).toBe(server.collections.size);
  const { shown: grid, want } = gridCollections(d, read, shown.collectionLabels, server);
  expect(grid, `collection rows: ${where}`).toEqual(want);
  expect(errors, where).toEqual([]);
}

/** Keeps every uncaught error and console error of `page` in the list `errors()` gives at the time. */
function watch(page: Page, errors: () => string[]): void {
  page.on('pageerror', (e) => errors().push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors().push(`console error: ${m.text()}`);
  });
}

/** A page the designs are read in; `errors` is the current design's list, `busy` while one runs. */
interface Workspace {
  context: BrowserContext;
  page: Page;
  errors: string[];
  busy: boolean;
}
let shared: Workspace | undefined;

/**
 * The app, in a workspace of its own for the next design: the page's only tab closed, which leaves
 * a blank one, as a user starts afresh. The first design, or one after a design that failed or is
 * still running (a timeout does not stop it), opens the app in a new context instead.
 */
async function freshWorkspace(errors: string[]): Promise<Workspace> {
  if (shared && !shared.busy) {
    const ws = shared;
    ws.busy = true;
    ws.errors = errors;
    const tabs = ws.page.getByRole('tablist', { name: 'Reads' }).getByRole('tab');
    const blank = async () => {
      const titles = await tabs.allTextContents();
      return titles.length === 1 && titles[0]!.startsWith('New tab');
    };
    // Closing a blank tab leaves another: a click on one the list has already replaced costs nothing.
    for (let closed = 0; !(await blank()) && closed < 20; closed++)
      await tabs.first().getByRole('button', { name: 'Close tab' }).click();
    await expect.poll(blank, { timeout: 60_000 }).toBe(true);
    return ws;
  }
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const ws: Workspace = { context, page, errors, busy: true };
  shared = ws;
  watch(page, () => ws.errors);
  await gotoWithSession(page, serve, '');
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  return ws;
}

test.each(seeds)(
  'generated design, seed %i',
  async (seed) => {
    const d = designs.get(seed)!;
    const errors: string[] = [];
    const notes: string[] = [];
    let step = 'opening the app';
    let ws: Workspace | undefined;
    try {
      ws = await freshWorkspace(errors);
      const page = ws.page;
      const reads = planReads(d, new Prng(seed ^ 0x5bd1e995));
      const get = reads.pop()!;
      for (const read of reads) {
        step = `${read.label} (${routeOf(d, read)})`;
        await checkRead(page, d, read, errors, notes);
      }
      // The same read opened as a link in a new tab: a fresh page on a design the app has learned.
      const link = reads.find((r) => r.op === 'query' && r.index) ?? reads[reads.length - 1]!;
      step = `${link.label}, opened as a link (${routeOf(d, link)})`;
      const tab = await page.context().newPage();
      watch(tab, () => errors);
      await gotoWithSession(tab, serve, routeOf(d, link));
      // The app draws once its kept state has loaded: until then a new tab has no app to read, which
      // readEnded would take for a blank window.
      await tab.locator('[data-app-state]').waitFor({ timeout: 60_000 });
      await checkRead(tab, d, link, errors, notes, () => readEnded(tab, null));
      await tab.close();
      step = 'the Design tab';
      await exerciseDesignTab(page, new Prng(seed ^ 0x2545f491));
      // Design choices made: the same counts, on the table and on the index the link read.
      for (const again of [reads[0]!, link]) {
        step = `${again.label}, after the design choices (${routeOf(d, again)})`;
        await checkRead(page, d, { ...again, label: `${again.label}, after the design choices` }, errors, notes);
      }
      await runEveryTool(page, d, (tool) => {
        step = `the tool ${tool}`;
      });
      expect(errors, `after the tools: ${d.summary}`).toEqual([]);
      step = `${get.label} (${routeOf(d, get)})`;
      await checkRead(page, d, get, errors, notes);
      ws.busy = false;
    } catch (e) {
      const err = e as Error;
      err.message = `${err.message}\n  at ${step}\n  design: ${d.summary}\n  page errors: ${errors.join(' | ') || 'none'}\n  replay: GEN_SEED=${seed} GEN_DESIGNS=1 npx vitest run test/generated/generated-designs.test.ts`;
      throw err;
    } finally {
      for (const n of notes) console.log(n);
      if (ws?.busy) {
        // The next design starts on a new page: nothing of this one's failure is carried over.
        if (shared === ws) shared = undefined;
        await ws.context.close();
      }
    }
  },
  180_000,
);
