import { useApp } from '../../store/index.js';
import { CollectionsPanel } from '../collections/CollectionsPanel.js';
import { HistoryList } from '../history/HistoryList.js';
import { LinkNotice } from '../query/LinkNotice.js';
import { ReadEditorTabs } from '../builder/ReadEditorTabs.js';
import { TableDetails } from '../tables/TableDetails.js';
import { LayoutNotes } from '../tools/LayoutNotes.js';
import { ToolsPanel } from '../tools/ToolsPanel.js';
import { useRouteSync } from '../../routing/useRouteSync.js';

/** The working area beside the table list: details of the chosen table, then the reads on it. */
export function MainArea() {
  useRouteSync();
  const table = useApp((s) => s.table);
  const name = useApp((s) => s.tableName);
  const idle = useApp((s) => s.read.status === 'idle');
  const described = table.status === 'ready' && table.value.TableName === name ? table.value : null;
  return (
    <main className="main-area" id="main">
      <LinkNotice />
      {described ? (
        <details className="table-details-fold" open={idle}>
          <summary>Table details: {described.TableName}</summary>
          <TableDetails />
        </details>
      ) : <TableDetails />}
      {described ? <ReadEditorTabs table={described} /> : null}
      {described ? <HistoryList table={described.TableName} /> : null}
      <CollectionsPanel />
      <LayoutNotes />
      {described ? <ToolsPanel /> : null}
    </main>
  );
}
