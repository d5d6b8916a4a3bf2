/** The Export tool: the read, a collection or a tool's results streamed to a file. */
import { useMemo, useState, type FormEvent } from 'react';
import { EXPORT_FORMATS, exportChunks, type ExportFormat } from '../../../shared/export/export-items.js';
import { useApp } from '../../store/index.js';
import { toErrorShape } from '../../store/async-state.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { CheckField, Field } from '../../ui/Field.js';
import { collectionByText } from './collection-pick.js';
import { CollectionPicker } from './CollectionPicker.js';
import { inPages, sessionSources, toolSources } from './export-sources.js';
import { canPickFile, safeFileName, saveAsDownload, saveWithPicker } from '../../ui/save-file.js';
import { count } from '../../../shared/text/count.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import { rcuBudgetOf } from '../../store/read-budget-of.js';
import { startServiceExport, type RunningExport } from './service-export.js';
import { ServiceExportNote, serviceExportText, WHOLE_READ_LABEL } from './ServiceExportStatus.js';

type Progress =
  | { state: 'idle' }
  | { state: 'writing'; done: number; total: number }
  | { state: 'saved' | 'cancelled'; total: number; file: string }
  | { state: 'service'; status: ExportStatus };

/**
 * Export what was read, one collection, or a tool's results, streamed to a file with progress.
 * While its tab is hidden (`active` false) it does not follow the read page by page.
 */
export function ExportTool({ tableName, active = true }: { tableName: string; active?: boolean }) {
  const session = useApp((s) => s.session);
  const version = useApp((s) => (active ? s.read.version : -1));
  const fanOut = useApp((s) => s.fanOut);
  const partitions = useApp((s) => s.partitions);
  const [collectionText, setCollectionText] = useState('');
  const [collectionKey, setCollectionKey] = useState<string | null>(null);
  const sources = useMemo(
    () =>
      active
        ? [...sessionSources(session, tableName, collectionKey), ...toolSources(fanOut, partitions, tableName)]
        : [],
    [active, session, version, fanOut, partitions, tableName, collectionKey],
  );
  const [sourceId, setSourceId] = useState('read');
  const [format, setFormat] = useState<ExportFormat>('json');
  const [bom, setBom] = useState(false);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const [running, setRunning] = useState<RunningExport | null>(null);
  const api = useApp((s) => s.api);
  const mode = useApp((s) => s.mode);
  const connectionId = useApp((s) => s.connectionId);
  const built = useApp((s) => s.read.built);
  // The read as the page built it, run again in the service: a Query, Scan or PartiQL SELECT of this table.
  const whole = built && built.operation !== 'get' && readTable(built) === tableName ? built : null;
  if (!active) return null;
  // A value typed in "One collection" chooses that collection: while the read has none of that
  // value there is nothing to export, rather than quietly everything read.
  const missing = sourceId === 'collection' && collectionText !== '' && collectionKey === null;
  const inService = sourceId === 'service' && whole !== null;
  const source = missing ? undefined : (sources.find((s) => s.id === sourceId) ?? sources[0]);
  const pickCollection = (text: string) => {
    setCollectionText(text);
    setCollectionKey(collectionByText(session, text)?.key ?? null);
    if (text !== '') setSourceId('collection');
    else if (sourceId === 'collection') setSourceId('read');
  };
  if (sources.length === 0 && !whole)
    return (
      <div className="tool">
        <p className="empty">Nothing to export yet: run a read or a tool first.</p>
      </div>
    );
  const meta = EXPORT_FORMATS.find((f) => f.format === format)!;
  const runInService = async () => {
    if (!whole) return;
    setError(null);
    const file = safeFileName(`${tableName}${format === 'seed' ? '-seed' : ''}`, meta.extension);
    try {
      const started = await startServiceExport({
        api,
        mode,
        built: whole,
        ...rcuBudgetOf(whole, connectionId),
        format,
        keys: session?.keyColumns ?? [],
        bom,
        fileName: file,
        onStatus: (status) => setProgress({ state: 'service', status }),
      });
      setRunning(started);
      const end = await started.ended;
      if (end.error) setError(end.error);
    } catch (e) {
      setProgress({ state: 'idle' });
      setError(toErrorShape(e));
    } finally {
      setRunning(null);
    }
  };
  const run = async (via: 'picker' | 'download') => {
    if (inService) return runInService();
    if (!source) return;
    const items = source.items();
    const file = safeFileName(source.name, meta.extension);
    setError(null);
    setProgress({ state: 'writing', done: 0, total: items.length });
    const chunks = exportChunks(inPages(items), format, {
      keys: source.keys,
      bom: format === 'csv' && bom,
      onProgress: (done) => setProgress({ state: 'writing', done, total: items.length }),
    });
    const target = { suggestedName: file, mimeType: meta.mimeType, extension: meta.extension, description: meta.label };
    try {
      const result = via === 'picker' ? await saveWithPicker(chunks, target) : await saveAsDownload(chunks, target);
      setProgress({ state: result, total: items.length, file });
    } catch (e) {
      setProgress({ state: 'idle' });
      setError(toErrorShape(e));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!source && !inService) return;
    void run(canPickFile() && !inService ? 'picker' : 'download');
  };
  const writing = progress.state === 'writing' || running !== null;
  return (
    <div className="tool">
      <form aria-label="Export form" onSubmit={onSubmit}>
        <div className="form-row">
          <Field label="What to export">
            <select
              value={inService ? 'service' : (source?.id ?? 'collection')}
              onChange={(e) => setSourceId(e.target.value)}
            >
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
              {whole ? <option value="service">{WHOLE_READ_LABEL}</option> : null}
              {missing ? (
                <option value="collection" disabled>
                  Collection {collectionText} (not in the items read)
                </option>
              ) : null}
            </select>
          </Field>
          {session && session.itemCount > 0 ? (
            <CollectionPicker
              label="One collection (partition key value)"
              session={session}
              text={collectionText}
              onText={pickCollection}
              refresh={version}
            />
          ) : null}
        </div>
        {missing ? (
          <p className="field-error" role="status" id="export-missing">
            No collection {collectionText} in the items read, so there is nothing to export: pick one of the read&apos;s
            collections, clear the field, or choose what to export above.
          </p>
        ) : null}
        <fieldset className="radio-row">
          <legend>Format</legend>
          {EXPORT_FORMATS.map((f) => (
            <label key={f.format}>
              <input
                type="radio"
                name="export-format"
                checked={format === f.format}
                onChange={() => setFormat(f.format)}
              />{' '}
              {f.label}
            </label>
          ))}
        </fieldset>
        {format === 'csv' ? (
          <CheckField label="Start with a byte order mark (for spreadsheet programs)" checked={bom} onChange={setBom} />
        ) : null}
        <p className="muted">
          Numbers keep every digit and binary values are written as base64
          {format === 'csv' ? '; lists, maps and sets are written as JSON in their cell' : ''}.
        </p>
        {inService ? <ServiceExportNote format={format} /> : null}
        <div className="form-row">
          {canPickFile() ? (
            <button
              type="submit"
              className="primary"
              disabled={writing || (!source && !inService)}
              aria-describedby={missing ? 'export-missing' : undefined}
            >
              {inService ? 'Export' : 'Save as…'}
            </button>
          ) : null}
          <button
            type="button"
            disabled={writing || (!source && !inService)}
            aria-describedby={missing ? 'export-missing' : undefined}
            onClick={() => void run('download')}
          >
            Download
          </button>
          {running ? (
            <button type="button" onClick={() => void running.stop().catch((e) => setError(toErrorShape(e)))}>
              Stop
            </button>
          ) : null}
        </div>
      </form>
      <div role="status" aria-label="Export progress" className="tool-status">
        {progress.state === 'writing'
          ? `Writing ${progress.done.toLocaleString('en-US')} of ${count(progress.total, 'item')}…`
          : null}
        {progress.state === 'saved' ? `Exported ${count(progress.total, 'item')} to ${progress.file}.` : null}
        {progress.state === 'cancelled' ? 'Export cancelled; no file was written.' : null}
        {progress.state === 'service' ? serviceExportText(progress.status) : null}
      </div>
      {progress.state === 'writing' ? (
        <progress max={Math.max(1, progress.total)} value={progress.done} aria-label="Export progress bar" />
      ) : null}
      {error ? <ErrorNotice title="The export failed" error={error} /> : null}
    </div>
  );
}

function readTable(built: { spec: { request: { TableName: string } } }): string {
  return built.spec.request.TableName;
}
