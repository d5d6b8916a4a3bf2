/**
 * One export run in the service: the read's pages (export-pages.ts) turned into the format's text
 * (shared/export) and written to the file as they come, waiting for the disk when it is behind, so
 * memory holds a page or two whatever the file's size. A CSV first reads the read once for its
 * columns (the header needs them all) and then again for the rows. Stop, a failure, the cap or the
 * budget end the pages after the last whole one, and the file is closed as a valid file up to
 * there (a JSON array closed, every line whole); a Stop in the header pass writes no file.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { ExportStatus } from '../../../shared/api-export.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { ColumnSet } from '../../../shared/export/csv-text.js';
import { exportChunks, type ExportFormat } from '../../../shared/export/export-items.js';
import { ExportPages, type PagesOptions } from './export-pages.js';

export interface ExportRunOptions extends Omit<PagesOptions, 'signal' | 'unitsBefore'> {
  exportId: string;
  format: ExportFormat;
  keys?: readonly string[];
  bom?: boolean;
  fileName: string;
  /** Where the file is written. */
  path: string;
  /** A temporary file the page downloads (web mode), rather than one the user chose. */
  temporary: boolean;
  /** The error as the page may see it (named, redacted). */
  describeError(e: unknown): ExportStatus['error'];
}

export class ExportRun {
  private readonly controller = new AbortController();
  private pass: ExportStatus['pass'] = 'items';
  private current: ExportPages | undefined;
  private written = 0;
  private bytes = 0;
  private unitsBefore = 0;
  private pagesBefore = 0;
  private state: ExportStatus['state'] = 'running';
  private endedBy: ExportStatus['endedBy'];
  private error: ExportStatus['error'];
  private late = new Set<string>();
  private fileWritten = false;
  private taken = false;
  /** Settles when the run has ended and its file is closed (or removed). */
  readonly finished: Promise<void>;

  constructor(private readonly o: ExportRunOptions) {
    this.finished = this.run();
  }

  stop(): void {
    this.controller.abort();
  }

  /** A temporary file that is ready to be downloaded, not yet taken. */
  get downloadable(): boolean {
    return this.o.temporary && this.state !== 'running' && this.fileWritten && !this.taken;
  }

  /** The temporary file, for sending: once. */
  takeFile(): { path: string; fileName: string } | undefined {
    if (!this.downloadable) return undefined;
    this.taken = true;
    return { path: this.o.path, fileName: this.o.fileName };
  }

  /** The file was sent (or is no longer wanted): it is removed, and no longer offered. */
  async discard(): Promise<void> {
    this.fileWritten = false;
    await rm(this.o.path, { force: true });
  }

  status(downloadPath: string): ExportStatus {
    const p = this.current;
    return {
      exportId: this.o.exportId,
      format: this.o.format,
      pass: this.pass,
      state: this.state,
      items: this.pass === 'columns' ? (p?.items ?? 0) : this.written,
      bytes: this.bytes,
      pages: this.pagesBefore + (p?.pages ?? 0),
      consumedUnits: p?.units ?? this.unitsBefore,
      fileName: this.o.fileName,
      ...(!this.o.temporary && this.fileWritten ? { path: this.o.path } : {}),
      ...(this.downloadable ? { download: downloadPath } : {}),
      ...(this.endedBy ? { endedBy: this.endedBy } : {}),
      ...(this.late.size > 0 ? { lateColumns: [...this.late] } : {}),
      ...(this.error ? { error: this.error } : {}),
    };
  }

  private pages(): ExportPages {
    const pages = new ExportPages({ ...this.o, signal: this.controller.signal, unitsBefore: this.unitsBefore });
    this.current = pages;
    return pages;
  }

  private async run(): Promise<void> {
    try {
      let columns: readonly string[] | undefined;
      if (this.o.format === 'csv') {
        this.pass = 'columns';
        const set = new ColumnSet(this.o.keys);
        const first = this.pages();
        for await (const page of first) set.addItems(page);
        if (this.ended(first)) return;
        columns = set.columns;
        this.unitsBefore = first.units;
        this.pagesBefore = first.pages;
        this.pass = 'items';
      }
      const pages = this.pages();
      const known = columns ? new Set(columns) : undefined;
      const rows = known ? this.noticingLate(pages, known) : pages;
      const chunks = exportChunks(rows, this.o.format, {
        keys: this.o.keys,
        ...(columns ? { columns } : {}),
        bom: this.o.format === 'csv' && this.o.bom === true,
        onProgress: (n) => {
          this.written = n;
        },
      });
      await this.write(chunks);
      this.ended(pages);
    } catch (e) {
      this.state = 'failed';
      this.error = this.o.describeError(e);
    }
  }

  /** Ends the run when a pass ended short; true when there is nothing more to do. */
  private ended(pages: ExportPages): boolean {
    const end = pages.end ?? {};
    if (end.error !== undefined) {
      this.state = 'failed';
      this.error = this.o.describeError(end.error);
      return true;
    }
    if (end.endedBy) this.endedBy = end.endedBy;
    // Only a Stop ends the header pass early: a cap or a budget leaves columns enough for what was read.
    if (this.pass === 'columns' && end.endedBy !== 'stop') return false;
    this.state = end.endedBy === 'stop' ? 'stopped' : 'done';
    return true;
  }

  private async *noticingLate(pages: ExportPages, known: Set<string>): AsyncGenerator<readonly Item[]> {
    for await (const page of pages) {
      for (const item of page) for (const name in item) if (!known.has(name)) this.late.add(name);
      yield page;
    }
  }

  private async write(chunks: AsyncIterable<string>): Promise<void> {
    const file: WriteStream = createWriteStream(this.o.path, { flags: 'w' });
    this.fileWritten = true;
    const failed = once(file, 'error').then(([e]) => Promise.reject(e as Error));
    failed.catch(() => undefined);
    try {
      for await (const chunk of chunks) {
        const buf = Buffer.from(chunk, 'utf8');
        this.bytes += buf.length;
        if (!file.write(buf)) await Promise.race([once(file, 'drain'), failed]);
      }
      file.end();
      await Promise.race([once(file, 'finish'), failed]);
    } catch (e) {
      file.destroy();
      throw e;
    }
  }
}
