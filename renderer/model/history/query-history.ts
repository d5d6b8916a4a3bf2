/**
 * The last reads run on each table, newest first, kept in localStorage so they survive a restart.
 * An entry is the read's address (its route) plus a line to show, so re-running is opening it.
 */
import { parseResumePoint, type ResumePoint } from '../../../shared/reads/resume-point.js';

export const HISTORY_LIMIT = 20;

export interface HistoryEntry {
  /** The hash that reopens the read, e.g. `#/query?table=T&pk=V`. */
  route: string;
  summary: string;
  /** When it last ran (ms since epoch). */
  at: number;
  /**
   * How many times it was run (absent: once). The list keeps one entry per read, so a read made
   * again is counted here: an index proposal weighs a filtered Scan run three times as three reads.
   */
  runs?: number;
  /** Items it read that time, when known. */
  items?: number;
  /** Why it failed that time ("ValidationException: ..."); a failed read has no item count. */
  error?: string;
  /** It was stopped by the user, by its cap or by its budget before the end. */
  ended?: 'stopped' | 'capped' | 'budget';
  /** Read units it consumed that time (ConsumedCapacity, summed over its pages). */
  rcu?: number;
  /** Items DynamoDB read that time (ScannedCount, summed): more than `items` when a filter dropped some. */
  scanned?: number;
  /** Where it stopped, when there was more to read: the keys "Resume" continues from (never the items). */
  resume?: ResumePoint;
}

/** The slice of Storage this needs, so tests can hand in a Map-backed one. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const historyKey = (table: string) => `ice.history.${table}`;
const keyFor = historyKey;

/** How many times an entry's read was run: a kept count that is not a whole number >= 1 is one run. */
export function runsOf(e: HistoryEntry): number {
  return typeof e.runs === 'number' && Number.isInteger(e.runs) && e.runs >= 1 ? e.runs : 1;
}

function isEntry(v: unknown): v is HistoryEntry {
  const e = v as HistoryEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.route === 'string' &&
    typeof e.summary === 'string' &&
    typeof e.at === 'number'
  );
}

/** An entry whose kept resume point is damaged is kept without it: it can be run again, not resumed. */
function withValidResume(e: HistoryEntry): HistoryEntry {
  if (e.resume === undefined) return e;
  const resume = parseResumePoint(e.resume);
  if (resume) return { ...e, resume };
  const { resume: _dropped, ...rest } = e;
  return rest;
}

export function loadHistory(storage: HistoryStorage, table: string): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(table)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT).map(withValidResume) : [];
  } catch {
    return [];
  }
}

/**
 * Puts `entry` first, in place of an older run of the same read (whose runs it counts on, unless
 * `again` is false: a resumed read is the same run going on), and drops anything past the limit.
 */
export function recordHistory(
  storage: HistoryStorage,
  table: string,
  entry: HistoryEntry,
  { again = true }: { again?: boolean } = {},
): HistoryEntry[] {
  const list = loadHistory(storage, table);
  const before = list.find((e) => e.route === entry.route);
  const runs = (before ? runsOf(before) : 0) + (again || !before ? 1 : 0);
  const counted: HistoryEntry = { ...entry, ...(runs > 1 ? { runs } : {}) };
  const next = [counted, ...list.filter((e) => e.route !== entry.route)].slice(0, HISTORY_LIMIT);
  try {
    storage.setItem(keyFor(table), JSON.stringify(next));
  } catch {
    // A full or disabled storage loses the history, never the read.
  }
  return next;
}

export type HistoryOutcome = (
  { items: number; ended?: 'stopped' | 'capped' | 'budget'; rcu?: number; scanned?: number } | { error: string }
) & {
  resume?: ResumePoint;
};

/** Records how the read ended: its items, or why it failed (never "0 items" for a failure). */
export function updateHistoryOutcome(
  storage: HistoryStorage,
  table: string,
  route: string,
  outcome: HistoryOutcome,
): HistoryEntry[] {
  const list = loadHistory(storage, table);
  const at = list.findIndex((e) => e.route === route);
  if (at < 0) return list;
  const { items: _i, error: _e, ended: _s, rcu: _r, scanned: _n, resume: _k, ...rest } = list[at]!;
  list[at] = { ...rest, ...outcome };
  try {
    storage.setItem(keyFor(table), JSON.stringify(list));
  } catch {
    // As above.
  }
  return list;
}
