/**
 * The part of the contract that checks a file to import for a caller without a page (a script, a
 * test, an agent): the text itself, or in Electron a path the user picks in the system's file
 * dialog. It answers what the dialog shows after its first pass (shared/import/import-scan.ts):
 * the counts, the first items, the refused records by line and field. Nothing is written; the
 * writing goes through the bulk engine (shared/api-bulk.ts, action "put").
 */
import { z } from 'zod';
import { CSV_COLUMN_TYPES, type CsvColumnType } from './import/csv-columns.js';
import { IMPORT_FILE_FORMATS, type ImportFileFormat } from './import/import-formats.js';

/** Characters of text checkImport takes in one call (web mode's body is at most 16 MiB). */
export const MAX_IMPORT_TEXT = 8 * 1024 * 1024;

const formatNames = IMPORT_FILE_FORMATS.map((f) => f.format) as [ImportFileFormat, ...ImportFileFormat[]];
const typeNames = CSV_COLUMN_TYPES.map((t) => t.type) as [CsvColumnType, ...CsvColumnType[]];

const common = {
  connectionId: z.string({ error: 'expected a connection id' }).min(1).max(300).optional(),
  TableName: z
    .string({ error: 'expected a table name' })
    .min(1, 'a table name must not be empty')
    .max(255, 'a table name is at most 255 characters'),
  format: z.enum(formatNames, { error: `expected a format: ${formatNames.join(', ')}` }),
  /** CSV: a type for each column named; the others are guessed from their first rows. */
  columns: z
    .record(z.string(), z.enum(typeNames, { error: `expected a column type: ${typeNames.join(', ')}` }), {
      error: 'expected the columns as {"name": "S" | "N" | ...}',
    })
    .optional(),
};

export const checkImportRequest = z.strictObject({
  ...common,
  text: z
    .string({ error: 'expected the file text as a string' })
    .max(MAX_IMPORT_TEXT, `at most ${MAX_IMPORT_TEXT} characters of text; give a larger file by its path`),
});

/** Electron: the path is the one the user picks in the file dialog; a .gz file is read through gunzip. */
export const checkImportFileRequest = z.strictObject({
  ...common,
  path: z
    .string({ error: 'expected a file path' })
    .min(1, 'a file path must not be empty')
    .max(4096, 'a file path is at most 4096 characters'),
});

export type { ImportScanResult as CheckImportAnswer } from './import/import-scan.js';
