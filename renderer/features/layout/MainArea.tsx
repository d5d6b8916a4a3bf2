import { useApp } from '../../store/index.js';
import { CollectionsPanel } from '../collections/CollectionsPanel.js';
import { HistoryList } from '../history/HistoryList.js';
import { LinkNotice } from '../query/LinkNotice.js';
import { LastReadOffer } from '../query/LastReadOffer.js';
import { ReadEditorTabs } from '../builder/ReadEditorTabs.js';
import { TableDetails } from '../tables/TableDetails.js';
import { LayoutNotes } from '../tools/LayoutNotes.js';
import { ToolsPanel } from '../tools/ToolsPanel.js';
import { useRouteSync } from '../../routing/useRouteSync.js';
import { WorkspaceSplit } from './WorkspaceSplit.js';
import './layout.css';

/**
 * The working area beside the table list: the read's controls (table details, the read editors,
 * history, and the tools with their own results beside them) above, the results of the read below.
 */
export function MainArea() {
  useRouteSync();
  const table = useApp((s) => s.table);
  const name = useApp((s) => s.tableName);
  const described = table.status === 'ready' && table.value.TableName === name ? table.value : null;
  if (!described) {
    return (
      <main className="main-area" id="main">
        <LinkNotice />
        <LastReadOffer />
        <div className="workspace-pane controls-pane"><TableDetails /></div>
      </main>
    );
  }
  const controls = (
    <div className="controls-columns">
      <div className="controls-read">
        <TableDetailsFold tableName={described.TableName} />
        <ReadEditorTabs table={described} />
        <HistoryList table={described.TableName} />
      </div>
      <div className="controls-tools">
        <LayoutNotes />
        <ToolsPanel />
      </div>
    </div>
  );
  return (
    <main className="main-area" id="main">
      <LinkNotice />
      <WorkspaceSplit controls={controls} results={<CollectionsPanel />} />
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
