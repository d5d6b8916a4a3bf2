/**
 * Through web mode's HTTP: a saved app state past the bounds every save is held to is set aside on
 * load with a notice, as a damaged file is (a 50 MB file loaded, and then no save fitted); and a
 * request with two Host headers is answered 400, as RFC 9112 asks.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import {
  APP_STATE_FILE,
  APP_STATE_FORMAT,
  APP_STATE_VERSION,
  STATE_LIMITS,
} from '../../../electron/state/app-state-store.js';
import { startWebServer, type RunningWebServer } from '../../../electron/transport/http-server.js';

const open: Array<{ web: RunningWebServer; app: ReturnType<typeof createAppService> }> = [];
afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.web.close();
    await o.app.close();
  }
});

async function serveState(entries: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'ice-state-'));
  writeFileSync(
    join(dir, APP_STATE_FILE),
    JSON.stringify({
      format: APP_STATE_FORMAT,
      version: APP_STATE_VERSION,
      localStorageMigrated: true,
      entries,
      endpoints: [],
      nextEndpoint: 1,
    }),
  );
  const app = createAppService({ env: {}, stateDir: dir });
  const web = await startWebServer({ service: app.service });
  open.push({ web, app });
  const call = async (method: string, body: unknown) => {
    const res = await fetch(`${web.origin}/api/${method}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${web.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return { dir, web, call };
}

test('a state file over the size bound is set aside unread, with a notice, and saves work again', async () => {
  const value = 'v'.repeat(1024 * 1024);
  const entries = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`history.${i}`, value]));
  const { dir, call } = await serveState(entries);
  const state = await call('getAppState', {});
  expect(state.status).toBe(200);
  expect(state.json.entries).toEqual({});
  expect(state.json.notice).toMatch(
    /could not be read \(it is 20\.\d MiB, over the 16\.0 MiB the app keeps\); it was kept as .*\.corrupt-/,
  );
  expect(readdirSync(dir).some((f) => f.startsWith(`${APP_STATE_FILE}.corrupt-`))).toBe(true);
  expect((await call('updateAppState', { set: { k: 'v' } })).status).toBe(200);
  expect(existsSync(join(dir, APP_STATE_FILE))).toBe(true);
});

test('a state file with more entries than the app keeps is set aside too', async () => {
  const entries = Object.fromEntries(Array.from({ length: STATE_LIMITS.entries + 1 }, (_, i) => [`k${i}`, 'x']));
  const { call } = await serveState(entries);
  const state = await call('getAppState', {});
  expect(state.json.entries).toEqual({});
  expect(state.json.notice).toContain(
    `it holds ${STATE_LIMITS.entries + 1} entries, over the ${STATE_LIMITS.entries} the app keeps`,
  );
});

test('two Host headers are answered 400', async () => {
  const { web } = await serveState({});
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(web.port, '127.0.0.1', () => {
      socket.end(
        `POST /api/listConnections HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nHost: evil.example\r\nAuthorization: Bearer ${web.token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
    });
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toContain('more than one Host header');
});
