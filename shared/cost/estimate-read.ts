/**
 * The estimate of a read before it is sent: items and bytes it will read (before any filter),
 * pages, read units and on-demand cost, from the best figures the app has, and which they were.
 * Filters never lower the estimate: DynamoDB reads the items, bills them, then drops them.
 */
import { readCost, US_EAST_1_ON_DEMAND, type Price } from './pricing.js';
import type { ReadPlan } from './read-plan.js';
import { getItemUnits, pagedReadUnits, requestUnits } from './read-units.js';

/** Items and bytes of a table, index or collection. */
export interface Figures {
  items: number;
  bytes: number;
  /** Who found them, as the text names them: "the Statistics scan", "the read below". */
  by: string;
}

export interface CostKnowledge {
  /** What earlier reads found of the collection the read names, read whole. */
  collection?: Figures;
  /** The app's own figures of the table or index read; `complete` when every item was read. */
  own?: Figures & { complete: boolean; collections?: number };
  /** DescribeTable's ItemCount and TableSizeBytes (or the index's), which lag by up to ~6 hours. */
  described?: { items: number; bytes: number };
}

export type SourceKind = 'collection' | 'own' | 'described' | 'none';

/** How far to trust the figures: the read takes about, at most or at least this. */
export type Bound = 'about' | 'at most' | 'at least';

export interface ReadEstimate {
  plan: ReadPlan;
  items: number;
  bytes: number;
  pages: number;
  units: number;
  cost: number;
  price: Price;
  bound: Bound;
  source: { kind: SourceKind; text: string };
  /** Anything else worth a line: a cap that ends the read early, an unknown size. */
  notes: string[];
}

export const DESCRIBE_LAG = "DynamoDB's DescribeTable figures, which lag by up to ~6 hours";

export interface EstimateOptions {
  price?: Price;
  /** The app's smaller first page per segment (its first screenful), when the read has no Limit. */
  firstPageLimit?: number;
}

const avg = (f: { items: number; bytes: number }) => (f.items > 0 ? f.bytes / f.items : 0);

/** The figures of what the read reads in full: its collection (Query, GetItem) or its table or index (Scan). */
function whatIsRead(
  plan: ReadPlan,
  k: CostKnowledge,
): { items: number; bytes: number; bound: Bound; kind: SourceKind; text: string } | null {
  const of = plan.indexName ? `index ${plan.indexName}` : `table ${plan.tableName}`;
  if (plan.operation !== 'Scan') {
    if (k.collection)
      return {
        ...k.collection,
        bound: 'about',
        kind: 'collection',
        text: `this collection as ${k.collection.by} read it`,
      };
    const own = k.own;
    if (own && own.collections && own.collections > 0 && own.items > 0) {
      return {
        items: own.items / own.collections,
        bytes: own.bytes / own.collections,
        bound: 'about',
        kind: 'own',
        text: `the average collection of ${of} as ${own.by} read it`,
      };
    }
    return null;
  }
  const own = k.own;
  if (own?.complete)
    return { items: own.items, bytes: own.bytes, bound: 'about', kind: 'own', text: `${of} as ${own.by} read it` };
  const d = k.described;
  if (d && (!own || d.items >= own.items))
    return { ...d, bound: 'about', kind: 'described', text: `${DESCRIBE_LAG}, for ${of}` };
  if (own && own.items > 0)
    return {
      items: own.items,
      bytes: own.bytes,
      bound: 'at least',
      kind: 'own',
      text: `what ${own.by} has read of ${of} so far`,
    };
  return null;
}

/** An item's size when the read's own figures say nothing: the best average at hand. */
function averageItem(k: CostKnowledge): number {
  for (const f of [k.collection, k.own, k.described]) if (f && f.items > 0) return avg(f);
  return 0;
}

export function estimateRead(plan: ReadPlan, k: CostKnowledge, o: EstimateOptions = {}): ReadEstimate {
  const price = o.price ?? US_EAST_1_ON_DEMAND;
  const notes: string[] = [];
  if (plan.operation === 'GetItem') {
    const size = averageItem(k);
    const units = getItemUnits([size], plan.consistency);
    const source =
      size > 0
        ? sourceOfAverage(plan, k)
        : { kind: 'none' as const, text: 'no figures yet: one unit, the least a GetItem costs' };
    return {
      plan,
      items: 1,
      bytes: size,
      pages: 1,
      units,
      cost: readCost(units, price),
      price,
      bound: size > 0 ? 'about' : 'at least',
      source,
      notes,
    };
  }
  const read = whatIsRead(plan, k);
  if (!read) {
    const units = requestUnits(0, plan.consistency) * (plan.segments ?? 1);
    notes.push(
      plan.operation === 'Query'
        ? "The collection's size is unknown until a read of it (or of the table) has counted it."
        : "The table's size is unknown: DescribeTable has no figures yet.",
    );
    return {
      plan,
      items: 0,
      bytes: 0,
      pages: plan.segments ?? 1,
      units,
      cost: readCost(units, price),
      price,
      bound: 'at least',
      source: { kind: 'none', text: 'no figures yet' },
      notes,
    };
  }
  let items = read.items;
  let bound = read.bound;
  if (plan.operation === 'Query' && plan.sortKeyCondition && bound === 'about') {
    bound = 'at most';
    notes.push('The sort-key condition reads only part of the collection: at most the whole of it.');
  }
  // A cap stops the read once it has kept that many; with no filter, every item read is kept.
  if (plan.cap !== undefined && plan.filters.length === 0 && plan.cap < items) {
    items = plan.cap;
    notes.push(`The item cap stops the read after ${plan.cap.toLocaleString('en-US')} items.`);
  } else if (plan.cap !== undefined && plan.filters.length > 0 && plan.cap < items) {
    bound = 'at most';
    notes.push(`The item cap may stop the read early, once ${plan.cap.toLocaleString('en-US')} items pass the filter.`);
  }
  const itemBytes = read.items > 0 ? read.bytes / read.items : 0;
  const bytes = items * itemBytes;
  const { units, pages } = pagedReadUnits(Math.round(items), itemBytes, plan.consistency, {
    ...(plan.limit !== undefined ? { limit: plan.limit } : {}),
    ...(o.firstPageLimit !== undefined ? { firstPageLimit: o.firstPageLimit } : {}),
    segments: plan.segments ?? 1,
  });
  return {
    plan,
    items,
    bytes,
    pages,
    units,
    cost: readCost(units, price),
    price,
    bound,
    source: { kind: read.kind, text: read.text },
    notes,
  };
}

function sourceOfAverage(plan: ReadPlan, k: CostKnowledge): ReadEstimate['source'] {
  if (k.collection)
    return { kind: 'collection', text: `the average item of this collection as ${k.collection.by} read it` };
  if (k.own && k.own.items > 0) return { kind: 'own', text: `the average item as ${k.own.by} read it` };
  return { kind: 'described', text: `${DESCRIBE_LAG}, for table ${plan.tableName}` };
}
