/**
 * The journal of bulk runs: one file per run in the data folder (bulk-runs/<runId>.jsonl), one
 * event per checksummed line (durable-log.ts), appended as the run goes. It is a write-ahead
 * journal: a unit's intent (its keys and the images that undo it) is on disk, fsynced, before the
 * unit's calls leave, and its outcome after the answers; appends from a run's workers share one
 * fsync (the log's group commit). A journal that cannot be written rejects with a
 * JournalWriteError naming why, and the caller sends nothing. After a stop or a crash the file
 * says what was written or may have been, and Resume and Undo work from it (reconcile.ts).
 * While a run writes its file stays open; release() closes it when a pass or an undo ends.
 * Kept within bulk-retention.ts's policy, applied when the journal is first used; clear()
 * removes a connection's runs. A run's items are spooled beside its journal (<runId>.items,
 * item-spool.ts), counted by its 'spooled' lines. Without a data folder the events and the items
 * are kept in memory only.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { BulkRecord, type RunEvent } from '../service/bulk/bulk-record.js';
import { MemoryItems, type RunItems } from '../service/bulk/run-items.js';
import { ItemSpool } from './item-spool.js';
import { decodeLine, DurableLog, JournalWriteError } from './durable-log.js';
import { applyRetention, BULK_RETENTION, type RetentionPolicy } from './bulk-retention.js';

export const BULK_RUNS_FOLDER = 'bulk-runs';
const SAFE_ID = /^[A-Za-z0-9_.-]{1,200}$/;

/** A line of the journal: checksummed, or plain JSON as journals before the checksum were written. */
function parseLine(line: string): RunEvent | undefined {
  const checked = decodeLine(line);
  if (checked !== undefined) return checked as RunEvent;
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as RunEvent;
  } catch {
    return undefined;
  }
}

export class BulkJournal {
  readonly dir: string | undefined;
  private readonly logs = new Map<string, DurableLog>();
  private ready: Promise<void> | undefined;

  constructor(
    dataDir: string | undefined,
    private readonly retention: RetentionPolicy = BULK_RETENTION,
  ) {
    this.dir = dataDir === undefined ? undefined : join(dataDir, BULK_RUNS_FOLDER);
  }

  /** The retention policy, applied once, before the journal's first use in this process. */
  private start(): Promise<void> {
    if (this.dir === undefined) return Promise.resolve();
    this.ready ??= applyRetention(this.dir, this.retention, Date.now()).then(
      () => undefined,
      () => undefined,
    );
    return this.ready;
  }

  /**
   * Appends events in the order given, durable (fsync) when the promise resolves; rejects with a
   * JournalWriteError when they cannot be written. Appends of one run made while a write is on
   * its way go together in the next write (a group commit).
   */
  async append(runId: string, events: RunEvent[]): Promise<void> {
    if (this.dir === undefined) return;
    if (!SAFE_ID.test(runId)) throw new JournalWriteError(runId, new Error('not a run id'));
    await this.start();
    let log = this.logs.get(runId);
    if (!log) {
      log = new DurableLog(join(this.dir, `${runId}.jsonl`));
      this.logs.set(runId, log);
    }
    await log.append(events);
  }

  /** Where a new run keeps its items: a spool beside its journal, or memory without a data folder. */
  itemsFor(runId: string): RunItems {
    if (this.dir === undefined) return new MemoryItems();
    if (!SAFE_ID.test(runId)) throw new JournalWriteError(runId, new Error('not a run id'));
    return ItemSpool.fresh(join(this.dir, `${runId}.items`));
  }

  /** Closes the run's file after the appends before this call; the next append opens it again. */
  async release(runId: string): Promise<void> {
    const log = this.logs.get(runId);
    this.logs.delete(runId);
    await log?.release();
  }

  /** The ids of the runs journaled in the data folder (none without one). */
  async runIds(): Promise<string[]> {
    if (this.dir === undefined) return [];
    await this.start();
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.jsonl'))
      .map((n) => n.slice(0, -'.jsonl'.length))
      .filter((id) => SAFE_ID.test(id));
  }

  /** The run as its journal has it, or undefined when there is none (or it is damaged at its head). */
  async load(runId: string): Promise<BulkRecord | undefined> {
    if (this.dir === undefined || !SAFE_ID.test(runId)) return undefined;
    await this.start();
    let text: string;
    try {
      text = await readFile(join(this.dir, `${runId}.jsonl`), 'utf8');
    } catch {
      return undefined;
    }
    // A line torn by a crash or damaged fails its checksum and is skipped; a lost outcome
    // leaves its intent in doubt, which Resume and Undo reconcile by reading the items.
    const events = text.split('\n').flatMap((line) => (line.length === 0 ? [] : (parseLine(line) ?? [])));
    const spooled = events.reduce((n, e) => (e.t === 'spooled' ? n + e.count : n), 0);
    let record: BulkRecord | undefined;
    for (const event of events) {
      if (event.t === 'run') {
        record = new BulkRecord(event);
        if (spooled > 0) record.items = await ItemSpool.reopen(join(this.dir, `${runId}.items`), spooled);
      } else record?.apply(event);
    }
    record?.settle();
    return record;
  }

  /** Removes one run's journal and its spooled items; a run already gone is no error. */
  async remove(runId: string): Promise<void> {
    if (this.dir === undefined || !SAFE_ID.test(runId)) return;
    await this.release(runId);
    await rm(join(this.dir, `${runId}.jsonl`), { force: true });
    await rm(join(this.dir, `${runId}.items`), { force: true });
  }

  /**
   * Removes the journals of the connection's runs, except those in `keep` (runs writing or undoing
   * now); answers the ids removed. Undo of a removed run is no longer possible.
   */
  async clear(connectionId: string, keep: ReadonlySet<string> = new Set()): Promise<string[]> {
    if (this.dir === undefined) return [];
    const removed: string[] = [];
    for (const id of await this.runIds()) {
      if (keep.has(id)) continue;
      const head = await this.headOf(id);
      if (head?.connectionId !== connectionId) continue;
      await this.remove(id);
      removed.push(id);
    }
    return removed;
  }

  /** The run's first line (its head), without reading its items. */
  private async headOf(runId: string): Promise<Extract<RunEvent, { t: 'run' }> | undefined> {
    const stream = createReadStream(join(this.dir!, `${runId}.jsonl`), { encoding: 'utf8' });
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    try {
      for await (const line of lines) {
        const event = parseLine(line);
        return event?.t === 'run' ? event : undefined;
      }
      return undefined;
    } catch {
      return undefined;
    } finally {
      lines.close();
      stream.destroy();
    }
  }
}
