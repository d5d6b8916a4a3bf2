/**
 * Inference on designs of our own making: each must split its items into the entities a person
 * would make (the same partition, whatever the names), pick the parent a person would pick in
 * every collection, and, where it matters, give the entities the names the design implies.
 * Items are read in server order, in pages of 4, so every design is also read incrementally.
 */
import { describe, expect, it } from 'vitest';
import { partition, read } from './design-reading.js';
import { keyDesigns, type Design } from './designs-keys.js';
import { shapeDesigns } from './designs-shapes.js';

describe('design inference on designs of our own', () => {
  const designs = [...keyDesigns, ...shapeDesigns];
  it('covers at least 15 designs', () => {
    expect(designs.length).toBeGreaterThanOrEqual(15);
  });

  for (const d of designs) {
    it(d.name, () => {
      const { g, label } = read(d, 4);
      const items = g.collections.flatMap((c) => c.items);
      const got = g.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)));
      const want = items.map((i) => label.get(i)!);
      expect(partition(got), `entities ${[...new Set(got)].join(', ')}`).toEqual(partition(want));
      for (const c of g.collections) {
        const parent = c.parent;
        const holds = d.parent !== null && c.items.some((i) => label.get(i) === d.parent);
        expect(parent === null ? null : label.get(parent), `parent of ${c.partitionKeyText}`).toBe(holds ? d.parent : null);
      }
      for (const [l, name] of Object.entries(d.names ?? {})) {
        const item = items.find((i) => label.get(i) === l)!;
        expect(g.entityOf(item)).toBe(name);
      }
      // The same answer when the whole read arrives as one page.
      const whole = read(d, d.items.length).g;
      expect(whole.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)))).toEqual(got);
      const design = g.design();
      expect(design.design.entities.map((e) => e.name).sort()).toEqual([...new Set(got)].sort());
      expect(design.design.parentEntity ?? null).toBe(d.parent === null ? null : g.entityOf(items.find((i) => label.get(i) === d.parent)!));
    });
  }
});
