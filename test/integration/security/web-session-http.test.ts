/**
 * The session exchange at the HTTP level, with the requests a browser or an attacker can make:
 * the link is traded once, the cookie is held as a browser holds it, and the cookie is taken only
 * from this server's own origin with a JSON content type (what another page cannot send).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';
import { isolateAwsConfig } from '../../support/isolated-aws-config.js';

let app: ReturnType<typeof createAppService>;
let web: RunningWebServer;
beforeAll(async () => {
  isolateAwsConfig();
  app = createAppService({ env: {} });
  web = await startWebServer({ service: app.service });
});
afterAll(async () => {
  await web.close();
  await app.close();
});

function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const length = body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {};
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
      req.end(body);
    },
  );
}
const api = (headers: Record<string, string>) => raw('/api/listConnections', headers, 'POST', '{}');

let cookie = '';

test('a wrong token or a HEAD request does not use the link up', async () => {
  expect((await raw(`/?token=${'a'.repeat(48)}`)).status).toBe(401);
  const head = await raw(`/?token=${web.token}`, {}, 'HEAD');
  expect(head.status).not.toBe(303);
  expect(head.headers['set-cookie']).toBeUndefined();
});

test('the first GET of the link sets the cookie and sends the browser on without the token, keeping the rest of the address', async () => {
  const res = await raw(`/.//evil.example/?view=x&token=${web.token}`);
  expect(res.status).toBe(303);
  // One leading slash: "//evil.example/" would send the browser to another site.
  expect(res.headers.location).toBe('/evil.example/?view=x');
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    new RegExp(`^ice_session_${web.port}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=\\d+$`),
  );
  expect(set).not.toContain(web.token);
  expect(res.headers['cache-control']).toBe('no-store');
  cookie = set.split(';')[0]!;
});

test('then the link is dead without the cookie, and a way in with it', async () => {
  const again = await raw(`/?token=${web.token}`);
  expect(again.status).toBe(410);
  expect(again.body).toContain(
    'This link was already used; open the app from the tab that used it, or restart to get a new link.',
  );
  expect(again.headers['content-security-policy']).toMatch(/script-src 'self'/);
  const withCookie = await raw(`/?token=${web.token}`, { Cookie: cookie });
  expect(withCookie.status).toBe(303);
  expect(withCookie.headers['set-cookie']).toBeUndefined();
});

test('the cookie opens the API only as JSON, only from this origin', async () => {
  const origin = `http://127.0.0.1:${web.port}`;
  expect((await api({ Cookie: cookie, 'Content-Type': 'application/json', Origin: origin })).status).toBe(200);
  expect((await api({ Cookie: `other=1; ${cookie}`, 'Content-Type': 'application/json' })).status).toBe(200);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    expect((await api({ Cookie: cookie, 'Content-Type': type, Origin: origin })).status, type).toBe(401);
  }
  expect((await api({ Cookie: cookie, 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:1' })).status).toBe(
    403,
  );
  const forged = await api({
    Cookie: `ice_session_${web.port}=${'A'.repeat(43)}`,
    'Content-Type': 'application/json',
    Origin: origin,
  });
  expect(forged.status).toBe(401);
  expect(JSON.parse(forged.body).error.message).toMatch(/session is from an earlier run/);
  // The bearer token still works alone, and a wrong one is not rescued by a good cookie.
  expect((await api({ Authorization: `Bearer ${web.token}` })).status).toBe(200);
  expect(
    (await api({ Authorization: `Bearer ${'b'.repeat(48)}`, Cookie: cookie, 'Content-Type': 'application/json' }))
      .status,
  ).toBe(401);
});

test('a browser without a session and a script without a token are each told what to do', async () => {
  const browser = await api({ 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${web.port}` });
  expect(JSON.parse(browser.body).error.message).toMatch(
    /^This browser has no session with this server: open the link printed by `npm run serve`/,
  );
  const script = await api({});
  expect(JSON.parse(script.body).error.message).toMatch(
    /^Missing token: send the token .* as "Authorization: Bearer <token>"$/,
  );
});
