/**
 * While a read goes on the diagram's counts change on every page: a graph whose boxes keep their
 * sizes keeps its placement and is only relabelled, which must draw exactly what a fresh layout of
 * the new graph draws.
 */
import { describe, expect, test } from 'vitest';
import { designGraph, type GraphInput } from '../../../shared/diagram/design-graph.js';
import { layoutGraph, layoutKey, relabel } from '../../../shared/diagram/graph-layout.js';

const input = (users: number, median: number): GraphInput => ({
  entities: [
    { name: 'Org', keys: ['PK = ORG#{org}'], items: 30 },
    { name: 'User', keys: ['SK = USER#{id}'], items: users },
  ],
  strays: [{ name: 'Blob', keys: [], items: 1 }],
  edges: [{ parent: 'Org', child: 'User', collections: 30, withChild: 30, min: 1, median, max: 9, children: users }],
  indexes: [],
  strayItems: 0,
});

describe('relabelling a placed design graph', () => {
  test('new counts of the same width keep the key, and relabelling equals laying out afresh', () => {
    const before = designGraph(input(120, 4));
    const after = designGraph(input(180, 6));
    expect(layoutKey(after)).toBe(layoutKey(before));
    expect(relabel(layoutGraph(before), after)).toEqual(layoutGraph(after));
  });

  test('a count that widens a box, or a new edge, changes the key', () => {
    const base = layoutKey(designGraph(input(120, 4)));
    expect(layoutKey(designGraph(input(12_000_000_000, 4)))).not.toBe(base);
    const more = input(120, 4);
    expect(
      layoutKey(
        designGraph({
          ...more,
          edges: [...more.edges, { ...more.edges[0]!, child: 'Org', median: 1, min: 1, max: 1 }],
        }),
      ),
    ).not.toBe(base);
    expect(layoutKey(designGraph(input(120, 4.5)))).not.toBe(base);
  });
});
