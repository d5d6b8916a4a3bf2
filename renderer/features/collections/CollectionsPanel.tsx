import { ConsumedSummary } from '../explain/ConsumedSummary.js';
import { useMemo } from 'react';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp } from '../../store/index.js';
import { useReadFields } from '../../store/read-fields.js';
import { countRender } from '../../ui/render-count.js';
import { ItemInspector } from '../inspector/ItemInspector.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { ReadStatus } from '../query/ReadStatus.js';
import { CollectionsTreegrid } from './CollectionsTreegrid.js';
import { EntityLegend } from './EntityLegend.js';
import { AbsentProjection, KeylessItems, NoItems, ReadProblem } from './ReadStates.js';
import { ParentChoiceControl } from './ParentChoiceControl.js';
import { ColumnsControl } from './ColumnsControl.js';
import { usePickedColumns } from './column-storage.js';
import { entityTypeColoursKeepingRenames } from '../../../shared/collections/colours.js';
import './collections.css';
import { readTableOf } from '../query/build-read.js';

/** The results of the read on screen: its status, the legend, the collections and the inspector. */
export function CollectionsPanel() {
  countRender('CollectionsPanel');
  // Not the progress: the status line below follows it on its own, so this redraws per page only
  // for the version, which the treegrid and the legend need.
  const read = useReadFields('status', 'built', 'version');
  const session = useApp((s) => s.session);
  const tableName = useApp((s) => s.tableName);
  const collapseAll = useApp((s) => s.collapseAll);
  const expandAll = useApp((s) => s.expandAll);
  const inspectorOpen = useApp((s) => s.layout.inspectorOpen);
  const setInspectorOpen = useApp((s) => s.setInspectorOpen);
  const connectionId = useApp((s) => s.connectionId);
  const typeFilter = useApp((s) => s.view.typeFilter);
  const builtTable = read.built ? readTableOf(read.built) : undefined;
  const picked = usePickedColumns(connectionId, builtTable);
  const types = useMemo(() => session?.grouper.entityTypes() ?? [], [session, read.version]);
  // Every type's colour goes by its name alone, so a table keeps its colours whichever type is the
  // parent: giving the parent the first colour recoloured two types at each parent choice (and at
  // each read whose detected parent differed). The parent is marked by its row, not its colour.
  // And by the table's whole set of entities (its kept or imported model), not this read's alone: a
  // Query that finds four of seven types gave them other slots than the Scan that found all seven.
  const kept = useApp(keptModelOf);
  const imported = useApp((s) => s.designChoices.model);
  // And a type the user renamed keeps the colour of the name it was inferred as.
  const renames = useApp((s) => s.designChoices.overrides.entityNames);
  const colours = useMemo(() => {
    const table = [kept?.design, imported].flatMap((d) => d?.entities.map((e) => e.name) ?? []);
    const all = entityTypeColoursKeepingRenames([...types.map((t) => t.name), ...table], renames);
    return new Map(types.map((t) => [t.name, all.get(t.name)!]));
  }, [types, kept, imported, renames]);
  if (read.status === 'idle' || !session || !read.built) {
    return (
      <section className="results results-idle" aria-label="Results">
        <p className="empty">The item collections of a read appear here: fill in the form above and run it.</p>
      </section>
    );
  }
  const readTable = builtTable!;
  const collections = session.grouper.collections.length;
  const items = session.itemCount;
  return (
    <section className={`results${items > 0 ? ' has-items' : ''}`} aria-label="Results">
      <header className="results-head">
        <h2>Results</h2>
        <code className="read-summary">{read.built.summary}</code>
        {tableName && tableName !== readTable ? <span className="muted"> (from table {readTable})</span> : null}
      </header>
      <ReadStatus />
      <ConsumedSummary />
      <ReadProblem />
      {items > 0 ? (
        <>
          {session.grouper.skippedCount > 0 ? <KeylessItems count={session.grouper.skippedCount} keyName={read.built.keyNames.partitionKey} /> : null}
          <AbsentProjection />
          <div className="results-toolbar">
            <span className="collection-total">{collections.toLocaleString('en-US')} collection{collections === 1 ? '' : 's'}</span>
            <EntityLegend types={types} colours={colours} />
            <span className="toolbar-spacer" />
            <ColumnsControl session={session} version={read.version} typeFilter={typeFilter} connectionId={connectionId} table={readTable} picked={picked} />
            <ParentChoiceControl types={types} />
            <button type="button" onClick={collapseAll}>Collapse all</button>
            <button type="button" onClick={expandAll}>Expand all</button>
            {inspectorOpen ? null : <button type="button" aria-controls="item-inspector" onClick={() => setInspectorOpen(true)}>Show inspector</button>}
          </div>
          <div className={`results-body${inspectorOpen ? ' with-inspector' : ''}`}>
            <CollectionsTreegrid session={session} version={read.version} colours={colours} picked={picked} />
            {inspectorOpen ? <PanelBoundary name="Inspector"><ItemInspector onClose={() => {
              setInspectorOpen(false);
              // The close button goes with the pane: focus moves to the grid, not to the page.
              document.querySelector<HTMLElement>('[role="treegrid"]')?.focus();
            }} /></PanelBoundary> : null}
          </div>
        </>
      ) : <NoItems />}
    </section>
  );
}
