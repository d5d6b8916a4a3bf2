/**
 * The design as a graph to draw: a box per entity (its key templates, its items), a box per
 * index, and the edges between them: parent to child with the measured cardinality, child to
 * parent through an inverted index, entity into each index that holds its items. Entities that fit
 * no template (and items of no entity) go to a corner of their own, outside the layout.
 */
import type { EdgeFigure } from './edge-figures.js';
import { cardinalityText } from './edge-figures.js';
import type { IndexFigure } from './index-figures.js';
import { shareText } from './index-figures.js';

export interface EntityBox {
  name: string;
  /** `attribute = template` lines. */
  keys: string[];
  items: number;
}

export type NodeKind = 'entity' | 'index' | 'stray';
export type EdgeKind = 'child' | 'inverted' | 'in-index';

export interface GraphNode {
  id: string;
  kind: NodeKind;
  /** The entity or index it stands for. */
  name: string;
  /** Lines of text, the first the title. */
  lines: string[];
}

export interface GraphEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  label: string;
}

export interface DesignGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  strays: GraphNode[];
}

export const entityId = (name: string) => `entity:${name}`;
export const indexId = (name: string) => `index:${name}`;

export interface GraphInput {
  entities: readonly EntityBox[];
  /** Names of entities that fit no key template of the design. */
  strays: readonly EntityBox[];
  edges: readonly EdgeFigure[];
  indexes: readonly IndexFigure[];
  /** Items that fit no entity of an imported model. */
  strayItems: number;
}

const itemsLine = (n: number) => `${n.toLocaleString('en-US')} item${n === 1 ? '' : 's'}`;

export function designGraph(input: GraphInput): DesignGraph {
  const known = new Set(input.entities.map((e) => e.name));
  const nodes: GraphNode[] = input.entities.map((e) => ({
    id: entityId(e.name),
    kind: 'entity',
    name: e.name,
    lines: [e.name, ...e.keys, itemsLine(e.items)],
  }));
  const edges: GraphEdge[] = [];
  for (const e of input.edges) {
    if (!known.has(e.parent) || !known.has(e.child)) continue;
    edges.push({ from: entityId(e.parent), to: entityId(e.child), kind: 'child', label: cardinalityText(e) });
  }
  for (const x of input.indexes) {
    const keys = x.sortKey ? `${x.partitionKey} / ${x.sortKey}` : x.partitionKey;
    const traits = [
      x.inverted ? 'inverted' : '',
      x.overloaded ? 'overloaded' : '',
      x.sparse ? `sparse, ${shareText(x)}` : '',
    ].filter(Boolean);
    nodes.push({
      id: indexId(x.name),
      kind: 'index',
      name: x.name,
      lines: [`${x.name} (${x.kind})`, keys, traits.join(', ') || shareText(x)],
    });
    const held = new Set(x.entities.map((e) => e.name));
    for (const e of x.entities)
      if (known.has(e.name))
        edges.push({
          from: entityId(e.name),
          to: indexId(x.name),
          kind: 'in-index',
          label: e.items.toLocaleString('en-US'),
        });
    if (!x.inverted) continue;
    for (const e of input.edges) {
      if (!known.has(e.parent) || !known.has(e.child) || !held.has(e.child) || e.parent === e.child) continue;
      edges.push({
        from: entityId(e.child),
        to: entityId(e.parent),
        kind: 'inverted',
        label: `${x.name}: ${e.child} finds its ${e.parent}`,
      });
    }
  }
  const strays: GraphNode[] = input.strays.map((e) => ({
    id: `stray:${e.name}`,
    kind: 'stray',
    name: e.name,
    lines: [e.name, 'fits no key template', itemsLine(e.items)],
  }));
  if (input.strayItems > 0)
    strays.push({
      id: 'stray:*',
      kind: 'stray',
      name: 'Items of no entity',
      lines: ['Items of no entity', itemsLine(input.strayItems)],
    });
  return { nodes, edges, strays };
}
