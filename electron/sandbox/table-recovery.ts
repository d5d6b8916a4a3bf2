/**
 * dynalite marks a table CREATING (or DELETING) on disk and finishes it from a timer. A process
 * killed in between leaves it so for good: every later request about it, Reset included, answers
 * ResourceInUseException. Run before dynalite opens the folder, this finishes what the timer would
 * have: a table being created becomes ACTIVE, a table being deleted is deleted with its items.
 * Keys follow dynalite's layout: `table~<name>`, `item-<name>~…`, `tag-<name>~…`, `index-<kind>~<name>~…`.
 */
import { ClassicLevel } from 'classic-level';

interface TableRecord {
  TableName?: string;
  TableStatus?: string;
  GlobalSecondaryIndexes?: Array<{ IndexStatus?: string }>;
}

/** Under the supervisor's 30 s start limit, with room for a busy machine. */
const LOCK_WAIT_MS = 20_000;

export class FolderLockedError extends Error {}

/** Returns what it changed, e.g. ["Orders: CREATING -> ACTIVE"]. */
export async function recoverTables(levelDir: string): Promise<string[]> {
  const db = await openWhenFree(levelDir);
  const changed: string[] = [];
  try {
    for await (const [key, table] of db.iterator({ gte: 'table~', lt: 'table~\uffff' })) {
      const name = key.slice('table~'.length);
      if (table?.TableStatus === 'CREATING' || table?.GlobalSecondaryIndexes?.some((i) => i.IndexStatus === 'CREATING')) {
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
 * ours still on its way out (its app was killed): wait for it rather than fail.
 */
async function openWhenFree(levelDir: string): Promise<ClassicLevel<string, TableRecord>> {
  const started = Date.now();
  for (;;) {
    const db = new ClassicLevel<string, TableRecord>(levelDir, { valueEncoding: 'json' });
    try {
      await db.open();
      return db;
    } catch (e) {
      if (!isLocked(e)) throw e;
      if (Date.now() - started > LOCK_WAIT_MS) throw new FolderLockedError(`the sandbox data folder ${levelDir} is held by another process`);
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
