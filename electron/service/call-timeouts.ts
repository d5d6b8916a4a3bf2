/**
 * Every call to DynamoDB, an endpoint or AWS, ends: a bound on connecting and one on the answer.
 * The SDK has neither by default (a server that accepts and never answers held a Scan for minutes),
 * and its handler's `requestTimeout` only logs unless `throwOnRequestTimeout` is set.
 */
import { ApiError } from '../../shared/api-errors.js';

export interface CallTimeouts {
  /** From opening the socket to connected. */
  connectTimeoutMs: number;
  /** From sending the request to the whole answer read, per attempt (the SDK retries a timeout). */
  responseTimeoutMs: number;
  /** From the start of one call to its answer, every attempt and the waits between them included. */
  callTimeoutMs: number;
}

/**
 * A DynamoDB page is at most 1 MB and the service answers in milliseconds to seconds; a minute
 * leaves room for a slow link or a large page, and a connection that takes 5 s is not coming.
 * The SDK retries a timed-out attempt (4 attempts in all), so without a bound on the whole call a
 * server that accepts and never answers held a read for about 4 minutes: 90 s is the most one
 * call may take, whatever the attempts.
 */
export const DEFAULT_TIMEOUTS: CallTimeouts = {
  connectTimeoutMs: 5_000,
  responseTimeoutMs: 60_000,
  callTimeoutMs: 90_000,
};

/** The SDK client's `requestHandler` options for these bounds. */
export function requestHandlerOptions(t: CallTimeouts) {
  return {
    connectionTimeout: t.connectTimeoutMs,
    requestTimeout: t.responseTimeoutMs,
    // Without it the handler only warns when requestTimeout passes, and the call goes on waiting.
    throwOnRequestTimeout: true,
  };
}

export const CALL_TIMED_OUT = 'EndpointTimedOut';

export const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/** The handler's TimeoutError, told as which bound passed and where; undefined for anything else. */
export function explainTimeout(
  err: { name?: string; message?: string; code?: string },
  where: string,
  t: CallTimeouts | undefined,
): ApiError | undefined {
  if (err.name !== 'TimeoutError') return undefined;
  // The handler names a reset or broken connection a TimeoutError too; no bound passed there, and
  // the dropped connection is explained as such elsewhere.
  if (err.code === 'ECONNRESET' || err.code === 'EPIPE') return undefined;
  const message = err.message ?? '';
  const connecting = /establish a connection/.test(message);
  const bound = t ? seconds(connecting ? t.connectTimeoutMs : t.responseTimeoutMs) : 'the time allowed';
  return new ApiError({
    name: CALL_TIMED_OUT,
    retryable: true,
    statusCode: 504,
    message: connecting
      ? `${where} did not accept a connection within ${bound}. Is the server running and reachable?`
      : `${where} accepted the request but did not answer within ${bound}. The server may be stuck or overloaded; nothing from this request was kept, and it is safe to try again.`,
  });
}

/** A call that reached the bound on the whole call (every attempt included), naming where it waited. */
export function callTimedOut(where: string, boundMs: number, attempts: number): ApiError {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  return new ApiError({
    name: CALL_TIMED_OUT,
    // The SDK has made its attempts within the bound; the read stops with what it has, and Load more resumes.
    retryable: false,
    statusCode: 504,
    message: `${where} did not answer within ${seconds(boundMs)} (${tries}). The server may be stuck or unreachable; nothing from this request was kept, and it is safe to try again.`,
  });
}
