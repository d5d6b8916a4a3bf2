/**
 * How long the bulk journal keeps runs (bulk-runs/ holds whole item images, which is what Undo
 * needs and also what a user may not want kept for ever): at most `maxRuns` runs, none older than
 * `maxAgeDays` (by its file's last change), and no more than `maxBytes` in all, the newest kept
 * first; the newest run is always kept, so a run cut short can still be resumed and undone.
 * Applied when the journal is first used after the app starts (bulk-journal.ts). Said in the README.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface RetentionPolicy {
  maxRuns: number;
  maxAgeDays: number;
  maxBytes: number;
}

export const BULK_RETENTION: RetentionPolicy = { maxRuns: 100, maxAgeDays: 30, maxBytes: 1024 * 1024 * 1024 };

const DAY_MS = 24 * 60 * 60 * 1000;
const spoolOf = (journal: string) => `${journal.slice(0, -'.jsonl'.length)}.items`;

/** Removes the runs past the policy; answers the names of the files removed. */
export async function applyRetention(dir: string, policy: RetentionPolicy, now: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.jsonl'));
  const files: Array<{ name: string; mtime: number; size: number }> = [];
  for (const name of names) {
    const s = await stat(join(dir, name)).catch(() => undefined);
    // A run's spooled items (<runId>.items, item-spool.ts) count with its journal, and go with it.
    const items = await stat(join(dir, spoolOf(name))).catch(() => undefined);
    if (s?.isFile()) files.push({ name, mtime: s.mtimeMs, size: s.size + (items?.size ?? 0) });
  }
  files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const removed: string[] = [];
  let bytes = 0;
  files.forEach((f, n) => {
    bytes += f.size;
    const keep =
      n === 0 || (n < policy.maxRuns && now - f.mtime <= policy.maxAgeDays * DAY_MS && bytes <= policy.maxBytes);
    if (!keep) removed.push(f.name);
  });
  for (const name of removed) {
    await rm(join(dir, name), { force: true });
    await rm(join(dir, spoolOf(name)), { force: true });
  }
  return removed;
}
