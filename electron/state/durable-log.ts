/**
 * An append-only log whose lines are durable before append() resolves: the write-ahead journal's
 * storage (commits, undo, bulk units). Each line carries a CRC-32 of its JSON, so a line torn by
 * a crash or a bad sector is recognised and skipped rather than trusted; appends that arrive while
 * one is on its way to disk go together in the next write and share one fsync (a group commit).
 * A log that cannot be written (disk full, no permission, a folder where the file should be)
 * rejects with a JournalWriteError saying why, so the caller sends nothing.
 */
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** `<crc32 of json, 8 hex> <json>` without the newline. */
export function encodeLine(record: unknown): string {
  const json = JSON.stringify(record);
  return `${hex8(crc32(json))} ${json}`;
}

/** The record of one line, or undefined when the line is torn or damaged. */
export function decodeLine(line: string): unknown {
  if (line.length < 10 || line[8] !== ' ') return undefined;
  const json = line.slice(9);
  if (line.slice(0, 8) !== hex8(crc32(json))) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

export interface LogContents<T> {
  records: T[];
  /** Lines whose checksum did not match (a torn tail after a crash, or damage). */
  damaged: number;
}

/** The log's records in order; a missing file is an empty log. */
export async function readLog<T>(path: string): Promise<LogContents<T>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], damaged: 0 };
    throw new JournalWriteError(path, e, 'read');
  }
  const records: T[] = [];
  let damaged = 0;
  for (const line of text.split('\n')) {
    if (line.length === 0) continue;
    const r = decodeLine(line);
    if (r === undefined) damaged++;
    else records.push(r as T);
  }
  return { records, damaged };
}

const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'a folder is in the way of the file',
  ENOTDIR: 'a file is in the way of its folder',
  EIO: 'an input/output error',
};

/** The journal could not be written or read; `code` is Node's (ENOSPC, EACCES, EISDIR ...). */
export class JournalWriteError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly path: string,
    cause: unknown,
    doing: 'write' | 'read' = 'write',
  ) {
    const code = (cause as NodeJS.ErrnoException)?.code;
    const why = (code && WHY[code]) ?? (cause instanceof Error ? cause.message : String(cause));
    super(
      `The write journal ${path} could not be ${doing === 'write' ? 'written' : 'read'}: ${why}${code ? ` (${code})` : ''}`,
    );
    this.name = 'JournalWriteError';
    this.code = code;
  }
}

export class DurableLog {
  private file?: FileHandle;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting?: { lines: string[]; done: Promise<void> };
  /** Whether the file may end without a newline (a crash tore its last line): checked once per open. */
  private checkedTail = false;

  constructor(readonly path: string) {}

  /**
   * Resolves once every record is on disk (fsync), or rejects with a JournalWriteError. After a
   * rejection some of the records may still be on disk whole: a reader must treat an intent
   * without an outcome as "maybe sent" (recovery reads the item), never as sent.
   */
  append(records: unknown[]): Promise<void> {
    return this.appendLines(records.map(encodeLine));
  }

  /** append() of lines encoded already (encodeLine), for a caller that needs their byte lengths. */
  appendLines(lines: string[]): Promise<void> {
    if (lines.length === 0) return Promise.resolve();
    if (this.waiting) {
      this.waiting.lines.push(...lines);
      return this.waiting.done;
    }
    const batch = { lines, done: Promise.resolve() };
    const run = this.queue.then(async () => {
      if (this.waiting === batch) this.waiting = undefined;
      try {
        const file = await this.open();
        await file.appendFile(`${batch.lines.join('\n')}\n`, 'utf8');
        await file.sync();
      } catch (e) {
        // The handle may be in an unknown state (a short write): the next append opens afresh,
        // and the tail check then starts it on a new line.
        await this.close();
        throw e instanceof JournalWriteError ? e : new JournalWriteError(this.path, e);
      }
    });
    batch.done = run;
    this.waiting = batch;
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the file after the appends before this call; the next append opens it again. */
  release(): Promise<void> {
    const run = this.queue.then(() => this.close());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async open(): Promise<FileHandle> {
    if (this.file) return this.file;
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    const file = await open(this.path, 'a+', 0o600);
    this.file = file;
    if (!this.checkedTail) {
      const { size } = await file.stat();
      if (size > 0) {
        const last = Buffer.alloc(1);
        await file.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) await file.appendFile('\n');
      }
      this.checkedTail = true;
    }
    return file;
  }

  private async close(): Promise<void> {
    const file = this.file;
    this.file = undefined;
    this.checkedTail = false;
    await file?.close().catch(() => undefined);
  }
}
