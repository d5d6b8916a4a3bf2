/**
 * The run's one Chromium (test/support/chromium-broker.ts), connected over Playwright's websocket:
 * what an end-to-end file uses instead of a browser of its own. Its close() closes the contexts
 * this file made and disconnects; the browser lives on for the other files. Outside a vitest run
 * with the broker (a file under another config), it launches a browser of its own.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium.js';

export async function sharedChromium(): Promise<Browser> {
  const broker = inject('chromiumBroker');
  if (!broker) return launchChromium();
  const res = await fetch(broker);
  const text = await res.text();
  if (!res.ok) throw new Error(text);
  const browser = await chromium.connect(text);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    keepDownloadsLocal(context);
    return context;
  };
  return browser;
}

/**
 * A connected client may not read a download where the browser saved it (`path()` throws "not
 * available when connecting remotely"); the browser is on this machine, so `path()` is given a
 * copy saved here, as tests that read a saved file expect.
 */
function keepDownloadsLocal(context: BrowserContext): void {
  const onPage = (page: Page) =>
    page.on('download', (download: Download) => {
      let saved: Promise<string> | undefined;
      download.path = () =>
        (saved ??= (async () => {
          const file = join(await mkdtemp(join(tmpdir(), 'ice-download-')), download.suggestedFilename());
          await download.saveAs(file);
          return file;
        })());
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
}
