/**
 * The paging settings of a read, as the end of its one-line summary: "· Limit 7 · cap 100 ·
 * 4 segments". Reads that differ only in these return different items (or the same items at a
 * different cost), so the results header and the history must tell them apart.
 */
import { count } from '../../../shared/text/count.js';
import { DEFAULT_CAP } from './query-draft.js';

export interface ReadLimits {
  /** Items per request (DynamoDB's Limit), when set. */
  limit?: number;
  /** Items the read stops at; undefined (or 0) reads to the end. */
  cap?: number;
  /** Parallel Scan segments, when given (1 is written too: the user chose it). */
  segments?: number;
}

const DEFAULT = Number(DEFAULT_CAP);

/** '' for a read with the form's defaults (no Limit, the usual cap, no segments). */
export function limitsText(l: ReadLimits): string {
  const parts: string[] = [];
  if (l.limit) parts.push(`Limit ${l.limit.toLocaleString('en-US')}`);
  if (!l.cap) parts.push('no cap');
  else if (l.cap !== DEFAULT) parts.push(`cap ${l.cap.toLocaleString('en-US')}`);
  if (l.segments) parts.push(count(l.segments, 'segment'));
  return parts.map((p) => ` · ${p}`).join('');
}
