/**
 * Web mode: ExplorerApi as `POST /api/<method>` beside the built renderer, on loopback only.
 * API clients send the per-run token as a bearer token; a browser trades the printed link for a
 * session cookie (web-session.ts). Host and Origin checks stop other sites (and DNS rebinding) from
 * reaching it through the user's browser, and every limit answers with a status the client sees.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { isApiMethod } from '../../shared/api-validate.js';
import { ApiError } from '../../shared/api-errors.js';
import type { ApiMethod } from '../../shared/api.js';
import { pageJson } from '../service/page-body.js';
import { serveStatic } from './static-files.js';
import { parseBody, readBody } from './request-body.js';
import { WebSessions } from './web-session.js';
import { sendLinkPage, USED_LINK_TEXT, WRONG_LINK_TEXT } from './link-pages.js';
import { pooledCaller, DEFAULT_POOL_SIZE, type PoolStats } from './call-pool.js';
import type { ApiCaller } from './api-caller.js';
import { statusFor } from './error-status.js';
import { EXPORT_FILE_ROUTE, sendExportFile, type ExportFiles } from './export-download.js';

export interface WebLimits {
  maxBodyBytes: number;
  /** From an API call's headers to the end of its body. */
  bodyTimeoutMs: number;
  /** For the request line and headers (Node's own check answers 408). */
  headersTimeoutMs: number;
  /** Connections past this are closed as they arrive. */
  maxConnections: number;
  /** DynamoDB calls running at once; the rest queue. */
  poolSize: number;
}

export const DEFAULT_LIMITS: WebLimits = {
  maxBodyBytes: 16 * 1024 * 1024,
  bodyTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  maxConnections: 256,
  poolSize: DEFAULT_POOL_SIZE,
};

export interface WebServerOptions {
  service: ApiCaller;
  /** 0 or absent: any free port. */
  port?: number;
  /** When `port` is taken, take any free port instead of failing. */
  fallbackPort?: boolean;
  token?: string;
  /** Folder of the built renderer; API-only when absent. */
  staticDir?: string;
  limits?: Partial<WebLimits>;
  /** Exports' temporary files, downloaded from EXPORT_FILE_ROUTE (export-download.ts). */
  exportFiles?: ExportFiles;
}

export interface RunningWebServer {
  /** The link to print: it lets one browser in, once. */
  url: string;
  origin: string;
  port: number;
  /** Set when the port asked for was taken and another was used. */
  fellBackFrom?: number;
  token: string;
  server: Server;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

interface Context {
  sessions: WebSessions;
  port: number;
  limits: WebLimits;
  service: ApiCaller;
  staticDir?: string;
  exportFiles?: ExportFiles;
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const token = options.token ?? randomBytes(24).toString('hex');
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const service = pooledCaller(options.service, limits.poolSize);
  let ctx: Context | undefined;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // Our own body timeout answers API calls; this one only catches bodies nobody reads.
      requestTimeout: limits.bodyTimeoutMs * 2,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    (req, res) => {
      if (!ctx) return void res.destroy();
      handle(req, res, ctx).catch((e) => sendError(res, ApiError.from(e), 500));
    },
  );
  server.maxConnections = limits.maxConnections;
  let fellBackFrom: number | undefined;
  try {
    await listen(server, options.port ?? 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !options.fallbackPort)
      throw portError(e, options.port ?? 0);
    fellBackFrom = options.port;
    await listen(server, 0);
  }
  const port = (server.address() as AddressInfo).port;
  const { staticDir, exportFiles } = options;
  ctx = { sessions: new WebSessions(token, port), port, limits, service, staticDir, exportFiles };
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    ...(fellBackFrom !== undefined ? { fellBackFrom } : {}),
    token,
    server,
    poolStats: () => service.stats(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function portError(e: unknown, port: number): Error {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new Error(`port ${port} on 127.0.0.1 is in use; stop what holds it, or choose another with --port N`);
  if (code === 'EACCES')
    return new Error(
      `port ${port} on 127.0.0.1 needs privileges this process does not have; choose one above 1023 with --port N`,
    );
  return e as Error;
}

async function handle(req: IncomingMessage, res: ServerResponse, o: Context) {
  const allowedHosts = [`127.0.0.1:${o.port}`, `localhost:${o.port}`];
  // RFC 9112 3.2: a request with more than one Host is answered 400 (Node keeps the first, silently).
  if (hostCount(req.rawHeaders) > 1) {
    return sendError(
      res,
      new ApiError({ name: 'BadRequest', message: 'The request has more than one Host header' }),
      400,
    );
  }
  if (!allowedHosts.includes(req.headers.host ?? '')) {
    return sendError(
      res,
      new ApiError({
        name: 'ForbiddenHost',
        message: `Host "${req.headers.host ?? ''}" is not allowed; open ${allowedHosts[0]}`,
      }),
      403,
    );
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
    return sendError(
      res,
      new ApiError({ name: 'ForbiddenOrigin', message: `Requests from origin "${origin}" are not allowed` }),
      403,
    );
  }
  const url = new URL(req.url ?? '/', `http://${allowedHosts[0]}`);
  if (!url.pathname.startsWith('/api/')) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(res, new ApiError({ name: 'MethodNotAllowed', message: 'Only GET serves the app' }), 405);
    const linkToken = url.searchParams.get('token');
    if (linkToken !== null && req.method === 'GET') return useLink(req, res, o, url, linkToken);
    return serveStatic(res, o.staticDir, url.pathname, CONTENT_SECURITY_POLICY);
  }
  if (url.pathname.startsWith(EXPORT_FILE_ROUTE))
    return sendExportFile(req, res, { files: o.exportFiles, sessions: o.sessions, path: url.pathname, sendError });
  const denied = authProblem(req, o.sessions);
  if (denied) return sendError(res, new ApiError({ name: 'Unauthorized', message: denied }), 401);
  if (req.method !== 'POST') {
    return sendError(res, new ApiError({ name: 'MethodNotAllowed', message: `Use POST for ${url.pathname}` }), 405);
  }
  const method = url.pathname.slice('/api/'.length);
  if (!isApiMethod(method)) {
    return sendError(res, new ApiError({ name: 'UnknownMethod', message: `No API method "${method}"` }), 404);
  }
  let body: unknown;
  try {
    body = parseBody(
      await readBody(req, {
        maxBytes: o.limits.maxBodyBytes,
        timeoutMs: o.limits.bodyTimeoutMs,
        drainBytes: o.limits.maxBodyBytes,
      }),
      method,
    );
  } catch (e) {
    const err = ApiError.from(e);
    return sendError(res, err, err.statusCode ?? 400);
  }
  const controller = new AbortController();
  // The caller went away (Stop in the page, or the tab closed): stop the DynamoDB request too.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    const result = await o.service.call(method, body, controller.signal);
    send(res, 200, result ?? null);
  } catch (e) {
    const err = ApiError.from(e);
    sendError(res, err, statusFor(err));
  }
}

/**
 * Undefined when the call may go on. A session cookie is taken only with `Content-Type:
 * application/json`, which a page on another origin cannot send without a preflight we never grant.
 */
function authProblem(req: IncomingMessage, sessions: WebSessions): string | undefined {
  if (sessions.hasBearer(req.headers.authorization)) return undefined;
  if (req.headers.authorization !== undefined)
    return 'Wrong token: send the token `npm run serve` printed, as "Authorization: Bearer <token>"';
  const cookie = sessions.cookie(req.headers.cookie);
  if (cookie === 'valid') {
    return /^application\/json\b/i.test(req.headers['content-type'] ?? '')
      ? undefined
      : 'API calls with the session cookie must be sent as Content-Type: application/json';
  }
  if (cookie === 'unknown')
    return "This browser's session is from an earlier run of the server: open the link the running `npm run serve` printed (it works once, in one browser)";
  // A browser sends Origin with every POST; a script or curl usually does not.
  if (req.headers.origin !== undefined)
    return 'This browser has no session with this server: open the link printed by `npm run serve` in this browser (each link works once; a restart prints a new one)';
  return 'Missing token: send the token `npm run serve` printed, as "Authorization: Bearer <token>"';
}

/** The printed link: let this browser in once, then take the token out of the address. */
function useLink(req: IncomingMessage, res: ServerResponse, o: Context, url: URL, token: string) {
  const outcome = o.sessions.useLink(token, req.headers.cookie);
  if (outcome.kind === 'wrong')
    return sendLinkPage(res, 401, 'This link does not open this server', WRONG_LINK_TEXT, PAGE_HEADERS);
  if (outcome.kind === 'used')
    return sendLinkPage(res, 410, 'This link was already used', USED_LINK_TEXT, PAGE_HEADERS);
  url.searchParams.delete('token');
  // A relative Location keeps the host the browser used, and the browser keeps the #fragment; one
  // leading slash only, since "//host/" would name another site.
  res.writeHead(303, {
    ...PAGE_HEADERS,
    Location: url.pathname.replace(/^\/+/, '/') + url.search,
    'Cache-Control': 'no-store',
    ...(outcome.kind === 'exchanged' ? { 'Set-Cookie': outcome.setCookie } : {}),
  });
  res.end();
}

function hostCount(raw: string[]): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') n++;
  return n;
}

function send(res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}) {
  // A page carries DynamoDB's own body, sent on as it came; anything else is encoded once (measuring
  // a string and then writing it would encode megabytes twice).
  const body = pageJson(value) ?? Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(body);
}

function sendError(res: ServerResponse, err: ApiError, status: number) {
  if (res.headersSent) return void res.destroy();
  // After a timed-out body the connection cannot carry another request.
  send(res, status, { error: err.toJSON() }, status === 408 ? { Connection: 'close' } : {});
}
