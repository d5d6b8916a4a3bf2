/**
 * A file to import, read in chunks into items: JSON (an array, or one object a line), DynamoDB
 * JSON (the same, or DynamoDB's Export to S3 lines) or CSV with a header row and a type per
 * column. Nothing is held but the current chunk's records, so a file of any size streams; every
 * record becomes an item or a problem naming its line (and its column or attribute).
 */
import type { Item } from '../dynamo/types.js';
import { cellValue, guessColumnType, readHeader, type CsvColumnType } from './csv-columns.js';
import { CsvProblem, CsvReader, type CsvRecord } from './csv-reader.js';
import type { ImportProblem } from './import-check.js';
import { JsonArrayProblem, JsonArraySplitter } from './json-array-splitter.js';
import { guessDialect, readJsonRecord, type JsonDialect } from './json-record.js';
import { LineSplitter } from './text-lines.js';
import { setOwn } from '../dynamo/own-property.js';

export type ImportFormat = 'json' | 'dynamodb-json' | 'csv';

export const IMPORT_FORMATS: readonly { format: ImportFormat; label: string }[] = [
  { format: 'json', label: 'JSON (an array, or one item a line)' },
  { format: 'dynamodb-json', label: 'DynamoDB JSON (also Export to S3 lines)' },
  { format: 'csv', label: 'CSV with a header row' },
];

export type ImportRecord = { line: number; item: Item } | ({ line: number } & { problem: ImportProblem });

export interface ImportReaderOptions {
  format: ImportFormat;
  /** CSV: each column's type by name; a column not named here takes the type its first rows suggest. */
  columnTypes?: Record<string, CsvColumnType>;
  /** CSV: rows read before the column types are guessed (they are held until then). */
  guessRows?: number;
}

export class ImportReader {
  private lines?: LineSplitter;
  private array?: JsonArraySplitter;
  private csv?: CsvReader;
  private dialect?: JsonDialect;
  private header?: string[];
  private types?: CsvColumnType[];
  private held: CsvRecord[] = [];
  private firstText = true;

  constructor(private readonly options: ImportReaderOptions) {
    if (options.format === 'csv') this.csv = new CsvReader();
  }

  /** The guessed or chosen type of each CSV column, once known. */
  get columns(): { name: string; type: CsvColumnType }[] | undefined {
    return this.header && this.types ? this.header.map((name, i) => ({ name, type: this.types![i]! })) : undefined;
  }

  feed(chunk: string): ImportRecord[] {
    try {
      if (this.csv) return this.csvRecords(this.csv.feed(chunk), false);
      return this.jsonRecords(chunk);
    } catch (e) {
      return [this.fatal(e)];
    }
  }

  end(): ImportRecord[] {
    try {
      if (this.csv) return this.csvRecords(this.csv.end(), true);
      if (this.array) {
        this.array.end();
        return [];
      }
      return this.fromLines(this.lines?.end() ?? []);
    } catch (e) {
      return [this.fatal(e)];
    }
  }

  private fatal(e: unknown): ImportRecord {
    if (e instanceof CsvProblem || e instanceof JsonArrayProblem)
      return { line: e.line, problem: { line: e.line, message: e.message } };
    throw e;
  }

  private jsonRecords(chunk: string): ImportRecord[] {
    if (this.firstText) {
      const start = chunk.replace(/^\ufeff/, '').trimStart();
      if (start === '') return [];
      this.firstText = false;
      if (start.startsWith('[')) this.array = new JsonArraySplitter();
      else this.lines = new LineSplitter();
    }
    if (this.array) return this.array.feed(chunk).map((e) => this.record(e.line, e.text));
    return this.fromLines(this.lines!.feed(chunk));
  }

  private fromLines(lines: { line: number; text: string }[]): ImportRecord[] {
    const out: ImportRecord[] = [];
    for (const l of lines) {
      const text = l.text.replace(/^\ufeff/, '').trim();
      if (text !== '') out.push(this.record(l.line, text));
    }
    return out;
  }

  private record(line: number, text: string): ImportRecord {
    if (this.dialect === undefined) {
      const guessed = guessDialect(text);
      this.dialect = this.options.format === 'json' ? 'plain' : guessed === 'plain' ? 'dynamodb' : guessed;
    }
    const r = readJsonRecord(text, this.dialect);
    return 'item' in r ? { line, item: r.item } : { line, problem: { line, message: `line ${line}: ${r.problem}` } };
  }

  private csvRecords(records: CsvRecord[], last: boolean): ImportRecord[] {
    const out: ImportRecord[] = [];
    for (const r of records) {
      if (r.fields.length === 1 && r.fields[0] === '') continue;
      if (!this.header) {
        const h = readHeader(r.fields.map((f, i) => (i === 0 ? f.replace(/^\ufeff/, '') : f)));
        if ('problem' in h)
          return [{ line: r.line, problem: { line: r.line, message: `line ${r.line}: ${h.problem}` } }];
        this.header = h.columns;
        continue;
      }
      if (this.types) out.push(this.csvItem(r));
      else this.held.push(r);
    }
    if (!this.types && this.header && (last || this.held.length >= (this.options.guessRows ?? 1000))) {
      this.types = this.header.map(
        (name, i) => this.options.columnTypes?.[name] ?? guessColumnType(this.held.map((r) => r.fields[i] ?? '')),
      );
      out.unshift(...this.held.map((r) => this.csvItem(r)));
      this.held = [];
    }
    return out;
  }

  private csvItem(r: CsvRecord): ImportRecord {
    const header = this.header!;
    if (r.fields.length !== header.length) {
      const message = `line ${r.line}: ${r.fields.length} fields where the header row has ${header.length}`;
      return { line: r.line, problem: { line: r.line, message } };
    }
    const item: Item = {};
    for (const [i, name] of header.entries()) {
      const v = cellValue(this.types![i]!, r.fields[i]!, name);
      if ('problem' in v)
        return { line: r.line, problem: { line: r.line, field: name, message: `line ${r.line}, ${v.problem}` } };
      if ('value' in v) setOwn(item, name, v.value);
    }
    return { line: r.line, item };
  }
}
