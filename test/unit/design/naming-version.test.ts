import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { PK_SK as KEYS } from '../collections/fixtures.js';

/**
 * The grouper's design version (CollectionGrouper.designVersion) is what the per-collection caches
 * (parent decisions, strips, the diagram's census) are keyed on. It must move whenever an item
 * already read would be named otherwise or a collection's parent chosen otherwise, and it may stay
 * when a page only adds counts, so those caches survive the pages of a long read.
 */

const item = (pk: string, sk: string, extra: Record<string, string> = {}): Item => ({
  PK: { S: pk },
  SK: { S: sk },
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, { S: v }])),
});

/** Every item's entity and every collection's parent, as the views read them. */
function naming(g: CollectionGrouper) {
  return g.collections.map((c) => ({ types: c.items.map((_, i) => c.typeAt(i)), parent: c.parentIndex }));
}

describe('the design version', () => {
  it('stays while pages only add items of shapes already named', () => {
    const g = new CollectionGrouper(KEYS);
    const page = (from: number) => {
      const out: Item[] = [];
      for (let i = from; i < from + 30; i++)
        out.push(item(`ORG#o${i}`, 'PROFILE'), item(`ORG#o${i}`, `ORDER#${i}`), item(`ORG#o${i}`, `ORDER#${i + 1}`));
      return out;
    };
    g.addPage(page(0));
    const version = g.designVersion;
    g.addPage(page(30));
    g.addPage(page(60));
    expect(g.designVersion).toBe(version);
  });

  it('moves when the user renames an entity, and the items are named anew', () => {
    const g = new CollectionGrouper(KEYS);
    g.addPage([item('ORG#a', 'PROFILE'), item('ORG#a', 'ORDER#1'), item('ORG#a', 'ORDER#2')]);
    const version = g.designVersion;
    const before = g.collections[0]!.typeAt(1);
    g.setDesign({ entityNames: { [before]: 'Purchase' } });
    expect(g.designVersion).not.toBe(version);
    expect(g.collections[0]!.typeAt(1)).toBe('Purchase');
  });

  it('never stays while an item read is named otherwise or a parent moves, on random reads', () => {
    // Sort keys of several kinds, some of which inference names differently as evidence grows
    // (a type attribute that appears late, words that turn out to be one template, singular types).
    const sortKey = fc.oneof(
      fc.constantFrom('PROFILE', 'META', 'INFO', 'SETTINGS'),
      fc.tuple(fc.constantFrom('ORDER', 'RETURN', 'NOTE', 'USER'), fc.nat(40)).map(([t, n]) => `${t}#${n}`),
      fc.tuple(fc.constantFrom('alpha', 'beta', 'gamma'), fc.nat(9)).map(([w, n]) => `${w}${n}`),
    );
    const row = fc.record({
      collection: fc.nat(12),
      sk: sortKey,
      kind: fc.option(fc.constantFrom('order', 'note', 'profile'), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 120 }), fc.integer({ min: 1, max: 30 }), (rows, size) => {
        // Server order: by partition, then sort key.
        const items = rows
          .map((r) => ({ pk: `ACCOUNT#${r.collection}`, r }))
          .sort((a, b) => (a.pk + '\u0000' + a.r.sk < b.pk + '\u0000' + b.r.sk ? -1 : 1))
          .map(({ pk, r }) => item(pk, r.sk, r.kind ? { kind: r.kind } : {}));
        const g = new CollectionGrouper(KEYS);
        let seen: { version: number; naming: ReturnType<typeof naming> } | null = null;
        for (let i = 0; i < items.length; i += size) {
          const regroups = g.regroups;
          g.addPage(items.slice(i, i + size));
          const now = { version: g.designVersion, naming: naming(g) };
          // A regroup makes new collections and a new classifier: nothing cached survives it.
          if (seen && seen.version === now.version && g.regroups === regroups) {
            seen.naming.forEach((was, k) => {
              const is = now.naming[k]!;
              expect(is.types.slice(0, was.types.length)).toEqual(was.types);
              // A parent decision may change only in a collection that grew.
              if (is.types.length === was.types.length) expect(is.parent).toBe(was.parent);
            });
          }
          seen = now;
        }
      }),
      { numRuns: 300, seed: 23 },
    );
  });
});
