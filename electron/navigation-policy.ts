/**
 * Where the app's windows may go: nowhere but the app's own page. No navigation, frame navigation,
 * redirect, new window or webview leads elsewhere; an outside link opens in the user's browser
 * only when it is https to an AWS documentation host (Electron's checklist, items 13-15).
 */
import { isAppPage } from './app-protocol.js';

/** Exact host names; no subdomain of them is implied. */
export const EXTERNAL_HOSTS: ReadonlySet<string> = new Set(['docs.aws.amazon.com', 'aws.amazon.com']);

export function isAllowedExternal(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.protocol === 'https:' && EXTERNAL_HOSTS.has(u.hostname) && u.port === '' && !u.username && !u.password;
}

interface Preventable {
  preventDefault(): void;
  url?: string;
}

/** The parts of a WebContents the guards use, so they are tested in plain Node. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
    listener: (details: Preventable, url?: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Applies every guard to one WebContents; `openExternal` is shell.openExternal. */
export function guardContents(contents: GuardedContents, openExternal: (url: string) => unknown): void {
  const outside = (url: string) => {
    if (isAllowedExternal(url)) void openExternal(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    outside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (details, url) => {
    const to = details.url ?? url ?? '';
    if (isAppPage(to)) return;
    details.preventDefault();
    outside(to);
  });
  // Subframes too (the page has none; one that appears may not go anywhere).
  contents.on('will-frame-navigate', (details) => {
    if (!isAppPage(details.url ?? '')) details.preventDefault();
  });
  // The app's page never redirects; any redirect is someone else's.
  contents.on('will-redirect', (details) => details.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
