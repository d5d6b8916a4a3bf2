/** The Sort key drill-down tool: its form and its tree of sort-key prefixes. */
import { useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp, useAppStore } from '../../store/index.js';
import { CheckField } from '../../ui/Field.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { countRender } from '../../ui/render-count.js';
import { DrillDownTree } from './DrillDownTree.js';
import { drillNodeDraft } from '../../model/tools/tool-drafts.js';
import { openDraftInNewTab } from '../tabs/index.js';
import { DrillIntro } from './DrillIntro.js';
import { collectionByText } from './collection-pick.js';
import { CollectionPicker } from './CollectionPicker.js';
import { drillScope } from './drill-scope.js';
import { valueText } from '../../model/tools/merged-run.js';
import { ToolResults } from './ToolResults.js';
import { count } from '../../../shared/text/count.js';

/**
 * Sort-key levels of a collection from the results, refined on demand, each a click away from the
 * results view. It does not follow the read page by page: the collection is picked by its
 * partition-key value (any of them, with a bounded list of suggestions worked out when the value
 * changes or the read starts or ends), and looked up in the read when the drill-down starts.
 */
export function DrillDownTool({ table, active = true }: { table: TableDescription; active?: boolean }) {
  const store = useAppStore();
  const session = useApp((s) => s.session);
  // Changes once per read (its first collection), not per page.
  const hasCollections = useApp((s) => active && (s.session?.grouper.collections.length ?? 0) > 0);
  const status = useApp((s) => (active ? s.read.status : null));
  const indexName = useApp((s) =>
    s.read.built && s.read.built.operation !== 'get' ? s.read.built.indexName : undefined,
  );
  const drill = useApp((s) => s.drill);
  const start = useApp((s) => s.startDrillDown);
  const open = useApp((s) => s.openDrillNode);
  const countNode = useApp((s) => s.countDrillNode);
  const setExact = useApp((s) => s.setDrillExactCounts);
  const filter = useApp((s) => s.filterToDrillNode);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  if (!active) return null;
  countRender('DrillDownTool');
  const scope = drillScope(table, session?.keyNames ?? null, indexName);
  const drillable = scope.kind === 'levels';
  const first = hasCollections ? session!.grouper.collections[0] : undefined;
  // While pages land the read may not have the typed value yet: said only once it has ended.
  const missing = typed !== '' && status !== 'reading' && collectionByText(session, typed) === undefined;
  const startDrill = () => {
    const c = typed === '' ? first : collectionByText(session, typed);
    setProblem(
      c
        ? start(c.key)
        : `no collection ${typed} in the items read: type one of the read's partition key values, or clear the field for the first one`,
    );
  };
  const label = drill ? `Sort key levels of ${valueText(drill.partition)}` : '';
  return (
    <div className="tool">
      <DrillIntro scope={scope} />
      {!drillable ? null : !hasCollections ? (
        <p className="empty">Run a read first; its collections can then be drilled into.</p>
      ) : (
        // A form, so Enter in the field shows the levels as the button does.
        <form
          className="form-row"
          aria-label="Collection to drill into"
          onSubmit={(e) => {
            e.preventDefault();
            startDrill();
          }}
        >
          <CollectionPicker
            label="Collection (partition key value)"
            session={session}
            text={typed}
            suggestFirst
            onText={(t) => {
              setTyped(t);
              setProblem(null);
            }}
            refresh={status}
            placeholder={first ? `${first.partitionKeyText} (the first collection read)` : undefined}
            hint="Type any partition key value of the read; the list suggests a few."
          />
          <button type="submit">Show sort key levels</button>
          <CheckField
            label="Exact counts (Select=COUNT) when opening a node"
            checked={drill?.exactCounts ?? false}
            disabled={!drill}
            onChange={setExact}
          />
        </form>
      )}
      {missing && !problem ? (
        <p className="field-error" role="status">
          No collection {typed} in the items read.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      ) : null}
      {drill ? (
        <ToolResults tool="drill-down" title="Sort key drill-down">
          <section aria-label="Drill-down">
            <div className="form-row">
              <span className="muted">
                {focused !== null ? (
                  <>
                    Node <code>{focused || '(all)'}</code>:
                  </>
                ) : (
                  'Move to a node to act on it.'
                )}
              </span>
              <button
                type="button"
                disabled={focused === null}
                onClick={() => focused !== null && void countNode(focused)}
              >
                Count exactly
              </button>
              <button
                type="button"
                disabled={focused === null}
                onClick={() => focused !== null && void filter(focused)}
              >
                Show in results
              </button>
              <button type="button" onClick={() => void countNode('')}>
                Count the whole collection
              </button>
              {drill.tree.root.exactCount !== null ? (
                <span>{count(drill.tree.root.exactCount, 'item')} in the collection.</span>
              ) : null}
            </div>
            {drill.error ? <ErrorNotice title="Reading the node failed" error={drill.error} /> : null}
            <DrillDownTree
              drill={drill}
              label={label}
              mayHaveMore={!drill.complete}
              onOpen={(p) => void open(p)}
              onActivate={(p) => void filter(p)}
              onFocusNode={setFocused}
              onOpenInNewTab={(p, background) => openDraftInNewTab(store, drillNodeDraft(drill, p), background)}
            />
          </section>
        </ToolResults>
      ) : null}
    </div>
  );
}
