import { describe, expect, test } from 'vitest';
import { designGraph, entityId, indexId } from '../../../shared/diagram/design-graph.js';
import { layoutGraph } from '../../../shared/diagram/graph-layout.js';
import type { IndexFigure } from '../../../shared/diagram/index-figures.js';

const index = (over: Partial<IndexFigure>): IndexFigure => ({
  name: 'GSI1',
  kind: 'GSI',
  partitionKey: 'GSI1PK',
  sortKey: 'GSI1SK',
  items: 0,
  of: 10,
  share: 0,
  entities: [],
  inverted: false,
  overloaded: false,
  sparse: false,
  ...over,
});

describe('the design as a graph, laid out', () => {
  const input = {
    entities: [
      { name: 'Org', keys: ['PK = ORG#{org}'], items: 3 },
      { name: 'User', keys: ['SK = USER#{id}'], items: 6 },
      { name: 'Ticket', keys: [], items: 3 },
    ],
    strays: [{ name: 'Blob', keys: [], items: 1 }],
    edges: [
      { parent: 'Org', child: 'User', collections: 3, withChild: 3, min: 1, median: 2, max: 3, children: 6 },
      { parent: 'Org', child: 'Ticket', collections: 3, withChild: 2, min: 0, median: 1, max: 2, children: 3 },
    ],
    indexes: [
      index({
        name: 'Inverted',
        partitionKey: 'SK',
        sortKey: 'PK',
        inverted: true,
        items: 9,
        share: 0.9,
        entities: [
          { name: 'User', items: 6 },
          { name: 'Org', items: 3 },
        ],
        overloaded: true,
        sparse: true,
      }),
      index({
        items: 9,
        share: 0.9,
        entities: [
          { name: 'User', items: 6 },
          { name: 'Ticket', items: 3 },
        ],
        overloaded: true,
        sparse: true,
      }),
    ],
    strayItems: 2,
  };

  test('child edges carry the cardinality; an inverted index flips the edges of the children it holds', () => {
    const g = designGraph(input);
    expect(g.edges.filter((e) => e.kind === 'child').map((e) => [e.from, e.to, e.label])).toEqual([
      [entityId('Org'), entityId('User'), '1..2..3'],
      [entityId('Org'), entityId('Ticket'), '0..1..2'],
    ]);
    expect(g.edges.filter((e) => e.kind === 'inverted').map((e) => [e.from, e.to])).toEqual([
      [entityId('User'), entityId('Org')],
    ]);
    expect(g.edges.filter((e) => e.kind === 'in-index' && e.to === indexId('GSI1')).map((e) => e.from)).toEqual([
      entityId('User'),
      entityId('Ticket'),
    ]);
    expect(g.nodes.find((n) => n.id === indexId('GSI1'))!.lines).toEqual([
      'GSI1 (GSI)',
      'GSI1PK / GSI1SK',
      'overloaded, sparse, 90% of items',
    ]);
    expect(g.strays.map((s) => s.name)).toEqual(['Blob', 'Items of no entity']);
  });

  test('dagre puts parents above children and the strays in a column to the right', () => {
    const placed = layoutGraph(designGraph(input));
    const at = (id: string) => placed.nodes.find((n) => n.id === id)!;
    expect(at(entityId('Org')).y).toBeLessThan(at(entityId('User')).y);
    const main = placed.nodes.filter((n) => n.kind !== 'stray');
    const right = Math.max(...main.map((n) => n.x + n.width));
    for (const s of placed.nodes.filter((n) => n.kind === 'stray')) expect(s.x).toBeGreaterThan(right);
    for (const n of placed.nodes) expect(n.x + n.width).toBeLessThanOrEqual(placed.width);
    for (const e of placed.edges) expect(e.points.length).toBeGreaterThanOrEqual(2);
  });

  test('twenty entities and six indexes: no two boxes overlap', () => {
    const entities = Array.from({ length: 20 }, (_, i) => ({
      name: `Entity${i}`,
      keys: [`PK = E${i}#{id}`, `SK = X#{n}`],
      items: i + 1,
    }));
    const edges = entities.slice(1).map((e, i) => ({
      parent: `Entity${i % 4}`,
      child: e.name,
      collections: 2,
      withChild: 2,
      min: 1,
      median: 1,
      max: 2,
      children: 3,
    }));
    const indexes = Array.from({ length: 6 }, (_, k) =>
      index({ name: `GSI${k}`, entities: entities.slice(k * 3, k * 3 + 3).map((e) => ({ name: e.name, items: 1 })) }),
    );
    const placed = layoutGraph(designGraph({ entities, strays: [], edges, indexes, strayItems: 0 }));
    const boxes = placed.nodes;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.id} / ${b.id}`).toBe(true);
      }
  });
});
