/**
 * Web mode's carrier of ExplorerApi: one POST per call, errors rebuilt from `{ error: {...} }`.
 * With a token it is an API client (bearer); without, it is the page, and the browser's session
 * cookie goes with each call.
 */
import type { ExplorerApi } from '../../shared/api.js';
import { apiMethods, traitOf } from '../../shared/api-methods.js';
import { ApiError, isErrorShape } from '../../shared/api-errors.js';

export function createHttpClient(baseUrl: string, token?: string, fetchImpl: typeof fetch = fetch): ExplorerApi {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const client: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const method of apiMethods) {
    client[method] = async (req?: unknown) => {
      let res: Response;
      const payload = JSON.stringify(req ?? {});
      try {
        res = await fetchImpl(`${baseUrl}/api/${method}`, {
          method: 'POST',
          headers,
          credentials: 'same-origin',
          body: payload,
          // A save made just before the page is reloaded or closed still reaches the service
          // (browsers let keepalive requests finish, up to 64 KB of body).
          ...(traitOf(method, 'keepalive') && payload.length < 60_000 ? { keepalive: true } : {}),
        });
      } catch (e) {
        throw new ApiError({
          name: 'ConnectionLost',
          message: `The explorer's server did not answer (${(e as Error).message}). Is "npm run serve" still running?`,
          retryable: true,
        });
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        throw new ApiError({
          name: 'BadResponse',
          message: `The server answered ${res.status} with something that is not JSON`,
          statusCode: res.status,
        });
      }
      if (res.ok) return body;
      const error = (body as { error?: unknown } | null)?.error;
      throw isErrorShape(error)
        ? new ApiError({ ...error, statusCode: error.statusCode ?? res.status })
        : new ApiError({ name: 'HttpError', message: `The server answered ${res.status}`, statusCode: res.status });
    };
  }
  return Object.freeze(client) as unknown as ExplorerApi;
}
