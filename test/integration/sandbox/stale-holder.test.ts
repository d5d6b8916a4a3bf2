/**
 * A sandbox process that outlives its app (its app was killed while it was busy) must not keep the
 * data folder from the next start: the start ends it, since our app holds the owner lock and no
 * live app can own that process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { recoverTables } from '../../../electron/sandbox/table-recovery.js';

test('a lingering sandbox process holding the folder is ended, and the start goes on', async () => {
  const levelDir = join(mkdtempSync(join(tmpdir(), 'ice-stale-')), 'leveldb');
  const script = fileURLToPath(new URL('./stale-sandbox-holder.ts', import.meta.url));
  const holder = spawn(process.execPath, ['--import', 'tsx', script, levelDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    holder.once('exit', (_code, signal) => resolve(signal)),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('HOLDING')) resolve();
      });
      holder.once('exit', (code) => reject(new Error(`the holder exited (${code}) before holding the folder`)));
    });
    expect(await recoverTables(levelDir)).toEqual([]);
    expect(await exited).toBe('SIGKILL');
  } finally {
    if (holder.exitCode === null && holder.signalCode === null) holder.kill('SIGKILL');
  }
}, 60_000);
