import { useState, type FormEvent } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { DEFAULT_DEDUPE, type DedupeBy } from '../../../shared/reads/multi-partition.js';
import { useApp } from '../../store/index.js';
import type { PartitionsSettings } from '../../store/tools-slice.js';
import { Field } from '../query/Field.js';
import { FlipButton } from './FlipButton.js';
import { MergedRunView } from './MergedRunView.js';
import { SeparateRunView } from './SeparateRunView.js';
import { buildToolSpec, wholeNumber, type ToolDraft, type ToolField, type ToolProblem } from './tool-spec.js';
import { EMPTY_DRAFT, ToolDraftFields } from './ToolDraftFields.js';

/** Several partition keys read at once: each as its own collection, or merged without duplicates. */
export function PartitionsTool({ table }: { table: TableDescription }) {
  const [draft, setDraft] = useState<ToolDraft>(EMPTY_DRAFT);
  const [mode, setMode] = useState<PartitionsSettings['mode']>('separate');
  const [dedupeBy, setDedupeBy] = useState<DedupeBy>(DEFAULT_DEDUPE);
  const [limitText, setLimitText] = useState('100');
  const [problems, setProblems] = useState<ToolProblem[]>([]);
  const stored = useApp((s) => s.partitions);
  const state = stored?.run.spec.query.TableName === table.TableName ? stored : null;
  const start = useApp((s) => s.runPartitions);
  const next = useApp((s) => s.partitionsNext);
  const stop = useApp((s) => s.stopPartitions);
  const showPage = useApp((s) => s.showPartitionsPage);
  const problem = (f: ToolField) => problems.find((p) => p.field === f)?.message;
  const reading = state?.run.status === 'reading';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: ToolProblem[] = [];
    const limit = wholeNumber(limitText, 'limit', 'Limit', 1, 10_000, found);
    const built = buildToolSpec(table, draft);
    if (!built.ok) found.push(...built.problems);
    setProblems(found);
    if (found.length === 0 && built.ok) void start(built.spec, { mode, limit, dedupeBy, concurrency: 8 });
  };
  return (
    <div className="tool">
      <p className="tool-intro">
        Read several partitions at once (tags, a list of ids): each as its own collection, or merged into one list in
        sort-key order with copies of the same item dropped and the limit applied to the merged result.
      </p>
      <form aria-label="Several partitions form" onSubmit={onSubmit} noValidate>
        <ToolDraftFields table={table} draft={draft} edit={(p) => setDraft({ ...draft, ...p })} problem={problem}
          patternLabel="Partition keys" patternPlaceholder={'one key a line, e.g.\ntag#music\ntag#book'}
          patternHint="one a line, comma-separated, a JSON array, or a range" />
        <div className="form-row">
          <fieldset className="radio-row">
            <legend>Show</legend>
            <label><input type="radio" name="partitions-mode" checked={mode === 'separate'} onChange={() => setMode('separate')} /> each as its own collection</label>
            <label><input type="radio" name="partitions-mode" checked={mode === 'merged'} onChange={() => setMode('merged')} /> merged, without duplicates</label>
          </fieldset>
          {mode === 'merged' ? (
            <Field label="Duplicates are items with the same">
              <select value={dedupeBy} onChange={(e) => setDedupeBy(e.target.value as DedupeBy)}>
                <option value="primary-key">whole primary key (the same item read twice)</option>
                <option value="sort-key">sort key only (copies of one entity under several keys)</option>
              </select>
            </Field>
          ) : null}
          <Field label="Limit" hint={mode === 'merged' ? 'items in the merged list, a page' : 'items per partition'} problem={problem('limit')} className="narrow">
            <input inputMode="numeric" value={limitText} onChange={(e) => setLimitText(e.target.value)} />
          </Field>
          <button type="submit" className="primary" disabled={reading}>Read partitions</button>
          {reading && state?.mode === 'separate' ? <button type="button" className="stop" onClick={stop}>Stop</button> : null}
        </div>
      </form>
      {state?.mode === 'merged' ? (
        <MergedRunView name="Merged partitions" run={state.run} onNext={() => void next()} onStop={stop} onShowPage={showPage}
          action={(item) => <FlipButton item={item} indexName={state.run.spec.query.IndexName} />} />
      ) : state?.mode === 'separate' ? <SeparateRunView run={state.run} /> : null}
    </div>
  );
}
