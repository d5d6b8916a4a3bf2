/**
 * The figures the design diagram draws, from the read on screen: entities of the design in force
 * (renames and overrides applied) with the items read of each, edges measured over the
 * collections, and the table's indexes, each counted page by page through one census per read.
 */
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import type { GraphInput } from '../../../shared/diagram/design-graph.js';
import { EdgeCensus, type EdgeFigure } from '../../../shared/diagram/edge-figures.js';
import { IndexCensus, type IndexFigure } from '../../../shared/diagram/index-figures.js';
import { indexShapes, tableKeyShape } from '../../../shared/diagram/index-shapes.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import { strayCount } from '../../model/design/collection-strays.js';
import type { DesignView } from '../../model/design/design-view.js';

export interface DiagramFigures {
  input: GraphInput;
  edges: EdgeFigure[];
  indexes: IndexFigure[];
}

interface Censuses {
  key: string;
  census: IndexCensus;
  edges: EdgeCensus;
  /** What the grouping held when the figures below were counted, and those figures. */
  counted: { stamp: string; indexes: IndexFigure[]; edges: EdgeFigure[] } | null;
}

/**
 * One census of each per read, started again when the design renames things, the grouping starts
 * over, or the table changes.
 */
const censuses = new WeakMap<ReadSession, Censuses>();

function censusFor(session: ReadSession, table: TableDescription | null, design: TableDesign): Censuses {
  const shapes = indexShapes(table, design);
  const keys = table
    ? tableKeyShape(table)
    : { partitionKey: design.keys.partitionKey, ...(design.keys.sortKey ? { sortKey: design.keys.sortKey } : {}) };
  const g = session.grouper;
  const key = `${g.designVersion}|${g.regroups}|${JSON.stringify(shapes)}|${JSON.stringify(keys)}`;
  const known = censuses.get(session);
  if (known && known.key === key) return known;
  const fresh = { key, census: new IndexCensus(shapes, keys), edges: new EdgeCensus(), counted: null };
  censuses.set(session, fresh);
  return fresh;
}

export function diagramFigures(
  session: ReadSession,
  view: DesignView,
  table: TableDescription | null,
  model: TableDesign | null,
): DiagramFigures {
  const g = session.grouper;
  const collections = g.collections;
  const counts = censusFor(session, table, view.design);
  // Nothing read and no parent chosen since the last count (the read's end after its last page, the
  // model kept from it being offered): the figures stand, without a step per collection to find
  // that out. Parents are decided again only after a page or a new design (see
  // CollectionGrouper.parentDecision), and a new design starts a new census.
  const stamp = `${g.itemCount}|${collections.length}|${JSON.stringify(g.override)}`;
  if (counts.counted?.stamp !== stamp) {
    counts.census.update(collections);
    counts.counted = { stamp, indexes: counts.census.figures(), edges: counts.edges.figures(collections) };
  }
  const { indexes, edges } = counts.counted;
  const named = new Set(view.design.entities.map((e) => e.name));
  const entities = view.design.entities.map((e) => ({
    name: e.name,
    keys: Object.entries(e.keys).map(([a, t]) => `${a} = ${t}`),
    items: view.entityCounts.get(e.name) ?? 0,
  }));
  // Read, but no entity of the design: the items fit none of its key templates.
  const strays = [...view.entityCounts]
    .filter(([name]) => !named.has(name))
    .map(([name, items]) => ({ name, keys: [], items }));
  let strayItems = 0;
  if (model) for (const c of collections) strayItems += strayCount(model, c);
  return { input: { entities, strays, edges, indexes, strayItems }, edges, indexes };
}
