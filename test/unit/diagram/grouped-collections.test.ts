/**
 * The figures over real grouped collections, where entities are read through each item's class
 * record (its name asked once per record): the same as asking every item its entity.
 */
import { expect, test } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import { parentChildEdges } from '../../../shared/diagram/edge-figures.js';
import { IndexCensus } from '../../../shared/diagram/index-figures.js';
import { runsOf, stripName } from '../../../shared/diagram/layout-strip.js';
import { inServerOrder, KEYS, manyCollections } from '../../bench/dataset.js';

test('records or items, the runs, edges, names and index census agree', () => {
  const g = new CollectionGrouper(KEYS);
  const items = inServerOrder(manyCollections(3000, 40, 7));
  for (let i = 0; i < items.length; i += 500) g.addPage(items.slice(i, i + 500));
  const plain: CollectionShape[] = g.collections.map((c) => ({
    items: c.items,
    partitionKeyText: c.partitionKeyText,
    parentIndex: c.parentIndex,
    typeAt: (i) => c.typeAt(i),
  }));
  expect(g.collections.some((c) => c.parentIndex !== null)).toBe(true);
  const edges = parentChildEdges(g.collections);
  expect(edges.length).toBeGreaterThan(0);
  expect(edges).toEqual(parentChildEdges(plain));
  g.collections.forEach((c, k) => {
    expect(runsOf(c)).toEqual(runsOf(plain[k]!));
    expect(stripName(c, runsOf(c))).toBe(stripName(plain[k]!, runsOf(plain[k]!)));
  });
  const indexes = [
    { name: 'Inverted', kind: 'GSI' as const, partitionKey: 'SK', sortKey: 'PK' },
    { name: 'ByStatus', kind: 'GSI' as const, partitionKey: 'status' },
  ];
  const a = new IndexCensus(indexes, KEYS);
  a.update(g.collections);
  const b = new IndexCensus(indexes, KEYS);
  b.update(plain);
  expect(a.figures()).toEqual(b.figures());
  expect(a.figures()[1]!.sparse).toBe(true);
  expect(a.figures()[0]!.items).toBe(3000);
});
