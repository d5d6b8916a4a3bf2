/**
 * The first pass over a file to import: every record read and checked against the table's keys and
 * DynamoDB's rules (import-check.ts) before anything is written, keeping only what the dialog
 * shows (the first items, the first problems and the counts), so a file of any size is checked in
 * the memory of one chunk. The second pass reads the file again (ImportItems) and hands the items
 * on in parts; it stops at the first refused record, since the first pass said there were none.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { importItemProblems, type ImportProblem } from './import-check.js';
import { ImportReader, type ImportReaderOptions, type ImportRecord } from './import-reader.js';
import type { CsvColumnType } from './csv-columns.js';
import { setOwn } from '../dynamo/own-property.js';
import { NotTextFileError, notTextReason } from './binary-file.js';

/** Items the preview shows. */
export const PREVIEW_ITEMS = 20;
/** Problems listed; the rest are counted. */
export const LISTED_PROBLEMS = 50;

export interface ImportScanResult {
  /** Records read: items and refused records. */
  records: number;
  /** Records that passed every check. */
  items: number;
  /** Records refused, all counted. */
  refused: number;
  /** The first PREVIEW_ITEMS items (checked or not), in the file's order. */
  preview: Item[];
  /**
   * The line each preview item starts on, as the refusals name lines: in a JSON array or a record
   * spread over lines, the item's position and its line differ.
   */
  previewLines: number[];
  /** The first LISTED_PROBLEMS problems, each naming its line (and its field when it is about one). */
  problems: ImportProblem[];
  /** CSV: each column and the type it was read as (guessed or chosen). */
  columns?: { name: string; type: CsvColumnType }[];
}

/**
 * A CSV column named as one of the table's key attributes (of the table or an index) reads as that
 * attribute's type unless the user chose another: a sort key `sk` of type N is a number even when
 * a cell says otherwise, so the cell is refused by name instead of the whole column turning text.
 */
export function withKeyTypes(options: ImportReaderOptions, table: TableDescription): ImportReaderOptions {
  if (options.format !== 'csv') return options;
  const keyTypes: Record<string, CsvColumnType> = {};
  for (const a of table.AttributeDefinitions) setOwn(keyTypes, a.AttributeName, a.AttributeType);
  return { ...options, columnTypes: { ...keyTypes, ...options.columnTypes } };
}

/** Feeds the reader with chunks of text and keeps the counts, the first items and the first problems. */
export class ImportScan {
  private readonly reader: ImportReader;
  private readonly result: ImportScanResult = {
    records: 0,
    items: 0,
    refused: 0,
    preview: [],
    previewLines: [],
    problems: [],
  };
  private started = false;

  constructor(
    options: ImportReaderOptions,
    private readonly table: TableDescription,
  ) {
    this.reader = new ImportReader(withKeyTypes(options, table));
  }

  /** Throws when the file's first chunk shows it is not text (an image, a workbook): nothing to check. */
  feed(chunk: string): void {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      const reason = notTextReason(chunk);
      if (reason) throw new NotTextFileError(reason);
    }
    this.take(this.reader.feed(chunk));
  }

  end(): ImportScanResult {
    this.take(this.reader.end());
    const columns = this.reader.columns;
    return { ...this.result, ...(columns ? { columns } : {}) };
  }

  private take(records: ImportRecord[]): void {
    const r = this.result;
    for (const record of records) {
      r.records++;
      const problems = 'item' in record ? importItemProblems(record.line, record.item, this.table) : [record.problem];
      if ('item' in record && r.preview.length < PREVIEW_ITEMS) {
        r.preview.push(record.item);
        r.previewLines.push(record.line);
      }
      if (problems.length === 0) {
        r.items++;
        continue;
      }
      r.refused++;
      for (const p of problems) if (r.problems.length < LISTED_PROBLEMS) r.problems.push(p);
    }
  }
}

/** A record refused on the second pass: the file changed since it was checked. */
export class ImportChangedProblem extends Error {
  constructor(readonly problem: ImportProblem) {
    super(`${problem.message} (the file changed since it was checked: check it again)`);
  }
}

/**
 * The second pass: the file's items in parts of at most `partSize` items and about `partBytes` of
 * JSON text (a part is one call, under web mode's body limit), each checked again (the file
 * may have changed since the first pass), a refused record ending the pass with its problem.
 */
export class ImportItems {
  private readonly reader: ImportReader;
  private part: Item[] = [];
  private bytes = 0;

  constructor(
    options: ImportReaderOptions,
    private readonly table: TableDescription,
    private readonly partSize: number,
    private readonly partBytes = 4 * 1024 * 1024,
  ) {
    this.reader = new ImportReader(withKeyTypes(options, table));
  }

  /** The parts this chunk completed. */
  feed(chunk: string): Item[][] {
    return this.take(this.reader.feed(chunk), false);
  }

  /** The last parts, the short one included. */
  end(): Item[][] {
    return this.take(this.reader.end(), true);
  }

  private take(records: ImportRecord[], last: boolean): Item[][] {
    const out: Item[][] = [];
    for (const record of records) {
      if (!('item' in record)) throw new ImportChangedProblem(record.problem);
      const problem = importItemProblems(record.line, record.item, this.table)[0];
      if (problem) throw new ImportChangedProblem(problem);
      const size = JSON.stringify(record.item).length;
      if (this.part.length > 0 && (this.part.length >= this.partSize || this.bytes + size > this.partBytes)) {
        out.push(this.part);
        this.part = [];
        this.bytes = 0;
      }
      this.part.push(record.item);
      this.bytes += size;
    }
    if (last && this.part.length > 0) {
      out.push(this.part);
      this.part = [];
      this.bytes = 0;
    }
    return out;
  }
}

export type { ImportReaderOptions };
