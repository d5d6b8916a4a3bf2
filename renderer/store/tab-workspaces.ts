/**
 * Each tab's workspace: the state and the actions of the slices a tab owns (its connection, table,
 * read, form, builder, collections view, selection, tools, design), made once per tab with a `set`
 * and `get` of that tab. While the tab is open they are the store's own fields; when another tab is
 * opened they are parked here (the same objects, moved, never copied: the ReadSession goes along),
 * and the tab's `set` writes into its parked fields instead. So a read that runs in a background tab
 * goes on and lands in its own tab, while only the open tab's fields are in the store: a background
 * tab draws nothing and no subscriber hears of it.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerApi } from '../../shared/api.js';
import { connectionScopedApi } from './connection-scoped-api.js';
import { meteredApi } from './metered-api.js';
import { createTablesSlice } from './tables-slice.js';
import { createReadSlice } from './read-slice.js';
import { createQueryFormSlice } from './query-form-slice.js';
import { createCollectionsViewSlice } from './collections-view-slice.js';
import { createInspectorSlice } from './inspector-slice.js';
import { createToolsSlice } from './tools-slice.js';
import { createBuilderSlice } from './builder-slice.js';
import { createDesignSlice } from './design-slice.js';
import { createAppActions } from './app-actions.js';
import { createToolViewsSlice, type ToolChoices } from './tool-views-slice.js';
import type { AppState } from './index.js';

/** A tab's own fields: state and actions of the slices a tab owns, by name. */
export type Workspace = Record<string, unknown>;
type SetState = StoreApi<AppState>['setState'];
type Updater = Parameters<SetState>[0];

/** Fields of slices shared by all tabs that still belong to a tab: the connection it reads on. */
const TAB_FIELDS_OF_SHARED_SLICES = ['connectionId', 'connectState'] as const;

export class TabWorkspaces {
  private readonly parked = new Map<string, Workspace>();
  private keys: ReadonlySet<string> = new Set();
  /** Tools' choices kept across a reload, by tab, until the tab's workspace is made. */
  private readonly restored = new Map<string, Record<string, ToolChoices>>();

  constructor(
    private readonly rawApi: ExplorerApi,
    private readonly store: () => StoreApi<AppState>,
    /** Told when a parked tab's read starts or ends, for its spinner. */
    private readonly onParkedChange: (tabId: string, ws: Workspace) => void,
  ) {}

  /** A new tab's workspace, its actions bound to the tab `tabId`; `from` gives its connection and tables. */
  fresh(tabId: string, from?: Partial<AppState>): Workspace {
    const get = () => this.stateOf(tabId);
    const set: SetState = (partial: Updater) => this.write(tabId, partial);
    // The store itself may not be made yet (the first tab's workspace is part of its first state).
    const scopedStore: StoreApi<AppState> = {
      getState: get,
      setState: set,
      getInitialState: () => this.store().getInitialState(),
      subscribe: (listener) => this.store().subscribe(listener),
    };
    const api = meteredApi(
      connectionScopedApi(this.rawApi, () => get().connectionId),
      (units, connectionId) => this.store().getState().addToMeter(units, connectionId),
    );
    const a = [set, get, scopedStore] as const;
    // Optional fields are named too: a field absent from the first workspace would not be parked.
    const ws: Workspace = {
      connectionId: undefined,
      connectState: { status: 'idle' },
      tableName: undefined,
      noTablesHint: undefined,
      ...createTablesSlice(api)(...a),
      ...createReadSlice(api)(...a),
      ...createQueryFormSlice(...a),
      ...createCollectionsViewSlice(...a),
      ...createInspectorSlice(...a),
      ...createToolsSlice(api)(...a),
      ...createBuilderSlice(...a),
      ...createDesignSlice(...a),
      ...createToolViewsSlice(...a),
      ...createAppActions(...a),
    };
    const kept = this.restored.get(tabId);
    this.restored.delete(tabId);
    if (kept) ws.toolChoices = kept;
    if (this.keys.size === 0) this.keys = new Set(Object.keys(ws));
    if (from) {
      for (const k of ['connectionId', 'connectState', 'tables', 'noTablesHint'] as const)
        if (from[k] !== undefined) ws[k] = from[k];
      // Preferences the open tab has (which editor, the code's language) carry over to the new one.
      for (const k of ['readEditor', 'snippetLanguage', 'toolTab', 'inspectorFormat'] as const) ws[k] = from[k];
    }
    return ws;
  }

  /** Tools' choices kept across a reload, for the tabs' workspaces when they are made. */
  restore(choices: ReadonlyMap<string, Record<string, ToolChoices>>): void {
    for (const [id, c] of choices) this.restored.set(id, c);
  }

  /** A tab's tools' choices, to keep: its live workspace's, or those restored and not yet opened. */
  choicesOf(tabId: string): Record<string, ToolChoices> | undefined {
    const s = this.store().getState();
    if (s.activeTabId === tabId) return s.toolChoices;
    return (this.parked.get(tabId)?.toolChoices as Record<string, ToolChoices> | undefined) ?? this.restored.get(tabId);
  }

  /** The open tab's fields, taken out of the store's state to be parked. */
  pick(state: AppState): Workspace {
    const s = state as unknown as Record<string, unknown>;
    return Object.fromEntries([...this.keys, ...TAB_FIELDS_OF_SHARED_SLICES].map((k) => [k, s[k]]));
  }

  park(tabId: string, ws: Workspace): void {
    this.parked.set(tabId, ws);
  }

  /** Takes a parked workspace out, to put it in the store. */
  unpark(tabId: string): Workspace | undefined {
    const ws = this.parked.get(tabId);
    this.parked.delete(tabId);
    return ws;
  }

  /** A closed tab's workspace goes: its read is stopped, so it writes nowhere. */
  discard(tabId: string): void {
    const ws = this.parked.get(tabId);
    this.parked.delete(tabId);
    this.restored.delete(tabId);
    (ws?.clearRead as (() => void) | undefined)?.();
  }

  /** Items a tab holds (its read's), for the bound on all tabs together. */
  itemsOf(tabId: string): number {
    const s = this.store().getState();
    const ws = s.activeTabId === tabId ? s : (this.parked.get(tabId) as Partial<AppState> | undefined);
    return ws?.session?.itemCount ?? 0;
  }

  parkedOf(tabId: string): Partial<AppState> | undefined {
    return this.parked.get(tabId) as Partial<AppState> | undefined;
  }

  private stateOf(tabId: string): AppState {
    const s = this.store().getState();
    const ws = s.activeTabId === tabId ? undefined : this.parked.get(tabId);
    return ws ? ({ ...s, ...ws } as AppState) : s;
  }

  private write(tabId: string, partial: Updater): void {
    const store = this.store();
    if (store.getState().activeTabId === tabId) return store.setState(partial);
    const ws = this.parked.get(tabId);
    // A closed tab: what its last call brings back has nowhere to go.
    if (!ws) return;
    const patch = (typeof partial === 'function' ? partial(this.stateOf(tabId)) : partial) as unknown as Record<
      string,
      unknown
    >;
    const shared: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(patch)) {
      if (this.keys.has(k) || (TAB_FIELDS_OF_SHARED_SLICES as readonly string[]).includes(k)) ws[k] = v;
      else shared[k] = v;
    }
    if (Object.keys(shared).length) store.setState(shared as Partial<AppState>);
    this.onParkedChange(tabId, ws);
  }
}
