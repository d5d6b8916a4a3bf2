/**
 * Items to text, a page at a time, so an export of millions of items never holds the whole file
 * as one string. Three formats:
 * - `json`: plain JSON, one array, one item a line; numbers keep every digit, binary is base64,
 *   sets are arrays.
 * - `dynamodb-json`: one `{"Item":{...}}` a line, typed values, as DynamoDB's export to S3 writes
 *   it; the format that re-imports without losing a type.
 * - `csv`: a header of every attribute (keys first), one row an item, see csv-text.ts.
 * - `seed`: the same lines as `dynamodb-json`, named for their use: a seed file that the import
 *   (shared/import, format `dynamodb-json`) and "Create table from design" load back exactly.
 */
import { toDynamoJson, toPlainJson } from '../dynamo/plain-json.js';
import type { Item } from '../dynamo/types.js';
import { ColumnSet, CSV_NEWLINE, csvItemRow, csvRow } from './csv-text.js';

export type ExportFormat = 'json' | 'dynamodb-json' | 'csv' | 'seed';

/** Every format, for the request schema of a service export (shared/api-export.ts). */
export const EXPORT_FORMAT_NAMES = ['json', 'dynamodb-json', 'csv', 'seed'] as const satisfies readonly ExportFormat[];

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; extension: string; mimeType: string }[] = [
  { format: 'json', label: 'JSON (plain values)', extension: 'json', mimeType: 'application/json' },
  {
    format: 'dynamodb-json',
    label: 'DynamoDB JSON (one item a line, as in an S3 export)',
    extension: 'jsonl',
    mimeType: 'application/x-ndjson',
  },
  { format: 'csv', label: 'CSV (a column per attribute)', extension: 'csv', mimeType: 'text/csv' },
  {
    format: 'seed',
    label: 'Seed file for a local table (DynamoDB JSON lines)',
    extension: 'jsonl',
    mimeType: 'application/x-ndjson',
  },
];

export interface ExportOptions {
  /** Key attributes, written first (CSV columns) in this order. */
  keys?: readonly string[];
  /**
   * CSV columns. Without them the header needs every attribute of every item, so the items are
   * held until the last page; pass the columns (e.g. from `ColumnSet`) to stream a large export.
   */
  columns?: readonly string[];
  /** Start a CSV with a byte order mark, which spreadsheet programs need to read UTF-8. */
  bom?: boolean;
  /** After each page is written: items written so far. */
  onProgress?(items: number): void;
}

type Pages = AsyncIterable<readonly Item[]> | Iterable<readonly Item[]>;

/** The text of `pages` in `format`, one chunk a page (plus an opening and a closing chunk). */
export async function* exportChunks(
  pages: Pages,
  format: ExportFormat,
  options: ExportOptions = {},
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield* csvChunks(pages, options);
    return;
  }
  let written = 0;
  if (format === 'json') yield '[';
  for await (const page of pages) {
    if (page.length === 0) continue;
    let chunk = '';
    for (const item of page) {
      if (format === 'json') chunk += (written === 0 ? '\n' : ',\n') + toPlainJson(item);
      else chunk += `{"Item":${toDynamoJson(item)}}\n`;
      written++;
    }
    yield chunk;
    options.onProgress?.(written);
  }
  if (format === 'json') yield written === 0 ? ']\n' : '\n]\n';
}

async function* csvChunks(pages: Pages, options: ExportOptions): AsyncGenerator<string> {
  const bom = options.bom ? '\uFEFF' : '';
  let written = 0;
  if (options.columns) {
    const columns = options.columns;
    yield bom + csvRow(columns);
    for await (const page of pages) {
      if (page.length === 0) continue;
      yield page.map((item) => csvItemRow(item, columns)).join('');
      written += page.length;
      options.onProgress?.(written);
    }
    return;
  }
  const held: (readonly Item[])[] = [];
  const columns = new ColumnSet(options.keys);
  for await (const page of pages) {
    columns.addItems(page);
    held.push(page);
  }
  yield bom + csvRow(columns.columns);
  for (const page of held) {
    if (page.length === 0) continue;
    yield page.map((item) => csvItemRow(item, columns.columns)).join('');
    written += page.length;
    options.onProgress?.(written);
  }
}

/** The whole export as one string, for small sets already in memory. */
export async function exportText(
  items: readonly Item[],
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<string> {
  let out = '';
  for await (const chunk of exportChunks([items], format, options)) out += chunk;
  return out;
}

export { CSV_NEWLINE };
