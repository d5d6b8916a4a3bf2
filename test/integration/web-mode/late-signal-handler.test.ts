/**
 * The restart wait starts once the old owner has its signal, not once it has run its handler: an
 * owner whose event loop is blocked when it is stopped still looks at work for a moment, and a
 * start in that moment used to answer "the data folder ... is in use" at once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { takeFolderLock } from '../../../electron/state/folder-lock.js';

function untilLine(child: ReturnType<typeof spawn>, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the owner exited with ${code} before "${line}": ${out}`)));
  });
}

test('an owner stopped while its event loop is blocked is waited for, not refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-late-signal-'));
  const owner = spawn(process.execPath, ['--import', 'tsx', 'test/support/slow-lock-owner.ts', dir, '1500'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => owner.once('exit', resolve));
  await untilLine(owner, 'ready');
  const busy = untilLine(owner, 'busy');
  owner.stdin!.write('go\n');
  await busy;
  // Its signal arrives while it is blocked: it looks at work until its handler runs.
  owner.kill('SIGTERM');
  const lock = await takeFolderLock(dir, { name: 'app-state-lock', what: 'the data folder' });
  expect(await exited).toBe(0);
  await lock.release();
}, 60_000);
