/**
 * Letting browser contexts into web mode the way a user's browser gets in: the first context opens
 * the printed link (which the server trades, once, for a session cookie); every later context is
 * handed that same cookie, as another tab of the same browser would have it. The printed link works
 * only once, so tests must come through here rather than open `serve.url` themselves.
 */
import type { BrowserContext, Cookie, Page } from 'playwright-core';

export interface WebServerLink {
  /** The printed link, `http://127.0.0.1:<port>/?token=…`. */
  url: string;
  origin: string;
}

const sessions = new WeakMap<WebServerLink, Promise<Cookie>>();

/** Opens the app at `hash` in `context`, in a new page, with this server's session. */
export async function openWithSession(context: BrowserContext, server: WebServerLink, hash = ''): Promise<Page> {
  const page = await context.newPage();
  await gotoWithSession(page, server, hash);
  return page;
}

export async function gotoWithSession(page: Page, server: WebServerLink, hash = ''): Promise<void> {
  const context = page.context();
  let cookie = sessions.get(server);
  if (!cookie) {
    cookie = (async () => {
      await page.goto(`${server.url}${hash}`);
      const found = (await context.cookies(server.origin)).find((c) => c.name.startsWith('ice_session_'));
      if (!found)
        throw new Error(
          `opening the printed link ${server.origin}/?token=… gave no session cookie (page: ${page.url()})`,
        );
      return found;
    })();
    sessions.set(server, cookie);
    // This page made the exchange and is already on the app.
    await cookie;
    return;
  }
  const have = await cookie;
  if (!(await context.cookies(server.origin)).some((c) => c.name === have.name && c.value === have.value))
    await context.addCookies([have]);
  await page.goto(`${server.origin}/${hash}`);
}

/** The session cookie of `server`, once some context has opened its link (for API calls from Node). */
export async function sessionCookieOf(server: WebServerLink): Promise<Cookie | undefined> {
  return sessions.get(server);
}
