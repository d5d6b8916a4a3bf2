/**
 * Runs web mode as a user does (`tsx electron/serve.ts ...`; in a vitest run, the same sources
 * bundled once by the globalSetup, serve-bundle.ts) and reads the URL it prints.
 * Unless `args` name a port, it asks for any free one (`--port 0`), so test files running at once
 * never meet on web mode's fixed default port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set by the suite's globalSetup, for its workers and the processes they start: web mode's bundle. */
export const SERVE_BUNDLE_ENV = 'ICE_SERVE_BUNDLE';

/** The bundle when this run built one (plain Node starts it in a fraction of tsx's time), else the sources. */
function serveEntry(): string[] {
  const bundle = process.env[SERVE_BUNDLE_ENV];
  return bundle ? [bundle] : ['--import', 'tsx', 'electron/serve.ts'];
}

export interface ServeProcess {
  url: string;
  origin: string;
  token: string;
  child: ChildProcess;
  output: () => string;
  /** Ends web mode as a user's Ctrl+C does (SIGTERM), killing it if it is not gone within 5 s. */
  stop(): Promise<void>;
  /**
   * Ends web mode at once (SIGKILL), for a test file's end, where nothing reads what a graceful stop
   * would keep: a sandbox's close waits for LevelDB, which took past stop()'s 5 s under load. The
   * sandbox's process ends itself when web mode goes (electron/sandbox/sandbox-child.ts).
   */
  discard(): Promise<void>;
}

export interface StartServeOptions {
  /** Start on web mode's default port (or ICE_WEB_PORT), as a user does, instead of any free one. */
  defaultPort?: boolean;
}

export async function startServe(
  args: string[] = [],
  env: Record<string, string> = {},
  options: StartServeOptions = {},
): Promise<ServeProcess> {
  const home = mkdtempSync(join(tmpdir(), 'ice-home-'));
  const portArgs = args.includes('--port') || options.defaultPort ? [] : ['--port', '0'];
  const child = spawn(process.execPath, [...serveEntry(), ...portArgs, ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      HOME: home,
      ICE_SANDBOX_DIR: join(home, 'sandbox'),
      AWS_CONFIG_FILE: join(home, 'config'),
      AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    // A web mode that never printed its URL is not left running (with its sandbox) after the file.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`web mode printed no URL within 60 s:\n${out}`));
    }, 60_000);
    const check = () => {
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web mode exited with ${code}:\n${out}`));
    });
  });
  const parsed = new URL(url);
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
      if (signal !== 'SIGKILL') setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token')!,
    child,
    output: () => out,
    stop: () => ended('SIGTERM'),
    discard: () => ended('SIGKILL'),
  };
}
