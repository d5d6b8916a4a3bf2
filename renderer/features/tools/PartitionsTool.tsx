/** The Several partitions tool: several partition keys read at once. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { DedupeBy } from '../../../shared/reads/multi-partition.js';
import { DEFAULT_PARTITIONS } from '../../routing/tool-route.js';
import { useApp } from '../../store/index.js';
import { Field } from '../../ui/Field.js';
import { FlipButton } from './FlipButton.js';
import { MergedRunView } from './MergedRunView.js';
import { SeparateRunView } from './SeparateRunView.js';
import { partitionKeysPlaceholder } from './pattern-placeholder.js';
import { formOf } from '../../store/tool-forms-slice.js';
import { toolFormSubmit } from './tool-form-submit.js';
import { ToolDraftFields } from './ToolDraftFields.js';
import { ToolResults } from './ToolResults.js';

/** Several partition keys read at once: each as its own collection, or merged without duplicates. */
export function PartitionsTool({ table }: { table: TableDescription }) {
  const kept = useApp((s) => s.partitionsForm);
  const editForm = useApp((s) => s.editPartitionsForm);
  const submit = useApp((s) => s.submitPartitions);
  const { draft, mode, dedupeBy, limit: limitText } = formOf(kept, table.TableName, DEFAULT_PARTITIONS);
  const { problems, problem, onSubmit } = toolFormSubmit(kept, table.TableName, submit);
  const edit = (patch: Parameters<typeof editForm>[1]) => editForm(table.TableName, patch);
  const setMode = (m: typeof mode) => edit({ mode: m });
  const setDedupeBy = (d: DedupeBy) => edit({ dedupeBy: d });
  const setLimitText = (l: string) => edit({ limit: l });
  const stored = useApp((s) => s.partitions);
  const state = stored?.run.spec.query.TableName === table.TableName ? stored : null;
  const next = useApp((s) => s.partitionsNext);
  const stop = useApp((s) => s.stopPartitions);
  const showPage = useApp((s) => s.showPartitionsPage);
  const reading = state?.run.status === 'reading';
  return (
    <div className="tool">
      <p className="tool-intro">
        Read several partitions at once (tags, a list of ids): each as its own collection, or merged into one list in
        sort-key order with copies of the same item dropped and the limit applied to the merged result.
      </p>
      <form aria-label="Several partitions form" onSubmit={onSubmit} noValidate>
        <ToolDraftFields
          table={table}
          draft={draft}
          edit={(p) => edit({ draft: { ...draft, ...p } })}
          problem={problem}
          patternLabel="Partition keys"
          patternPlaceholder={partitionKeysPlaceholder}
          patternHint="one a line, comma-separated, a JSON array, or a range"
        />
        <div className="form-row">
          <fieldset className="radio-row">
            <legend>Show</legend>
            <label>
              <input
                type="radio"
                name="partitions-mode"
                checked={mode === 'separate'}
                onChange={() => setMode('separate')}
              />{' '}
              each as its own collection
            </label>
            <label>
              <input
                type="radio"
                name="partitions-mode"
                checked={mode === 'merged'}
                onChange={() => setMode('merged')}
              />{' '}
              merged, without duplicates
            </label>
          </fieldset>
          {mode === 'merged' ? (
            <Field label="Duplicates are items with the same">
              <select value={dedupeBy} onChange={(e) => setDedupeBy(e.target.value as DedupeBy)}>
                <option value="primary-key">whole primary key (the same item read twice)</option>
                <option value="sort-key">sort key only (copies of one entity under several keys)</option>
              </select>
            </Field>
          ) : null}
          <Field
            label="Limit"
            hint={mode === 'merged' ? 'items in the merged list, a page' : 'items per partition'}
            problem={problem('limit')}
            className="narrow"
          >
            <input inputMode="numeric" value={limitText} onChange={(e) => setLimitText(e.target.value)} />
          </Field>
          <button type="submit" className="primary" disabled={reading}>
            Read partitions
          </button>
          {reading && state?.mode === 'separate' ? (
            <button type="button" className="stop" onClick={stop}>
              Stop
            </button>
          ) : null}
        </div>
      </form>
      {state ? (
        <ToolResults tool="partitions" title="Several partitions">
          {problems.length > 0 ? (
            <p className="muted" role="note">
              Nothing was read this time: what follows is the previous read ({state.run.spec.summary}).
            </p>
          ) : null}
          {state.mode === 'merged' ? (
            <MergedRunView
              name="Merged partitions"
              run={state.run}
              onNext={() => void next()}
              onStop={stop}
              onShowPage={showPage}
              action={(item) => <FlipButton item={item} indexName={state.run.spec.query.IndexName} />}
            />
          ) : (
            <SeparateRunView run={state.run} />
          )}
        </ToolResults>
      ) : null}
    </div>
  );
}
