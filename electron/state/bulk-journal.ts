/**
 * The journal of bulk runs: one file per run in the data folder (bulk-runs/<runId>.jsonl), one
 * event per line, appended as the run goes (shared with electron/service/bulk/bulk-record.ts). A
 * batch's line is written after DynamoDB confirmed its writes and before the next batch is taken,
 * so after a stop or a crash the file says what was written, with each deleted item's old image,
 * and Resume and Undo work from it. Appending keeps a run of a million items from rewriting its
 * whole file per batch. While a run writes, its file stays open (opening it per append stalled for
 * hundreds of milliseconds on a busy disk); release() closes it when a pass or an undo ends.
 * Without a data folder the events are kept in memory only.
 */
import { mkdir, open, readdir, readFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { BulkRecord, type RunEvent } from '../service/bulk/bulk-record.js';

export const BULK_RUNS_FOLDER = 'bulk-runs';
const SAFE_ID = /^[A-Za-z0-9_.-]{1,200}$/;

export class BulkJournal {
  readonly dir: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** The folder is made once, by the first append that needs it. */
  private made = false;
  private readonly files = new Map<string, FileHandle>();
  /** The write not started yet, which further appends join. */
  private waiting?: { texts: Map<string, string[]>; done: Promise<void> };

  constructor(dataDir: string | undefined) {
    this.dir = dataDir === undefined ? undefined : join(dataDir, BULK_RUNS_FOLDER);
  }

  /**
   * Appends events in the order given; one run's lines never interleave with another call's.
   * Appends that come while a write is on disk's way go together in the next write (a group
   * commit): a run's four workers then cost one file write between them, not one each.
   */
  append(runId: string, events: RunEvent[]): Promise<void> {
    if (this.dir === undefined || !SAFE_ID.test(runId)) return Promise.resolve();
    const text = events.map((e) => `${JSON.stringify(e)}\n`).join('');
    if (this.waiting) {
      const batch = this.waiting.texts.get(runId);
      if (batch) batch.push(text);
      else this.waiting.texts.set(runId, [text]);
      return this.waiting.done;
    }
    const dir = this.dir;
    const texts = new Map([[runId, [text]]]);
    const run = this.queue.then(async () => {
      // From here on, later appends wait for the next write.
      if (this.waiting?.texts === texts) this.waiting = undefined;
      if (!this.made) await mkdir(dir, { recursive: true, mode: 0o700 });
      this.made = true;
      for (const [id, parts] of texts) {
        let file = this.files.get(id);
        if (!file) {
          file = await open(join(dir, `${id}.jsonl`), 'a', 0o600);
          this.files.set(id, file);
        }
        await file.appendFile(parts.join(''));
      }
    });
    this.waiting = { texts, done: run };
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the run's file after the appends before this call; the next append opens it again. */
  release(runId: string): Promise<void> {
    const run = this.queue.then(async () => {
      const file = this.files.get(runId);
      this.files.delete(runId);
      await file?.close();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The ids of the runs journaled in the data folder (none without one). */
  async runIds(): Promise<string[]> {
    if (this.dir === undefined) return [];
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.jsonl'))
      .map((n) => n.slice(0, -'.jsonl'.length))
      .filter((id) => SAFE_ID.test(id));
  }

  /** The run as its journal has it, or undefined when there is none (or it is damaged at its head). */
  async load(runId: string): Promise<BulkRecord | undefined> {
    if (this.dir === undefined || !SAFE_ID.test(runId)) return undefined;
    let text: string;
    try {
      text = await readFile(join(this.dir, `${runId}.jsonl`), 'utf8');
    } catch {
      return undefined;
    }
    const lines = text.split('\n').filter((l) => l.length > 0);
    let record: BulkRecord | undefined;
    for (const line of lines) {
      let event: RunEvent;
      try {
        event = JSON.parse(line) as RunEvent;
      } catch {
        break; // A line cut short by a crash: what came before it stands.
      }
      if (event.t === 'run') record = new BulkRecord(event);
      else record?.apply(event);
    }
    record?.settle();
    return record;
  }
}
