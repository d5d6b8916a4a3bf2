/**
 * "Dry run" and "Import", usable only once the whole file was checked and nothing refused; the
 * dry run's answer (items, bytes, write units, on-demand price, existing keys) below them.
 */
import { DryRunExisting } from '../editing/index.js';
import type { ImportRunState } from './use-import-run.js';

const n = (x: number) => x.toLocaleString('en-US');

export function ImportRunButtons({ run, ready, onClose }: { run: ImportRunState; ready: boolean; onClose(): void }) {
  const dry = run.dryRun;
  return (
    <>
      <div className="item-editor-buttons">
        {run.runId ? null : (
          <>
            <button type="button" disabled={!ready || run.busy} onClick={() => void run.dry()}>
              Dry run
            </button>
            <button type="button" disabled={!ready || run.busy} onClick={() => void run.start()}>
              Import
            </button>
          </>
        )}
        <button type="button" disabled={run.busy} onClick={onClose}>
          Close
        </button>
      </div>
      {run.sending !== undefined ? (
        <p role="status" aria-label="Import items sent">
          Handing the items to the run: {n(run.sending)} so far…
        </p>
      ) : null}
      {run.error ? (
        <p role="alert" className="error">
          {run.error.name}: {run.error.message}
        </p>
      ) : null}
      {dry ? (
        <div role="region" aria-label="Dry run">
          <p>{dry.message}</p>
          {/* The sentence has every figure; a table of the same figures beside it said each twice. */}
          <DryRunExisting dry={dry} name="Existing keys" />
        </div>
      ) : null}
    </>
  );
}
