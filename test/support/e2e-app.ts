/**
 * The app as an end-to-end test meets it: web mode started the way a user starts it and a real
 * Chromium, one of each for the test file, with pages opened on the app in fresh browser contexts.
 * Web mode's sandbox starts already seeded, on a copy of the run's (sandbox-template.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from './chromium.js';
import { sandboxCopyEnv } from './sandbox-template.js';
import { startServe, type ServeProcess } from './serve-process.js';
import { testHooksServeEnv } from './test-hooks-build.js';
import { gotoWithSession } from './web-session.js';

export interface WebAppOptions {
  /** How long web mode and Chromium may take to start (the beforeAll's limit). */
  startTimeout: number;
  /**
   * Each test opens its own pages: after each test they are closed, and an uncaught error on a
   * page fails that test. Without it, pages stay open for the file and their errors are only kept.
   */
  pagePerTest?: boolean;
  /** Arguments for web mode (e.g. `--endpoint` of a server a hook before this one started). */
  serveArgs?: () => string[];
  /** Serve the renderer built with its test hooks (test/support/test-hooks-build.ts), not the app's bundle. */
  testHooks?: boolean;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Lets the page read and write the clipboard, as copy and paste buttons need. */
  clipboard?: boolean;
  /** Waits up to this many ms for the app to mark itself loaded (`data-app-state="loaded"`). */
  loadedWithin?: number;
  /** Script run in the page before the app's own (a test-only hook such as `window.__iceThrowInPanel`). */
  initScript?: string;
}

export interface WebApp {
  readonly serve: ServeProcess;
  /** Uncaught errors of the page opened last, since it was opened. */
  readonly errors: string[];
  /**
   * Opens the app at `hash` (e.g. `#/query?table=T&pk=P`) in a new browser context, signed in: the
   * first context opens the printed link, later ones get its session cookie (test/support/web-session.ts).
   */
  open(hash?: string, options?: OpenOptions): Promise<Page>;
}

/** Registers the file's vitest hooks that start and stop web mode and Chromium; call at top level. */
export function useWebApp({ startTimeout, pagePerTest = false, serveArgs, testHooks = false }: WebAppOptions): WebApp {
  let serve: ServeProcess;
  let browser: Browser;
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const args = serveArgs?.() ?? [];
    // The sandbox starts on a copy of one seeded for the run, instead of seeding its own.
    const env = { ...sandboxCopyEnv(args), ...(testHooks ? testHooksServeEnv() : {}) };
    [serve, browser] = await Promise.all([startServe(args, env), launchChromium()]);
  }, startTimeout);
  afterAll(async () => {
    await Promise.all([browser?.close(), serve?.discard()]);
  });
  if (pagePerTest) {
    afterEach(async () => {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
      expect(errors).toEqual([]);
    });
  }

  return {
    get serve() {
      return serve;
    },
    errors,
    async open(hash = '', { clipboard = false, loadedWithin, initScript, ...contextOptions } = {}) {
      errors.length = 0;
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serve.origin });
      if (initScript !== undefined) await context.addInitScript(initScript);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await gotoWithSession(page, serve, hash);
      if (loadedWithin !== undefined)
        await page.locator('[data-app-state="loaded"]').waitFor({ timeout: loadedWithin });
      return page;
    },
  };
}
