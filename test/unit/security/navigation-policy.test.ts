/**
 * The window guards, applied to a stand-in WebContents that records what they do: navigation,
 * frame navigation and redirects away are refused, new windows are denied, and only https links to
 * AWS documentation hosts are opened in the user's browser.
 */
import { expect, test } from 'vitest';
import { APP_INDEX_URL } from '../../../electron/app-protocol.js';
import { guardContents, isAllowedExternal, type GuardedContents } from '../../../electron/navigation-policy.js';

function fakeContents() {
  const listeners = new Map<string, (details: { preventDefault(): void; url?: string }, url?: string) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | undefined;
  const contents: GuardedContents = {
    on: (event: string, listener: (d: { preventDefault(): void; url?: string }, url?: string) => void) => {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (h) => {
      openHandler = h;
    },
  } as GuardedContents;
  const opened: string[] = [];
  guardContents(contents, (url) => opened.push(url));
  const fire = (event: string, url: string) => {
    let prevented = false;
    listeners.get(event)!(
      {
        preventDefault: () => {
          prevented = true;
        },
        url,
      },
      url,
    );
    return prevented;
  };
  return { fire, open: (url: string) => openHandler!({ url }).action, opened };
}

test("navigation stays on the app's page; outside documentation opens in the browser instead", () => {
  const c = fakeContents();
  expect(c.fire('will-navigate', `${APP_INDEX_URL}#/scan`)).toBe(false);
  for (const url of [
    'https://evil.example/',
    'file:///etc/passwd',
    'app://explorer/assets/x.js',
    'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.html',
  ]) {
    expect(c.fire('will-navigate', url), url).toBe(true);
  }
  expect(c.opened).toEqual(['https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.html']);
});

test('frame navigation away and every redirect are refused; webviews are never attached', () => {
  const c = fakeContents();
  expect(c.fire('will-frame-navigate', 'https://evil.example/')).toBe(true);
  expect(c.fire('will-frame-navigate', APP_INDEX_URL)).toBe(false);
  expect(c.fire('will-redirect', 'https://evil.example/')).toBe(true);
  expect(c.fire('will-redirect', APP_INDEX_URL)).toBe(true);
  expect(c.fire('will-attach-webview', '')).toBe(true);
});

test('new windows are always denied; only allowed links go to the browser', () => {
  const c = fakeContents();
  for (const url of ['https://docs.aws.amazon.com/cli/latest/', 'https://evil.example/', 'http://docs.aws.amazon.com/'])
    expect(c.open(url)).toBe('deny');
  expect(c.opened).toEqual(['https://docs.aws.amazon.com/cli/latest/']);
});

test('the allow-list: https, exact AWS documentation hosts, default port, no credentials', () => {
  for (const url of ['https://docs.aws.amazon.com/amazondynamodb/', 'https://aws.amazon.com/blogs/database/'])
    expect(isAllowedExternal(url), url).toBe(true);
  for (const url of [
    'http://docs.aws.amazon.com/',
    'https://docs.aws.amazon.com.evil.example/',
    'https://evil.example/?docs.aws.amazon.com',
    'https://x.docs.aws.amazon.com/',
    'https://docs.aws.amazon.com:8443/',
    'https://user@docs.aws.amazon.com/',
    'javascript:alert(1)',
    'file:///C:/x',
    'ms-settings:',
    'not a url',
    '',
  ]) {
    expect(isAllowedExternal(url), url).toBe(false);
  }
});
