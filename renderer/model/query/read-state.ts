/**
 * The read on screen as the store keeps it (read-slice.ts), and what is worked out from it without
 * the store: the status an outcome gives, a GetItem's progress, the outcome a history entry gets,
 * and whether the connection was lost. Pure, so the slice keeps to running reads.
 */
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { CapacityShares } from '../../../shared/cost/consumed.js';
import type { ReadOutcome, RetryEvent } from '../../../shared/reads/paged-read.js';
import { emptyTotals, type ReadProgress } from '../../../shared/reads/read-progress.js';
import { isConnectionLoss } from '../../../shared/reads/retry-policy.js';
import { resumePointOf } from '../../../shared/reads/resume-point.js';
import type { CallWaiting } from '../../../shared/reads/call-waiting.js';
import type { HistoryOutcome } from '../history/query-history.js';
import type { BuiltRead } from './build-read.js';

export type ReadStatus = 'idle' | 'reading' | 'done' | 'capped' | 'stopped' | 'error';

export interface ReadState {
  status: ReadStatus;
  /** Bumped whenever the session changed, so views redraw. */
  version: number;
  built?: BuiltRead;
  /** The address that reopens this read. */
  route?: string;
  progress?: ReadProgress;
  /** When the current run started (ms since epoch), for a live elapsed clock. */
  runStartedAt?: number;
  /** Elapsed time of the runs before this one (a "Load more" continues the clock). */
  elapsedBefore?: number;
  outcome?: ReadOutcome;
  error?: ApiErrorShape;
  /** The latest retry, while the read is waiting to try a page again. */
  retry?: RetryEvent;
  /** While a page request has waited a while: where, how long and on which attempt (call-waiting.ts). */
  waiting?: CallWaiting;
  /** A read resumed from its history entry: the keys it started after (said on the status line). */
  resumedFrom?: ReadProgress;
  /** A PartiQL read the server ran as its equivalent Query/Scan/GetItem (no PartiQL there): what it ran. */
  ranAs?: string;
  /** The table's and each index's share of the units consumed (ReturnConsumedCapacity INDEXES), all runs summed. */
  consumed?: CapacityShares;
}

export const STATUS_OF: Record<ReadOutcome['end'], ReadStatus> = {
  end: 'done',
  cap: 'capped',
  // A budget ends a read as its cap does, with the rest to resume; outcome.end tells them apart.
  budget: 'capped',
  stopped: 'stopped',
  error: 'error',
};

export function getItemProgress(items: number, rcu: number, attempts: number, elapsedMs: number): ReadProgress {
  const t = {
    ...emptyTotals(),
    items,
    pages: 1,
    scanned: items,
    returned: items,
    rcu,
    sdkRetries: Math.max(0, attempts - 1),
  };
  return { ...t, elapsedMs, segments: [{ ...t, segment: 0, done: true }] };
}

export function historyOutcome(read: ReadState, items: number): HistoryOutcome {
  // A read with more to read keeps where it stopped, so its entry can resume it (also after a restart).
  const point = read.outcome?.canResume ? resumePointOf(read.outcome.progress) : undefined;
  const resume = point ? { resume: point } : {};
  if (read.status === 'error')
    return { error: read.error ? `${read.error.name}: ${read.error.message}` : 'the read failed', ...resume };
  const rcu = read.progress?.rcu;
  const scanned = read.progress?.scanned;
  // What the filter dropped is what an index would save: the history keeps both counts.
  const cost = { ...(rcu ? { rcu } : {}), ...(scanned ? { scanned } : {}) };
  return read.status === 'stopped' || read.status === 'capped'
    ? { items, ended: read.outcome?.end === 'budget' ? 'budget' : read.status, ...cost, ...resume }
    : { items, ...cost };
}

/** A read that failed because the server could not be reached (as when the page goes away mid-read). */
export function lostConnection(read: ReadState): boolean {
  return read.status === 'error' && read.error !== undefined && isConnectionLoss(read.error);
}
