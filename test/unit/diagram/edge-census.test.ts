/**
 * The diagram's edges followed page by page: counting again only the collections that grew (or
 * whose parent moved) gives, after every page, exactly what counting every collection afresh gives.
 */
import { describe, expect, test } from 'vitest';
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import { EdgeCensus, parentChildEdges } from '../../../shared/diagram/edge-figures.js';
import type { Item } from '../../../shared/dynamo/types.js';

/** A collection that grows in place, as ItemCollection does while pages land. */
function growing(pk: string) {
  const entities: string[] = [];
  const items: Item[] = [];
  const c = { items, partitionKeyText: pk, parentIndex: null as number | null, typeAt: (i: number) => entities[i]! };
  return {
    c: c as CollectionShape,
    add(...more: string[]) {
      for (const e of more) {
        entities.push(e);
        items.push({ PK: { S: pk }, SK: { S: `${e}#${items.length}` } });
      }
    },
    parentAt(p: number | null) {
      c.parentIndex = p;
    },
  };
}

describe('EdgeCensus', () => {
  test('after each page it equals the edges counted from scratch', () => {
    const census = new EdgeCensus();
    const a = growing('ORG#a');
    const b = growing('ORG#b');
    const all = [a.c];
    a.add('Org', 'User');
    a.parentAt(0);
    expect(census.figures(all)).toEqual(parentChildEdges(all));
    // The next page: the first collection grows, a second one starts without a parent yet.
    a.add('User', 'Ticket');
    b.add('Audit', 'Org');
    all.push(b.c);
    expect(census.figures(all)).toEqual(parentChildEdges(all));
    expect(census.figures(all).map((e) => `${e.parent}>${e.child}`)).toEqual(['Org>Ticket', 'Org>User']);
    // Its parent found: the same items, counted under the parent now.
    b.parentAt(1);
    const edges = census.figures(all);
    expect(edges).toEqual(parentChildEdges(all));
    expect(edges.find((e) => e.child === 'Audit')).toMatchObject({
      parent: 'Org',
      collections: 2,
      withChild: 1,
      min: 0,
      max: 1,
    });
    expect(edges.find((e) => e.child === 'User')).toMatchObject({ min: 0, median: 1, max: 2 });
  });
});
