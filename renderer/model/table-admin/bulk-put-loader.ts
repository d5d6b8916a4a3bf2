/**
 * Loads items into a table just made through the bulk engine's put (the service's run: checked by
 * the write gate, throttled, journaled, resumable and undoable like any bulk run), handing the
 * items over in parts under the per-call limit and following the run until it ends. A key taken
 * already is skipped, not overwritten: the table is new, so that is a seed file's own repeat.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import { MAX_BULK_ITEMS_PER_CALL } from '../../../shared/api-bulk.js';
import type { WriteConfirmation } from '../../../shared/writes/write-confirmation.js';
import type { ItemLoader } from './create-table-run.js';

type BulkApi = Pick<ExplorerApi, 'createBulkRun' | 'addBulkItems' | 'runBulk' | 'getBulkRun'>;

const wait = () => new Promise<void>((resolve) => setTimeout(resolve, 250));

export function bulkPutLoader(
  api: BulkApi,
  confirmed: WriteConfirmation | undefined,
  pause: () => Promise<void> = wait,
): ItemLoader {
  return async (table, items, onProgress) => {
    const first = items.slice(0, MAX_BULK_ITEMS_PER_CALL);
    const asked = confirmed ? { confirmed } : {};
    const created = await api.createBulkRun({
      TableName: table,
      action: { kind: 'put', whenExists: 'skip' },
      items: [...first],
      ...asked,
    });
    for (let at = first.length; at < items.length; at += MAX_BULK_ITEMS_PER_CALL)
      await api.addBulkItems({ runId: created.runId, items: items.slice(at, at + MAX_BULK_ITEMS_PER_CALL) });
    let run = await api.runBulk({ runId: created.runId, ...asked });
    while (run.state === 'running' || run.state === 'ready' || run.state === 'stopping') {
      onProgress(run.written, items.length);
      await pause();
      run = await api.getBulkRun({ runId: created.runId });
    }
    onProgress(run.written, items.length);
    if (run.state !== 'done')
      throw new Error(
        `the load ended ${run.state} with ${run.written} of ${items.length} items written${run.error ? `: ${run.error.message}` : ''}${run.failed ? `, ${run.failed} failed` : ''}`,
      );
    return run.written;
  };
}
