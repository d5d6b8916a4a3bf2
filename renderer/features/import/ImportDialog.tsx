/**
 * "Import items": a file (JSON array or lines, DynamoDB JSON lines or Export to S3, CSV; gzip or
 * not) into a table on any connection. The file is checked whole before anything can be written
 * (ImportCheckView), then "Dry run" asks the bulk engine what the run would do and "Import" runs
 * it (the bulk run's own view, BulkRunProgress, with Import's labels). The file is read from the disk for each pass, never held whole.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CsvColumnType } from '../../../shared/import/csv-columns.js';
import {
  guessImportFormat,
  IMPORT_FILE_FORMATS,
  isImportFileFormat,
  type ImportFileFormat,
} from '../../../shared/import/import-formats.js';
import { useApp } from '../../store/index.js';
import { Field } from '../../ui/Field.js';
import { firstText } from './file-text.js';
import { ImportCheckView } from './ImportCheckView.js';
import { BulkRunProgress } from '../editing/index.js';
import { IMPORT_RUN_LABELS, WHEN_EXISTS, type WhenExists } from './import-run.js';
import { useImportCheck } from './use-import-check.js';
import { useImportRun } from './use-import-run.js';
import { useImportTarget } from './use-import-target.js';
import { ImportRunButtons } from './ImportRunButtons.js';

export function ImportDialog({ onClose }: { onClose(): void }) {
  const connections = useApp((s) => (s.connections.status === 'ready' ? s.connections.value : []));
  const bulkRun = useApp((s) => s.bulkRun);
  const target = useImportTarget();
  const [file, setFile] = useState<File>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ImportFileFormat>('json-lines');
  const [columnTypes, setColumnTypes] = useState<Record<string, CsvColumnType>>({});
  const [whenExists, setWhenExists] = useState<WhenExists>('skip');
  const choices = useMemo(() => ({ format, columnTypes }), [format, columnTypes]);
  const check = useImportCheck(file, choices, target.table);
  const result = check.status === 'done' ? check.result : undefined;
  const ready = result !== undefined && result.refused === 0 && result.items > 0;
  const signature = JSON.stringify([
    file && [file.name, file.size, file.lastModified],
    format,
    columnTypes,
    target.connectionId,
    target.tableName,
    whenExists,
  ]);
  const run = useImportRun(
    ready && file && target.table
      ? { file, choices, connectionId: target.connectionId, table: target.table, whenExists }
      : undefined,
    signature,
    result?.items ?? 0,
  );
  const keys = target.table?.KeySchema.map((k) => k.AttributeName) ?? [];
  const lastRun = bulkRun && bulkRun.runId === run.lastRunId ? bulkRun : undefined;
  // One import writes at a time from this dialog: the next file waits for the last run to end.
  const lastWriting = lastRun?.state === 'running' || lastRun?.state === 'stopping';

  useEffect(() => {
    // The picker closed without a choice after the click emptied the input: no file, as it shows.
    const input = fileInput.current;
    const cancelled = () => setFile(undefined);
    input?.addEventListener('cancel', cancelled);
    return () => input?.removeEventListener('cancel', cancelled);
  }, []);

  useEffect(() => {
    if (!file) return;
    let live = true;
    void firstText(file).then(
      (text) => live && setFormat(guessImportFormat(file.name, text)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file]);

  return (
    <div
      role="dialog"
      aria-label="Import items"
      className="item-editor import-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !run.busy) onClose();
      }}
    >
      <h3>Import items</h3>
      <Field label="File" hint="JSON, JSON lines, DynamoDB JSON lines or Export to S3 (.json.gz), or CSV">
        <input
          type="file"
          accept=".json,.jsonl,.ndjson,.csv,.tsv,.gz,.txt,application/json,text/csv"
          ref={fileInput}
          onClick={(e) => {
            // The browser sends no change for the file chosen already: a file fixed after its check
            // and chosen again would keep its old refusals. Emptied here, any choice is a change.
            e.currentTarget.value = '';
          }}
          onChange={(e) => {
            setColumnTypes({});
            setFile(e.target.files?.[0]);
          }}
        />
      </Field>
      <Field label="Format">
        <select value={format} onChange={(e) => isImportFileFormat(e.target.value) && setFormat(e.target.value)}>
          {IMPORT_FILE_FORMATS.map((f) => (
            <option key={f.format} value={f.format}>
              {f.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Target connection">
        <select value={target.connectionId} onChange={(e) => target.setConnection(e.target.value)}>
          {connections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Target table">
        <select value={target.tableName} onChange={(e) => target.setTable(e.target.value)}>
          {target.tableName === '' ? <option value="">Choose a table</option> : null}
          {target.tables.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </Field>
      {target.error ? (
        <p role="alert" className="error">
          {target.error.name}: {target.error.message}
        </p>
      ) : null}
      <fieldset role="radiogroup" aria-label="When the key exists">
        <legend>When the key exists</legend>
        {WHEN_EXISTS.map((w) => (
          <label key={w.value}>
            <input
              type="radio"
              name="import-when-exists"
              checked={whenExists === w.value}
              onChange={() => setWhenExists(w.value)}
            />
            {w.label}
          </label>
        ))}
      </fieldset>
      <ImportCheckView
        check={check}
        keys={keys}
        onColumnType={(name, type) => setColumnTypes((t) => ({ ...t, [name]: type }))}
      />
      <ImportRunButtons run={run} ready={ready && !lastWriting} onClose={onClose} />
      {run.lastRunId ? (
        <>
          {/* Another file or choice since: its run is the previous import, still there to stop or undo. */}
          {run.runId ? null : <p className="muted">The previous import:</p>}
          <BulkRunProgress run={lastRun} labels={IMPORT_RUN_LABELS} />
        </>
      ) : null}
    </div>
  );
}
