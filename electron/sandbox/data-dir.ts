/**
 * The sandbox's folder on disk: where it lives, the LevelDB inside it, the marker that says it has
 * been seeded, and the lock that keeps a second running explorer out of it.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { FolderInUseError, takeFolderLock } from '../state/folder-lock.js';

const MARKER = 'seeded.json';
/** Recorded in the marker, so a later version can tell which generation of samples a folder holds. */
export const SAMPLES_VERSION = 1;

export interface SeedMarker {
  samplesVersion: number;
  tableNames: string[];
  items: number;
  seededAt: string;
}

/** How to start on another sandbox folder when nothing better is known (web mode without --data-dir). */
export const SANDBOX_MOVE_HINT =
  'ICE_SANDBOX_DIR=<another folder> (or --data-dir <another folder>, which moves all the app keeps)';

export class SandboxInUseError extends Error {
  constructor(
    readonly dataDir: string,
    cause?: unknown,
    moveHint = SANDBOX_MOVE_HINT,
    readonly holderPid?: number,
  ) {
    super(
      `the sandbox data folder ${dataDir} is in use by another Item Collection Explorer${holderPid ? ` (process ${holderPid})` : ''}; ` +
        `close it, or start this one with ${moveHint}`,
      { cause },
    );
    this.name = 'SandboxInUseError';
  }
}

/** Web mode's default: $ICE_SANDBOX_DIR, else a folder in the user's home. Electron passes its own. */
export function defaultSandboxDir(
  env: Record<string, string | undefined> = process.env,
  home: string = homedir(),
): string {
  const fromEnv = env.ICE_SANDBOX_DIR?.trim();
  return fromEnv ? fromEnv : join(home, '.item-collection-explorer', 'sandbox');
}

export const levelDir = (dataDir: string): string => join(dataDir, 'leveldb');

/** A LevelDB that has been opened once has a CURRENT file; without it there is no data. */
export const hasData = (dataDir: string): boolean => existsSync(join(levelDir(dataDir), 'CURRENT'));

/** A lock the app holds for as long as it has the folder open; see lockDataDir. */
export interface DataDirLock {
  /** Marks the app as on its way out: a start meanwhile waits for the folder instead of failing. */
  closing(): void;
  release(): Promise<void>;
}

/**
 * Takes the folder for this app until release(): the OS lock of a small LevelDB of its own
 * (`owner-lock/LOCK`, held by the OS while its owner runs, on every platform), kept open the whole
 * time. The sandbox's process is started, and restarted, only under it, so a second explorer on
 * the same folder is refused here, before any of it starts, and can never catch the data folder
 * between two of our processes. The lock goes with the process that held it, however it ends.
 */
export async function lockDataDir(dataDir: string, moveHint = SANDBOX_MOVE_HINT): Promise<DataDirLock> {
  try {
    await mkdir(levelDir(dataDir), { recursive: true });
  } catch (e) {
    throw new Error(
      `could not create the sandbox data folder ${dataDir}: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  try {
    // A previous app on its way out (stopped while busy) is waited for, a few seconds.
    return await takeFolderLock(dataDir, {
      name: 'owner-lock',
      what: 'the sandbox data folder',
      moveHint,
      waitMs: 10_000,
    });
  } catch (e) {
    if (e instanceof FolderInUseError) throw new SandboxInUseError(dataDir, e, moveHint, e.holderPid);
    throw e;
  }
}

/** Any marker counts, even an unreadable one: reseeding would wipe the user's changes. */
export const hasMarker = (dataDir: string): boolean => existsSync(join(dataDir, MARKER));

/** Written only after seeding finished, via rename, so a crash mid-seed never leaves a marker. */
export async function writeMarker(dataDir: string, marker: SeedMarker): Promise<void> {
  const path = join(dataDir, MARKER);
  await writeFile(`${path}.tmp`, JSON.stringify(marker, null, 2));
  await rename(`${path}.tmp`, path);
}

export async function removeMarker(dataDir: string): Promise<void> {
  await rm(join(dataDir, MARKER), { force: true });
}
