/**
 * The dialog named "Create table": the form (by hand, or filled from the design or a model file),
 * DynamoDB's rules checked on it with each problem beside its field, then the request and its code
 * previewed (AdminActionPreview, confirmed like a commit on AWS) before "Create". On a local
 * endpoint it also loads the model's sample items or a seed file in the same step. After the
 * create its status is followed to ACTIVE, the tables list read again and the new table opened.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ControlPlaneAccess } from '../../../shared/api-table-admin.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { checkDraft } from '../../../shared/table-admin/create-table-checks.js';
import {
  createTableInputOf,
  timeToLiveInputOf,
  type CreateTableDraft,
} from '../../../shared/table-admin/create-table-draft.js';
import { draftFromModelText } from '../../../shared/table-admin/draft-from-model.js';
import { useApp, useAppStore } from '../../store/index.js';
import { freeTableName } from '../../model/table-admin/create-target.js';
import { describeConnection } from '../connections/index.js';
import { runCreateTable, type CreateProgress } from '../../model/table-admin/create-table-run.js';
import { bulkPutLoader } from '../../model/table-admin/bulk-put-loader.js';
import { loadProblems, readSeedText, type SeedFile } from '../../model/table-admin/items-to-load.js';
import { AdminActionPreview, type AdminAction } from './AdminActionPreview.js';
import { ControlPlaneSwitch } from './ControlPlaneSwitch.js';
import { CreateIndexFields } from './CreateIndexFields.js';
import { CreateTableFields } from './CreateTableFields.js';
import { CreateProgressView } from './CreateProgressView.js';
import { useCreateTarget } from './use-create-target.js';

export interface CreateTableStart {
  draft: CreateTableDraft;
  /** The model's sample items, offered to load on a local endpoint. */
  samples: Item[];
  /** Where the form was filled from, said at its top. */
  source?: string;
  /** The design's own table name: the name offered is it, or the first free one on the target. */
  baseName?: string;
}

/** Waits between two DescribeTable calls while the table is CREATING. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 500));

export function CreateTableDialog({ start, onClose }: { start: CreateTableStart; onClose(): void }) {
  const store = useAppStore();
  const currentId = useApp((s) => s.connectionId);
  const target = useCreateTarget(start.baseName !== undefined);
  const api = target.api;
  const [draft, setDraft] = useState(() =>
    start.baseName && target.tables
      ? { ...start.draft, tableName: freeTableName(start.baseName, target.tables) }
      : start.draft,
  );
  const [nameTyped, setNameTyped] = useState(false);
  const [samples, setSamples] = useState(start.samples);
  const [source, setSource] = useState(start.source);
  const [loadSamples, setLoadSamples] = useState(true);
  const [seed, setSeed] = useState<SeedFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [access, setAccess] = useState<ControlPlaneAccess | null>(null);
  const [tried, setTried] = useState(false);
  const [action, setAction] = useState<AdminAction | null>(null);
  const [progress, setProgress] = useState<CreateProgress | null>(null);
  const problems = useMemo(() => checkDraft(draft, target.tables ?? []), [draft, target.tables]);
  // The name offered follows the target: the design's own, or the first free one there.
  useEffect(() => {
    if (start.baseName && !nameTyped && target.tables)
      setDraft((d) => ({ ...d, tableName: freeTableName(start.baseName!, target.tables!) }));
  }, [start.baseName, nameTyped, target.tables]);
  const shown = useMemo(() => new Map(tried ? problems.map((p) => [p.field, p.message]) : []), [tried, problems]);
  const local = access?.local === true;
  const toLoad = local && loadSamples ? samples : [];
  const toSeed = local ? seed : null;
  const items = [...toLoad, ...(toSeed?.items ?? [])];
  const input = useMemo(() => createTableInputOf(draft), [draft]);
  const itemIssues = useMemo(() => (tried ? loadProblems(toLoad, toSeed, input) : []), [tried, toLoad, toSeed, input]);

  const fillFromModel = async (file: File | undefined) => {
    if (!file) return;
    try {
      const m = draftFromModelText(await file.text());
      setDraft(m.draft);
      setSamples(m.samples);
      setSource(`Filled from ${file.name}${m.warnings.length ? ` (${m.warnings.join(' ')})` : ''}`);
      setFileProblem(null);
    } catch (e) {
      setFileProblem(`Model file ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const readSeed = async (file: File | undefined) => setSeed(file ? readSeedText(file.name, await file.text()) : null);

  const preview = () => {
    setTried(true);
    if (problems.length > 0 || loadProblems(toLoad, toSeed, input).length > 0) return;
    const ttl = timeToLiveInputOf(draft);
    const plan = { input, ttl, items };
    setAction({
      title: `Create table ${draft.tableName}`,
      operation: 'CreateTable',
      input,
      ...(ttl ? { followUps: [{ operation: 'UpdateTimeToLive' as const, input: ttl }] } : {}),
      runLabel: items.length ? `Create and load ${items.length} items` : 'Create',
      run: async (confirmed) => {
        await runCreateTable(
          { ...plan, ...(confirmed ? { confirmed } : {}) },
          { api, load: bulkPutLoader(api, confirmed), onProgress: setProgress, pause },
        );
        // Made on another connection: it opens in a tab of its own there, this tab's read stays.
        if (target.targetId && target.targetId !== currentId) {
          store.getState().newTab();
          await store.getState().selectConnection(target.targetId);
        } else await store.getState().loadTables();
        await store.getState().selectTable(draft.tableName);
      },
    });
  };

  return (
    <div role="dialog" aria-label="Create table" className="item-editor create-table">
      <h3>Create table</h3>
      {source ? <p className="muted">{source}.</p> : null}
      <div className="field">
        <label htmlFor="create-table-target">Target connection</label>
        <select
          id="create-table-target"
          value={target.targetId ?? ''}
          disabled={action !== null || progress !== null}
          onChange={(e) => {
            setAccess(null);
            target.setTargetId(e.target.value);
          }}
        >
          {target.connections.map((c) => (
            <option key={c.id} value={c.id}>
              {describeConnection(c)}
              {c.id === currentId ? ' (this tab)' : ''}
            </option>
          ))}
        </select>
      </div>
      {target.error ? (
        <p role="alert" className="field-problem">
          Could not list the tables of the target: {target.error.name}: {target.error.message}
        </p>
      ) : null}
      <ControlPlaneSwitch onAccess={setAccess} api={api} connectionId={target.targetId} />
      <div className="field">
        <label htmlFor="create-table-model">Fill from a model file (NoSQL Workbench JSON or OneTable schema)</label>
        <input
          id="create-table-model"
          type="file"
          accept=".json,application/json"
          onChange={(e) => void fillFromModel(e.target.files?.[0])}
        />
      </div>
      {fileProblem ? (
        <p role="alert" className="field-problem">
          {fileProblem}
        </p>
      ) : null}
      <CreateTableFields
        draft={draft}
        problems={shown}
        onChange={(p) => {
          if ('tableName' in p) setNameTyped(true);
          setDraft({ ...draft, ...p });
        }}
      />
      <CreateIndexFields draft={draft} problems={shown} onChange={(indexes) => setDraft({ ...draft, indexes })} />
      {local ? (
        <fieldset className="bulk-form">
          <legend>Items to load (local endpoint)</legend>
          {samples.length ? (
            <label>
              <input type="checkbox" checked={loadSamples} onChange={(e) => setLoadSamples(e.target.checked)} /> Load
              the model's {samples.length} sample items
            </label>
          ) : null}
          <div className="field">
            <label htmlFor="create-table-seed">Seed file (DynamoDB JSON lines, as the export writes them)</label>
            <input id="create-table-seed" type="file" onChange={(e) => void readSeed(e.target.files?.[0])} />
          </div>
          {seed ? (
            <p className={seed.problems.length ? 'field-problem' : 'muted'}>
              {seed.name}: {seed.items.length} items
              {seed.problems.length ? `; ${seed.problems.length} lines refused (listed below)` : ''}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {tried && (problems.length > 0 || itemIssues.length > 0) ? (
        <div role="alert" className="error-notice">
          <p>Fix these before the table is created:</p>
          <ul>
            {[...problems.map((p) => p.message), ...itemIssues].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {progress ? <CreateProgressView progress={progress} /> : null}
      {action ? (
        <AdminActionPreview
          action={action}
          api={api}
          {...(target.target ? { connection: target.target } : {})}
          onDone={(ran) => {
            setAction(null);
            if (ran) onClose();
          }}
        />
      ) : (
        <>
          <button type="button" onClick={preview}>
            Preview create
          </button>{' '}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </>
      )}
    </div>
  );
}
