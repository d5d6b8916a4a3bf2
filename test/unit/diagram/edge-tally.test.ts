/**
 * The edges' running tallies against counting afresh, on random growth: pages land on some
 * collections and start others, parents are found, move and are lost, a collection's items all turn
 * out to be its parent's entity, and now and then the grouping starts over with new collections.
 * After every step the census must give exactly what `parentChildEdges` gives from scratch.
 */
import { describe, expect, test } from 'vitest';
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import { EdgeCensus, parentChildEdges } from '../../../shared/diagram/edge-figures.js';
import { EdgeTally } from '../../../shared/diagram/edge-tally.js';
import type { Item } from '../../../shared/dynamo/types.js';
// The bench's seeded generator (mulberry32), so a failure can be replayed.
import { random } from '../../bench/dataset.js';

const ENTITIES = ['Org', 'User', 'Ticket', 'Audit', 'Invoice'];

interface Growing {
  c: CollectionShape & { parentIndex: number | null };
  entities: string[];
}

function collection(pk: string, entities: string[] = []): Growing {
  const items: Item[] = entities.map((e, i) => ({ PK: { S: pk }, SK: { S: `${e}#${i}` } }));
  const c = { items, partitionKeyText: pk, parentIndex: null as number | null, typeAt: (i: number) => entities[i]! };
  return { c, entities };
}

function grow(g: Growing, entity: string): void {
  g.entities.push(entity);
  (g.c.items as Item[]).push({ PK: { S: g.c.partitionKeyText }, SK: { S: `${entity}#${g.entities.length}` } });
}

describe('EdgeCensus on random growth', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    test(`equals the edges counted afresh after every page (seed ${seed})`, () => {
      const rnd = random(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
      const census = new EdgeCensus();
      let all: Growing[] = [];
      let compared = 0;
      for (let page = 0; page < 60; page++) {
        // Some pages land on collections already read, some start new ones.
        const landing = 1 + Math.floor(rnd() * 30);
        for (let i = 0; i < landing; i++) {
          const g = all.length === 0 || rnd() < 0.3 ? collection(`PK#${seed}#${page}#${i}`) : pick(all);
          if (!all.includes(g)) all.push(g);
          const n = 1 + Math.floor(rnd() * 6);
          // Few kinds per collection, often repeating, so counts repeat across collections as in real reads.
          for (let k = 0; k < n; k++) grow(g, pick(ENTITIES.slice(0, 2 + Math.floor(rnd() * 4))));
          if (g.c.parentIndex === null && rnd() < 0.7) g.c.parentIndex = 0;
        }
        // Parents move or are lost without the collection growing.
        for (let i = 0; i < 3; i++) {
          const g = pick(all);
          g.c.parentIndex = rnd() < 0.2 ? null : Math.floor(rnd() * g.c.items.length);
        }
        // Now and then the grouping starts over: the same items, new collection objects.
        if (rnd() < 0.05)
          all = all.map((g) => {
            const again = collection(g.c.partitionKeyText, [...g.entities]);
            again.c.parentIndex = g.c.parentIndex;
            return again;
          });
        // Or a collection drops out of what is shown.
        if (rnd() < 0.05 && all.length > 1) all.splice(Math.floor(rnd() * all.length), 1);
        const shapes = all.map((g) => g.c);
        const fresh = parentChildEdges(shapes);
        expect(census.figures(shapes)).toEqual(fresh);
        compared += fresh.length;
      }
      // The walk met real edges, not only empty reads.
      expect(compared).toBeGreaterThan(100);
    });
  }

  test('taking a collection out undoes putting it in, down to the medians', () => {
    const t = new EdgeTally();
    const h = (parent: string, kids: [string, number][]) => ({ parent, children: new Map(kids) });
    const a = h('Org', [['User', 3]]);
    const b = h('Org', [['User', 1]]);
    const c = h('Org', []);
    t.add(a);
    t.add(b);
    t.add(c);
    expect(t.figures()).toEqual([
      { parent: 'Org', child: 'User', collections: 3, withChild: 2, min: 0, median: 1, max: 3, children: 4 },
    ]);
    t.remove(c);
    expect(t.figures()[0]).toMatchObject({ collections: 2, min: 1, median: 2, max: 3 });
    t.remove(a);
    t.remove(b);
    expect(t.figures()).toEqual([]);
  });
});
