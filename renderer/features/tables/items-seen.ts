/**
 * What the reads on screen (the main read and the tools' reads) have found of a table or one of
 * its indexes, so DynamoDB's lagging ItemCount is never shown as a bare 0 beside them. A complete
 * Statistics scan read every item: its count and size are exact, not a lower bound.
 */
import type { AppState } from '../../store/index.js';
import { readTableOf } from '../../model/query/build-read.js';

export interface ItemsSeen {
  items: number;
  /** Who found them, as the text names it: "the read below", "the Statistics scan". */
  by: string;
  /** Every item of the table (or index) was read: `items` and `bytes` are its exact count and size. */
  complete: boolean;
  bytes?: number;
}

type Sources = Pick<AppState, 'read' | 'session' | 'stats' | 'fanOut' | 'partitions'>;

/** Every item of an index is an item of its table, so a read of an index counts for the table (never the other way). */
const covers = (readTable: string, readIndex: string | undefined, table: string, index: string | undefined) =>
  readTable === table && (index === undefined || readIndex === index);

function mainRead(s: Sources, table: string, index?: string): ItemsSeen | null {
  const built = s.read.built;
  if (!built || !s.session) return null;
  const readTable = readTableOf(built);
  const readIndex = built.operation === 'get' ? undefined : built.indexName;
  if (!covers(readTable, readIndex, table, index)) return null;
  // A Scan without a filter, read to the end (every segment), read every item of what it scanned.
  const r = built.operation === 'scan' ? built.spec.request : undefined;
  const complete =
    r !== undefined && r.FilterExpression === undefined && readIndex === index && s.read.status === 'done';
  return {
    items: s.session.itemCount + s.session.grouper.skippedCount,
    by: complete ? 'the Scan below' : 'the read below',
    complete,
  };
}

function statistics(s: Sources, table: string, index?: string): ItemsSeen | null {
  const run = s.stats;
  if (!run || !covers(run.table, run.indexName, table, index)) return null;
  const { items, skipped, bytes } = run.snapshot;
  // Items without the key are not sized, so only a scan that sized every item knows the size.
  const complete = run.status === 'end' && skipped === 0 && run.indexName === index;
  // An index's count said beside its table names the index: it is not the table's.
  const by =
    run.indexName && run.indexName !== index ? `the Statistics scan of index ${run.indexName}` : 'the Statistics scan';
  return { items: items + skipped, by, complete, ...(complete ? { bytes } : {}) };
}

function toolRuns(s: Sources, table: string, index?: string): ItemsSeen[] {
  const found: ItemsSeen[] = [];
  const of = (q: { TableName: string; IndexName?: string }) => covers(q.TableName, q.IndexName, table, index);
  if (s.fanOut && of(s.fanOut.spec.query))
    found.push({ items: s.fanOut.items.length, by: 'the fan-out', complete: false });
  const p = s.partitions;
  if (p && of(p.run.spec.query)) {
    const items =
      p.mode === 'merged' ? p.run.items.length : p.run.results.reduce((n, r) => n + (r?.items.length ?? 0), 0);
    found.push({ items, by: 'the partitions read', complete: false });
  }
  return found;
}

/** The best knowledge of the table's (or `index`'s) items on screen: a complete count, else the most found; null when no read of it found any. */
export function itemsSeen(s: Sources, table: string, index?: string): ItemsSeen | null {
  let best: ItemsSeen | null = null;
  for (const seen of [mainRead(s, table, index), statistics(s, table, index), ...toolRuns(s, table, index)]) {
    if (!seen || (seen.items === 0 && !seen.complete)) continue;
    if (seen.complete) return seen;
    if (!best || seen.items > best.items) best = seen;
  }
  return best;
}
