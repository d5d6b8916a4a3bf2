/**
 * Vitest's globalSetup: one Chromium for the whole run, which every end-to-end file connects to
 * (test/support/shared-chromium.ts) instead of launching its own. A launch and a first page cost a
 * file some 10 s of a loaded 2-core machine, 70 times over. The browser starts on the first file
 * that asks for it, so a run without end-to-end files never pays for it. Each file still works in
 * its own fresh browser contexts, which share no cookies, storage or cache with another's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** GET it for the shared Chromium's Playwright websocket URL (test/support/shared-chromium.ts). */
    chromiumBroker: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let running: Promise<BrowserServer> | undefined;
  // A browser that died (a crash) or failed to start is launched again for the files still to come.
  const launch = (): Promise<BrowserServer> => {
    const starting = launchChromiumServer();
    const forget = () => {
      if (running === starting) running = undefined;
    };
    starting.then((b) => b.process().once('exit', forget), forget);
    return starting;
  };
  const server: Server = createServer((_req, res) => {
    running ??= launch();
    running.then(
      (b) => res.end(b.wsEndpoint()),
      (e: unknown) => {
        res.statusCode = 500;
        res.end(`the shared Chromium did not start: ${(e as Error).message}`);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('chromiumBroker', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return async () => {
    server.close();
    await (await running?.catch(() => undefined))?.close();
  };
}
