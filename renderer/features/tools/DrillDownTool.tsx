import { useState } from 'react';
import { useApp } from '../../store/index.js';
import { CheckField, Field } from '../query/Field.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { DrillDownTree } from './DrillDownTree.js';
import { valueText } from './merged-run.js';
import { count } from '../../../shared/text/count.js';

/** Sort-key levels of a collection from the results, refined on demand, each a click away from the results view. */
export function DrillDownTool({ active = true }: { active?: boolean }) {
  const session = useApp((s) => s.session);
  useApp((s) => (active ? s.read.version : -1));
  const drill = useApp((s) => s.drill);
  const start = useApp((s) => s.startDrillDown);
  const open = useApp((s) => s.openDrillNode);
  const countNode = useApp((s) => s.countDrillNode);
  const setExact = useApp((s) => s.setDrillExactCounts);
  const filter = useApp((s) => s.filterToDrillNode);
  const collections = session?.grouper.collections ?? [];
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  if (!active) return null;
  const choice = collections.find((c) => c.key === chosen) ?? collections[0];
  const label = drill ? `Sort key levels of ${valueText(drill.partition)}` : '';
  return (
    <div className="tool">
      <p className="tool-intro">
        Composite sort keys (<code>COUNTRY#STATE#CITY</code>) as a tree with counts. Opening a node reads its prefix
        with <code>begins_with</code> to complete the counts; choosing a node shows just that prefix in the results.
      </p>
      {collections.length === 0 ? <p className="empty">Run a read first; its collections can then be drilled into.</p> : (
        <div className="form-row">
          <Field label="Collection">
            <select value={choice?.key ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {collections.slice(0, 1000).map((c) => <option key={c.key} value={c.key}>{c.partitionKeyText} ({count(c.size, 'item')})</option>)}
            </select>
          </Field>
          <button type="button" onClick={() => setProblem(choice ? start(choice.key) : 'choose a collection')}>Show sort key levels</button>
          <CheckField label="Exact counts (Select=COUNT) when opening a node" checked={drill?.exactCounts ?? false}
            disabled={!drill} onChange={setExact} />
        </div>
      )}
      {problem ? <p role="alert" className="field-problem">{problem}</p> : null}
      {drill ? (
        <section aria-label="Drill-down">
          <div className="form-row">
            <span className="muted">{focused !== null ? <>Node <code>{focused || '(all)'}</code>:</> : 'Move to a node to act on it.'}</span>
            <button type="button" disabled={focused === null} onClick={() => focused !== null && void countNode(focused)}>Count exactly</button>
            <button type="button" disabled={focused === null} onClick={() => focused !== null && void filter(focused)}>Show in results</button>
            <button type="button" onClick={() => void countNode('')}>Count the whole collection</button>
            {drill.tree.root.exactCount !== null ? <span>{count(drill.tree.root.exactCount, 'item')} in the collection.</span> : null}
          </div>
          {drill.error ? <ErrorNotice title="Reading the node failed" error={drill.error} /> : null}
          <DrillDownTree drill={drill} label={label} mayHaveMore={!drill.complete}
            onOpen={(p) => void open(p)} onActivate={(p) => void filter(p)} onFocusNode={setFocused} />
        </section>
      ) : null}
    </div>
  );
}
