/**
 * Words for a read that paused (expired credentials, a lost connection, throttling past the
 * retries: shared/reads/pause.ts) or reached its budget: the headline, what to do, the button
 * that continues it, and where a read resumed from its history entry started. Apart from
 * read-messages.ts, which says how a read ends for good.
 */
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { KeyNames } from '../../../shared/dynamo/types.js';
import type { ReadOutcome } from '../../../shared/reads/paged-read.js';
import { PAUSE_TITLE, pauseAdvice } from '../../../shared/reads/pause.js';
import { formatBudget, type ReadBudget } from '../../../shared/reads/read-budget.js';
import type { ReadProgress } from '../../../shared/reads/read-progress.js';
import { describeKey } from './read-messages.js';

/** "Resume" for a read that paused or reached its budget; "Load more" after a cap or a Stop, as before. */
export function continueLabel(outcome: ReadOutcome | undefined): 'Resume' | 'Load more' {
  return outcome?.pause || outcome?.end === 'budget' ? 'Resume' : 'Load more';
}

export function pauseHeadline(outcome: ReadOutcome): string | undefined {
  if (!outcome.pause) return undefined;
  const at = outcome.failedAt ? ` at page ${outcome.failedAt.page.toLocaleString('en-US')}` : '';
  return `${PAUSE_TITLE[outcome.pause]}${at}.`;
}

export function pauseText(outcome: ReadOutcome, error: ApiErrorShape | undefined): string | undefined {
  if (!outcome.pause || !error) return undefined;
  return `${error.message.replace(/\.?$/, '.')} ${pauseAdvice(outcome.pause, error)}`;
}

export function budgetHeadline(budget: ReadBudget | undefined, p: ReadProgress | undefined): string {
  // The progress counts every run of the read so far (a Resume adds to it), not the last run alone.
  const spent = p ? ` (${Math.round(p.rcu * 10) / 10} read units consumed so far, all runs together)` : '';
  return `Reached the budget${budget ? ` of ${formatBudget(budget)} per run` : ''}${spent}. Resume reads on with a new budget.`;
}

/** Said when a read was resumed from its history entry: the keys it started after. */
export function resumedFromText(from: ReadProgress, keyNames?: KeyNames): string {
  const open = from.segments.filter((s) => !s.done);
  if (from.segments.length === 1) return `Resumed from ${describeKey(open[0]?.startKey, keyNames)}.`;
  return `Resumed ${open.length.toLocaleString('en-US')} unfinished segment(s) of ${from.segments.length.toLocaleString('en-US')}, each from the key it stopped at.`;
}
