/**
 * Picks the carrier: Electron's preload object when present, else web mode's HTTP client. In web
 * mode the page never holds the token: the server trades the printed link for an HttpOnly session
 * cookie before the page loads, and the page's calls carry that cookie. Either way a read's first
 * page goes ahead of what the panels load on their own (first-pages-first.ts).
 */
import type { ExplorerApi } from '../../shared/api.js';
import { ApiError } from '../../shared/api-errors.js';
import { createHttpClient } from './http-client.js';
import { firstPagesFirst } from './first-pages-first.js';

declare global {
  interface Window {
    explorer?: ExplorerApi;
  }
}

/** contextBridge keeps only an Error's message, so the preload rejects with the plain shape; rebuild it. */
function rebuildErrors(api: ExplorerApi): ExplorerApi {
  const wrapped: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const [name, fn] of Object.entries(api as unknown as Record<string, (req?: unknown) => Promise<unknown>>)) {
    wrapped[name] = (req?: unknown) =>
      fn(req).catch((e: unknown) => {
        throw ApiError.from(e);
      });
  }
  return wrapped as unknown as ExplorerApi;
}

export function chooseApi(): { api: ExplorerApi; mode: 'electron' | 'web' } {
  if (window.explorer) return { api: firstPagesFirst(rebuildErrors(window.explorer)), mode: 'electron' };
  // An older build kept the token in this tab's storage; it is no longer needed, so forget it.
  sessionStorage.removeItem('ice.token');
  return { api: firstPagesFirst(createHttpClient(window.location.origin)), mode: 'web' };
}
