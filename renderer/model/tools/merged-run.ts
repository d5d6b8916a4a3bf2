/**
 * What a tool's read has shown so far, kept as plain data for the store: every merged item in
 * order with the partition it came from, where each page starts, the per-partition totals, and how
 * the last page ended. The readers themselves (which hold buffers and in-flight requests) stay
 * outside the store, in the slice's closure.
 */
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { AttributeValue, Item, KeyNames } from '../../../shared/dynamo/types.js';
import { summaryValueText } from '../../../shared/dynamo/value-summary.js';
import type { FanOutEnd, FanOutPage, FanOutProgress } from '../../../shared/reads/fan-out.js';
import type { PartitionResult } from '../../../shared/reads/multi-partition.js';
import type { PartitionQuery } from '../../../shared/reads/partition-query.js';

/** What a tool reads: the query every partition runs, and the partitions. */
export interface ToolReadSpec {
  query: PartitionQuery;
  partitions: AttributeValue[];
  /** Table keys, for columns and de-duplication. */
  tableKeys: string[];
  /** One line for the results' header: `Query Workspaces where EntityRef in WS#acme#01..#10`. */
  summary: string;
}

export interface MergedRun {
  spec: ToolReadSpec;
  status: 'reading' | FanOutEnd;
  items: Item[];
  sources: number[];
  /** Index in `items` where each page begins. */
  pageStarts: number[];
  /** The page on screen. */
  viewPage: number;
  progress?: FanOutProgress;
  error?: ApiErrorShape;
}

export interface SeparateRun {
  spec: ToolReadSpec;
  status: 'reading' | 'done';
  results: (PartitionResult | undefined)[];
}

export function startedRun(spec: ToolReadSpec): MergedRun {
  return { spec, status: 'reading', items: [], sources: [], pageStarts: [], viewPage: 0 };
}

/** The run after one more page: appended, and shown, unless it came back empty. */
export function withPage(run: MergedRun, page: FanOutPage): MergedRun {
  const next: MergedRun = { ...run, status: page.end, progress: page.progress, error: page.error };
  if (page.items.length === 0) return next;
  next.pageStarts = [...run.pageStarts, run.items.length];
  next.items = run.items.concat(page.items);
  next.sources = run.sources.concat(page.sources);
  next.viewPage = next.pageStarts.length - 1;
  return next;
}

export function pageItems(run: MergedRun, page = run.viewPage): { items: Item[]; sources: number[]; first: number } {
  const from = run.pageStarts[page] ?? 0;
  const to = run.pageStarts[page + 1] ?? run.items.length;
  return { items: run.items.slice(from, to), sources: run.sources.slice(from, to), first: from };
}

/** A key value as a person reads it in a list of partitions: a string unquoted, else as a request's summary shows it. */
export function valueText(v: AttributeValue | undefined): string {
  if (v === undefined) return '—';
  return 'S' in v ? v.S : summaryValueText(v);
}

export function keyColumns(keyNames: KeyNames, tableKeys: readonly string[]): string[] {
  const cols = [keyNames.partitionKey, ...(keyNames.sortKey ? [keyNames.sortKey] : [])];
  for (const k of tableKeys) if (!cols.includes(k)) cols.push(k);
  return cols;
}
