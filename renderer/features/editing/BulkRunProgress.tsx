/**
 * A bulk run in the service, as it goes: "n of N written" with a progress bar, what was in
 * conflict (changed since the read, left as it is) or gone, and Stop, Resume and Undo. Undo first
 * shows what it will put back (a put's undo: delete what it created, put back what it overwrote)
 * and what it cannot, and writes only on "Confirm undo"; Stop stops
 * it too, and "Resume undo" goes on with what it has not put back.
 */
import { DELETE_MODES } from '../../../shared/writes/delete-modes.js';
import type { BulkItemNote, BulkRunStatus } from '../../../shared/api-bulk.js';
import { useApp } from '../../store/index.js';
import { runElementId, useOwnsRun } from './bulk-run-owners.js';

const n = (x: number) => x.toLocaleString('en-US');
const keyText = (note: BulkItemNote) =>
  Object.entries(note.key)
    .map(([k, v]) => `${k}=${Object.values(v)[0] as string}`)
    .join(', ');

const PUT_WORDS = {
  skip: 'skip existing',
  overwrite: 'overwrite existing',
  'overwrite-if-unchanged': 'overwrite existing only if unchanged since the dry run',
} as const;

function verbOf(run: BulkRunStatus): string {
  if (run.action.kind === 'put') return `put each item (${PUT_WORDS[run.action.whenExists]})`;
  return run.action.kind === 'delete'
    ? `delete each item${run.deleteMode ? ` (${DELETE_MODES[run.deleteMode].label.toLowerCase()})` : ''}`
    : run.action.kind === 'set'
      ? `set "${run.action.attribute}"`
      : `remove "${run.action.attribute}"`;
}

function summary(run: BulkRunStatus, labels: BulkRunLabels): string {
  const parts = [`${n(run.written)} of ${n(run.total)} ${labels.written ?? 'written'}`];
  if (run.conflicts) parts.push(`${n(run.conflicts)} in conflict (changed since the read, left as they are)`);
  if (run.gone) parts.push(`${n(run.gone)} already gone`);
  if (run.action.kind === 'put' && run.skipped) parts.push(`${n(run.skipped)} skipped (the key exists)`);
  if (run.failed) parts.push(`${n(run.failed)} failed (Resume tries them again)`);
  const state = {
    ready: 'Ready',
    running: 'Running',
    stopping: 'Stopping after the calls in flight',
    stopped: 'Stopped',
    done: 'Done',
    failed: 'Stopped by an error',
  }[run.state];
  const said = labels.states?.[run.state] ?? state;
  const rate = run.elapsedMs > 0 ? `, ${n(Math.round((run.written * 1000) / run.elapsedMs))} items/s` : '';
  const retried = run.retried ? `, ${n(run.retried)} sent again after throttling` : '';
  return `${said}: ${parts.join(', ')}${rate}${retried}.`;
}

const undoWords = {
  running: 'Undoing',
  stopping: 'Stopping the undo after the calls in flight',
  stopped: 'Undo stopped',
  done: 'Undone',
  failed: 'Undo stopped by an error',
} as const;

/**
 * How far the undo is, per kind of item: a put's undo deletes the items the run created and puts
 * back those it overwrote, so "put back" alone would misname the deletes.
 */
function undoDone(u: NonNullable<BulkRunStatus['undo']>): string {
  if (u.created === undefined || u.deleted === undefined) return `${n(u.restored)} of ${n(u.total)} put back`;
  const parts = [
    u.created > 0 ? `${n(u.deleted)} of ${n(u.created)} the run created deleted` : '',
    u.total > u.created ? `${n(u.restored - u.deleted)} of ${n(u.total - u.created)} it overwrote put back` : '',
  ].filter(Boolean);
  return `${n(u.restored)} of ${n(u.total)} undone (${parts.join(', ')})`;
}

/** The names a copy or an import gives its run's region and status, so tests and readers find theirs. */
export interface BulkRunLabels {
  region: string;
  status: string;
  /** The Undo button's name ("Undo bulk run" by default). */
  undo?: string;
  /** Words for the run's states where the feature has its own ("Importing", "Imported"). */
  states?: Partial<Record<BulkRunStatus['state'], string>>;
  /** What the count of items written is called ("written" by default). */
  written?: string;
  /** Said in the status before the run's first status arrives. */
  starting?: string;
  /** Whether the view offers Close (dismissing the run); a dialog with its own Close says no. */
  close?: boolean;
}

/** Why an item was not written, in words: a skipped key carries no message of its own. */
function noteWords(x: BulkItemNote): string {
  if (x.reason === 'conflict') return 'changed since the read, left as it is';
  if (x.reason === 'gone') return 'already gone';
  if (x.reason === 'exists') return 'the key exists, skipped';
  return x.message ?? 'failed';
}

const OWN_LABELS: BulkRunLabels = { region: 'Bulk run', status: 'Bulk run progress' };

export function BulkRunProgress({
  run,
  labels = OWN_LABELS,
}: {
  /** Undefined while the run just started has no status yet. */
  run: BulkRunStatus | undefined;
  labels?: BulkRunLabels;
}) {
  const preview = useApp((s) => s.bulkPreview);
  const busy = useApp((s) => s.bulkBusy);
  const stop = useApp((s) => s.stopBulkRun);
  const resume = useApp((s) => s.resumeBulkRun);
  const askUndo = useApp((s) => s.previewBulkUndo);
  const confirmUndo = useApp((s) => s.confirmBulkUndo);
  const resumeUndo = useApp((s) => s.resumeBulkUndo);
  const cancelUndo = useApp((s) => s.cancelBulkUndo);
  const dismiss = useApp((s) => s.dismissBulkRun);
  // A dialog's view of its run (Copy's, Import's) is the run's one view: the bulk form links to it.
  const owned = labels !== OWN_LABELS;
  useOwnsRun(owned ? run?.runId : undefined, labels.region);
  if (!run)
    return (
      <p role="status" aria-label={labels.status}>
        {labels.starting ?? 'Starting the run…'}
      </p>
    );
  const running = run.state === 'running' || run.state === 'stopping';
  const undoing = run.undo?.state === 'running' || run.undo?.state === 'stopping';
  const undoStopped = run.undo?.state === 'stopped';
  const canResume = !running && !undoing && !undoStopped && run.left - run.conflicts - run.gone > 0;
  const toUndo = run.written - (run.undo?.restored ?? 0);
  const stopping = run.state === 'stopping' || run.undo?.state === 'stopping';
  return (
    <section
      role="region"
      aria-label={labels.region}
      className="bulk-run"
      {...(owned ? { id: runElementId(run.runId), tabIndex: -1 } : {})}
    >
      <h4>
        Bulk run on {run.TableName}: {verbOf(run)}
      </h4>
      <progress aria-label="Items written" max={Math.max(1, run.total)} value={run.written} />
      <p role="status" aria-label={labels.status}>
        {summary(run, labels)}
      </p>
      {run.error ? (
        <p role="alert" className="error">
          {run.error.name}: {run.error.message}
        </p>
      ) : null}
      <div className="bulk-buttons">
        {running || undoing ? (
          <button type="button" disabled={stopping} onClick={() => void stop()}>
            Stop
          </button>
        ) : null}
        {canResume ? (
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
            {labels.undo ?? 'Undo bulk run'}
          </button>
        ) : null}
        {!running && !undoing && labels.close !== false ? (
          <button type="button" onClick={dismiss}>
            Close
          </button>
        ) : null}
      </div>
      {preview ? (
        <div role="region" aria-label="Undo preview">
          <p>{preview.message} Nothing is written until you confirm.</p>
          {preview.notes.length ? (
            <ul aria-label="Cannot undo">
              {preview.notes.map((x) => (
                <li key={keyText(x)}>
                  {keyText(x)}: {x.message}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" disabled={preview.willRestore === 0} onClick={() => void confirmUndo()}>
            Confirm undo
          </button>
          <button type="button" onClick={cancelUndo}>
            Cancel
          </button>
        </div>
      ) : null}
      {run.undo ? (
        <p role="status" aria-label="Bulk undo progress">
          {undoWords[run.undo.state]}: {undoDone(run.undo)}
          {run.undo.conflicts ? `, ${n(run.undo.conflicts)} left as they are (changed since the run)` : ''}
          {run.undo.failed ? `, ${n(run.undo.failed)} failed` : ''}.
        </p>
      ) : null}
      {run.notes.length ? (
        <ul aria-label="Items not written">
          {run.notes.map((x) => (
            <li key={`${x.reason}-${keyText(x)}`}>
              {keyText(x)}: {noteWords(x)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
