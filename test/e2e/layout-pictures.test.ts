/**
 * Pictures of the layout (issue 23) on a table of our own with an inverted index (SK / PK) and an
 * overloaded one (users by email and tickets by status under GSI1PK): the Design tab's diagram
 * names every entity the legend shows, its children per parent equal those counted from the items
 * written, each index is drawn with its edges; each collection's strip (in the grid and in the
 * layout map) states where its parent is (first, among the others, last); the SVG and PNG exports
 * are well-formed files of the drawn size; a click on a strip selects the item's row; axe-core finds
 * nothing serious on the Design tab and the layout map in either theme.
 */
import type { AttributeValue, CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { useWebApp } from '../support/e2e-app.js';
import { createTable } from '../support/test-table.js';
import { useDynalite } from '../support/use-dynalite.js';

const TABLE = 'Workshop';
const s = (v: string) => ({ S: v });
const pad = (n: number) => String(n).padStart(3, '0');
type Row = Record<string, AttributeValue>;

/** Orgs with varying numbers of users, tickets and audit entries (audits sort before the org's own item). */
function items(): Row[] {
  const out: Row[] = [];
  for (let o = 1; o <= 7; o++) {
    const pk = `ORG#o${pad(o)}`;
    out.push({ PK: s(pk), SK: s(pk), type: s('Org'), name: s(`Org ${o}`) });
    for (let u = 1; u <= 1 + ((o * 3) % 5); u++)
      out.push({
        PK: s(pk),
        SK: s(`USER#u${pad(u)}`),
        type: s('User'),
        GSI1PK: s(`EMAIL#u${u}@o${o}.test`),
        GSI1SK: s(`USER#u${pad(u)}`),
      });
    for (let t = 1; t <= (o * 2) % 4; t++)
      out.push({
        PK: s(pk),
        SK: s(`TICKET#t${pad(t)}`),
        type: s('Ticket'),
        GSI1PK: s(`STATUS#${t % 2 ? 'open' : 'closed'}`),
        GSI1SK: s(`${pk}#t${pad(t)}`),
      });
    if (o % 3 === 0)
      for (let a = 1; a <= o / 3; a++)
        out.push({ PK: s(pk), SK: s(`AUDIT#a${pad(a)}`), type: s('Audit'), at: s(`2026-01-0${a}`) });
  }
  // An org with nothing but audits, which sort before its own item: its parent comes last.
  out.push({ PK: s('ORG#o008'), SK: s('ORG#o008'), type: s('Org'), name: s('Org 8') });
  for (let a = 1; a <= 2; a++)
    out.push({ PK: s('ORG#o008'), SK: s(`AUDIT#a${pad(a)}`), type: s('Audit'), at: s(`2026-02-0${a}`) });
  return out;
}

const keys = (pk: string, sk: string) => [
  { AttributeName: pk, KeyType: 'HASH' as const },
  { AttributeName: sk, KeyType: 'RANGE' as const },
];
const DEFINITION: CreateTableCommandInput = {
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: keys('PK', 'SK'),
  AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK'].map((AttributeName) => ({
    AttributeName,
    AttributeType: 'S' as const,
  })),
  GlobalSecondaryIndexes: [
    { IndexName: 'Inverted', KeySchema: keys('SK', 'PK'), Projection: { ProjectionType: 'ALL' } },
    { IndexName: 'GSI1', KeySchema: keys('GSI1PK', 'GSI1SK'), Projection: { ProjectionType: 'ALL' } },
  ],
};

const db = useDynalite((client) => createTable(client, DEFINITION, items()));
const app = useWebApp({
  startTimeout: 120_000,
  pagePerTest: true,
  serveArgs: () => ['--endpoint', db.endpoint, '--region', 'us-east-1', '--no-sandbox'],
});

/** Per org: its items in sort-key order, as DynamoDB returns them. */
function collections(): Map<string, Row[]> {
  const byPk = new Map<string, Row[]>();
  for (const it of items()) byPk.set(it.PK!.S!, [...(byPk.get(it.PK!.S!) ?? []), it]);
  for (const list of byPk.values()) list.sort((a, b) => (a.SK!.S! < b.SK!.S! ? -1 : 1));
  return byPk;
}

/** What the strip of a collection must say, from its items. */
function expectedStripName(pk: string, list: Row[]): string {
  const p = list.findIndex((it) => it.SK!.S === pk);
  const others = new Set(list.filter((_, i) => i !== p).map((it) => it.type!.S!)).size;
  const types = `${others} entity type${others === 1 ? '' : 's'}`;
  const place =
    p === 0
      ? `parent first, then ${types}`
      : p === list.length - 1
        ? `parent last, after ${types}`
        : `parent at ${p + 1} of ${list.length}, among ${types}`;
  return `Layout of ${pk}: ${place}, ${list.length} items`;
}

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
}

async function scanToTheEnd(page: Page): Promise<void> {
  const status = page.getByRole('status', { name: 'Read progress' });
  await expect
    .poll(async () => (await status.textContent()) ?? '', { timeout: 30_000 })
    .toMatch(new RegExp(`Read to the end\\. ${items().length} items`));
}

test('the design diagram and the strips say what the items say', async () => {
  const page = await app.open(`#/scan?table=${TABLE}&cap=none`, { viewport: { width: 1500, height: 1000 } });
  await scanToTheEnd(page);
  const legend = await page.getByRole('list', { name: 'Entity types' }).locator('.legend-name').allTextContents();
  expect(legend.sort()).toEqual(['Audit', 'Org', 'Ticket', 'User']);

  // Strips beside the collection rows: every collection's parent in its place (first, in the middle, last).
  await page.getByRole('button', { name: 'Collapse all' }).click();
  const byPk = collections();
  const places = [...byPk].map(([pk, list]) =>
    expectedStripName(pk, list).split(': ')[1]!.split(',')[0]!.split(' ').slice(0, 2).join(' '),
  );
  expect(new Set(places)).toEqual(new Set(['parent first', 'parent at', 'parent last']));
  for (const [pk, list] of byPk) {
    await expect
      .poll(() =>
        page
          .getByRole('treegrid', { name: 'Item collections' })
          .getByRole('img', { name: expectedStripName(pk, list), exact: true })
          .count(),
      )
      .toBe(1);
  }

  await page.getByRole('tab', { name: 'Design' }).click();
  const figure = page.getByRole('figure', { name: 'Design diagram' });
  await figure.waitFor();
  const text = (await figure.textContent()) ?? '';
  for (const name of legend) expect(text).toContain(name);

  // Children per parent, as counted from the items written: an org without a ticket counts 0.
  const rows = await figure
    .locator('table.diagram-edges tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  const expected = ['Audit', 'Ticket', 'User'].map((child) => {
    const counts = [...byPk.values()].map((list) => list.filter((it) => it.type!.S === child).length);
    return [
      'Org',
      child,
      String(Math.min(...counts)),
      String(median(counts)),
      String(Math.max(...counts)),
      String(byPk.size),
    ];
  });
  expect(rows).toEqual(expected);

  // Each index with its edges: the inverted one flips each Org-to-child edge; GSI1 gathers users and tickets.
  const indexes = await figure
    .locator('table.diagram-indexes tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  expect(indexes.map((r) => r[0])).toEqual(['Inverted', 'GSI1']);
  expect(indexes[0]![2]).toMatch(/^inverted: flips parent and child; overloaded: 4 entities under SK$/);
  expect(indexes[1]![2]).toBe(
    `overloaded: 2 entities under GSI1PK; sparse: ${Math.round((100 * items().filter((it) => it.GSI1PK).length) / items().length)}% of items`,
  );
  const svg = figure.locator('svg');
  expect(await svg.locator('g[data-node="index:Inverted"]').count()).toBe(1);
  expect(await svg.locator('g[data-node="index:GSI1"]').count()).toBe(1);
  expect(await svg.locator('g[data-edge="inverted"]').count()).toBe(3);
  expect(await svg.locator('g[data-edge="in-index"]').count()).toBe(4 + 2);
  expect(await svg.locator('g[data-edge="child"]').count()).toBe(3);

  // Exports: the SVG as drawn (it names the entities too), and a PNG of it.
  const [svgFile] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  expect(svgFile.suggestedFilename()).toBe(`${TABLE}-design.svg`);
  const svgText = readFileSync((await svgFile.path())!, 'utf8');
  for (const name of legend) expect(svgText).toContain(`>${name}<`);
  // A well-formed SVG document of the drawn size, with a box per entity and index.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      ns: root.namespaceURI,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      nodes: root.querySelectorAll('g[data-node]').length,
    };
  }, svgText);
  const drawn = await svg.evaluate((el) => ({
    width: Number(el.getAttribute('width')),
    height: Number(el.getAttribute('height')),
    nodes: el.querySelectorAll('g[data-node]').length,
  }));
  expect(parsed).toEqual({ error: 0, root: 'svg', ns: 'http://www.w3.org/2000/svg', ...drawn });
  expect(drawn.nodes).toBe(legend.length + 2);
  const [pngFile] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  expect(pngFile.suggestedFilename()).toBe(`${TABLE}-design.png`);
  const png = readFileSync((await pngFile.path())!);
  // The PNG signature, an IHDR chunk first, twice the drawn size, and an image that is not blank.
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    Math.ceil(drawn.width * 2),
    Math.ceil(drawn.height * 2),
  ]);
  const colours = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length && seen.size < 50; i += 4 * 97)
      seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  }, png.toString('base64'));
  expect(colours).toBeGreaterThan(3);
  writeFileSync('/tmp/pictures-design.png', png);

  // The layout map: a strip per collection, the odd ones (audits before the org's own item) first.
  await page.getByRole('tab', { name: 'Layout map' }).click();
  const map = page.getByRole('list', { name: 'Layout map' });
  await expect.poll(() => map.getByRole('img').count()).toBe(byPk.size);
  for (const [pk, list] of byPk)
    expect(await map.getByRole('img', { name: expectedStripName(pk, list), exact: true }).count()).toBe(1);
  await page.getByLabel('Order').selectOption('departure');
  await page.screenshot({ path: '/tmp/pictures-map.png', fullPage: true });
  const firstName = await map.getByRole('listitem').first().getByRole('img').getAttribute('aria-label');
  expect(firstName).toMatch(/parent (at \d+ of|last)/);

  // A click on the first band of a strip selects that item's row in the grid: here the parent.
  const strip = map.getByRole('img', { name: expectedStripName('ORG#o001', byPk.get('ORG#o001')!), exact: true });
  await strip.click({ position: { x: 2, y: 8 } });
  const selected = page
    .getByRole('treegrid', { name: 'Item collections' })
    .locator('[role="row"][aria-selected="true"]');
  await expect.poll(() => selected.getAttribute('data-parent')).toBe('true');
  await strip.hover({ position: { x: 2, y: 8 } });
  await expect.poll(() => page.locator('.strip-tip').textContent()).toMatch(/^Org \(parent\): ORG#o001/);

  // The diagram follows a rename, and an override that gives a template to another entity.
  await page.getByRole('tab', { name: 'Design' }).click();
  const design = page.getByRole('tabpanel', { name: 'Design' });
  const swatches = () =>
    page
      .getByRole('list', { name: 'Entity types' })
      .getByRole('listitem')
      .evaluateAll((lis) =>
        lis.map(
          (li) =>
            [
              li.querySelector('.legend-name')?.textContent ?? '',
              getComputedStyle(li.querySelector('.swatch')!).backgroundColor,
            ] as [string, string],
        ),
      );
  const before = new Map(await swatches());
  await design.getByLabel('Name of entity Audit').fill('AuditEntry');
  await design.getByLabel('Name of entity Audit').press('Enter');
  // Issue 19: a renamed entity keeps its colour, and no other entity's colour changes.
  await expect.poll(async () => new Map(await swatches()).has('AuditEntry')).toBe(true);
  const after = new Map(await swatches());
  expect(after.get('AuditEntry')).toBe(before.get('Audit'));
  for (const name of ['Org', 'Ticket', 'User']) expect(after.get(name)).toBe(before.get(name));
  await expect
    .poll(() => figure.locator('table.diagram-edges tbody tr th').allTextContents())
    .toEqual(['Org', 'Org', 'Org']);
  await expect
    .poll(() => figure.locator('table.diagram-edges tbody tr td:first-of-type').allTextContents())
    .toEqual(['AuditEntry', 'Ticket', 'User']);
  expect(await svg.locator('g[data-node="entity:AuditEntry"]').count()).toBe(1);
  // An override: the audit entries' template declared the Org's, so they become the org's own children.
  await design.getByLabel(/^Entity for template AUDIT#/).selectOption('Org');
  await expect
    .poll(() => figure.locator('table.diagram-edges tbody tr td:first-of-type').allTextContents(), { timeout: 10_000 })
    .toEqual(['Org', 'Ticket', 'User']);
  expect(await svg.locator('g[data-node="entity:AuditEntry"]').count()).toBe(0);
  const audits = [...byPk.values()].map((list) => list.filter((it) => it.type!.S === 'Audit').length);
  expect(await figure.locator('table.diagram-edges tbody tr').first().locator('td').allTextContents()).toEqual([
    'Org',
    String(Math.min(...audits)),
    String(median(audits)),
    String(Math.max(...audits)),
    String(byPk.size),
  ]);
  await design.getByRole('button', { name: 'Reset choices' }).click();
  await expect
    .poll(() => figure.locator('table.diagram-edges tbody tr td:first-of-type').allTextContents(), { timeout: 10_000 })
    .toEqual(['Audit', 'Ticket', 'User']);
});

test('with the Design tab open during a Scan of many pages, the diagram ends on the figures of every item read', async () => {
  const page = await app.open(`#/query?table=${TABLE}&pk=ORG%23o001&cap=none`, {
    viewport: { width: 1500, height: 1000 },
  });
  await page
    .getByRole('status', { name: 'Read progress' })
    .filter({ hasText: 'Read to the end' })
    .waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Design' }).click();
  const figure = page.getByRole('figure', { name: 'Design diagram' });
  await figure.locator('table.diagram-entities').waitFor();
  // Five items a page: the diagram follows the pages at its own pace, and must end on the last one.
  // What the diagram says at the moment the status first says the read ended (same DOM update):
  // no waiting for the picture to catch up.
  await page.evaluate((ended) => {
    const w = window as unknown as { __atEnd?: number };
    const sum = () =>
      [...document.querySelectorAll('figure table.diagram-entities tbody td:last-child')].reduce(
        (a, td) => a + Number((td.textContent ?? '').replace(/,/g, '')),
        0,
      );
    const seen = new MutationObserver(() => {
      const status = document.querySelector('[role="status"][aria-label="Read progress"]')?.textContent ?? '';
      if (w.__atEnd === undefined && status.includes(ended)) {
        w.__atEnd = sum();
        seen.disconnect();
      }
    });
    seen.observe(document, { subtree: true, childList: true, characterData: true });
    location.hash = '#/scan?table=Workshop&limit=5&cap=none';
  }, `Read to the end. ${items().length} items`);
  await scanToTheEnd(page);
  expect(await page.evaluate(() => (window as unknown as { __atEnd?: number }).__atEnd)).toBe(items().length);
  const byPk = collections();
  const rows = await figure
    .locator('table.diagram-edges tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  expect(rows).toEqual(
    ['Audit', 'Ticket', 'User'].map((child) => {
      const counts = [...byPk.values()].map((list) => list.filter((it) => it.type!.S === child).length);
      return [
        'Org',
        child,
        String(Math.min(...counts)),
        String(median(counts)),
        String(Math.max(...counts)),
        String(byPk.size),
      ];
    }),
  );
});

test('the diagram fits the tools box by default, shows at its own size on request, and opens large in a dialog', async () => {
  // A narrow window: the tools box is narrower than the diagram drawn at its own size.
  const page = await app.open(`#/scan?table=${TABLE}&cap=none`, { viewport: { width: 1000, height: 800 } });
  await scanToTheEnd(page);
  await page.getByRole('tab', { name: 'Design' }).click();
  const figure = page.getByRole('figure', { name: 'Design diagram' });
  const canvas = figure.getByRole('group', { name: 'The diagram (drawn; its text is in the tables below)' });
  await canvas.locator('svg').waitFor();
  const drawn = async () =>
    canvas
      .locator('svg')
      .evaluate((svg: SVGSVGElement) => ({ shown: svg.getBoundingClientRect().width, own: svg.width.baseVal.value }));
  const room = await canvas.evaluate((el) => el.clientWidth);
  const fitted = await drawn();
  expect(fitted.own).toBeGreaterThan(room); // the case this is for: without fitting it would be cut off
  expect(fitted.shown).toBeLessThanOrEqual(room + 0.5);
  const fit = figure.getByRole('button', { name: 'Fit to panel' });
  expect(await fit.getAttribute('aria-pressed')).toBe('true');
  await fit.click();
  expect(await fit.getAttribute('aria-pressed')).toBe('false');
  expect((await drawn()).shown).toBeCloseTo(fitted.own, 0);
  const open = figure.getByRole('button', { name: 'Open large' });
  await open.click();
  const large = page.getByRole('dialog', { name: 'Design diagram, large' });
  await large.waitFor();
  // The same drawing, every entity box, at its own size.
  expect(await large.locator('svg g[data-node^="entity:"]').count()).toBe(
    await canvas.locator('svg g[data-node^="entity:"]').count(),
  );
  expect(await large.locator('svg').evaluate((svg: SVGSVGElement) => svg.getBoundingClientRect().width)).toBeCloseTo(
    fitted.own,
    0,
  );
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await page.keyboard.press('Escape');
  await large.waitFor({ state: 'detached' });
  await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
});

describe.each(['light', 'dark'] as const)('%s theme', (colorScheme) => {
  test('axe-core finds nothing serious on the Design tab and the layout map', async () => {
    const page = await app.open(`#/scan?table=${TABLE}&cap=none`, {
      viewport: { width: 1440, height: 900 },
      colorScheme,
    });
    await scanToTheEnd(page);
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByRole('figure', { name: 'Design diagram' }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('tab', { name: 'Layout map' }).click();
    await page.getByRole('list', { name: 'Layout map' }).getByRole('img').first().waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');
  });
});
