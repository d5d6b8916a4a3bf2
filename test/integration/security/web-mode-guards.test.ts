/**
 * Web mode's guards beyond the contract tests: the token only in the Authorization header, other
 * origins and hosts refused however they are spelt, no CORS grant, the page's security headers,
 * static files never served from outside the renderer folder, and nothing listening beyond
 * loopback when started as a user starts it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

let app: ReturnType<typeof createAppService>;
let web: RunningWebServer;
const staticDir = fileURLToPath(new URL('../../../dist/renderer', import.meta.url));

beforeAll(async () => {
  isolateAwsConfig();
  app = createAppService({ env: {} });
  web = await startWebServer({ service: app.service, staticDir });
});
afterAll(async () => {
  await web.close();
  await app.close();
});

/** A raw request, so paths and headers go out exactly as written (fetch would normalise them). */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'POST',
  body = '{}',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const sendsBody = method !== 'GET' && method !== 'HEAD';
    const length = sendsBody ? { 'Content-Length': String(Buffer.byteLength(body)) } : {};
    const req = request(
      {
        host: '127.0.0.1',
        port: web.port,
        path,
        method,
        headers: { Host: `127.0.0.1:${web.port}`, ...length, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(sendsBody ? body : undefined);
  });
}
const auth = () => ({ Authorization: `Bearer ${web.token}` });

describe('the token', () => {
  test('is accepted only in the Authorization header, never from the query string or a cookie', async () => {
    expect((await raw('/api/listConnections', auth())).status).toBe(200);
    for (const [path, headers] of [
      [`/api/listConnections?token=${web.token}`, {}],
      [`/api/listConnections?access_token=${web.token}`, {}],
      ['/api/listConnections', { Cookie: `token=${web.token}` }],
      ['/api/listConnections', { Authorization: web.token }],
      ['/api/listConnections', { Authorization: `Basic ${web.token}` }],
      ['/api/listConnections', { Authorization: `Bearer ${web.token.slice(0, -1)}` }],
      ['/api/listConnections', { Authorization: `Bearer ${web.token}x` }],
      ['/api/listConnections', { Authorization: `Bearer ${web.token.toUpperCase()}` }],
      ['/api/listConnections', { 'X-Token': web.token }],
    ] as const) {
      const res = await raw(path, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(JSON.parse(res.body).error.name).toBe('Unauthorized');
      expect(res.body).not.toContain(web.token);
    }
  });

  test('is checked before anything else about an API call is looked at', async () => {
    for (const [path, method] of [
      ['/api/listConnections', 'GET'],
      ['/api/noSuchMethod', 'POST'],
      ['/api/query', 'POST'],
      ['/api/', 'DELETE'],
    ] as const) {
      expect((await raw(path, {}, method, '{not json')).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('origins and hosts', () => {
  test("every origin but the page's own is refused, on the API and on the page", async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `http://127.0.0.1:${web.port + 1}`,
      `https://127.0.0.1:${web.port}`,
      `http://127.0.0.1:${web.port}.evil.example`,
      `http://localhost.evil.example:${web.port}`,
      `http://[::1]:${web.port}`,
      `http://0.0.0.0:${web.port}`,
      `http://127.0.0.1`,
      'file://',
    ]) {
      const api = await raw('/api/listConnections', { ...auth(), Origin: origin });
      expect(api.status, origin).toBe(403);
      expect(JSON.parse(api.body).error.name).toBe('ForbiddenOrigin');
      expect((await raw('/', { Origin: origin }, 'GET')).status, `page from ${origin}`).toBe(403);
    }
    for (const origin of [`http://127.0.0.1:${web.port}`, `http://localhost:${web.port}`]) {
      expect((await raw('/api/listConnections', { ...auth(), Origin: origin })).status, origin).toBe(200);
    }
  });

  test("every Host but loopback with the server's port is refused (DNS rebinding)", async () => {
    for (const host of [
      'evil.example',
      `evil.example:${web.port}`,
      '127.0.0.1',
      `127.0.0.1:${web.port + 1}`,
      `[::1]:${web.port}`,
      `0.0.0.0:${web.port}`,
      `127.0.0.1.nip.io:${web.port}`,
      `LOCALHOST:${web.port}x`,
    ]) {
      const res = await raw('/api/listConnections', { ...auth(), Host: host });
      expect(res.status, host).toBe(403);
      expect(JSON.parse(res.body).error.name).toBe('ForbiddenHost');
    }
  });

  test('no response grants cross-origin access (no CORS headers, preflight included)', async () => {
    const preflight = await raw(
      '/api/listConnections',
      {
        Origin: 'http://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
      'OPTIONS',
    );
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    for (const res of [preflight, await raw('/api/listConnections', auth()), await raw('/', {}, 'GET')]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('the page and static files', () => {
  test('the page carries a strict CSP, no-referrer, no framing and no sniffing', async () => {
    const page = await raw('/', {}, 'GET');
    expect(page.status).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  test('path traversal never reaches a file outside the renderer folder', async () => {
    const attempts = [
      '/../package.json',
      '/../../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%5cpackage.json',
      '/%2e%2e%5c%2e%2e%5cpackage.json',
      '/....//package.json',
      '/%252e%252e/package.json',
      '/index.html%00.js',
      '/%00',
      '/..',
      '/%c0%ae%c0%ae/package.json',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/../../../../../../etc/passwd',
    ];
    const insideFolder = new Set(
      readdirSync(staticDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8')),
    );
    for (const path of attempts) {
      const res = await raw(path, {}, 'GET');
      // "/.." resolves to "/" as any URL does: serving the page itself is fine, anything else outside is not.
      if (res.status === 200)
        expect(insideFolder.has(res.body), `${path} served a file from outside the renderer folder`).toBe(true);
      else expect([400, 403, 404], `${path} -> ${res.status}`).toContain(res.status);
      expect(res.body, path).not.toMatch(/"devDependencies"|root:x:0:0/);
      expect(res.headers['content-security-policy'], path).toBeDefined();
    }
  });

  test('only GET and HEAD serve the page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
      expect((await raw('/', {}, method)).status, method).toBe(405);
    expect((await raw('/', {}, 'HEAD')).status).toBe(200);
  });
});

describe('started as a user starts it (npm run serve)', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--no-sandbox']);
  }, 120_000);
  afterAll(async () => {
    await serve?.stop();
  });

  const reachable = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const s = connect({ host, port });
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
  const otherAddresses = () =>
    Object.values(networkInterfaces())
      .flat()
      .filter((i): i is NonNullable<typeof i> => !!i && !i.internal)
      .map((i) => i.address);

  test('it prints a loopback URL and listens on loopback only', async () => {
    const url = new URL(serve.url);
    expect(url.hostname).toBe('127.0.0.1');
    const port = Number(url.port);
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable('::1', port)).toBe(false);
    for (const address of otherAddresses()) expect(await reachable(address, port), address).toBe(false);
  });

  test('the token it prints is long and random, and different on every run', () => {
    expect(serve.token).toMatch(/^[0-9a-f]{48}$/);
    expect(serve.token).not.toBe(web.token);
  });
});
