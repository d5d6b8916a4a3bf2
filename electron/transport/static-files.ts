/** Serves the built renderer for web mode, never anything outside its folder. */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerResponse } from 'node:http';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The file a URL path names inside `root` ("/" is index.html), or the status to answer: 400 for a
 * path that does not decode, 403 for one that leads outside. Shared by web mode and app://.
 */
export function fileInside(root: string, pathname: string): string | 400 | 403 {
  let rel: string;
  try {
    // Browsers and tools ask for /favicon.ico whatever the page links: the app's icon is an SVG.
    rel = normalize(
      decodeURIComponent(pathname === '/' ? '/index.html' : pathname === '/favicon.ico' ? '/favicon.svg' : pathname),
    );
  } catch {
    return 400;
  }
  const file = join(root, rel);
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : 403;
}

export async function serveStatic(res: ServerResponse, root: string | undefined, pathname: string, csp: string) {
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
  if (!root) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('This server was started without the renderer; only /api/ is available.');
  }
  const file = fileInside(root, pathname);
  if (typeof file === 'number') {
    res.writeHead(file, headers);
    return void res.end();
  }
  try {
    const body = await readFile(file);
    const isHtml = extname(file) === '.html';
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isHtml ? 'no-store' : 'public, max-age=31536000, immutable',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }
}
