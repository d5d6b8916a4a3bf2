/**
 * The small pages a browser gets instead of the app when the printed link cannot let it in: no
 * script, just what happened and what to do.
 */
import type { ServerResponse } from 'node:http';

export const USED_LINK_TEXT =
  'This link was already used; open the app from the tab that used it, or restart to get a new link.';
export const WRONG_LINK_TEXT =
  'This link is not for this run of the server (it is from an earlier run, or mistyped); open the link the running server printed, or restart to get a new link.';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sendLinkPage(
  res: ServerResponse,
  status: number,
  title: string,
  text: string,
  headers: Record<string, string>,
) {
  const body = Buffer.from(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Item Collection Explorer</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><main><h1>${escape(title)}</h1><p role="alert">${escape(text)}</p>
<p>Web mode prints its link when it starts: <code>npm run serve</code>. Each link lets one browser in, once; that browser then keeps a session for as long as the server runs.</p></main></body></html>
`,
    'utf8',
  );
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
