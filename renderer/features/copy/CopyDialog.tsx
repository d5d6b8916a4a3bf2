/**
 * "Copy items": a read, a collection or the selection copied to a table on any connection, keys
 * mapped to the target's names, attributes left out or masked (shared/copy/), and a rule for a key
 * the target holds already. "Dry run" streams the source into a bulk run on the target (never
 * started; discarded when a choice changes) and asks the engine what it would do, asking no
 * confirm since nothing is written; "Copy" runs it, confirmed once first on an AWS target like a
 * commit. Progress, Stop, Resume and Undo are the bulk run's own (BulkRunProgress).
 */
import { useMemo } from 'react';
import type { Item } from '../../../shared/dynamo/types.js';
import { CopyPlan, checkOptions } from '../../../shared/copy/copy-plan.js';
import { indexRenames, indexTargetsOf, mapIndexKeys } from '../../../shared/copy/index-key-map.js';
import { mapKeys, renamesAny } from '../../../shared/copy/key-map.js';
import { pathOfKey, pathsSeen } from '../../../shared/copy/mask-paths.js';
import { toErrorShape, valueOf } from '../../store/async-state.js';
import { useApp, useAppStore } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { describeConnection } from '../connections/index.js';
import { BulkRunProgress } from '../editing/index.js';
import { CopyAttributes } from './CopyAttributes.js';
import { CopyDryRunView } from './CopyDryRunView.js';
import { CopyIndexKeys } from './CopyIndexKeys.js';
import { CopyWarnings } from './CopyWarnings.js';
import { CopyRunOptions, maxUnitsOf } from './CopyRunOptions.js';
import { useDiscardStaleRun } from './use-discard-stale-run.js';
import { attributesOf, sourceKeysOf, sourceText, toggled } from './copy-form.js';
import { useCopyView, useOpenCopy, type CopyPhase, type CopySource, type CopyView } from './copy-open.js';
import { prepareCopy } from './copy-run.js';
import { sourcePages } from './copy-source.js';
import { useCopyTarget } from './use-copy-target.js';
import './copy.css';

type Phase = CopyPhase;

export function CopyDialog({ source }: { source: CopySource }) {
  const openCopy = useOpenCopy();
  const store = useAppStore();
  const api = useApp((s) => s.api);
  const built = useApp((s) => s.read.built);
  const session = useApp((s) => s.session);
  // The dialog may be open while the read fills (kept open across a reload): its attributes follow.
  const readVersion = useApp((s) => s.read.version);
  const sourceTable = useApp((s) => valueOf(s.table));
  const sourceConnection = useApp((s) => s.connectionId);
  const connections = valueOf(useApp((s) => s.connections)) ?? [];
  const bulkRun = useApp((s) => s.bulkRun);
  const [view, change] = useCopyView();
  const { keyChoice, indexChoice, salt, whenExists, maxUnits, phase, error, runId, stop } = view;
  const connectionId = view.connectionId || sourceConnection || '';
  const tableName = view.tableName;
  const leaveOut = useMemo(() => new Set(view.leaveOut), [view.leaveOut]);
  const mask = useMemo(() => new Set(view.mask), [view.mask]);
  // `change` is this tab's: a dry run or a copy that ends after a tab switch lands in its own tab.
  const setPhase = (p: Phase) => change({ phase: p });
  const setError = (e: CopyView['error']) => change({ error: e });
  const target = useCopyTarget(api, connectionId, tableName);
  const sourceKeys = sourceTable ? sourceKeysOf(sourceTable) : null;
  const [attributes, paths] = useMemo(() => {
    const items = (): Iterable<Item> =>
      source.kind === 'items'
        ? source.items
        : source.kind === 'collection'
          ? (session?.collection(source.collectionKey)?.items ?? [])
          : (function* () {
              for (const c of session?.grouper.collections ?? []) yield* c.items;
            })();
    return [attributesOf(items(), sourceKeys), pathsSeen(items())] as const;
  }, [source, session, readVersion, sourceKeys?.partitionKey, sourceKeys?.sortKey]);
  const keyMap = target.table && sourceKeys ? mapKeys(sourceKeys, target.table, keyChoice) : null;
  const indexMaps = target.table && sourceTable ? mapIndexKeys(sourceTable, target.table, indexChoice) : [];
  const chosenTable = target.tables.includes(tableName) ? tableName : '';
  const choices = [connectionId, chosenTable, keyChoice, indexChoice, [...leaveOut], [...mask], salt, whenExists];
  const options = JSON.stringify(choices);
  useDiscardStaleRun(api, phase.kind === 'ready' && phase.options !== options ? phase.runId : undefined, () =>
    setPhase({ kind: 'idle' }),
  );
  if (!built || !sourceConnection) return null;

  const nameOf = (id: string) => {
    const c = connections.find((x) => x.id === id);
    return c ? describeConnection(c) : id;
  };
  const toggle = (kind: 'leaveOut' | 'mask', name: string, on: boolean) =>
    change((v) => ({ [kind]: toggled(v[kind], name, on) }));
  const confirm = async (count: number) => {
    const access = await api.getWriteAccess({ connectionId });
    return store.getState().confirmBeforeWriting({ kind: 'bulk run', access, tables: [chosenTable], count });
  };

  /** Streams the source into a new run on the target and dry-runs it; the run is kept for Copy. */
  async function dryRun(): Promise<Extract<Phase, { kind: 'ready' }> | null> {
    setError(null);
    if (!chosenTable) return (setPhase({ kind: 'problem', text: 'Target table: choose a table.' }), null);
    // A bad rate is said before the source is read, not after a whole dry run.
    const max = maxUnitsOf(maxUnits);
    if (!max.ok) return (setPhase({ kind: 'problem', text: max.problem }), null);
    if (!keyMap)
      return (setPhase({ kind: 'problem', text: 'Target table: its key schema is still being read.' }), null);
    if (!keyMap.ok) return (setPhase({ kind: 'problem', text: keyMap.problem }), null);
    const renames = indexRenames(indexMaps);
    if (!renames.ok) return (setPhase({ kind: 'problem', text: renames.problem }), null);
    const copyOptions = {
      keys: keyMap.fields,
      renames: renames.renames,
      leaveOut: [...leaveOut],
      mask: [...mask].map(pathOfKey),
      salt,
    };
    const wrong = checkOptions(copyOptions);
    if (wrong) return (setPhase({ kind: 'problem', text: wrong }), null);
    const pages = sourcePages(api, sourceConnection!, built!, source);
    if (!pages.ok) return (setPhase({ kind: 'problem', text: pages.problem }), null);
    stop.stopped = false;
    // Dry run again with the same choices: the run made before is replaced, so dropped.
    if (phase.kind === 'ready') void api.discardBulkRun({ runId: phase.runId }).catch(() => undefined);
    try {
      setPhase({ kind: 'preparing', progress: { read: 0, sent: 0 } });
      const prepared = await prepareCopy(
        api,
        pages.pages(),
        new CopyPlan(copyOptions),
        { connectionId, TableName: chosenTable },
        whenExists,
        (progress) => setPhase({ kind: 'preparing', progress }),
        () => stop.stopped,
      );
      if (prepared.ok) {
        const ready = { kind: 'ready' as const, runId: prepared.runId, options, dry: prepared.dryRun };
        setPhase(ready);
        return ready;
      }
      if ('refused' in prepared)
        setPhase({
          kind: 'problem',
          text: `${prepared.refusedCount.toLocaleString('en-US')} of ${prepared.read.toLocaleString('en-US')} items cannot be copied; nothing was written.`,
          list: prepared.refused,
        });
      else
        setPhase({
          kind: 'problem',
          text: 'empty' in prepared ? 'The source has no items to copy.' : 'Stopped; nothing was written.',
        });
    } catch (e) {
      setPhase({ kind: 'idle' });
      setError({ title: 'The copy could not be prepared', error: toErrorShape(e) });
    }
    return null;
  }

  async function copy() {
    const max = maxUnitsOf(maxUnits);
    if (!max.ok) return setPhase({ kind: 'problem', text: max.problem });
    const count =
      phase.kind === 'ready'
        ? phase.dry.items
        : source.kind === 'items'
          ? source.items.length
          : (session?.itemCount ?? 0);
    // The one question before writing, asked before the source is read, so a "No" costs nothing.
    const confirmed = await confirm(count);
    if (!confirmed) return;
    const ready = phase.kind === 'ready' && phase.options === options ? phase : await dryRun();
    if (!ready) return;
    try {
      await api.runBulk({
        ...confirmed,
        runId: ready.runId,
        ...(max.value ? { maxWriteUnitsPerSecond: max.value } : {}),
      });
      change({ runId: ready.runId, phase: { kind: 'idle' } });
      await store.getState().showBulkRun(ready.runId);
    } catch (e) {
      setError({ title: 'The copy could not start', error: toErrorShape(e) });
    }
  }

  const run = bulkRun && bulkRun.runId === runId ? bulkRun : undefined;
  const busy = phase.kind === 'preparing';
  return (
    <div role="dialog" aria-label="Copy items" className="copy-dialog">
      <header className="copy-head">
        <h2>Copy items</h2>
        <button type="button" onClick={() => openCopy(null)}>
          Close copy
        </button>
      </header>
      <p>
        From {nameOf(sourceConnection)}: {sourceText(source, built.summary)}.
      </p>
      <div className="copy-form">
        <label>
          Target connection
          <select value={connectionId} onChange={(e) => change({ connectionId: e.target.value })}>
            {connections.map((c) => (
              <option key={c.id} value={c.id}>
                {describeConnection(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Target table
          <select
            value={chosenTable}
            onChange={(e) => change({ tableName: e.target.value })}
            disabled={!target.tables.length}
          >
            <option value="">(choose)</option>
            {target.tables.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      </div>
      {keyMap && !keyMap.ok ? (
        <p role="alert" className="field-problem">
          {keyMap.problem}
        </p>
      ) : null}
      <CopyAttributes
        attributes={attributes}
        paths={paths}
        keyFields={keyMap?.ok ? keyMap.fields : null}
        showKeys={Boolean(
          keyMap?.ok && (renamesAny(keyMap.fields) || keyMap.fields.length !== (sourceKeys?.sortKey ? 2 : 1)),
        )}
        onKeySource={(t, s) => change({ keyChoice: { ...keyChoice, [t]: s } })}
        leaveOut={leaveOut}
        mask={mask}
        onToggle={toggle}
      />
      {target.table ? (
        <CopyIndexKeys
          maps={indexMaps}
          targets={indexTargetsOf(target.table)}
          targetTable={chosenTable}
          onChoose={(s, t) => change({ indexChoice: { ...indexChoice, [s]: t } })}
        />
      ) : null}
      <CopyRunOptions
        masking={mask.size > 0}
        salt={salt}
        onSalt={(v) => change({ salt: v })}
        whenExists={whenExists}
        onWhenExists={(v) => change({ whenExists: v })}
        maxUnits={maxUnits}
        onMaxUnits={(v) => change({ maxUnits: v })}
      />
      {chosenTable ? <CopyWarnings details={target.details} /> : null}
      <div className="copy-buttons">
        <button type="button" disabled={busy} onClick={() => void dryRun()}>
          Dry run
        </button>
        <button
          type="button"
          disabled={busy || Boolean(run && (run.state === 'running' || run.state === 'stopping'))}
          onClick={() => void copy()}
        >
          Copy
        </button>
        {busy ? (
          <button type="button" onClick={() => (stop.stopped = true)}>
            Stop reading
          </button>
        ) : null}
      </div>
      {phase.kind === 'preparing' ? (
        <p role="status" aria-label="Copy preparation">
          Read {phase.progress.read.toLocaleString('en-US')} items, sent {phase.progress.sent.toLocaleString('en-US')}{' '}
          to the run on {chosenTable}.
        </p>
      ) : null}
      {phase.kind === 'problem' ? (
        <div role="alert" className="field-problem">
          <p>{phase.text}</p>
          {phase.list ? (
            <ul aria-label="Items refused">
              {phase.list.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {phase.kind === 'ready' ? <CopyDryRunView dry={phase.dry} /> : null}
      {error ? <ErrorNotice title={error.title} error={error.error} /> : null}
      {target.error ? <ErrorNotice title={target.error.title} error={target.error.error} /> : null}
      {run ? <BulkRunProgress run={run} labels={{ region: 'Copy run', status: 'Copy progress' }} /> : null}
    </div>
  );
}
