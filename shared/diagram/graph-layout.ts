/**
 * Places the design graph with dagre (a layered layout: parents above children, edges routed
 * around boxes), then puts the strays in a column of their own to the right. Box sizes come from
 * their text at a fixed character width, so the layout is the same in Node and in the page.
 */
import dagre from '@dagrejs/dagre';
import type { DesignGraph, EdgeKind, GraphNode } from './design-graph.js';

export const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 16;
const PAD = 10;
/** An entity's box has its colour stripe at the left, this wide. */
export const STRIPE = 10;
const MARGIN = 20;

export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  label: string;
  points: { x: number; y: number }[];
  /** Where the label sits. */
  labelAt: { x: number; y: number };
}

export interface PlacedGraph {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

function sizeOf(n: GraphNode): { width: number; height: number } {
  const longest = Math.max(...n.lines.map((l) => l.length));
  return {
    width: Math.min(360, longest * CHAR_WIDTH + 2 * PAD) + (n.kind === 'entity' ? STRIPE : 0),
    height: n.lines.length * LINE_HEIGHT + 2 * PAD,
  };
}

export function layoutGraph(graph: DesignGraph): PlacedGraph {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, edgesep: 20, marginx: MARGIN, marginy: MARGIN });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.nodes) g.setNode(n.id, sizeOf(n));
  graph.edges.forEach((e, i) => {
    g.setEdge(
      e.from,
      e.to,
      { width: Math.min(240, e.label.length * CHAR_WIDTH), height: LINE_HEIGHT, labelpos: 'c' },
      `e${i}`,
    );
  });
  dagre.layout(g);
  const nodes: PlacedNode[] = graph.nodes.map((n) => {
    const p = g.node(n.id);
    return { ...n, x: p.x - p.width / 2, y: p.y - p.height / 2, width: p.width, height: p.height };
  });
  const edges: PlacedEdge[] = graph.edges.map((e, i) => {
    const p = g.edge({ v: e.from, w: e.to, name: `e${i}` });
    const points = (p.points ?? []).map((q: { x: number; y: number }) => ({ x: q.x, y: q.y }));
    const mid = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { ...e, points, labelAt: { x: p.x ?? mid.x, y: p.y ?? mid.y } };
  });
  const info = g.graph();
  let width = Math.max(info.width ?? 0, MARGIN * 2);
  let height = Math.max(info.height ?? 0, MARGIN * 2);
  // The strays' corner: a column right of the graph, top-aligned.
  if (graph.strays.length > 0) {
    const x = width + MARGIN;
    let y = MARGIN + LINE_HEIGHT + PAD;
    let right = x;
    for (const s of graph.strays) {
      const size = sizeOf(s);
      nodes.push({ ...s, x, y, ...size });
      y += size.height + PAD;
      right = Math.max(right, x + size.width);
    }
    width = right + MARGIN;
    height = Math.max(height, y + MARGIN);
  }
  return { width, height, nodes, edges };
}

/**
 * What the placement depends on: the boxes' ids and sizes and the edges with their labels' widths.
 * While a read goes on the counts in the boxes change on every page but rarely their size: a graph
 * with the same key keeps its placement and only its text is redrawn (see `relabel`).
 */
export function layoutKey(graph: DesignGraph): string {
  const box = (n: GraphNode) => {
    const s = sizeOf(n);
    return `${n.id}:${s.width}x${s.height}`;
  };
  const edges = graph.edges.map((e) => `${e.from}>${e.to}:${e.kind}:${Math.min(240, e.label.length * CHAR_WIDTH)}`);
  return JSON.stringify([graph.nodes.map(box), edges, graph.strays.map(box)]);
}

/** `placed` (laid out from a graph with the same layoutKey) with the text of `graph`. */
export function relabel(placed: PlacedGraph, graph: DesignGraph): PlacedGraph {
  const lines = new Map([...graph.nodes, ...graph.strays].map((n) => [n.id, n]));
  return {
    ...placed,
    nodes: placed.nodes.map((n) => {
      const now = lines.get(n.id);
      return now ? { ...n, lines: now.lines, name: now.name } : n;
    }),
    edges: placed.edges.map((e, i) => ({ ...e, label: graph.edges[i]?.label ?? e.label })),
  };
}
