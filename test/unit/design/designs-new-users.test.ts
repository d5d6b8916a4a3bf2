/**
 * Inference on designs the way new users' tables differ (designs-new-users.ts): the partition of
 * items into entities, the parent of every collection and the names that matter, read in pages of
 * 3 and in one page with the same answer.
 */
import { describe, expect, it } from 'vitest';
import { partition, read } from './design-reading.js';
import type { Design } from './designs-keys.js';
import { newUserDesigns } from './designs-new-users.js';

describe('design inference on new users\u2019 designs', () => {
  const designs = newUserDesigns;

  for (const d of designs) {
    it(d.name, () => {
      const { g, label } = read(d, 3);
      const items = g.collections.flatMap((c) => c.items);
      const got = g.collections.flatMap((c) => c.items.map((_, i) => c.typeAt(i)));
      const want = items.map((i) => label.get(i)!);
      expect(partition(got), `entities ${[...new Set(got)].join(', ')}`).toEqual(partition(want));
      for (const c of g.collections) {
        const parent = c.parent;
        const wanted = (d.parents ?? (d.parent === null ? [] : [d.parent])).find((p) => c.items.some((i) => label.get(i) === p)) ?? null;
        expect(parent === null ? null : label.get(parent), `parent of ${c.partitionKeyText}`).toBe(wanted);
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
      const nameOf = (l: string) => g.entityOf(items.find((i) => label.get(i) === l)!);
      if (d.parents) expect([...(design.design.parentEntities ?? [])].sort()).toEqual(d.parents.map(nameOf).sort());
      else expect(design.design.parentEntity ?? null).toBe(d.parent === null ? null : nameOf(d.parent));
    });
  }
});

describe('evidence a new user reads', () => {
  it('lists a template that several entities share once, with each entity\u2019s items', () => {
    const d = newUserDesigns.find((x) => x.name.startsWith('number pk and sk'))!;
    const { g } = read(d, d.items.length);
    const line = g.design().evidence.find((e) => e.topic === 'template')!.text;
    expect(line).toMatch(/^templates: `\{n\}` 18 items \((device 3, reading 12, fault 3|reading 12, device 3, fault 3|reading 12, fault 3, device 3)\)$/);
  });
});
