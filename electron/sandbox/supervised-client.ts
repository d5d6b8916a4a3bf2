/**
 * The DynamoDB client for the sandbox: each HTTP request it sends has a time bound, and a request
 * cut off by the sandbox's process dying gets an error that says so. Either way the process is
 * started again on the same data before the error is given, so the next read works.
 *
 * These errors are not retried by the SDK (their names are not transient ones): sending the same
 * request again would crash or stall the new process the same way.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { SandboxProcess } from './sandbox-process.js';

/**
 * 30 s: a page of DynamoDB is at most 1 MB, which dynalite reads from disk in well under a second
 * here; what runs longer is an expression dynalite evaluates in exponential time (ten nested
 * parentheses: about 24 s), not a read that would end. It also stays under the time a person waits.
 */
export const SANDBOX_REQUEST_TIMEOUT_MS = 30_000;

/** How long to wait for the exit of a process whose connection just dropped. */
const CRASH_NOTICE_MS = 2_000;

export interface SandboxClientOptions {
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  maxAttempts?: number;
  requestTimeoutMs?: number;
}

type Handle = (request: unknown, options?: { abortSignal?: AbortSignal; requestTimeout?: number }) => Promise<unknown>;

export function sandboxClient(proc: SandboxProcess, options: SandboxClientOptions): DynamoDBClient {
  const client = new DynamoDBClient({
    region: options.region,
    // A copy: the SDK marks the object it is given (with $source), and ours is handed out as is.
    credentials: { ...options.credentials },
    maxAttempts: options.maxAttempts ?? 3,
    // The port can change if a restart finds the old one taken; the endpoint is read per command.
    endpoint: async () => ({ url: new URL(proc.endpoint) }),
    requestHandler: { connectionTimeout: 5_000 },
  });
  const handler = client.config.requestHandler as unknown as { handle: Handle };
  const inner = handler.handle.bind(handler);
  const limit = options.requestTimeoutMs ?? SANDBOX_REQUEST_TIMEOUT_MS;
  handler.handle = (request, handlerOptions = {}) => bounded(proc, limit, inner, request, handlerOptions, true);
  return client;
}

async function bounded(
  proc: SandboxProcess,
  limitMs: number,
  inner: Handle,
  request: unknown,
  options: { abortSignal?: AbortSignal; requestTimeout?: number },
  mayResend: boolean,
): Promise<unknown> {
  await proc.ready();
  const generation = proc.generation;
  const controller = new AbortController();
  const outer = options.abortSignal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), limitMs);
  });
  try {
    const result = await Promise.race([inner(request, { ...options, abortSignal: controller.signal }), expired]);
    if (result !== 'expired') return result;
    controller.abort();
    await proc.restart().catch(() => undefined);
    throw new ApiError({
      name: 'SandboxRequestTimedOut',
      message:
        `The local sandbox did not answer within ${formatSeconds(limitMs)}, so the request was abandoned and the sandbox restarted with your data. ` +
        'An expression with many nested parentheses can take the sandbox (dynalite) far longer than DynamoDB: simplify it and run the read again.',
    });
  } catch (e) {
    if (outer?.aborted) {
      // The caller stopped the read; if dynalite is still stuck on it, free the sandbox now.
      void proc.restartIfStuck();
      throw e;
    }
    if (e instanceof ApiError) throw e;
    const crash = await proc.crashOf(generation, CRASH_NOTICE_MS);
    if (crash === undefined) throw e;
    const back = await proc.ready().then(
      () => true,
      () => false,
    );
    // Refused means never sent: it came in after a crash and before it was noticed. Safe to send
    // once to the process that replaced it; a request the crash cut off is not sent again.
    if (back && mayResend && (e as { code?: string }).code === 'ECONNREFUSED') {
      return bounded(proc, limitMs, inner, request, options, false);
    }
    throw new ApiError({
      name: 'SandboxCrashed',
      message:
        `The local sandbox stopped while answering this request (${crash}). ` +
        (back
          ? 'It was restarted with your data: run the read again; if the same request stops it again, change the expression.'
          : 'It could not be started again; use Reset sandbox or restart the app.'),
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

const formatSeconds = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
