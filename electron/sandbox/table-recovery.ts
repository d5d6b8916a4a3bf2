/**
 * dynalite marks a table CREATING (or DELETING) on disk and finishes it from a timer. A process
 * killed in between leaves it so for good: every later request about it, Reset included, answers
 * ResourceInUseException. Run before dynalite opens the folder, this finishes what the timer would
 * have: a table being created becomes ACTIVE, a table being deleted is deleted with its items.
 * Keys follow dynalite's layout: `table~<name>`, `item-<name>~…`, `tag-<name>~…`, `index-<kind>~<name>~…`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ClassicLevel } from 'classic-level';

interface TableRecord {
  TableName?: string;
  TableStatus?: string;
  GlobalSecondaryIndexes?: Array<{ IndexStatus?: string }>;
}

/** Under the supervisor's 30 s start limit, with room for a busy machine. */
const LOCK_WAIT_MS = 20_000;
/** How long a holder of the folder may take to leave on its own before it is ended. */
const STALE_HOLDER_GRACE_MS = 2_000;

/** Where the sandbox process that opens a folder writes its pid, so a later start can end it if its app died. */
export function holderPidFile(levelDir: string): string {
  return join(dirname(levelDir), 'sandbox-process.pid');
}

/** Called once this process holds the folder. */
export function recordHolder(levelDir: string): void {
  try {
    writeFileSync(holderPidFile(levelDir), String(process.pid));
  } catch {
    // Only a help for the next start; the folder itself is what matters.
  }
}

export class FolderLockedError extends Error {}

/** Returns what it changed, e.g. ["Orders: CREATING -> ACTIVE"]. */
export async function recoverTables(levelDir: string): Promise<string[]> {
  const db = await openWhenFree(levelDir);
  const changed: string[] = [];
  try {
    for await (const [key, table] of db.iterator({ gte: 'table~', lt: 'table~\uffff' })) {
      const name = key.slice('table~'.length);
      if (
        table?.TableStatus === 'CREATING' ||
        table?.GlobalSecondaryIndexes?.some((i) => i.IndexStatus === 'CREATING')
      ) {
        table.TableStatus = 'ACTIVE';
        for (const index of table.GlobalSecondaryIndexes ?? []) index.IndexStatus = 'ACTIVE';
        await db.put(key, table);
        changed.push(`${name}: CREATING -> ACTIVE`);
      } else if (table?.TableStatus === 'DELETING') {
        for (const prefix of [`item-${name}~`, `tag-${name}~`, `index-global~${name}~`, `index-local~${name}~`]) {
          await db.clear({ gte: prefix, lt: `${prefix}\uffff` });
        }
        await db.del(key);
        changed.push(`${name}: DELETING -> deleted`);
      }
    }
  } finally {
    await db.close();
  }
  return changed;
}

/**
 * The app holds the folder's owner lock, so a LevelDB lock here can only be a sandbox process of
 * ours still on its way out (its app was killed): wait for it, and end it if it lingers, rather
 * than fail. Nothing else can hold the folder while our app holds the owner lock.
 */
async function openWhenFree(levelDir: string): Promise<ClassicLevel<string, TableRecord>> {
  const started = Date.now();
  let ended = false;
  for (;;) {
    const db = new ClassicLevel<string, TableRecord>(levelDir, { valueEncoding: 'json' });
    try {
      await db.open();
      return db;
    } catch (e) {
      if (!isLocked(e)) throw e;
      if (Date.now() - started > LOCK_WAIT_MS)
        throw new FolderLockedError(`the sandbox data folder ${levelDir} is held by another process`);
      if (!ended && Date.now() - started > STALE_HOLDER_GRACE_MS) ended = endStaleHolder(levelDir);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export function isLocked(e: unknown): boolean {
  for (let err = e; err instanceof Error; err = err.cause) {
    if ((err as Error & { code?: string }).code === 'LEVEL_LOCKED') return true;
  }
  return false;
}

/** Ends the sandbox process recorded as holding the folder, if it is still alive and is not this one. */
function endStaleHolder(levelDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(holderPidFile(levelDir), 'utf8').trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  // Where the OS tells what a process is, never end one that is not a sandbox process (a reused pid).
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!/sandbox|--type=utility/.test(cmdline)) return false;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || existsSync(`/proc/${process.pid}`)) return false;
  }
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}
