/** One owner per data folder: refused while the owner works (after its moment to say it is closing), waited for while it closes. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FolderInUseError, takeFolderLock } from '../../../electron/state/folder-lock.js';

const options = { name: 'test-lock', what: 'the data folder', moveHint: '--data-dir <another folder>' };

test('a folder held by a working owner is refused once its grace has passed, naming the process and the flag', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-lock-'));
  const first = await takeFolderLock(dir, options);
  const refused = await takeFolderLock(dir, { ...options, waitMs: 60_000, graceMs: 200 }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(FolderInUseError);
  expect((refused as Error).message).toBe(
    `the data folder ${dir} is in use by another Item Collection Explorer (process ${process.pid}); close it, or start this one with --data-dir <another folder>`,
  );
  await first.release();
  await (await takeFolderLock(dir, options)).release();
});

test('a folder whose owner is closing is waited for, with one notice, and taken once it is free', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ice-lock-'));
  const first = await takeFolderLock(dir, options);
  first.closing();
  const notices: string[] = [];
  let releasing: Promise<void> | undefined;
  const second = takeFolderLock(dir, {
    ...options,
    onWait: (m) => {
      notices.push(m);
      releasing = first.release();
    },
  });
  const lock = await second;
  await releasing;
  expect(notices).toEqual([
    `the data folder ${dir} is still held by the Item Collection Explorer that is closing (process ${process.pid}); waiting for it…`,
  ]);
  await lock.release();
});
