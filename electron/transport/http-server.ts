/**
 * Web mode: ExplorerApi as `POST /api/<method>` beside the built renderer, on loopback only.
 * A per-run token guards every API call, and Host/Origin checks stop other sites (and DNS
 * rebinding) from reaching it through the user's browser.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isApiMethod } from '../../shared/api-validate.js';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import type { ApiMethod } from '../../shared/api.js';
import { pageJson } from '../service/page-body.js';
import { serveStatic } from './static-files.js';

export interface ApiCaller {
  call(method: ApiMethod, req: unknown, signal?: AbortSignal): Promise<unknown>;
}

export interface WebServerOptions {
  service: ApiCaller;
  port?: number;
  token?: string;
  /** Folder of the built renderer; API-only when absent. */
  staticDir?: string;
}

export interface RunningWebServer {
  url: string;
  port: number;
  token: string;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;
export const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const token = options.token ?? randomBytes(24).toString('hex');
  let port = 0;
  const server = createServer((req, res) => {
    handle(req, res, { ...options, token, port }).catch((e) => sendError(res, ApiError.from(e), 500));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    server,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, o: WebServerOptions & { token: string; port: number }) {
  const allowedHosts = [`127.0.0.1:${o.port}`, `localhost:${o.port}`];
  if (!allowedHosts.includes(req.headers.host ?? '')) {
    return sendError(res, new ApiError({ name: 'ForbiddenHost', message: `Host "${req.headers.host ?? ''}" is not allowed; open ${allowedHosts[0]}` }), 403);
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
    return sendError(res, new ApiError({ name: 'ForbiddenOrigin', message: `Requests from origin "${origin}" are not allowed` }), 403);
  }
  const url = new URL(req.url ?? '/', `http://${allowedHosts[0]}`);
  if (!url.pathname.startsWith('/api/')) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, new ApiError({ name: 'MethodNotAllowed', message: 'Only GET serves the app' }), 405);
    return serveStatic(res, o.staticDir, url.pathname, CONTENT_SECURITY_POLICY);
  }
  if (!hasToken(req.headers.authorization, o.token)) {
    return sendError(res, new ApiError({ name: 'Unauthorized', message: 'Missing or wrong token: open the URL printed by `npm run serve`, which carries ?token=' }), 401);
  }
  if (req.method !== 'POST') {
    return sendError(res, new ApiError({ name: 'MethodNotAllowed', message: `Use POST for ${url.pathname}` }), 405);
  }
  const method = url.pathname.slice('/api/'.length);
  if (!isApiMethod(method)) {
    return sendError(res, new ApiError({ name: 'UnknownMethod', message: `No API method "${method}"` }), 404);
  }
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (e) {
    return sendError(res, ApiError.from(e), (e as ApiError).statusCode ?? 400);
  }
  const controller = new AbortController();
  // The caller went away (Stop in the page, or the tab closed): stop the DynamoDB request too.
  res.on('close', () => { if (!res.writableFinished) controller.abort(); });
  try {
    const result = await o.service.call(method, body, controller.signal);
    send(res, 200, result ?? null);
  } catch (e) {
    const err = ApiError.from(e);
    sendError(res, err, statusFor(err));
  }
}

function hasToken(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)$/.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!);
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError({ name: REQUEST_VALIDATION, message: `The request body is over ${MAX_BODY_BYTES} bytes`, statusCode: 413 }));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text.trim()) return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch (e) {
        reject(new ApiError({ name: REQUEST_VALIDATION, message: `The request body is not valid JSON: ${(e as Error).message}` }));
      }
    });
    req.on('error', reject);
  });
}

function statusFor(err: ApiError): number {
  if (err.cancelled) return 499;
  if (err.name === REQUEST_VALIDATION || err.name === 'UnknownConnection') return 400;
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 600) return err.statusCode;
  if (err.retryable) return 503;
  return err.awsRequestId ? 400 : 500;
}

function send(res: ServerResponse, status: number, value: unknown) {
  // A page carries DynamoDB's own body, sent on as it came; anything else is encoded once (measuring
  // a string and then writing it would encode megabytes twice).
  const body = pageJson(value) ?? Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

function sendError(res: ServerResponse, err: ApiError, status: number) {
  if (res.headersSent) return void res.destroy();
  send(res, status, { error: err.toJSON() });
}
