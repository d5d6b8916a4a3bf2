/**
 * A change to every item of the read on screen (or of the selected item's collection), dry run
 * first: how many items, a sample of diffs, the write units and the on-demand price. Then either
 * a bulk run in the service (BulkRunProgress: throttled, resumable, with Stop and Undo, for any
 * number of items), or, up to 1,000, staged changes that commit like any other. On a connection
 * that is not local, the run first asks through the store's one question (WriteQuestionPrompt).
 */
import { useEffect, useRef, useState } from 'react';
import { MAX_CHANGES_PER_COMMIT } from '../../../shared/api-writes.js';
import { attributeValueProblem } from '../../../shared/api-values.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { bulkChanges, dryRun, type BulkAction, type BulkPlan, type DryRun } from '../../../shared/writes/bulk.js';
import { valueOf } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';
import { newChangeId } from '../../store/staged-changes.js';
import { readTableOf } from '../../model/query/build-read.js';
import {
  DELETE_MODES,
  defaultDeleteMode,
  deleteModeCost,
  type DeleteMode,
} from '../../../shared/writes/delete-modes.js';
import { BulkRunList } from './BulkRunList.js';
import { DeleteModeChoice } from './DeleteModeChoice.js';
import { BulkRunProgress } from './BulkRunProgress.js';
import { useRunOwner } from './bulk-run-owners.js';
import { RunShownElsewhere } from './RunShownElsewhere.js';
import { BulkWarnings } from './BulkWarnings.js';

// A put comes from Copy and Import, never from this form.
type Kind = Exclude<BulkAction['kind'], 'put'>;
type Scope = 'read' | 'collection';

function actionOf(kind: Kind, attribute: string, valueText: string): BulkAction | string {
  if (kind === 'delete') return { kind };
  if (attribute.trim() === '') return 'Name the attribute.';
  if (kind === 'remove') return { kind, attribute };
  let value: unknown;
  try {
    value = JSON.parse(valueText);
  } catch {
    return 'The value must be DynamoDB JSON, such as {"S":"shipped"} or {"N":"1"}.';
  }
  const problem = attributeValueProblem(value);
  return problem ?? { kind, attribute, value: value as AttributeValue };
}

export function BulkChange() {
  const session = useApp((s) => s.session);
  const built = useApp((s) => s.read.built);
  const table = useApp((s) => valueOf(s.table));
  const stageMany = useApp((s) => s.stageMany);
  const selection = useApp((s) => s.selection);
  const bulkRun = useApp((s) => s.bulkRun);
  const bulkError = useApp((s) => s.bulkError);
  const bulkBusy = useApp((s) => s.bulkBusy);
  const startRun = useApp((s) => s.startBulkRun);
  const open = useApp((s) => s.layout.bulkOpen);
  const setOpen = useApp((s) => s.setBulkOpen);
  const [scope, setScope] = useState<Scope>('read');
  const [kind, setKind] = useState<Kind>('delete');
  const writeAccess = useApp((s) => s.writeAccess);
  // Until the user picks one, the mode follows the connection (shared/writes/delete-modes.ts).
  const [pickedMode, setDeleteMode] = useState<DeleteMode | undefined>(undefined);
  const deleteMode = pickedMode ?? defaultDeleteMode(writeAccess?.local);
  const [attribute, setAttribute] = useState('');
  const [valueText, setValueText] = useState('');
  const [run, setRun] = useState<{ plan: BulkPlan; dry: DryRun } | string | null>(null);
  const answer = useRef<HTMLDivElement>(null);
  // The pane under the grid scrolls: a dry run's answer (or its problem) is brought into view, not left below.
  useEffect(() => {
    if (run !== null) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [run]);
  const tableName = built ? readTableOf(built) : undefined;
  const owner = useRunOwner(bulkRun?.runId);
  const progress = bulkRun ? (
    <>
      {owner ? <RunShownElsewhere tableName={bulkRun.TableName} owner={owner} /> : <BulkRunProgress run={bulkRun} />}
      <BulkRunList />
    </>
  ) : null;
  const problem = bulkError ? (
    <p role="alert" className="field-problem">
      {bulkError.name}: {bulkError.message}
    </p>
  ) : null;
  if (!session || !table || table.TableName !== tableName || session.itemCount === 0) {
    return progress || problem ? (
      <section role="region" aria-label="Bulk change" className="bulk-change">
        {progress}
        {problem}
      </section>
    ) : null;
  }
  const selected = selection ? session.grouper.collections.find((c) => c.key === selection.collectionKey) : undefined;
  // Undo puts back what the run kept: without the read first, that is the item as read, which must be whole.
  const request = (built?.operation === 'get' ? built.request : built?.spec.request) as
    { ProjectionExpression?: string; Select?: string } | undefined;
  const projected = Boolean(request?.ProjectionExpression || (request?.Select && request.Select !== 'ALL_ATTRIBUTES'));
  const mode: DeleteMode = projected && deleteMode === 'as-read' ? 'read-back' : deleteMode;
  const itemsInScope = () =>
    scope === 'collection' && selected ? selected.items : session.grouper.collections.flatMap((c) => c.items);
  const hash = table.KeySchema.find((k) => k.KeyType === 'HASH')!.AttributeName;
  const range = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  const key = range === undefined ? { partitionKey: hash } : { partitionKey: hash, sortKey: range };

  const dry = () => {
    const action = actionOf(kind, attribute, valueText);
    if (typeof action === 'string') return setRun(action);
    const items = itemsInScope();
    const plan = bulkChanges(items, table.TableName, key, action, newChangeId);
    setRun({ plan, dry: dryRun(plan, key) });
  };
  const result = typeof run === 'object' ? run : null;
  const staging = result ? Math.min(result.plan.changes.length, MAX_CHANGES_PER_COMMIT) : 0;
  return (
    <section role="region" aria-label="Bulk change" className="bulk-change">
      <h3>
        {/* A disclosure kept in the layout preferences: reads unmount this section, the choice stays. */}
        <button
          type="button"
          className="bulk-toggle"
          aria-expanded={open}
          aria-controls="bulk-change-body"
          onClick={() => setOpen(!open)}
        >
          Change every item read ({session.itemCount.toLocaleString('en-US')})
        </button>
      </h3>
      {open ? (
        <div id="bulk-change-body">
          <div className="bulk-form">
            <label>
              Items{' '}
              <select
                value={scope}
                onChange={(e) => {
                  setScope(e.target.value as Scope);
                  setRun(null);
                }}
              >
                <option value="read">Every item read ({session.itemCount.toLocaleString('en-US')})</option>
                {selected ? (
                  <option value="collection">
                    The selected item's collection ({selected.items.length.toLocaleString('en-US')})
                  </option>
                ) : null}
              </select>
            </label>
            <label>
              Action{' '}
              <select
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as Kind);
                  setRun(null);
                }}
              >
                <option value="delete">Delete each item</option>
                <option value="set">Set an attribute</option>
                <option value="remove">Remove an attribute</option>
              </select>
            </label>
            {kind !== 'delete' ? (
              <label>
                Attribute{' '}
                <input
                  value={attribute}
                  onChange={(e) => {
                    setAttribute(e.target.value);
                    setRun(null);
                  }}
                />
              </label>
            ) : null}
            {kind === 'set' ? (
              <label>
                Value (DynamoDB JSON){' '}
                <input
                  value={valueText}
                  placeholder='{"S":"shipped"}'
                  onChange={(e) => {
                    setValueText(e.target.value);
                    setRun(null);
                  }}
                />
              </label>
            ) : null}
            {kind === 'delete' ? (
              <DeleteModeChoice
                mode={mode}
                projected={projected}
                onChange={(m) => {
                  setDeleteMode(m);
                  setRun(null);
                }}
              />
            ) : null}
            <button type="button" onClick={dry}>
              Dry run
            </button>
          </div>
          <div ref={answer}>
            {typeof run === 'string' ? (
              <p className="field-problem" role="alert">
                {run}
              </p>
            ) : null}
            {result ? (
              <div role="status" aria-label="Dry run">
                <p>
                  {result.dry.items.toLocaleString('en-US')} item{result.dry.items === 1 ? '' : 's'} would change
                  {result.dry.skipped
                    ? ` (${result.dry.skipped.toLocaleString('en-US')} left out: no table key in the read, a key attribute, or nothing to change)`
                    : ''}
                  . About {result.dry.writeUnits.toLocaleString('en-US')} write units one by one,{' '}
                  {result.dry.transactionWriteUnits.toLocaleString('en-US')} in transactions ($
                  {result.dry.transactionUsd.toFixed(6)} on demand at us-east-1 prices; index writes not counted).
                  Nothing is written yet.
                </p>
                {kind === 'delete' ? (
                  <p>
                    {DELETE_MODES[mode].label}: {DELETE_MODES[mode].guarantee} {deleteModeCost(mode)}
                  </p>
                ) : null}
                <BulkWarnings table={table.TableName} action={kind === 'delete' ? 'delete' : 'write'} />
                <ul aria-label="Sample of the changes">
                  {result.dry.sample.map((s) => (
                    <li key={JSON.stringify(s.key)}>
                      <code>{JSON.stringify(s.key)}</code>:{' '}
                      {kind === 'delete'
                        ? `deleted, with its ${s.diff.length} attribute${s.diff.length === 1 ? '' : 's'}`
                        : s.diff.map((d) => `${d.name} ${d.kind}`).join(', ')}
                    </li>
                  ))}
                </ul>
                {result.plan.changes.length > 0 ? (
                  <button
                    type="button"
                    disabled={
                      bulkBusy ||
                      (bulkRun !== undefined && (bulkRun.state === 'running' || bulkRun.state === 'stopping'))
                    }
                    onClick={() => {
                      const action = actionOf(kind, attribute, valueText);
                      if (typeof action === 'string') return;
                      const items = result.plan.changes.map((c) => c.before!);
                      setRun(null);
                      void startRun({
                        TableName: table.TableName,
                        action,
                        items,
                        deleteMode: mode,
                        projected,
                      });
                    }}
                  >
                    Start bulk run
                  </button>
                ) : null}
                {staging > 0 ? (
                  <button
                    type="button"
                    onClick={() => {
                      stageMany(result.plan.changes.slice(0, staging));
                      setRun(null);
                    }}
                  >
                    Stage {staging.toLocaleString('en-US')} change{staging === 1 ? '' : 's'}
                    {result.plan.changes.length > staging
                      ? ` (the first ${MAX_CHANGES_PER_COMMIT.toLocaleString('en-US')}: one commit takes at most that many)`
                      : ''}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      {problem}
      {progress}
    </section>
  );
}
