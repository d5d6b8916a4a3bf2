/**
 * Restarts as a user makes them on a loaded machine: web mode is sent its stop signal and started
 * again on the same data folder at once, without waiting for the old one to be gone, 20 times,
 * beside a process that keeps a core busy. A start once found the old owner still looking at work
 * (its signal received, its handler not yet run) and answered "the data folder ... is in use"; the
 * new one must wait for the old one every time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';

const RESTARTS = 20;
let burner: ChildProcess | undefined;
let current: ServeProcess | undefined;

afterAll(async () => {
  burner?.kill('SIGKILL');
  await current?.stop();
});

test(`${RESTARTS} stop/start restarts on one data folder beside a CPU burner: none answers "in use"`, async () => {
  burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'ice-restart-'));
  const args = ['--data-dir', dir, '--no-sandbox'];
  current = await startServe(args);
  const refusals: string[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const old = current;
    // A request just before the stop keeps the old one busy as the signal arrives.
    const busy = createHttpClient(old.origin, old.token)
      .updateAppState({ set: { [`restart.${i}`]: 'x'.repeat(100_000) } })
      .catch(() => undefined);
    const gone = new Promise<void>((resolve) =>
      old.child.exitCode !== null ? resolve() : old.child.once('exit', () => resolve()),
    );
    old.child.kill('SIGTERM');
    current = undefined;
    try {
      current = await startServe(args);
    } catch (e) {
      refusals.push(`restart ${i + 1}: ${(e as Error).message.split('\n').slice(0, 3).join(' ')}`);
      await gone;
      current = await startServe(args);
    }
    await Promise.all([gone, busy]);
  }
  expect(refusals).toEqual([]);
  // The last one owns the folder and saves.
  const api = createHttpClient(current!.origin, current!.token);
  await expect(api.updateAppState({ set: { k: 'v' } })).resolves.toMatchObject({ bytes: expect.any(Number) });
}, 600_000);
