import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { ScanStats } from '../../../shared/collections/scan-stats.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { orgUsers, PK_SK, stores, STORES, workspaces, WORKSPACES } from './fixtures.js';

/** Entity names and item counts as the collections view shows them for the same read. */
function viewTotals(keys: KeyNames, pages: readonly Item[][]): [string, number][] {
  const g = new CollectionGrouper(keys);
  for (const p of pages) g.addPage(p);
  return g
    .entityTypes()
    .map((t): [string, number] => [t.name, t.items])
    .sort((a, b) => b[1] - a[1]);
}

function statsTotals(keys: KeyNames, pages: readonly Item[][]): [string, number][] {
  const stats = new ScanStats(keys);
  for (const p of pages) stats.addPage(p);
  return stats.snapshot().entityTypes.map((t): [string, number] => [t.type, t.items]);
}

/** Teams and their members under opaque ids, told apart only by an attribute named `kind`. */
function kindTable(teams: number): Item[] {
  const out: Item[] = [];
  const id = (n: number) => n.toString(16).padStart(8, '0') + '-4b1d-9e2a-' + (n * 7919).toString(16).padStart(12, '0');
  for (let t = 0; t < teams; t++) {
    out.push({ pk: { S: `t${t}` }, sk: { S: id(t * 100) }, kind: { S: 'team' }, title: { S: `Team ${t}` } });
    for (let m = 1; m <= 3; m++)
      out.push({ pk: { S: `t${t}` }, sk: { S: id(t * 100 + m) }, kind: { S: 'member' }, login: { S: `m${t}-${m}` } });
  }
  return out;
}
const PK_SK_LOWER: KeyNames = { partitionKey: 'pk', sortKey: 'sk', partitionKeyType: 'S', sortKeyType: 'S' };

describe('scan statistics', () => {
  it('counts items and bytes per collection and per entity type', () => {
    const stats = new ScanStats(PK_SK, { topN: 1 });
    const items = orgUsers();
    stats.addPage(items.slice(0, 2));
    stats.addPage(items.slice(2));
    const snap = stats.snapshot();
    expect(snap.items).toBe(5);
    expect(snap.pages).toBe(2);
    expect(snap.collections).toBe(2);
    expect(snap.bytes).toBe(items.reduce((sum, i) => sum + itemSize(i), 0));
    expect(snap.largestByItems).toEqual([
      { collectionPk: 'ORG#acme', items: 3, bytes: items.slice(0, 3).reduce((s, i) => s + itemSize(i), 0) },
    ]);
    expect(snap.entityTypes.map((t) => [t.type, t.items])).toEqual([
      ['USER', 3],
      ['METADATA', 2],
    ]);
  });

  it('keeps a histogram of collection sizes in power-of-two buckets', () => {
    const stats = new ScanStats(WORKSPACES);
    stats.addPage(workspaces());
    const snap = stats.snapshot();
    expect(snap.sizeHistogram.reduce((s, b) => s + b.collections, 0)).toBe(2);
    for (const b of snap.sizeHistogram) expect(b.maxBytes).toBe(b.minBytes * 2);
    const acme = stats.collection('WS#acme')!;
    const bucket = snap.sizeHistogram.find((b) => acme.bytes >= b.minBytes && acme.bytes < b.maxBytes);
    expect(bucket).toBeDefined();
  });

  it('is plain data that survives JSON', () => {
    const stats = new ScanStats(PK_SK);
    stats.addPage(orgUsers());
    const snap = stats.snapshot();
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
  });

  it('names entities as the collections view does: a type attribute named kind', () => {
    // The old statistics typer knew only a fixed list of type attribute names and typed all of these by the key.
    const items = kindTable(12);
    const pages = [items.slice(0, 20), items.slice(20)];
    expect(statsTotals(PK_SK_LOWER, pages)).toEqual(viewTotals(PK_SK_LOWER, pages));
    expect(statsTotals(PK_SK_LOWER, pages)).toEqual([
      ['member', 36],
      ['team', 12],
    ]);
  });

  it('names entities as the collections view does: a STATE#CITY#ZIP hierarchy is one entity', () => {
    // The old statistics typer made one type per state (CA, NY, WA, BC).
    const pages = [stores()];
    const totals = statsTotals(STORES, pages);
    expect(totals).toEqual(viewTotals(STORES, pages));
    expect(totals).toHaveLength(1);
    expect(totals[0]![1]).toBe(stores().length);
  });

  it('keeps naming entities as the collections view does past the items it groups, without keeping them', () => {
    const items = kindTable(15_000); // 60,000 items: the last 10,000 are only classified
    const pages: Item[][] = [];
    for (let i = 0; i < items.length; i += 4000) pages.push(items.slice(i, i + 4000));
    const totals = statsTotals(PK_SK_LOWER, pages);
    expect(totals).toEqual(viewTotals(PK_SK_LOWER, pages));
    expect(totals).toEqual([
      ['member', 45_000],
      ['team', 15_000],
    ]);
  });

  it('gives the same snapshot for any split into pages', () => {
    const item = fc
      .record({
        pk: fc.constantFrom('A', 'B', 'C', 'D'),
        sk: fc.constantFrom('X#1', 'Y#2', 'META'),
        pad: fc.string({ maxLength: 50 }),
      })
      .map(({ pk, sk, pad }): Item => ({ PK: { S: pk }, SK: { S: sk }, pad: { S: pad } }));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.integer({ min: 1, max: 30 }), (items, size) => {
        const whole = new ScanStats(PK_SK, { topN: 3 });
        whole.addPage(items);
        const paged = new ScanStats(PK_SK, { topN: 3 });
        for (let i = 0; i < items.length; i += size) paged.addPage(items.slice(i, i + size));
        const { pages: _a, ...a } = whole.snapshot();
        const { pages: _b, ...b } = paged.snapshot();
        expect(b).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });
});
