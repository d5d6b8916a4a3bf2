/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). The flags keep it from
 * reaching for the network, which this machine does not have.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function checkInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`,
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  checkInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/** The same browser, served to other processes over Playwright's websocket (chromium-broker.ts). */
export async function launchChromiumServer(): Promise<BrowserServer> {
  checkInstalled();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}
