/**
 * An import's run as it goes, inside the dialog: a `status` "Import progress" (written, skipped
 * because the key exists, in conflict, failed) and Stop, Resume and Undo, which act on the run
 * through the bulk slice as the bulk run's own view does (its undo previewed first).
 */
import type { BulkRunStatus } from '../../../shared/api-bulk.js';
import { useApp } from '../../store/index.js';

const n = (x: number) => x.toLocaleString('en-US');

const STATES: Record<BulkRunStatus['state'], string> = {
  ready: 'Ready',
  running: 'Importing',
  stopping: 'Stopping after the calls in flight',
  stopped: 'Stopped',
  done: 'Imported',
  failed: 'Stopped by an error',
};

export function importSummary(run: BulkRunStatus): string {
  const parts = [`${n(run.written)} of ${n(run.total)} items written`];
  if (run.skipped) parts.push(`${n(run.skipped)} skipped (their key exists)`);
  if (run.conflicts) parts.push(`${n(run.conflicts)} in conflict (changed since the dry run, left as they are)`);
  if (run.failed) parts.push(`${n(run.failed)} failed (Resume tries them again)`);
  const undo = run.undo
    ? `; undo: ${n(run.undo.restored)} of ${n(run.undo.total)} put back${run.undo.state === 'done' ? ', done' : ''}${run.undo.conflicts ? `, ${n(run.undo.conflicts)} left as they are (changed since the import)` : ''}`
    : '';
  return `${STATES[run.state]}: ${parts.join(', ')}${undo}.`;
}

export function ImportProgress({ runId }: { runId: string }) {
  const run = useApp((s) => (s.bulkRun?.runId === runId ? s.bulkRun : undefined));
  const preview = useApp((s) => s.bulkPreview);
  const busy = useApp((s) => s.bulkBusy);
  const stop = useApp((s) => s.stopBulkRun);
  const resume = useApp((s) => s.resumeBulkRun);
  const askUndo = useApp((s) => s.previewBulkUndo);
  const confirmUndo = useApp((s) => s.confirmBulkUndo);
  const cancelUndo = useApp((s) => s.cancelBulkUndo);
  const resumeUndo = useApp((s) => s.resumeBulkUndo);
  if (!run)
    return (
      <p role="status" aria-label="Import progress">
        Starting the import…
      </p>
    );
  const running = run.state === 'running' || run.state === 'stopping';
  const undoing = run.undo?.state === 'running' || run.undo?.state === 'stopping';
  const undoStopped = run.undo?.state === 'stopped';
  const toUndo = run.written - (run.undo?.restored ?? 0);
  return (
    <div className="import-progress">
      <progress aria-label="Items imported" max={Math.max(1, run.total)} value={run.written + run.skipped} />
      <p role="status" aria-label="Import progress">
        {importSummary(run)}
      </p>
      {run.error ? (
        <p role="alert" className="error">
          {run.error.name}: {run.error.message}
        </p>
      ) : null}
      <div className="bulk-buttons">
        {running || undoing ? (
          <button type="button" disabled={run.state === 'stopping'} onClick={() => void stop()}>
            Stop
          </button>
        ) : null}
        {!running && !undoing && !run.undo && run.left - run.conflicts - run.gone > 0 ? (
          <button type="button" onClick={() => void resume()}>
            Resume
          </button>
        ) : null}
        {undoStopped && toUndo > 0 ? (
          <button type="button" onClick={() => void resumeUndo()}>
            Resume undo
          </button>
        ) : null}
        {!running && !undoing && !undoStopped && toUndo > 0 && !preview ? (
          <button type="button" disabled={busy} onClick={() => void askUndo()}>
            Undo
          </button>
        ) : null}
      </div>
      {preview ? (
        <div role="region" aria-label="Undo preview">
          <p>{preview.message} Nothing is written until you confirm.</p>
          <button type="button" disabled={preview.willRestore === 0} onClick={() => void confirmUndo()}>
            Confirm undo
          </button>
          <button type="button" onClick={cancelUndo}>
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}
