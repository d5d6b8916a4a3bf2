/** The page's frame: the connection and table list beside the main area, each panel inside its own boundary. */
import { useEffect, type MouseEvent } from 'react';
import { useApp } from './store/index.js';
import { ConnectionPicker } from './features/connections/ConnectionPicker.js';
import { TableList } from './features/tables/TableList.js';
import { MainArea } from './features/layout/MainArea.js';
import { AppStateNotice } from './features/history/AppStateNotice.js';
import { parseRoute } from './routing/query-route.js';
import { parseToolRoute } from './routing/tool-route.js';
import { ExpensiveReadDialog } from './features/explain/ExpensiveReadDialog.js';
import { PanelBoundary } from './ui/PanelBoundary.js';
import { ErrorNotices } from './ui/ErrorNotices.js';
import { TabBar } from './features/tabs/TabBar.js';

/** The connection the address the page opened on names, if any. */
function connectionInAddress() {
  const hash = window.location.hash;
  return parseRoute(hash)?.connection ?? parseToolRoute(hash)?.connection;
}

/**
 * "Skip to results" lands on the results grid itself (else the results, else the working area):
 * `#main` alone left the focus at the table details, many Tab presses from the grid, and set the
 * address's hash, which is the app's route.
 */
function skipToResults(e: MouseEvent<HTMLAnchorElement>) {
  const target =
    document.querySelector<HTMLElement>('[role="treegrid"]') ??
    document.querySelector<HTMLElement>('section.results') ??
    document.getElementById('main');
  e.preventDefault();
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function App() {
  const load = useApp((s) => s.loadConnections);
  const ready = useApp((s) => s.tables.status === 'ready');
  useEffect(() => {
    void load(connectionInAddress());
  }, [load]);
  return (
    <div className="app" data-app-state={ready ? 'loaded' : 'loading'}>
      <a className="skip-link" href="#main" onClick={skipToResults}>
        Skip to results
      </a>
      <header className="app-header">
        <h1>Item Collection Explorer</h1>
        <PanelBoundary name="Connections">
          <ConnectionPicker />
        </PanelBoundary>
      </header>
      <AppStateNotice />
      <ErrorNotices />
      <PanelBoundary name="Tabs">
        <TabBar />
      </PanelBoundary>
      <div className="app-body">
        <PanelBoundary name="Tables">
          <TableList />
        </PanelBoundary>
        <PanelBoundary name="Working area">
          <MainArea />
        </PanelBoundary>
      </div>
      <ExpensiveReadDialog />
    </div>
  );
}
