import { describe, expect, test } from 'vitest';
import { cardinalityText, median, parentChildEdges } from '../../../shared/diagram/edge-figures.js';
import { shape } from './shapes.js';

describe('parent-to-child cardinality', () => {
  test('median of odd and even counts', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 3, 9])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  test('children per parent, a parent without a child counting 0', () => {
    const edges = parentChildEdges([
      shape('ORG#a', ['Org', 'User', 'User', 'User', 'Ticket'], 0),
      shape('ORG#b', ['Org', 'User'], 0),
      shape('ORG#c', ['Org', 'Ticket', 'Ticket', 'User', 'User'], 0),
      shape('LOOSE', ['User', 'User'], null),
    ]);
    expect(edges).toEqual([
      { parent: 'Org', child: 'Ticket', collections: 3, withChild: 2, min: 0, median: 1, max: 2, children: 3 },
      { parent: 'Org', child: 'User', collections: 3, withChild: 3, min: 1, median: 2, max: 3, children: 6 },
    ]);
    expect(cardinalityText(edges[0]!)).toBe('0..1..2');
  });

  test('other items of the parent entity are children of it, its own item is not', () => {
    const edges = parentChildEdges([shape('A', ['Node', 'Node', 'Node'], 1), shape('B', ['Node'], 0)]);
    expect(edges).toEqual([
      { parent: 'Node', child: 'Node', collections: 2, withChild: 1, min: 0, median: 1, max: 2, children: 2 },
    ]);
    expect(cardinalityText({ min: 0, median: 1.5, max: 3 })).toBe('0..1.5..3');
  });

  test('each kind of collection has its own parent', () => {
    const edges = parentChildEdges([
      shape('c1', ['Clinic', 'Vet', 'Vet'], 0),
      shape('o1', ['Owner', 'Pet'], 0),
      shape('o2', ['Owner', 'Pet', 'Pet', 'Pet'], 0),
    ]);
    expect(edges.map((e) => [e.parent, e.child, e.min, e.median, e.max])).toEqual([
      ['Clinic', 'Vet', 2, 2, 2],
      ['Owner', 'Pet', 1, 2, 3],
    ]);
  });
});
