/** The working area: the read's controls above, the tool's and the read's results below. */
import { useApp } from '../../store/index.js';
import { CollectionsPanel } from '../collections/index.js';
import { HistoryList } from '../history/index.js';
import { LinkNotice, LastReadOffer } from '../query/index.js';
import { ReadEditorTabs } from '../builder/index.js';
import { TableDetails } from '../tables/index.js';
import { LayoutNotes, ToolsPanel, ToolResultsProvider, ToolResultsSlot } from '../tools/index.js';
import { useRouteSync } from '../../routing/useRouteSync.js';
import { PanelBoundary } from '../../ui/PanelBoundary.js';
import { WorkspaceSplit } from './WorkspaceSplit.js';
import { ReadAgain } from '../tabs/index.js';
import './layout.css';

/**
 * The working area beside the table list: the read's controls (table details, the read editors,
 * history, the tools' forms) above; below, the results of the chosen tool over those of the read.
 */
export function MainArea() {
  useRouteSync();
  const table = useApp((s) => s.table);
  const name = useApp((s) => s.tableName);
  // A new read may draw where the last one failed: the panels that follow the read start afresh.
  const session = useApp((s) => s.session);
  const described = table.status === 'ready' && table.value.TableName === name ? table.value : null;
  if (!described) {
    return (
      <main className="main-area" id="main">
        <ReadAgain />
        <LinkNotice />
        <LastReadOffer />
        <div className="workspace-pane controls-pane">
          <PanelBoundary name="Table details">
            <TableDetails />
          </PanelBoundary>
        </div>
      </main>
    );
  }
  const controls = (
    <div className="controls-columns">
      <div className="controls-read">
        <PanelBoundary name="Table details" resetKey={described}>
          <TableDetailsFold tableName={described.TableName} />
        </PanelBoundary>
        <PanelBoundary name="Read controls" resetKey={described}>
          <ReadEditorTabs table={described} />
        </PanelBoundary>
        <PanelBoundary name="History" resetKey={described}>
          <HistoryList table={described.TableName} />
        </PanelBoundary>
      </div>
      <div className="controls-tools">
        <PanelBoundary name="Layout notes" resetKey={session}>
          <LayoutNotes />
        </PanelBoundary>
        <PanelBoundary name="Tools" resetKey={described}>
          <ToolsPanel />
        </PanelBoundary>
      </div>
    </div>
  );
  return (
    <main className="main-area" id="main">
      <ReadAgain />
      <LinkNotice />
      <ToolResultsProvider>
        <WorkspaceSplit
          controls={controls}
          results={
            <>
              <ToolResultsSlot />
              <PanelBoundary name="Results" resetKey={session}>
                <CollectionsPanel />
              </PanelBoundary>
            </>
          }
        />
      </ToolResultsProvider>
    </main>
  );
}

/**
 * The table's details, open until the first read and folded after it. On its own so that the first
 * read, which folds it, redraws the fold and not the whole working area around it.
 */
function TableDetailsFold({ tableName }: { tableName: string }) {
  const idle = useApp((s) => s.read.status === 'idle');
  return (
    <details className="table-details-fold" open={idle}>
      <summary>Table details: {tableName}</summary>
      <TableDetails />
    </details>
  );
}
