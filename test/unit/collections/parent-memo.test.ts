import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { PK_SK } from './fixtures.js';

/**
 * A collection's parent is decided once and kept until the collection grows or the design changes
 * (CollectionGrouper.parentDecision): these check the kept decision against one made afresh, page
 * after page, including pages that leave the design's version where it was.
 */

const item = (pk: string, sk: string): Item => ({ PK: { S: pk }, SK: { S: sk } });

/** The decision as kept, and as made again with nothing kept. */
function keptAndFresh(g: CollectionGrouper, c: ItemCollection) {
  const kept = g.parentDecision(c);
  c.parentMemo = null;
  return { kept, fresh: g.parentDecision(c) };
}

describe('the parent decision kept per collection', () => {
  it('is made again when a later page brings the parent, though the design did not change', () => {
    const g = new CollectionGrouper(PK_SK);
    // Enough collections with their profile that the design is settled on page 1.
    const settled: Item[] = [];
    for (let i = 0; i < 40; i++) settled.push(item(`ORG#o${i}`, `ORDER#${i}`), item(`ORG#o${i}`, 'PROFILE'));
    g.addPage([...settled, item('ORG#late', 'ORDER#1')]);
    const late = g.get('ORG#late')!;
    expect(late.parentIndex).toBeNull();
    const version = g.designVersion;
    // Its profile sorts after its orders: it arrives with a later page, which names nothing anew.
    g.addPage([item('ORG#late', 'ORDER#2')]);
    expect(late.parentIndex).toBeNull();
    g.addPage([item('ORG#late', 'PROFILE')]);
    expect(g.designVersion).toBe(version);
    expect(late.parentIndex).toBe(2);
    expect(keptAndFresh(g, late)).toEqual({
      kept: { index: 2, reason: 'metadata-type' },
      fresh: { index: 2, reason: 'metadata-type' },
    });
  });

  it('always equals a decision made afresh, page by page, on random reads', () => {
    const collection = fc.record({
      // Where the collection's own record sorts among its children, if it has one.
      parentAt: fc.option(fc.nat(6), { nil: null }),
      children: fc.array(fc.constantFrom('ORDER', 'RETURN', 'NOTE'), { minLength: 0, maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(collection, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 12 }),
        (collections, pageSize) => {
          const items: Item[] = [];
          collections.forEach((c, n) => {
            const pk = `ACCOUNT#a${n}`;
            const kids = c.children.map((t, i) => item(pk, `${t}#${String(i).padStart(2, '0')}`));
            if (c.parentAt !== null) kids.splice(Math.min(c.parentAt, kids.length), 0, item(pk, pk));
            items.push(...kids);
          });
          const g = new CollectionGrouper(PK_SK);
          for (let i = 0; i < items.length; i += pageSize) {
            g.addPage(items.slice(i, i + pageSize));
            for (const c of g.collections) {
              const { kept, fresh } = keptAndFresh(g, c);
              expect(kept).toEqual(fresh);
            }
          }
        },
      ),
      { numRuns: 200, seed: 23 },
    );
  });
});
