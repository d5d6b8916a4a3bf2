/**
 * What the app knows of the size of what a read will read, best first: the collection it names as
 * an earlier read saw it whole; the app's own figures of the table or index (a Statistics scan, a
 * Scan on screen); DescribeTable's lagging counts. Sizes of items on screen are summed once per
 * collection or read and kept, so the estimate stays cheap on every keystroke.
 */
import { keyDisplayText } from '../../../shared/collections/grouping.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import type { CostKnowledge, Figures } from '../../../shared/cost/estimate-read.js';
import type { ReadPlan } from '../../../shared/cost/read-plan.js';
import { itemSize } from '../../../shared/dynamo/item-size.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import type { AppState } from '../../store/index.js';
import { readTableOf } from '../query/build-read.js';

type Sources = Pick<AppState, 'read' | 'session' | 'stats'>;
type Grouped = Parameters<typeof sessionBytes>[0];

/** Summed sizes, kept per item list and recomputed only for the items added since. */
const sizes = new WeakMap<readonly Item[], { n: number; bytes: number }>();

function bytesOf(items: readonly Item[]): number {
  const known = sizes.get(items) ?? { n: 0, bytes: 0 };
  for (let i = known.n; i < items.length; i++) known.bytes += itemSize(items[i]!);
  known.n = items.length;
  sizes.set(items, known);
  return known.bytes;
}

/**
 * The bytes of every item a read grouped, kept per grouping: a keystroke with 100,000 items in
 * 5,000 collections on screen must not visit each collection. Items are only ever added (a
 * regroup starts over), so the item count and the regroups say when the sum is stale.
 */
const groupedBytes = new WeakMap<object, { regroups: number; items: number; bytes: number }>();

function sessionBytes(grouper: {
  collections: readonly ItemCollection[];
  itemCount: number;
  regroups: number;
}): number {
  const known = groupedBytes.get(grouper);
  if (known && known.regroups === grouper.regroups && known.items === grouper.itemCount) return known.bytes;
  let bytes = 0;
  for (const c of grouper.collections) bytes += bytesOf(c.items);
  groupedBytes.set(grouper, { regroups: grouper.regroups, items: grouper.itemCount, bytes });
  return bytes;
}

/** The read on screen, when it read the same table or index as the plan. */
function screenRead(s: Sources, plan: ReadPlan) {
  const built = s.read.built;
  if (!built || !s.session || built.operation === 'get') return null;
  if (readTableOf(built) !== plan.tableName || (built.indexName ?? undefined) !== plan.indexName) return null;
  const request = built.spec.request as { FilterExpression?: string; KeyConditionExpression?: string };
  const done = s.read.status === 'done';
  const unfiltered = !request.FilterExpression;
  return { built, session: s.session, done, unfiltered, scanned: s.read.progress?.scanned ?? 0 };
}

/**
 * What a filtered read scanned, though it kept only some: ScannedCount items, sized like those it
 * kept (or, when it kept none, by the units it consumed: DynamoDB's own measure, rounded per page).
 */
function scannedFigures(s: Sources, kept: Grouped, scanned: number): { items: number; bytes: number } {
  const n = kept.itemCount;
  if (n > 0) return { items: scanned, bytes: (sessionBytes(kept) / n) * scanned };
  const units = s.read.consumed?.total ?? s.read.progress?.rcu ?? 0;
  const perUnit = s.read.built?.consistent ? 4096 : 8192;
  return { items: scanned, bytes: units * perUnit };
}

function collectionFigures(s: Sources, plan: ReadPlan): Figures | undefined {
  if (!plan.partitionKeyValue) return undefined;
  const onScreen = screenRead(s, plan);
  if (onScreen && onScreen.done) {
    const c = onScreen.session.grouper.collectionOf(plan.partitionKeyValue);
    // A Scan read every collection whole; a Query read its own whole when it had no sort-key condition.
    const request = onScreen.built.spec.request as { KeyConditionExpression?: string };
    const queriedWhole =
      onScreen.built.operation === 'query' &&
      !/\bAND\b/i.test(request.KeyConditionExpression ?? '') &&
      partitionValueMatches(onScreen.built.spec.request, plan);
    if (c && onScreen.unfiltered && (onScreen.built.operation === 'scan' || queriedWhole))
      return { items: c.items.length, bytes: bytesOf(c.items), by: 'the read below' };
    // A filtered Query of this very collection scanned it whole, though it kept only some.
    if (!onScreen.unfiltered && queriedWhole)
      return {
        ...scannedFigures(s, onScreen.session.grouper, onScreen.scanned),
        by: 'the read below (what it scanned)',
      };
  }
  const run = s.stats;
  if (run && run.status === 'end' && run.table === plan.tableName && run.indexName === plan.indexName) {
    const text = keyDisplayText(plan.partitionKeyValue);
    const top =
      run.snapshot.largestByItems.find((c) => c.collectionPk === text) ??
      run.snapshot.largestByBytes.find((c) => c.collectionPk === text);
    if (top) return { items: top.items, bytes: top.bytes, by: 'the Statistics scan' };
  }
  return undefined;
}

function ownFigures(s: Sources, plan: ReadPlan): CostKnowledge['own'] {
  const run = s.stats;
  if (run && run.table === plan.tableName && run.indexName === plan.indexName && run.snapshot.items > 0) {
    const snap = run.snapshot;
    return {
      items: snap.items,
      bytes: snap.bytes,
      collections: snap.collections,
      complete: run.status === 'end' && snap.skipped === 0,
      by: 'the Statistics scan',
    };
  }
  const onScreen = screenRead(s, plan);
  if (onScreen && onScreen.built.operation === 'scan' && !onScreen.unfiltered && onScreen.scanned > 0) {
    // A filtered Scan still scanned every item it passed: read to the end, that is the whole table.
    return {
      ...scannedFigures(s, onScreen.session.grouper, onScreen.scanned),
      complete: onScreen.done,
      by: 'the Scan below (what it scanned)',
    };
  }
  if (onScreen && onScreen.session.itemCount > 0 && onScreen.unfiltered) {
    const collections = onScreen.session.grouper.collections;
    const scanAll = onScreen.built.operation === 'scan' && onScreen.unfiltered;
    return {
      items: onScreen.session.itemCount,
      bytes: sessionBytes(onScreen.session.grouper),
      // Only a Scan without a filter sees whole collections of all sizes; a Query's are the ones it named.
      ...(scanAll || onScreen.built.operation === 'query' ? { collections: collections.length } : {}),
      complete: scanAll && onScreen.done,
      by: 'the read below',
    };
  }
  return undefined;
}

/** The read on screen queried the partition-key value the plan names. */
function partitionValueMatches(
  request: { ExpressionAttributeValues?: Record<string, unknown> },
  plan: ReadPlan,
): boolean {
  const want = JSON.stringify(plan.partitionKeyValue);
  return Object.values(request.ExpressionAttributeValues ?? {}).some((v) => JSON.stringify(v) === want);
}

function describedFigures(table: TableDescription, plan: ReadPlan): CostKnowledge['described'] {
  if (plan.indexName) {
    const index = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].find(
      (i) => i.IndexName === plan.indexName,
    );
    return index?.ItemCount !== undefined && index.IndexSizeBytes !== undefined
      ? { items: index.ItemCount, bytes: index.IndexSizeBytes }
      : undefined;
  }
  return table.ItemCount !== undefined && table.TableSizeBytes !== undefined
    ? { items: table.ItemCount, bytes: table.TableSizeBytes }
    : undefined;
}

export function knowledgeFor(s: Sources, plan: ReadPlan, table: TableDescription | undefined): CostKnowledge {
  const collection = collectionFigures(s, plan);
  const own = ownFigures(s, plan);
  const described = table && table.TableName === plan.tableName ? describedFigures(table, plan) : undefined;
  return { ...(collection ? { collection } : {}), ...(own ? { own } : {}), ...(described ? { described } : {}) };
}
