/**
 * The write-ahead journal of commits and undo on disk (`<data>/write-journal.log`, a DurableLog of
 * checksummed lines, each record naming its connection), with its state in memory. A record is
 * applied to the state only once it is durable, so what the service believes is what a restart
 * will read. On open, the retention policy drops old commits and the log is compacted (rewritten
 * atomically); "Clear write history" rewrites it without the connection's commits.
 */
import { join } from 'node:path';
import { removeLeftoverTemps, writeFileAtomic } from './atomic-file.js';
import {
  applyRecord,
  emptyState,
  inDoubt,
  type CommitRecord,
  type CommitState,
  type JournalState,
} from './commit-records.js';
import { DurableLog, encodeLine, readLog } from './durable-log.js';

export const COMMIT_LOG_FILE = 'write-journal.log';

/** The retention policy (README "What the app keeps"): per connection, by age, and in all. */
export const RETENTION = {
  commitsPerConnection: 200,
  maxAgeDays: 90,
  maxBytes: 64 * 1024 * 1024,
};

export class CommitJournal {
  readonly path: string | undefined;
  private readonly log: DurableLog | undefined;
  private state: JournalState = emptyState();
  private opening?: Promise<void>;
  /** Appends wait for a rewrite of the file to end (compaction, clear). */
  private barrier: Promise<unknown> = Promise.resolve();

  /** `dir` undefined: in memory only (a session without a data folder). */
  constructor(
    dir: string | undefined,
    private readonly retention = RETENTION,
    private readonly now = () => Date.now(),
  ) {
    this.path = dir === undefined ? undefined : join(dir, COMMIT_LOG_FILE);
    this.log = this.path === undefined ? undefined : new DurableLog(this.path);
  }

  /** Reads the log once, applies the retention policy, and compacts when anything was dropped. */
  open(): Promise<void> {
    // A log that cannot be read now (a folder in the way) is tried again on the next call.
    this.opening ??= this.load().catch((e: unknown) => {
      this.opening = undefined;
      this.state = emptyState();
      throw e;
    });
    return this.opening;
  }

  /** The connection's commits, newest first. */
  async commits(connectionId: string): Promise<CommitState[]> {
    await this.open();
    return [...(this.state.get(connectionId) ?? [])].reverse();
  }

  async commit(connectionId: string, commitId: string): Promise<CommitState | undefined> {
    await this.open();
    return this.state.get(connectionId)?.find((c) => c.commitId === commitId);
  }

  /** Durable (fsync) before it resolves, then part of the state; a JournalWriteError otherwise. */
  async append(records: CommitRecord[]): Promise<void> {
    await this.open();
    await this.barrier;
    const lines = records.map((r) => encodeLine(r).length + 1);
    if (this.log) await this.log.append(records);
    records.forEach((r, i) => applyRecord(this.state, r, lines[i]));
  }

  /** Drops every commit of the connection, on disk too; resolves with how many there were. */
  async clear(connectionId: string): Promise<number> {
    await this.open();
    const count = this.state.get(connectionId)?.length ?? 0;
    await this.rewrite((kept) => kept.filter((r) => r.c !== connectionId));
    this.state.delete(connectionId);
    return count;
  }

  async close(): Promise<void> {
    await this.barrier;
    await this.log?.release();
  }

  private async load(): Promise<void> {
    if (!this.path) return;
    await removeLeftoverTemps(this.path);
    const { records, damaged } = await readLog<CommitRecord>(this.path);
    for (const r of records) applyRecord(this.state, r, encodeLine(r).length + 1);
    const dropped = this.retain();
    if (dropped.size > 0 || damaged > 0 || records.some((r) => r.t === 'clear'))
      await this.rewrite((kept) => kept, records);
  }

  /** Commits the policy drops (never one still in doubt: recovery needs it), removed from the state. */
  private retain(): Set<CommitState> {
    const dropped = new Set<CommitState>();
    const oldest = this.now() - this.retention.maxAgeDays * 24 * 3600 * 1000;
    const settled = (c: CommitState) => inDoubt(c).length === 0;
    for (const list of this.state.values()) {
      const excess = list.length - this.retention.commitsPerConnection;
      list.forEach((c, i) => {
        if (settled(c) && (i < excess || Date.parse(c.at) < oldest)) dropped.add(c);
      });
    }
    const all = [...this.state.values()].flat().filter((c) => !dropped.has(c));
    let bytes = all.reduce((n, c) => n + c.bytes, 0);
    for (const c of all.sort((a, b) => a.at.localeCompare(b.at))) {
      if (bytes <= this.retention.maxBytes) break;
      if (!settled(c)) continue;
      dropped.add(c);
      bytes -= c.bytes;
    }
    for (const [id, list] of this.state)
      this.state.set(
        id,
        list.filter((c) => !dropped.has(c)),
      );
    return dropped;
  }

  /**
   * Writes the records of the commits still in the state (filtered by `keep`) to a new file and
   * renames it over the log: the log is the old one or the new one, never half of either.
   */
  private async rewrite(keep: (records: CommitRecord[]) => CommitRecord[], read?: CommitRecord[]): Promise<void> {
    if (!this.path || !this.log) return;
    const path = this.path;
    const log = this.log;
    const run = (async () => {
      await log.release();
      const records = read ?? (await readLog<CommitRecord>(path)).records;
      const live = new Set([...this.state.values()].flat().map((c) => `${c.connectionId}\n${c.commitId}`));
      const kept = keep(records.filter((r) => r.t !== 'clear' && live.has(`${r.c}\n${r.commit}`)));
      await writeFileAtomic(path, kept.map((r) => `${encodeLine(r)}\n`).join(''));
    })();
    this.barrier = run.catch(() => undefined);
    await run;
  }
}
