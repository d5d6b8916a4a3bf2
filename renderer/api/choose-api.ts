/**
 * Picks the carrier: Electron's preload object when present, else web mode's HTTP client with the
 * token from the address (kept for this tab only, and taken out of the visible URL).
 */
import type { ExplorerApi } from '../../shared/api.js';
import { ApiError } from '../../shared/api-errors.js';
import { createHttpClient } from './http-client.js';

declare global {
  interface Window { explorer?: ExplorerApi }
}

const TOKEN_KEY = 'ice.token';

/** contextBridge keeps only an Error's message, so the preload rejects with the plain shape; rebuild it. */
function rebuildErrors(api: ExplorerApi): ExplorerApi {
  const wrapped: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const [name, fn] of Object.entries(api as unknown as Record<string, (req?: unknown) => Promise<unknown>>)) {
    wrapped[name] = (req?: unknown) => fn(req).catch((e: unknown) => { throw ApiError.from(e); });
  }
  return wrapped as unknown as ExplorerApi;
}

export function chooseApi(): { api: ExplorerApi; mode: 'electron' | 'web' } {
  if (window.explorer) return { api: rebuildErrors(window.explorer), mode: 'electron' };
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  const token = fromUrl ?? sessionStorage.getItem(TOKEN_KEY) ?? '';
  return { api: createHttpClient(window.location.origin, token), mode: 'web' };
}
