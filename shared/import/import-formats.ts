/**
 * The formats a user chooses between in "Import items", and the guess made from a file's name and
 * first bytes so the usual file needs no choice. Each maps onto the reader's format
 * (import-reader.ts), which tells an array from lines and an Export to S3 line from plain
 * DynamoDB JSON on its own; the four names are what people call their files.
 */
import type { ImportFormat } from './import-reader.js';
import { guessDialect } from './json-record.js';

export type ImportFileFormat = 'json-array' | 'json-lines' | 'dynamodb-json-lines' | 'csv';

export const IMPORT_FILE_FORMATS: readonly { format: ImportFileFormat; label: string; reader: ImportFormat }[] = [
  { format: 'json-array', label: 'JSON array', reader: 'json' },
  { format: 'json-lines', label: 'JSON lines (one item a line)', reader: 'json' },
  {
    format: 'dynamodb-json-lines',
    label: 'DynamoDB JSON lines (also Export to S3)',
    reader: 'dynamodb-json',
  },
  { format: 'csv', label: 'CSV with a header row', reader: 'csv' },
];

export function readerFormat(format: ImportFileFormat): ImportFormat {
  return IMPORT_FILE_FORMATS.find((f) => f.format === format)!.reader;
}

export function isImportFileFormat(text: string): text is ImportFileFormat {
  return IMPORT_FILE_FORMATS.some((f) => f.format === text);
}

/** Gzip's magic bytes: DynamoDB's Export to S3 writes its data files as .json.gz. */
export function isGzip(name: string, firstBytes?: Uint8Array): boolean {
  if (firstBytes && firstBytes.length >= 2) return firstBytes[0] === 0x1f && firstBytes[1] === 0x8b;
  return /\.gz$/i.test(name);
}

/**
 * The format a file most likely is: the first text decides where it is plain to see (a `[`, a
 * DynamoDB-typed first line, a `{`), the name otherwise (`.csv`, `.jsonl`); CSV last.
 */
export function guessImportFormat(name: string, firstText: string): ImportFileFormat {
  const start = firstText.replace(/^\ufeff/, '').trimStart();
  const bare = name.replace(/\.gz$/i, '').toLowerCase();
  if (start.startsWith('[')) {
    const first = start.slice(1).trimStart();
    return first.startsWith('{') && typedStart(first) ? 'dynamodb-json-lines' : 'json-array';
  }
  if (start.startsWith('{')) {
    const line = start.split(/\r?\n/, 1)[0]!;
    return guessDialect(line) === 'plain' && !typedStart(line) ? 'json-lines' : 'dynamodb-json-lines';
  }
  if (bare.endsWith('.csv') || bare.endsWith('.tsv')) return 'csv';
  if (bare.endsWith('.jsonl') || bare.endsWith('.ndjson')) return 'json-lines';
  if (bare.endsWith('.json')) return start === '' ? 'json-lines' : 'csv';
  return 'csv';
}

/** A record whose first attribute is written as a DynamoDB type, when the record itself is cut off. */
function typedStart(text: string): boolean {
  return (
    /^\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{\s*"(S|N|B|BOOL|NULL|L|M|SS|NS|BS)"\s*:/.test(text) ||
    /^\{\s*"Item"\s*:\s*\{/.test(text)
  );
}
