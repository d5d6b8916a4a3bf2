import { describe, expect, test } from 'vitest';
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import {
  bandsFor,
  itemAtPixel,
  parentPlace,
  runsOf,
  stripName as nameOf,
} from '../../../shared/diagram/layout-strip.js';
import { commonLayout, departure, layoutText, layoutTokens } from '../../../shared/diagram/common-layout.js';
import { shape } from './shapes.js';

const stripName = (c: CollectionShape) => nameOf(c, runsOf(c));

describe('a collection as a strip', () => {
  test('runs of one entity in sort-key order', () => {
    const c = shape('ORG#a', ['Org', 'Order', 'Order', 'Return', 'Order'], 0);
    expect(runsOf(c)).toEqual([
      { entity: 'Org', start: 0, end: 1 },
      { entity: 'Order', start: 1, end: 3 },
      { entity: 'Return', start: 3, end: 4 },
      { entity: 'Order', start: 4, end: 5 },
    ]);
  });

  test('its name says where the parent is, how many entity types and items', () => {
    expect(stripName(shape('ORG#acme', ['Org', 'User', 'Ticket', 'Invoice', 'User'], 0))).toBe(
      'Layout of ORG#acme: parent first, then 3 entity types, 5 items',
    );
    expect(stripName(shape('U#1', ['Order', 'Order', 'User'], 2))).toBe(
      'Layout of U#1: parent last, after 1 entity type, 3 items',
    );
    expect(stripName(shape('U#2', ['Audit', 'Org', 'User', 'User'], 1))).toBe(
      'Layout of U#2: parent at 2 of 4, among 2 entity types, 4 items',
    );
    expect(stripName(shape('X', ['A', 'B'], null))).toBe('Layout of X: no parent, 2 entity types, 2 items');
    expect(stripName(shape('Y', ['A'], 0))).toBe('Layout of Y: parent only, 1 item');
    expect(stripName(shape('Z', ['Node', 'Node'], 0))).toBe('Layout of Z: parent first, then 1 entity type, 2 items');
    expect(parentPlace(shape('Y', ['A', 'B', 'C'], 1))).toEqual({ kind: 'middle', at: 2, of: 3 });
  });

  test('bands scale to the width; past a run per pixel each pixel shows the item under it', () => {
    const runs = runsOf(shape('a', ['P', 'C', 'C', 'C'], 0));
    expect(bandsFor(runs, 4, 100)).toEqual([
      { entity: 'P', start: 0, end: 1, x: 0, width: 25 },
      { entity: 'C', start: 1, end: 4, x: 25, width: 75 },
    ]);
    const entities = Array.from({ length: 1000 }, (_, i) => (i < 500 ? (i % 2 ? 'A' : 'B') : 'C'));
    const bands = bandsFor(runsOf(shape('b', entities, null)), 1000, 100);
    expect(bands.length).toBeLessThanOrEqual(100);
    expect(bands.reduce((a, b) => a + b.width, 0)).toBe(100);
    expect(bands[bands.length - 1]).toMatchObject({ entity: 'C', x: 50, width: 50, end: 1000 });
    expect(itemAtPixel(99.9, 100, 1000)).toBe(999);
    expect(itemAtPixel(0, 100, 1000)).toBe(0);
  });
});

describe('departure from the common layout', () => {
  test('the parent is a token of its own; the common layout is the most frequent', () => {
    const a = layoutTokens(runsOf(shape('a', ['Org', 'User', 'User'], 0)), 0);
    const b = layoutTokens(runsOf(shape('b', ['Org', 'User'], 0)), 0);
    const odd = layoutTokens(runsOf(shape('c', ['User', 'Org', 'User', 'Ticket'], 1)), 1);
    expect(layoutText(odd)).toBe('User, parent, User, Ticket');
    const common = commonLayout([a, b, odd]);
    expect(layoutText(common)).toBe('parent, User');
    expect(departure(a, common)).toBe(0);
    expect(departure(odd, common)).toBe(2);
    expect(departure([], common)).toBe(2);
  });
});
