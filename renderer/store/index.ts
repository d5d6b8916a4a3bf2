/**
 * The app's state, built from the API it is handed (STYLE.md 8): one slice per feature, so a test
 * can give it a real or a fake ExplorerApi. The slices a tab owns are made per tab
 * (tab-workspaces.ts): the store holds the open tab's, the shared slices once.
 */
import { createContext, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import { createConnectionsSlice, type ConnectionsSlice } from './connections-slice.js';
import { createTablesSlice, type TablesSlice } from './tables-slice.js';
import { createReadSlice, type ReadSlice } from './read-slice.js';
import { createQueryFormSlice, type QueryFormSlice } from './query-form-slice.js';
import { createCollectionsViewSlice, type CollectionsViewSlice } from './collections-view-slice.js';
import { createInspectorSlice, type InspectorSlice } from './inspector-slice.js';
import { createToolsSlice, type ToolsSlice } from './tools-slice.js';
import { createBuilderSlice, type BuilderSlice } from './builder-slice.js';
import { createPatternsSlice, type PatternsSlice } from './patterns-slice.js';
import { createLayoutSlice, type LayoutSlice } from './layout-slice.js';
import { connectionScopedApi } from './connection-scoped-api.js';
import { meteredApi } from './metered-api.js';
import { keepPreferences } from './preferences.js';
import { KEPT_TOOL_TABS } from '../model/tools/tool-registry.js';
import { snippetLanguages } from '../../shared/snippets/index.js';
import { createDesignSlice, type DesignSlice } from './design-slice.js';
import { createCostSlice, type CostSlice } from './cost-slice.js';
import { createEditingSlice, type EditingSlice } from './editing-slice.js';
import { createPartiqlWriteSlice, type PartiqlWriteSlice } from './partiql-write-slice.js';
import { createBulkSlice, type BulkSlice } from './bulk-slice.js';
import { createWriteQuestionSlice, type WriteQuestionSlice } from './write-question-slice.js';
import { createTableDetailsSlice, type TableDetailsSlice } from './table-details-slice.js';
import { createTabsSlice, newTabId, RESTARTED_NOTE, type TabsSlice } from './tabs-slice.js';
import { TabWorkspaces } from './tab-workspaces.js';
import type { AppActions } from './app-actions.js';
import { keepTabs, loadTabs, loadToolChoices } from './kept-tabs.js';
import { keepMeter } from './kept-meter.js';
import type { ToolViewsSlice } from './tool-views-slice.js';
import { patchTab } from '../model/tabs/tab-list.js';

export type AppState = ConnectionsSlice &
  TablesSlice &
  ReadSlice &
  QueryFormSlice &
  CollectionsViewSlice &
  InspectorSlice &
  ToolsSlice &
  BuilderSlice &
  PatternsSlice &
  DesignSlice &
  LayoutSlice &
  CostSlice &
  EditingSlice &
  PartiqlWriteSlice &
  BulkSlice &
  WriteQuestionSlice &
  TableDetailsSlice &
  TabsSlice &
  ToolViewsSlice &
  AppActions & { api: ExplorerApi; mode: 'electron' | 'web' };

export function createAppStore(rawApi: ExplorerApi, mode: 'electron' | 'web'): StoreApi<AppState> {
  // A background tab's read tells its tab's spinner when it starts and ends, and may pass the bound.
  const tabs = new TabWorkspaces(
    rawApi,
    () => store,
    (tabId, ws) => {
      const s = store.getState();
      const reading = (ws.read as AppState['read']).status === 'reading';
      const next = patchTab(s, tabId, { reading });
      if (next.tabs !== s.tabs) {
        store.setState({ tabs: next.tabs });
        if (!reading) s.syncActiveTab();
      }
    },
  );
  const initial = loadTabs(newTabId(), RESTARTED_NOTE);
  tabs.restore(loadToolChoices());
  const store: StoreApi<AppState> = createStore<AppState>()((...a) => {
    // The shared slices' calls go to the open tab's connection; a tab's own go to its own (tab-workspaces.ts).
    const api = meteredApi(
      connectionScopedApi(rawApi, () => a[1]().connectionId),
      (units, connectionId) => a[1]().addToMeter(units, connectionId),
    );
    return {
      api,
      mode,
      ...createConnectionsSlice(api)(...a),
      ...createPatternsSlice(...a),
      ...createLayoutSlice(...a),
      ...createCostSlice(...a),
      ...createEditingSlice(api)(...a),
      ...createPartiqlWriteSlice(api)(...a),
      ...createBulkSlice(api)(...a),
      ...createWriteQuestionSlice(...a),
      ...createTableDetailsSlice(api)(...a),
      ...(tabs.fresh(initial.activeTabId) as Partial<AppState>),
      ...createTabsSlice(tabs, initial)(...a),
    } as AppState;
  });
  keepTabs(store, (id) => tabs.choicesOf(id));
  keepMeter(store);
  // The open tab's entry (title, address, spinner) follows its read, not each keystroke.
  store.subscribe((s, prev) => {
    if (
      s.activeTabId === prev.activeTabId &&
      (s.tableName !== prev.tableName ||
        s.connectionId !== prev.connectionId ||
        s.read.status !== prev.read.status ||
        s.read.route !== prev.read.route ||
        s.toolRoute !== prev.toolRoute ||
        s.session !== prev.session)
    )
      s.syncActiveTab();
  });
  keepPreferences(store, {
    readEditor: ['form', 'builder', 'partiql'],
    snippetLanguage: snippetLanguages.map((l) => l.id),
    toolTab: KEPT_TOOL_TABS,
    inspectorFormat: ['plain', 'dynamo'],
  });
  return store;
}

export const StoreContext = createContext<StoreApi<AppState> | null>(null);

export function useApp<T>(selector: (s: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useApp outside StoreContext');
  return useStore(store, selector);
}

export function useAppStore(): StoreApi<AppState> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside StoreContext');
  return store;
}
