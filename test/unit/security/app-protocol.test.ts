/**
 * The app:// scheme that serves the built renderer in Electron: every answer carries the CSP, only
 * files inside the renderer folder are served, and only the app's own page counts as the app.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  APP_INDEX_URL,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  isAppPage,
} from '../../../electron/app-protocol.js';
import { CONTENT_SECURITY_POLICY } from '../../../electron/transport/http-server.js';

const outside = mkdtempSync(join(tmpdir(), 'ice-app-'));
const root = join(outside, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1)');
writeFileSync(join(outside, 'secret.txt'), 'not for the page');
const handle = createAppProtocolHandler(root, CONTENT_SECURITY_POLICY);
const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

test('the page and its assets, each with the CSP and its type', async () => {
  for (const [url, type, text] of [
    [APP_INDEX_URL, 'text/html', 'id="root"'],
    ['app://explorer/', 'text/html', 'id="root"'],
    ['app://explorer/assets/main.js', 'text/javascript', 'console.log'],
  ] as const) {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toContain(type);
    expect(await res.text()).toContain(text);
  }
});

test('nothing outside the renderer folder, another host, or another method', async () => {
  for (const url of [
    'app://explorer/../secret.txt',
    'app://explorer/%2e%2e/secret.txt',
    'app://explorer/..%2fsecret.txt',
    'app://explorer/assets/..%2f..%2fsecret.txt',
    'app://explorer/%E0%A4%A',
    'app://other/index.html',
    'app://explorer/missing.js',
  ]) {
    const res = await get(url);
    expect(await res.text(), url).not.toContain('not for the page');
    expect([400, 403, 404], url).toContain(res.status);
    expect(res.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY);
  }
  expect((await get(APP_INDEX_URL, 'POST')).status).toBe(405);
});

test('the scheme is standard and secure, and loosens no check', () => {
  expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true });
});

test("only the app's own page is the app (for the IPC sender check and navigation)", () => {
  for (const url of [APP_INDEX_URL, `${APP_INDEX_URL}#/query?table=T`, 'app://explorer/'])
    expect(isAppPage(url), url).toBe(true);
  for (const url of [
    'app://explorer/assets/main.js',
    'app://other/index.html',
    'app://user:pw@explorer/index.html',
    'file:///index.html',
    'http://127.0.0.1/index.html',
    'https://docs.aws.amazon.com/',
    '',
    'not a url',
  ]) {
    expect(isAppPage(url), url).toBe(false);
  }
});
