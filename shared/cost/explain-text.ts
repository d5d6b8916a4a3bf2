/**
 * The lines the Explain region shows for an estimate: what DynamoDB will do, the key condition and
 * the filters (read, then dropped: you pay for them), and the estimate with where its figures came
 * from. Kept pure so the wording is tested once.
 */
import { formatBytes } from '../collections/checks/note.js';
import type { ReadEstimate } from './estimate-read.js';
import { formatDollars, formatUnits } from './pricing.js';

const CONSISTENCY_TEXT = {
  eventual: 'eventually consistent (half a unit per 4 KB)',
  strong: 'strongly consistent (one unit per 4 KB)',
  transactional: 'transactional (two units per 4 KB)',
} as const;

export function operationText(e: ReadEstimate): string {
  const p = e.plan;
  const on = p.indexName ? `index ${p.indexName}` : `table ${p.tableName}`;
  if (p.operation === 'GetItem') return `GetItem on table ${p.tableName}`;
  if (p.operation === 'Query') return `Query on ${on}`;
  return p.segments ? `Scan of ${on}, parallel in ${p.segments} segments` : `Scan of ${on}, not parallel`;
}

export interface ExplainLines {
  operation: string;
  keyCondition?: string;
  filters: string[];
  estimate: string;
  source: string;
  notes: string[];
}

export function explainLines(e: ReadEstimate): ExplainLines {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  const reads =
    e.plan.operation === 'GetItem'
      ? `1 item${e.bytes > 0 ? ` of about ${formatBytes(Math.round(e.bytes))}` : ''}`
      : `${e.bound} ${n(e.items)} item${Math.round(e.items) === 1 ? '' : 's'}, ${formatBytes(Math.round(e.bytes))} in ${n(e.pages)} page${e.pages === 1 ? '' : 's'}`;
  const units = `${e.bound === 'about' ? '' : `${e.bound} `}${formatUnits(e.units)} read units`;
  return {
    operation: operationText(e),
    ...(e.plan.keyCondition ? { keyCondition: e.plan.keyCondition } : {}),
    filters: e.plan.filters,
    estimate: `Reads ${reads}: ${units}, ${CONSISTENCY_TEXT[e.plan.consistency]}, ${formatDollars(e.cost)} ${e.price.label}.`,
    source: `From ${e.source.text}.`,
    notes: e.notes,
  };
}
