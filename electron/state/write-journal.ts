/**
 * The app's write state in its data folder: the write switches per connection (write-access.json,
 * small, rewritten atomically) and the write-ahead journal of commits (write-journal.log, see
 * commit-journal.ts). Kept apart from app-state.json, whose entries the renderer owns. On first
 * start after an update, an old write-journal.json (switches and commits in one file) is read
 * into both and then left as it was.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { StagedChange } from '../../shared/writes/change.js';
import type { CommitSummary } from '../../shared/api-writes.js';
import { readIfPresent, removeLeftoverTemps, writeFileAtomic } from './atomic-file.js';
import { CommitJournal } from './commit-journal.js';
import type { CommitRecord, IntentWrite } from './commit-records.js';

export const WRITE_ACCESS_FILE = 'write-access.json';
/** The file of earlier versions, read once. */
export const OLD_JOURNAL_FILE = 'write-journal.json';

const accessSchema = z.object({
  format: z.literal('item-collection-explorer/write-access'),
  access: z.record(z.string(), z.boolean()),
});

const oldSchema = z.object({
  format: z.literal('item-collection-explorer/write-journal'),
  access: z.record(z.string(), z.boolean()).default({}),
  commits: z.record(z.string(), z.array(z.any())).default({}),
});

/** An entry of write-journal.json: the commit and the inverse changes that undo it. */
interface OldEntry extends Omit<CommitSummary, 'state' | 'undone' | 'total' | 'changes'> {
  changes: Array<{ id: string; TableName: string; kind: IntentWrite['kind']; key: IntentWrite['key'] }>;
  inverses: StagedChange[];
}

export class WriteJournal {
  readonly commits: CommitJournal;
  private readonly accessPath: string | undefined;
  private readonly dir: string | undefined;
  private loading?: Promise<Record<string, boolean>>;
  private queue: Promise<unknown> = Promise.resolve();

  /** `dir` undefined keeps everything in memory (a session without a data folder). */
  constructor(dir: string | undefined, commits = new CommitJournal(dir)) {
    this.dir = dir;
    this.accessPath = dir === undefined ? undefined : join(dir, WRITE_ACCESS_FILE);
    this.commits = commits;
  }

  async access(connectionId: string): Promise<boolean | undefined> {
    return (await this.load())[connectionId];
  }

  setAccess(connectionId: string, allowed: boolean): Promise<void> {
    const run = this.queue.then(async () => {
      const next = { ...(await this.load()), [connectionId]: allowed };
      await this.save(next);
      this.loading = Promise.resolve(next);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The switches, and the journal ready (migrated from write-journal.json on first start). */
  load(): Promise<Record<string, boolean>> {
    this.loading ??= this.read();
    return this.loading;
  }

  private async save(access: Record<string, boolean>): Promise<void> {
    if (this.accessPath === undefined) return;
    const file = { format: 'item-collection-explorer/write-access', access };
    await writeFileAtomic(this.accessPath, `${JSON.stringify(file)}\n`);
  }

  private async read(): Promise<Record<string, boolean>> {
    if (this.accessPath === undefined || this.dir === undefined) return Object.create(null);
    await removeLeftoverTemps(this.accessPath);
    const got = await readIfPresent(this.accessPath).catch(() => ({ status: 'missing' as const }));
    if (got.status === 'ok') {
      const parsed = accessSchema.safeParse(safeJson(got.text));
      return parsed.success ? { ...parsed.data.access } : Object.create(null);
    }
    const old = await readIfPresent(join(this.dir, OLD_JOURNAL_FILE)).catch(() => ({ status: 'missing' as const }));
    const parsed = old.status === 'ok' ? oldSchema.safeParse(safeJson(old.text)) : undefined;
    if (!parsed?.success) return Object.create(null);
    // Commits first, the switches file last: it marks the migration done.
    await this.commits.append(migratedRecords(parsed.data.commits as Record<string, OldEntry[]>));
    const access = { ...parsed.data.access };
    await this.save(access);
    return access;
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** An old entry as an intent and its outcome: each change written, undone by its inverse. */
export function migratedRecords(commits: Record<string, OldEntry[]>): CommitRecord[] {
  const out: CommitRecord[] = [];
  for (const [c, entries] of Object.entries(commits)) {
    for (const e of entries) {
      const inverses = new Map(e.inverses.map((i) => [i.id, i]));
      const writes: IntentWrite[] = e.changes.flatMap((ch) => {
        const inv = inverses.get(`undo-${ch.id}`);
        if (!inv) return [];
        return [
          {
            id: ch.id,
            TableName: ch.TableName,
            kind: ch.kind,
            key: ch.key,
            conditions: [],
            ...(inv.after ? { before: inv.after } : {}),
            ...(inv.before ? { result: inv.before } : {}),
            ...(inv.versionAttribute !== undefined ? { versionAttribute: inv.versionAttribute } : {}),
          },
        ];
      });
      if (writes.length === 0) continue;
      out.push({ t: 'intent', c, commit: e.commitId, op: 'do', at: e.at, writes });
      out.push({
        t: 'outcome',
        c,
        commit: e.commitId,
        op: 'do',
        outcomes: writes.map((w) => ({ id: w.id, status: 'written' })),
      });
    }
  }
  return out;
}
