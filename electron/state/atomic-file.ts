/**
 * Files that are either the old version or the new one, never half of either: the text goes to a
 * temp file beside the target, is flushed to disk, then renamed over it (rename is atomic on one
 * file system), and the folder is flushed so the rename itself survives a power cut.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';

/** `mode` is for a new file: the app's own state is the user's alone (0o600); a file for a repository is not. */
export async function writeFileAtomic(path: string, text: string, mode = 0o600): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (e) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw e;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
  await syncDir(dir);
}

/** Best effort: some file systems (and Windows) refuse to open a folder for fsync. */
async function syncDir(dir: string): Promise<void> {
  try {
    const h = await open(dir, 'r');
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    // The data is already in the file; only the rename's durability is less certain here.
  }
}

/** Temp files a crash left behind (never the target itself, which is always whole). */
export async function removeLeftoverTemps(path: string): Promise<number> {
  const dir = dirname(path);
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const stale = names.filter((n) => n.startsWith(prefix) && n.endsWith(TEMP_SUFFIX));
  await Promise.all(stale.map((n) => rm(join(dir, n), { force: true })));
  return stale.length;
}

export type ReadResult = { status: 'missing' } | { status: 'ok'; text: string };

export async function readIfPresent(path: string): Promise<ReadResult> {
  try {
    return { status: 'ok', text: await readFile(path, 'utf8') };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    throw e;
  }
}
