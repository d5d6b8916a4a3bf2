/**
 * A bulk run's items on disk, beside its journal (bulk-runs/<runId>.items): one checksummed line
 * per item (durable-log.ts's encoding), appended and fsynced before the journal's 'spooled' line
 * counts them, so the journal never counts an item the spool does not hold whole. The service
 * keeps only an index, the byte offset of every SPOOL_STRIDE-th item, and a few recently read
 * strides; an item is found by its stride's offset. After a restart the index is rebuilt by one
 * streamed pass over the file, up to the count the journal gives (lines past it, spooled by a call
 * a crash cut short before the journal counted them, are cut off before the next append).
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { open, truncate } from 'node:fs/promises';
import type { Item } from '../../shared/dynamo/types.js';
import type { RunItems } from '../service/bulk/run-items.js';
import { decodeLine, DurableLog, encodeLine, JournalWriteError } from './durable-log.js';

/** Items per index entry: the index is 1/SPOOL_STRIDE of the items, a stride one read. */
export const SPOOL_STRIDE = 100;
/** Strides kept decoded after a read (LRU): the units in flight and their neighbours. */
const STRIDES_KEPT = 64;

export class ItemSpool implements RunItems {
  private readonly log: DurableLog;
  /** Byte offset of item k*SPOOL_STRIDE. */
  private readonly offsets: number[] = [];
  private count = 0;
  /** Bytes of the `count` items; the file may be longer after a crash or a failed append. */
  private end = 0;
  private cutNeeded = false;
  private readonly strides = new Map<number, Item[]>();

  private constructor(readonly path: string) {
    this.log = new DurableLog(path);
  }

  /** A new run's spool (the file is made at the first append). */
  static fresh(path: string): ItemSpool {
    return new ItemSpool(path);
  }

  /** The spool of a run read back from its journal, which counted `count` items. */
  static async reopen(path: string, count: number): Promise<ItemSpool> {
    const spool = new ItemSpool(path);
    if (count === 0) return ((spool.cutNeeded = true), spool);
    let pos = 0;
    let seen = 0;
    spool.offsets.push(0);
    const stream = createReadStream(path);
    try {
      outer: for await (const chunk of stream as AsyncIterable<Buffer>) {
        let from = 0;
        for (;;) {
          const nl = chunk.indexOf(0x0a, from);
          if (nl < 0) break;
          seen++;
          if (seen === count) {
            spool.end = pos + nl + 1;
            break outer;
          }
          if (seen % SPOOL_STRIDE === 0) spool.offsets.push(pos + nl + 1);
          from = nl + 1;
        }
        pos += chunk.length;
      }
    } catch (e) {
      throw new JournalWriteError(path, e, 'read');
    } finally {
      stream.destroy();
    }
    if (seen < count)
      throw new JournalWriteError(path, new Error(`the spool holds ${seen} of the run's ${count} items`), 'read');
    spool.count = count;
    spool.cutNeeded = true;
    return spool;
  }

  get length() {
    return this.count;
  }

  async append(items: readonly Item[]): Promise<void> {
    if (items.length === 0) return;
    if (this.cutNeeded) {
      await this.log.release();
      await truncate(this.path, this.end).catch((e: unknown) => {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new JournalWriteError(this.path, e);
      });
      this.cutNeeded = false;
    }
    const before = { count: this.count, end: this.end, offsets: this.offsets.length };
    const lines = items.map(encodeLine);
    for (const line of lines) {
      if (this.count % SPOOL_STRIDE === 0) this.offsets.push(this.end);
      this.end += Buffer.byteLength(line) + 1;
      this.count++;
    }
    // The last stride grows: a copy of it decoded before is stale.
    this.strides.delete(Math.floor(before.count / SPOOL_STRIDE));
    try {
      await this.log.appendLines(lines);
    } catch (e) {
      // Part of the lines may be on disk: the next append cuts the file back to what is counted.
      this.count = before.count;
      this.end = before.end;
      this.offsets.length = before.offsets;
      this.cutNeeded = true;
      throw e;
    }
  }

  /** Closes the spool's file for writing (the run is made); reads open it as they need. */
  release(): Promise<void> {
    return this.log.release();
  }

  item(i: number): Item {
    const s = Math.floor(this.check(i) / SPOOL_STRIDE);
    let stride = this.kept(s);
    if (!stride) {
      const [start, stop] = this.range(s);
      const buf = Buffer.alloc(stop - start);
      const fd = openSync(this.path, 'r');
      try {
        let got = 0;
        while (got < buf.length) {
          const n = readSync(fd, buf, got, buf.length - got, start + got);
          if (n === 0) break;
          got += n;
        }
      } finally {
        closeSync(fd);
      }
      stride = this.keep(s, this.decode(buf));
    }
    return stride[i % SPOOL_STRIDE]!;
  }

  async prefetch(indices: readonly number[]): Promise<void> {
    const wanted = [...new Set(indices.map((i) => Math.floor(this.check(i) / SPOOL_STRIDE)))].filter(
      (s) => !this.strides.has(s),
    );
    if (wanted.length === 0) return;
    const file = await open(this.path, 'r');
    try {
      for (const s of wanted) {
        const [start, stop] = this.range(s);
        const buf = Buffer.alloc(stop - start);
        await file.read(buf, 0, buf.length, start);
        this.keep(s, this.decode(buf));
      }
    } finally {
      await file.close();
    }
  }

  private check(i: number): number {
    if (!Number.isInteger(i) || i < 0 || i >= this.count)
      throw new Error(`bulk run: no item ${i} (the run holds ${this.count})`);
    return i;
  }

  private range(s: number): [number, number] {
    return [this.offsets[s]!, this.offsets[s + 1] ?? this.end];
  }

  private decode(buf: Buffer): Item[] {
    const lines = buf.toString('utf8').split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return lines.map((line) => {
      const item = decodeLine(line);
      if (item === undefined) throw new JournalWriteError(this.path, new Error('an item line is damaged'), 'read');
      return item as Item;
    });
  }

  private kept(s: number): Item[] | undefined {
    const stride = this.strides.get(s);
    if (stride) {
      this.strides.delete(s);
      this.strides.set(s, stride);
    }
    return stride;
  }

  private keep(s: number, stride: Item[]): Item[] {
    this.strides.set(s, stride);
    if (this.strides.size > STRIDES_KEPT) this.strides.delete(this.strides.keys().next().value!);
    return stride;
  }
}
