/**
 * The pictures of the layout (issue 23) after a Scan of `size` items, grouped page by page as the
 * UI groups them: the design diagram's figures and dagre layout from scratch (what opening the
 * Design tab after the read costs; during the read the index census only counts new pages), and
 * the strips of every collection with their departure from the common layout (the layout map in
 * its "furthest first" order, the one that needs them all).
 */
import { CollectionGrouper } from '../../shared/collections/grouping.js';
import { commonLayout, departure, layoutTokens } from '../../shared/diagram/common-layout.js';
import { designGraph } from '../../shared/diagram/design-graph.js';
import { EdgeCensus, parentChildEdges } from '../../shared/diagram/edge-figures.js';
import { layoutGraph } from '../../shared/diagram/graph-layout.js';
import { IndexCensus } from '../../shared/diagram/index-figures.js';
import { runsOf, stripName } from '../../shared/diagram/layout-strip.js';
import type { Item } from '../../shared/dynamo/types.js';
import { inServerOrder, KEYS, manyCollections } from './dataset.js';
import type { Figure } from './report.js';
import { collectGarbage, median } from './stats.js';

const INDEXES = [
  { name: 'Inverted', kind: 'GSI' as const, partitionKey: 'SK', sortKey: 'PK' },
  { name: 'ByStatus', kind: 'GSI' as const, partitionKey: 'status', sortKey: 'SK' },
];
const PAGE = 2500;

function diagram(g: CollectionGrouper): number {
  const census = new IndexCensus(INDEXES, KEYS);
  census.update(g.collections);
  const design = g.design().design;
  const counts = new Map(g.entityTypes().map((t) => [t.name, t.items]));
  const entities = design.entities.map((e) => ({
    name: e.name,
    keys: Object.entries(e.keys).map(([a, t]) => `${a} = ${t}`),
    items: counts.get(e.name) ?? 0,
  }));
  const placed = layoutGraph(
    designGraph({
      entities,
      strays: [],
      edges: parentChildEdges(g.collections),
      indexes: census.figures(),
      strayItems: 0,
    }),
  );
  return placed.nodes.length;
}

function strips(g: CollectionGrouper): number {
  const names = new Map<object, string>();
  const tokens = g.collections.map((c) => {
    const runs = runsOf(c, names);
    stripName(c, runs);
    return layoutTokens(runs, c.parentIndex);
  });
  const common = commonLayout(tokens);
  let off = 0;
  for (const t of tokens) if (departure(t, common) > 0) off++;
  return off;
}

/**
 * The edges after the read's last page, as the Design tab open during the read counts them (one
 * census that followed every page) against counting every collection afresh. Parents are decided
 * before either is timed: the grid's own pass after a page decides them in the app.
 */
function lastPageEdges(items: readonly Item[]): { census: number; fresh: number } {
  const g = new CollectionGrouper(KEYS);
  const census = new EdgeCensus();
  const last = items.length - PAGE;
  for (let i = 0; i < last; i += PAGE) {
    g.addPage(items.slice(i, Math.min(i + PAGE, last)));
    census.figures(g.collections);
  }
  g.addPage(items.slice(last));
  for (const c of g.collections) void c.parentIndex;
  collectGarbage();
  let t = performance.now();
  const followed = census.figures(g.collections);
  const dc = performance.now() - t;
  collectGarbage();
  t = performance.now();
  const fresh = parentChildEdges(g.collections);
  const df = performance.now() - t;
  if (JSON.stringify(followed) !== JSON.stringify(fresh)) throw new Error('the census and counting afresh disagree');
  return { census: dc, fresh: df };
}

export function pictureFigures(size: number, runs: number, seed: number, log: (s: string) => void): Figure[] {
  const items = JSON.parse(JSON.stringify(inServerOrder(manyCollections(size, 40, seed)))) as Item[];
  const g = new CollectionGrouper(KEYS);
  for (let i = 0; i < items.length; i += PAGE) g.addPage(items.slice(i, i + PAGE));
  const d: number[] = [];
  const s: number[] = [];
  let nodes = 0;
  let off = 0;
  for (let r = 0; r < runs + 1; r++) {
    collectGarbage();
    let t = performance.now();
    nodes = diagram(g);
    const dt = performance.now() - t;
    collectGarbage();
    t = performance.now();
    off = strips(g);
    const st = performance.now() - t;
    if (r > 0) {
      d.push(dt);
      s.push(st);
    } // the first run warms the JIT
  }
  const census: number[] = [];
  const fresh: number[] = [];
  for (let r = 0; r < runs + 1; r++) {
    const x = lastPageEdges(items);
    if (r === 0) continue;
    census.push(x.census);
    fresh.push(x.fresh);
  }
  const collections = g.collections.length.toLocaleString('en-US');
  log(
    `edges after the last page: census ${median(census).toFixed(1)} ms, counted afresh ${median(fresh).toFixed(1)} ms`,
  );
  log(
    `pictures of ${size.toLocaleString('en-US')} items: diagram ${median(d).toFixed(1)} ms (${nodes} boxes), strips of ${collections} collections ${median(s).toFixed(1)} ms (${off} off the common layout)`,
  );
  return [
    {
      section: 'pictures',
      measure: `design diagram of a ${size.toLocaleString('en-US')}-item Scan, from scratch (figures + dagre)`,
      value: median(d),
      unit: 'ms',
      samples: d,
      target: { max: 100, of: 'value' },
      note: `${nodes} boxes`,
    },
    {
      section: 'pictures',
      measure: `strips + departure of all ${collections} collections of it`,
      value: median(s),
      unit: 'ms',
      samples: s,
      target: { max: 100, of: 'value' },
    },
    {
      section: 'pictures',
      measure: `diagram edges after the last ${PAGE.toLocaleString('en-US')}-item page, census that followed the read`,
      value: median(census),
      unit: 'ms',
      samples: census,
      baseline: { label: 'every collection counted afresh', value: median(fresh) },
      ratio: median(census.map((x, i) => x / fresh[i]!)),
    },
  ];
}
