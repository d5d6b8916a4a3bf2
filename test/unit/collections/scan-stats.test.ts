import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScanStats } from '../../../shared/collections/scan-stats.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { orgUsers, PK_SK, workspaces, WORKSPACES } from './fixtures.js';

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
    expect(snap.largestByItems).toEqual([{ collectionPk: 'ORG#acme', items: 3, bytes: items.slice(0, 3).reduce((s, i) => s + itemSize(i), 0) }]);
    expect(snap.entityTypes.map((t) => [t.type, t.items])).toEqual([['USER', 3], ['METADATA', 2]]);
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

  it('gives the same snapshot for any split into pages', () => {
    const item = fc.record({ pk: fc.constantFrom('A', 'B', 'C', 'D'), sk: fc.constantFrom('X#1', 'Y#2', 'META'), pad: fc.string({ maxLength: 50 }) })
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
