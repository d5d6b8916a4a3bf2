/** The results pane of the read on screen: status, legend, the collections and the inspector. */
import { useMemo } from 'react';
import { CompareButton, CompareRegion, useCompareOpen } from '../compare/index.js';
import { CopyButton, CopyDialog, useCopySource } from '../copy/index.js';
import { useApp } from '../../store/index.js';
import { useReadFields } from '../../store/read-fields.js';
import { countRender } from '../../ui/render-count.js';
import { ItemInspector } from '../inspector/index.js';
import { EditingPanel } from '../editing/index.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { ReadStatus } from '../query/index.js';
import { CollectionsTreegrid } from './CollectionsTreegrid.js';
import { EntityLegend } from './EntityLegend.js';
import { AbsentProjection, KeylessItems, NoItems, ReadProblem } from './ReadStates.js';
import { ParentChoiceControl } from './ParentChoiceControl.js';
import { ColumnsControl } from './ColumnsControl.js';
import { usePickedColumns } from './column-storage.js';
import { useEntityColours } from '../../ui/use-entity-colours.js';
import './collections.css';
import { readTableOf } from '../../model/query/build-read.js';

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
  const compareOpen = useCompareOpen();
  const copySource = useCopySource();
  const builtTable = read.built ? readTableOf(read.built) : undefined;
  const picked = usePickedColumns(connectionId, builtTable);
  const types = useMemo(() => session?.grouper.entityTypes() ?? [], [session, read.version]);
  const colours = useEntityColours(types);
  if (read.status === 'idle' || !session || !read.built) {
    return (
      <section className="results results-idle" aria-label="Results">
        <p className="empty">The item collections of a read appear here: fill in the form above and run it.</p>
        {/* Changes staged before any read (a PartiQL write, or kept from before a reload) show here too. */}
        <EditingPanel />
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
      <ReadProblem />
      {compareOpen ? <CompareRegion /> : null}
      {copySource ? <CopyDialog source={copySource} /> : null}
      {items > 0 ? (
        <>
          {session.grouper.skippedCount > 0 ? (
            <KeylessItems count={session.grouper.skippedCount} keyName={read.built.keyNames.partitionKey} />
          ) : null}
          <AbsentProjection />
          <div className="results-toolbar">
            <span className="collection-total">
              {collections.toLocaleString('en-US')} collection{collections === 1 ? '' : 's'}
            </span>
            <EntityLegend types={types} colours={colours} />
            <span className="toolbar-spacer" />
            <ColumnsControl
              session={session}
              version={read.version}
              typeFilter={typeFilter}
              connectionId={connectionId}
              table={readTable}
              picked={picked}
            />
            <ParentChoiceControl types={types} />
            <CompareButton />
            <CopyButton />
            <button type="button" onClick={collapseAll}>
              Collapse all
            </button>
            <button type="button" onClick={expandAll}>
              Expand all
            </button>
            {inspectorOpen ? null : (
              <button type="button" aria-controls="item-inspector" onClick={() => setInspectorOpen(true)}>
                Show inspector
              </button>
            )}
          </div>
          <div className={`results-body${inspectorOpen ? ' with-inspector' : ''}`}>
            <CollectionsTreegrid session={session} version={read.version} colours={colours} picked={picked} />
            {inspectorOpen ? (
              <PanelBoundary name="Inspector">
                <ItemInspector
                  onClose={() => {
                    setInspectorOpen(false);
                    // The close button goes with the pane: focus moves to the grid, not to the page.
                    document.querySelector<HTMLElement>('[role="treegrid"]')?.focus();
                  }}
                />
              </PanelBoundary>
            ) : null}
          </div>
        </>
      ) : (
        <NoItems />
      )}
      <EditingPanel />
    </section>
  );
}
