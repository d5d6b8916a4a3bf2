/**
 * The built renderer served from `app://explorer/`, a privileged standard scheme of our own,
 * instead of `file://` (Electron's checklist, item 18): the page gets a real origin of its own, its
 * `'self'` means this folder only rather than the whole disk, and every answer carries the CSP.
 * Written against the web's Request/Response, so it runs and is tested in plain Node.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileInside, TYPES } from './transport/static-files.js';

export const APP_SCHEME = 'app';
export const APP_HOST = 'explorer';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * standard: relative URLs and an origin like http's; secure: a secure context, as https would be;
 * supportFetchAPI: the page's own assets through fetch. Nothing that loosens a check (no bypassCSP,
 * no corsEnabled, no service workers).
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

/** True for the app's own page, whatever its #route: the only page that may call the API or be navigated to. */
export function isAppPage(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (
    u.protocol === `${APP_SCHEME}:` &&
    u.host === APP_HOST &&
    (u.pathname === '/index.html' || u.pathname === '/') &&
    !u.username &&
    !u.password
  );
}

export function createAppProtocolHandler(root: string, csp: string): (request: Request) => Promise<Response> {
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  const answer = (status: number, text = '') =>
    new Response(text || null, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return answer(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405);
    const file = fileInside(root, url.pathname);
    if (typeof file === 'number') return answer(file);
    try {
      const body = await readFile(file);
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: {
          ...headers,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return answer(404, 'Not found');
    }
  };
}
