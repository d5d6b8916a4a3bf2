/**
 * The dialog's first pass: the picked file read again from the disk and every record checked
 * against the target table (shared/import/import-scan.ts), with the count growing as it goes so
 * a large file shows that it is being read. Only the counts, the first items and the first
 * problems are kept.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { CsvColumnType } from '../../../shared/import/csv-columns.js';
import { readerFormat, type ImportFileFormat } from '../../../shared/import/import-formats.js';
import { ImportScan, type ImportScanResult } from '../../../shared/import/import-scan.js';
import { fileText } from './file-text.js';

export interface ImportChoices {
  format: ImportFileFormat;
  /** CSV: the types chosen by column name; the others are guessed. */
  columnTypes: Record<string, CsvColumnType>;
}

export function readerOptions(choices: ImportChoices) {
  return { format: readerFormat(choices.format), columnTypes: choices.columnTypes };
}

/** Reads the whole file once; `onBytes` hears the characters read so far. */
export async function checkImportFile(
  file: File,
  choices: ImportChoices,
  table: TableDescription,
  signal: AbortSignal,
  onChars: (chars: number) => void,
): Promise<ImportScanResult> {
  const scan = new ImportScan(readerOptions(choices), table);
  let chars = 0;
  for await (const chunk of fileText(file, signal)) {
    scan.feed(chunk);
    chars += chunk.length;
    onChars(chars);
  }
  return scan.end();
}
