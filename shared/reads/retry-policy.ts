/**
 * When a page that failed is worth asking for again, and how long to wait first. The service's SDK
 * already retries throttling and 5xx with backoff; this is the second line, for a page that still
 * failed (a long throttling spell, the web-mode server restarting, a dropped connection).
 */
import type { ApiErrorShape } from '../api-errors.js';

const RETRYABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'ConnectionLost',
  'NetworkingError',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

export function isRetryable(e: ApiErrorShape): boolean {
  if (e.cancelled) return false;
  // Said by the service when its own retries are spent (a call that reached its whole-call bound).
  if (e.retryable === false) return false;
  if (e.retryable === true) return true;
  if (RETRYABLE_NAMES.has(e.name)) return true;
  return e.statusCode !== undefined && e.statusCode >= 500;
}

export function isThrottling(e: ApiErrorShape): boolean {
  return THROTTLING_NAMES.has(e.name);
}

/** A lost connection: what was read is kept and the UI says where to resume. */
export function isConnectionLoss(e: ApiErrorShape): boolean {
  return (
    e.name === 'ConnectionLost' ||
    /ECONNREFUSED|ECONNRESET|EPIPE|socket hang up|fetch failed/i.test(`${e.name} ${e.message}`)
  );
}

export interface RetryPolicy {
  /** Retries of one page after its first failure. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseDelayMs: 300, maxDelayMs: 5_000 };

/**
 * Exponential backoff with "equal jitter": half the step fixed, half random, so many clients that
 * were throttled together do not all come back at the same moment.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
