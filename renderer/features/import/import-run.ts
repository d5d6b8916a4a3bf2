/**
 * The dialog's second pass: the file read again from the disk, each item checked again, handed to
 * a bulk run of action "put" on the target (shared/api-bulk.ts) in parts as they come, so the page
 * never holds the file's items whole. The run is made once: "Dry run" asks the engine what it
 * would do (the target's existing keys read and kept for "overwrite only if unchanged"), and
 * "Import" starts that same run.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { MAX_BULK_ITEMS_PER_CALL } from '../../../shared/api-bulk.js';
import { ImportItems } from '../../../shared/import/import-scan.js';
import type { BulkRunLabels } from '../editing/index.js';
import { fileText } from './file-text.js';
import { readerOptions, type ImportChoices } from './import-check-run.js';

export type WhenExists = 'skip' | 'overwrite' | 'overwrite-if-unchanged';

export const WHEN_EXISTS: readonly { value: WhenExists; label: string }[] = [
  { value: 'skip', label: 'Skip' },
  { value: 'overwrite', label: 'Overwrite' },
  { value: 'overwrite-if-unchanged', label: 'Overwrite only if unchanged since the dry run' },
];

/** The bulk run's view as Import shows it: its own status and Undo names, and the dialog's own Close. */
export const IMPORT_RUN_LABELS: BulkRunLabels = {
  region: 'Import run',
  status: 'Import progress',
  undo: 'Undo',
  states: { running: 'Importing', done: 'Imported' },
  written: 'items written',
  starting: 'Starting the import…',
  close: false,
};

export interface ImportRunRequest {
  file: File;
  choices: ImportChoices;
  connectionId: string;
  table: TableDescription;
  whenExists: WhenExists;
}

/** Makes the run and hands it every item of the file; answers its id. Nothing is written. */
export async function createImportRun(
  api: ExplorerApi,
  r: ImportRunRequest,
  signal: AbortSignal,
  onItems: (sent: number) => void,
): Promise<string> {
  const items = new ImportItems(readerOptions(r.choices), r.table, MAX_BULK_ITEMS_PER_CALL);
  let runId: string | undefined;
  let sent = 0;
  const send = async (parts: ReturnType<ImportItems['feed']>) => {
    for (const part of parts) {
      if (runId === undefined) {
        const status = await api.createBulkRun({
          connectionId: r.connectionId,
          TableName: r.table.TableName,
          action: { kind: 'put', whenExists: r.whenExists },
          items: part,
        });
        runId = status.runId;
      } else await api.addBulkItems({ runId, items: part });
      sent += part.length;
      onItems(sent);
    }
  };
  for await (const chunk of fileText(r.file, signal)) await send(items.feed(chunk));
  await send(items.end());
  if (runId === undefined) throw new Error('The file holds no items to import.');
  return runId;
}
