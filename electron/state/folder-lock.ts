/**
 * One owner per data folder. The lock is the OS lock of a small LevelDB of its own, kept open for
 * as long as the app runs: the OS drops it with the process however that ends, on every platform.
 * Beside it the owner writes its process id, so a second app can say who holds the folder, and
 * "closing" once it is on its way out: a start that finds the previous owner closing (stopped a
 * moment ago, finishing a reset) or gone waits a few seconds for the lock instead of failing.
 * An owner that has been sent its signal writes "closing" only once its event loop runs the
 * handler, which on a loaded machine came after a new start had looked and refused; so an owner
 * that looks at work is given a moment (`graceMs`) to say it is closing before the start is refused.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { isLocked } from '../sandbox/table-recovery.js';

export interface FolderLock {
  /** Says the owner is on its way out, so a new start waits for the folder rather than failing. */
  closing(): void;
  release(): Promise<void>;
}

export interface FolderLockOptions {
  /** The lock's own folder inside `dir`. */
  name: string;
  /** What the folder is, for messages: "the data folder", "the sandbox data folder". */
  what: string;
  /** How to start on another folder, as the user would type it: "--data-dir <another folder>"; absent when there is none. */
  moveHint?: string;
  /** How long to wait for an owner that is on its way out. */
  waitMs?: number;
  /** How long an owner that looks at work has to say it is closing (it may have its signal and not yet have run its handler). */
  graceMs?: number;
  /** Told once, when the folder is held and the start begins to wait. */
  onWait?: (message: string) => void;
}

export class FolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number | undefined,
    what: string,
    moveHint: string | undefined,
    cause?: unknown,
  ) {
    super(
      `${what} ${dir} is in use by another Item Collection Explorer${holderPid ? ` (process ${holderPid})` : ''}; ` +
        (moveHint ? `close it, or start this one with ${moveHint}` : 'close it first'),
      { cause },
    );
    this.name = 'FolderInUseError';
  }
}

/** Longer than a loaded machine took to run a stopped owner's signal handler (about 3 s was seen). */
const DEFAULT_GRACE_MS = 5_000;

export const ownerFile = (dir: string, name: string) => join(dir, `${name}.owner`);

interface Holder {
  pid?: number;
  leaving: boolean;
}

/** Who holds the folder, and whether it is leaving: closing, or no longer running. */
async function holderOf(dir: string, name: string): Promise<Holder> {
  let text: string;
  try {
    text = await readFile(ownerFile(dir, name), 'utf8');
  } catch {
    return { leaving: false };
  }
  const [first, state] = text.trim().split(/\s+/);
  const pid = Number(first);
  if (!Number.isInteger(pid) || pid <= 0) return { leaving: false };
  return { pid, leaving: state === 'closing' || !alive(pid) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function takeFolderLock(dir: string, o: FolderLockOptions): Promise<FolderLock> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (e) {
    throw new Error(`could not create ${o.what} ${dir}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const started = Date.now();
  /** When the owner was first seen leaving: the wait for a closing owner counts from then. */
  let leavingSince: number | undefined;
  let told = false;
  for (;;) {
    const lock = new ClassicLevel(join(dir, o.name));
    try {
      await lock.open();
      const owner = ownerFile(dir, o.name);
      await writeFile(owner, `${process.pid}\n`).catch(() => undefined);
      let released: Promise<void> | undefined;
      return {
        closing: () => {
          try {
            writeFileSync(owner, `${process.pid} closing\n`);
          } catch {
            /* the lock still holds; only the wait is lost */
          }
        },
        release: () =>
          (released ??= (async () => {
            await rm(ownerFile(dir, o.name), { force: true }).catch(() => undefined);
            await lock.close();
          })()),
      };
    } catch (e) {
      if (!isLocked(e))
        throw new Error(`could not open ${o.what} ${dir}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      const holder = await holderOf(dir, o.name);
      const now = Date.now();
      if (holder.leaving) leavingSince ??= now;
      const gaveUp =
        leavingSince === undefined
          ? now - started >= (o.graceMs ?? DEFAULT_GRACE_MS)
          : now - leavingSince >= (o.waitMs ?? 10_000);
      if (gaveUp) throw new FolderInUseError(dir, holder.pid, o.what, o.moveHint, e);
      if (holder.leaving && !told) {
        told = true;
        o.onWait?.(
          `${o.what} ${dir} is still held by the Item Collection Explorer that is closing${holder.pid ? ` (process ${holder.pid})` : ''}; waiting for it…`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
