/**
 * A data folder's owner whose signal handler runs late, as a busy owner's does on a loaded machine:
 * it takes the folder's lock, prints "ready", and on a line on stdin prints "busy" and keeps its
 * event loop blocked for the given time, so a signal sent meanwhile is handled only afterwards.
 * Run as `node --import tsx test/support/slow-lock-owner.ts <dir> <busyMs>`.
 */
import { takeFolderLock } from '../../electron/state/folder-lock.js';

const [dir, busyMs] = process.argv.slice(2);
const lock = await takeFolderLock(dir!, { name: 'app-state-lock', what: 'the data folder' });
const stop = async () => {
  lock.closing();
  await lock.release();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('data', () => {
  process.stdout.write('busy\n');
  const until = Date.now() + Number(busyMs);
  while (Date.now() < until) {
    // Blocked, as an owner busy with a request is when its stop signal arrives.
  }
});
process.stdout.write('ready\n');
