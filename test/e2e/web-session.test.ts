/**
 * Web mode's session in a real Chromium: the printed link lets one browser in once and leaves no
 * token in the address; any tab of that browser then works without it; the link is dead for any
 * other browser (a clear page says so); API clients keep the bearer token; and a restart on the
 * same port keeps the origin, so the browser's address and saved data still belong to it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { createHttpClient } from '../../renderer/api/http-client.js';
import { freePort } from '../support/free-port.js';

let browser: Browser;
let serve: ServeProcess;
let port: number;
const dataDir = mkdtempSync(join(tmpdir(), 'ice-session-'));
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  port = await freePort();
  [browser, serve] = await Promise.all([launchChromium(), startServe(['--port', String(port), '--data-dir', dataDir])]);
}, 120_000);
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await serve?.stop();
});

async function newContext() {
  const c = await browser.newContext();
  contexts.push(c);
  return c;
}
/** The app marks itself loaded once it has listed the sandbox's tables: its API calls went through. */
const loaded = (page: Page) => page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
const connectionsError = (page: Page) => page.getByRole('alert').filter({ hasText: 'Could not list connections' });

let userContext: BrowserContext;

test('the printed link lets this browser in, once, and leaves the address clean', async () => {
  userContext = await newContext();
  const page = await userContext.newPage();
  const res = await page.goto(`${serve.url}#/scan?table=Anything`);
  expect(res?.status()).toBe(200);
  expect(page.url()).toBe(`${serve.origin}/#/scan?table=Anything`);
  await loaded(page);
  const [cookie, ...others] = await userContext.cookies(serve.origin);
  expect(others).toEqual([]);
  expect(cookie).toMatchObject({
    name: `ice_session_${port}`,
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: false,
  });
  expect(cookie!.value).not.toContain(serve.token);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('a new tab of the same browser opens the bare address and works, and a reload too', async () => {
  const page = await userContext.newPage();
  await page.goto(`${serve.origin}/`);
  await loaded(page);
  await page.reload();
  await loaded(page);
  expect(await connectionsError(page).count()).toBe(0);
});

test('the same browser opening the printed link again is taken to the app', async () => {
  const page = await userContext.newPage();
  const res = await page.goto(serve.url);
  expect(res?.status()).toBe(200);
  expect(page.url()).toBe(`${serve.origin}/`);
  expect(await userContext.cookies(serve.origin)).toHaveLength(1);
});

test('the printed link from history, in another browser, is refused with a page that says why', async () => {
  const other = await newContext();
  const page = await other.newPage();
  const res = await page.goto(serve.url);
  expect(res?.status()).toBe(410);
  expect(await page.getByRole('alert').textContent()).toBe(
    'This link was already used; open the app from the tab that used it, or restart to get a new link.',
  );
  expect(await other.cookies(serve.origin)).toEqual([]);
  // Without a session the app itself loads, but says what to do instead of reading anything.
  await page.goto(`${serve.origin}/`);
  await expect.poll(() => connectionsError(page).textContent()).toMatch(/open the link printed by `npm run serve`/);
});

test('a link with a wrong token is refused with its own page', async () => {
  const page = await (await newContext()).newPage();
  const res = await page.goto(`${serve.origin}/?token=${'0'.repeat(48)}`);
  expect(res?.status()).toBe(401);
  expect(await page.getByRole('alert').textContent()).toMatch(/not for this run of the server/);
});

test('API clients keep using the bearer token', async () => {
  const api = createHttpClient(serve.origin, serve.token);
  expect((await api.listConnections()).connections.length).toBeGreaterThan(0);
  await expect(createHttpClient(serve.origin, 'f'.repeat(48)).listConnections()).rejects.toMatchObject({
    name: 'Unauthorized',
    statusCode: 401,
  });
});

test('a restart comes back on the same port: the old session is refused plainly, the new link lets the same origin in', async () => {
  const page = await userContext.newPage();
  await page.goto(`${serve.origin}/`);
  await page.evaluate(() => localStorage.setItem('ice.test-marker', 'kept'));
  const before = serve.origin;
  await serve.stop();
  serve = await startServe(['--port', String(port), '--data-dir', dataDir]);
  expect(serve.origin).toBe(before);
  await page.reload();
  await expect.poll(() => connectionsError(page).textContent()).toMatch(/session is from an earlier run of the server/);
  await page.goto(serve.url);
  expect(page.url()).toBe(`${serve.origin}/`);
  await loaded(page);
  expect(await page.evaluate(() => localStorage.getItem('ice.test-marker'))).toBe('kept');
}, 120_000);
