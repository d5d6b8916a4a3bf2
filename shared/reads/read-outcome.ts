/**
 * How a paged read (paged-read.ts) tells its end: why it ended, what it read, whether it can be
 * resumed, what a stop dropped and where it failed. Apart from the reading loop because whether a
 * read can resume is a rule of its own.
 */
import type { ApiErrorShape } from '../api-errors.js';
import type { ReadEnd, ReadOutcome } from './paged-read-types.js';
import type { ReadProgress } from './read-progress.js';
import { pauseReasonOf } from './pause.js';
import { isConnectionLoss, isRetryable } from './retry-policy.js';

export type ReadFailure = { error: ApiErrorShape; failedAt: NonNullable<ReadOutcome['failedAt']> };

export function readOutcome(
  end: ReadEnd,
  progress: ReadProgress,
  failure: ReadFailure | null,
  droppedAtStop: number,
): ReadOutcome {
  // An error the same request would meet again (a ValidationException, a missing table, no
  // access) cannot be resumed: only a transient one (throttling, a lost connection, a 5xx) can.
  // Expired credentials are not transient, yet Resume gets past them: it asks for fresh ones.
  const pause = failure ? pauseReasonOf(failure.error) : undefined;
  const transient =
    failure === null || isRetryable(failure.error) || isConnectionLoss(failure.error) || pause !== undefined;
  const canResume = !progress.segments.every((s) => s.done) && (end !== 'error' || transient);
  const outcome: ReadOutcome = { end, progress, canResume };
  if (end === 'stopped' && droppedAtStop > 0) outcome.dropped = droppedAtStop;
  if (end === 'error' && failure) {
    outcome.error = failure.error;
    outcome.failedAt = failure.failedAt;
    if (pause && canResume) outcome.pause = pause;
  }
  return outcome;
}
