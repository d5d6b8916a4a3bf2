/**
 * The write journal and write switches, per connection, in their own file of the app's data
 * folder (write-journal.json): each commit with the inverse changes that undo it, and whether the
 * user turned writing on or off for a connection. Kept apart from app-state.json, whose entries
 * the renderer owns and rewrites. One change at a time, written atomically.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readIfPresent, removeLeftoverTemps, writeFileAtomic } from './atomic-file.js';
import type { StagedChange } from '../../shared/writes/change.js';
import type { CommitSummary } from '../../shared/api-writes.js';

export const WRITE_JOURNAL_FILE = 'write-journal.json';
/** Commits kept per connection for undo; older ones are dropped first. */
export const COMMITS_KEPT = 50;
/** The file stays below this; the oldest commits go first to keep it there. */
export const JOURNAL_MAX_BYTES = 32 * 1024 * 1024;

export interface JournalEntry extends CommitSummary {
  /** The changes that undo this commit, in the order they are to be written. */
  inverses: StagedChange[];
}

interface JournalFile {
  format: 'item-collection-explorer/write-journal';
  version: 1;
  access: Record<string, boolean>;
  commits: Record<string, JournalEntry[]>;
}

const fileSchema = z.object({
  format: z.literal('item-collection-explorer/write-journal'),
  version: z.literal(1),
  access: z.record(z.string(), z.boolean()).default({}),
  commits: z.record(z.string(), z.array(z.any())).default({}),
});

const empty = (): JournalFile => ({
  format: 'item-collection-explorer/write-journal',
  version: 1,
  access: Object.create(null),
  commits: Object.create(null),
});

export class WriteJournal {
  readonly path: string | undefined;
  private loading?: Promise<JournalFile>;
  private queue: Promise<unknown> = Promise.resolve();

  /** `dir` undefined keeps the journal in memory (a session without a data folder). */
  constructor(dir: string | undefined) {
    this.path = dir === undefined ? undefined : join(dir, WRITE_JOURNAL_FILE);
  }

  async access(connectionId: string): Promise<boolean | undefined> {
    return (await this.load()).access[connectionId];
  }

  setAccess(connectionId: string, allowed: boolean): Promise<void> {
    return this.change((f) => {
      f.access[connectionId] = allowed;
    });
  }

  /** Newest first. */
  async commits(connectionId: string): Promise<JournalEntry[]> {
    return [...((await this.load()).commits[connectionId] ?? [])].reverse();
  }

  append(connectionId: string, entry: JournalEntry): Promise<void> {
    return this.change((f) => {
      const list = [...(f.commits[connectionId] ?? []), entry];
      f.commits[connectionId] = list.slice(-COMMITS_KEPT);
    });
  }

  /** Replaces an entry's inverses (what is left to undo), or drops it when none are left. */
  replace(connectionId: string, commitId: string, inverses: StagedChange[]): Promise<void> {
    return this.change((f) => {
      const list = f.commits[connectionId] ?? [];
      f.commits[connectionId] =
        inverses.length === 0
          ? list.filter((e) => e.commitId !== commitId)
          : list.map((e) =>
              e.commitId === commitId
                ? { ...e, inverses, changes: e.changes.filter((c) => inverses.some((i) => i.id === `undo-${c.id}`)) }
                : e,
            );
    });
  }

  private load(): Promise<JournalFile> {
    this.loading ??= this.read();
    return this.loading;
  }

  private change(edit: (f: JournalFile) => void): Promise<void> {
    const run = this.queue.then(async () => {
      const current = await this.load();
      const next: JournalFile = { ...current, access: { ...current.access }, commits: { ...current.commits } };
      edit(next);
      let text = JSON.stringify(next);
      // Too big: drop the oldest commit of the longest journal until it fits.
      while (text.length > JOURNAL_MAX_BYTES) {
        const longest = Object.entries(next.commits).sort((a, b) => b[1].length - a[1].length)[0];
        if (!longest || longest[1].length === 0) break;
        next.commits[longest[0]] = longest[1].slice(1);
        text = JSON.stringify(next);
      }
      if (this.path !== undefined) await writeFileAtomic(this.path, `${text}\n`);
      this.loading = Promise.resolve(next);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async read(): Promise<JournalFile> {
    if (this.path === undefined) return empty();
    await removeLeftoverTemps(this.path);
    try {
      const got = await readIfPresent(this.path);
      if (got.status === 'missing') return empty();
      const parsed = fileSchema.safeParse(JSON.parse(got.text));
      // A damaged journal only loses undo; the next write replaces it.
      return parsed.success ? (parsed.data as JournalFile) : empty();
    } catch {
      return empty();
    }
  }
}
