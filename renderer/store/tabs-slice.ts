/**
 * The tabs: the list (renderer/model/tabs/tab-list.ts) and the moves of the tab bar. A move that
 * opens another tab parks the open tab's workspace and puts the other one's in the store
 * (tab-workspaces.ts): exactly one workspace is live. What stays shared (connections, staged
 * changes, write access, patterns, the meter, preferences) is never parked.
 */
import type { StateCreator } from 'zustand';
import * as list from '../model/tabs/tab-list.js';
import type { TabList, TabMeta } from '../model/tabs/tab-list.js';
import { parseAny } from '../routing/any-route.js';
import { formatRoute } from '../routing/query-route.js';
import { currentLink } from './connections-slice.js';
import type { TabWorkspaces } from './tab-workspaces.js';
import type { AppState } from './index.js';

/** All tabs together hold at most this many items; above it the least recently used background tab drops its items. */
export const ITEMS_BOUND = 200_000;
export const DROPPED_NOTE =
  'Its items were let go to save memory (the tabs together held more than 200,000 items). Read again to see them.';
export const RESTARTED_NOTE =
  'Tabs come back without their items after a reload or a restart. Read again to see this one.';

export interface TabsSlice extends TabList {
  newTab(route?: string): void;
  switchTab(id: string): void;
  closeTab(id: string): void;
  reopenClosedTab(): void;
  duplicateTab(id: string): void;
  /** The next (1) or previous (-1) tab, going round. */
  stepTab(step: number): void;
  moveTab(id: string, to: number): void;
  /**
   * Opens an address (a read's or a tool's) in a new tab, after the open one. `background` (a
   * Ctrl+click or a middle click, as in a browser) leaves the open tab open; the read runs behind it.
   */
  openInNewTab(route: string, options?: { background?: boolean }): void;
  /** Runs the open tab's read again (its items were dropped, or not kept across a restart). */
  readAgain(): void;
  /** Keeps the open tab's title, address and spinner in its entry, and drops items above the bound. */
  syncActiveTab(): void;
}

/**
 * The address of the read a tab shows, as the address bar shows it: its tool's read (`#/fan-out?…`)
 * when that was started after the form last changed, else the form's read.
 */
export function routeOf(s: AppState): string {
  if (!s.tableName) return '';
  const form = formatRoute(s.draftFor(s.tableName), currentLink(s));
  return s.toolRoute && s.toolRouteOver === form ? s.toolRoute : form;
}

export function liveTitle(s: AppState): string {
  const route = routeOf(s);
  if (route && route === s.toolRoute) return routeTitle(route);
  const table = s.tableName;
  const draft = table ? s.draftFor(table) : null;
  return list.tabTitle(table, draft && draft.operation !== 'scan' ? draft.pk : undefined);
}

/** The open tab's title: a tab come back from a reload has its address but no table yet, and keeps its title until read again. */
export function openTabTitle(s: AppState): string {
  return s.tableName ? liveTitle(s) : (s.tabs.find((t) => t.id === s.activeTabId)?.title ?? liveTitle(s));
}

/** The title of a tab opened from an address, before its read has opened: the table and the key of the link. */
export function routeTitle(route: string): string {
  const parsed = parseAny(route);
  if (!parsed) return list.NEW_TAB_TITLE;
  if ('tool' in parsed) return list.tabTitle(parsed.tool.table, parsed.tool.form.draft.pattern || undefined);
  const d = parsed.read.draft;
  return list.tabTitle(d.table, d.operation !== 'scan' ? d.pk : undefined);
}

let counter = 0;
export const newTabId = () => `tab-${Date.now().toString(36)}-${(++counter).toString(36)}`;

export const createTabsSlice =
  (tabs: TabWorkspaces, initial: TabList): StateCreator<AppState, [], [], TabsSlice> =>
  (set, get) => {
    const listOf = (s: AppState): TabList => ({
      tabs: s.tabs,
      activeTabId: s.activeTabId,
      closed: s.closed,
      clock: s.clock,
    });
    const openRoute = (route: string) => {
      const parsed = route ? parseAny(route) : null;
      if (parsed) void get().openAddress(parsed);
    };
    /** Parks the open tab and puts `next`'s workspace (made afresh when it has none) in the store. */
    const swap = (next: TabList, from?: Partial<AppState>) => {
      const s = get();
      const leaving = s.activeTabId;
      const closing = !next.tabs.some((t) => t.id === leaving);
      const withMeta = closing ? next : list.patchTab(next, leaving, metaOf(s));
      if (!closing) tabs.park(leaving, tabs.pick(s));
      else s.stopTabReads();
      const id = next.activeTabId;
      const parked = tabs.unpark(id);
      const ws = parked ?? tabs.fresh(id, from ?? connectionOf(withMeta, id, s));
      set({ ...(ws as Partial<AppState>), ...withMeta });
      // A tab come back from a reload on another connection opens that connection (its tables),
      // so the picker and the list match the tab before "Read again".
      const want = withMeta.tabs.find((t) => t.id === id)?.connectionId;
      if (!parked && want && want !== get().connectionId) void get().selectConnection(want);
      dropAboveBound();
    };
    const metaOf = (s: AppState): Partial<TabMeta> => ({
      title: openTabTitle(s),
      // A tab that reads again (by "Read again" or any other way) holds its items again.
      ...(s.session ? { dropped: undefined } : {}),
      route: routeOf(s) || (s.tabs.find((t) => t.id === s.activeTabId)?.route ?? ''),
      reading: s.read.status === 'reading',
      ...(s.connectionId ? { connectionId: s.connectionId } : {}),
    });
    /** A tab made afresh: the open tab's connection and tables when it is the same connection. */
    const connectionOf = (l: TabList, id: string, s: AppState): Partial<AppState> | undefined => {
      const meta = l.tabs.find((t) => t.id === id);
      return !meta?.connectionId || meta.connectionId === s.connectionId ? s : undefined;
    };
    const dropAboveBound = () => {
      const s = get();
      for (const id of list.tabsToDrop(s, (t) => tabs.itemsOf(t), ITEMS_BOUND)) {
        (tabs.parkedOf(id)?.clearRead as (() => void) | undefined)?.();
        set(list.patchTab(listOf(get()), id, { dropped: DROPPED_NOTE, reading: false }));
      }
    };

    return {
      ...initial,
      newTab(route) {
        const s = get();
        const id = newTabId();
        swap(list.addTab(listOf(s), list.blankTab(id, s.connectionId), s.activeTabId), s);
        if (route) openRoute(route);
      },
      switchTab(id) {
        if (id !== get().activeTabId) swap(list.activate(listOf(get()), id));
      },
      closeTab(id) {
        const s = get();
        let next = list.closeTab(list.patchTab(listOf(s), s.activeTabId, metaOf(s)), id);
        if (next.tabs.length === 0) next = list.addTab(next, list.blankTab(newTabId(), s.connectionId));
        if (id === s.activeTabId) swap(next, next.tabs.length === 1 ? s : undefined);
        else {
          tabs.discard(id);
          set(next);
        }
      },
      reopenClosedTab() {
        const taken = list.takeClosed(listOf(get()));
        if (!taken) return;
        set({ closed: taken.list.closed });
        get().newTab(taken.tab.route);
      },
      duplicateTab(id) {
        const s = get();
        if (id !== s.activeTabId) get().switchTab(id);
        get().newTab(routeOf(get()) || get().tabs.find((t) => t.id === id)?.route);
      },
      stepTab(step) {
        get().switchTab(list.neighbour(listOf(get()), step));
      },
      moveTab(id, to) {
        set(list.moveTab(listOf(get()), id, to));
      },
      openInNewTab(route, { background = false } = {}) {
        const back = get().activeTabId;
        get().newTab(route);
        // Named by its address until its read is opened: its read lands in it behind the open tab.
        const made = get().activeTabId;
        set(list.patchTab(listOf(get()), made, { title: routeTitle(route), route }));
        if (background) get().switchTab(back);
      },
      readAgain() {
        const s = get();
        const meta = s.tabs.find((t) => t.id === s.activeTabId);
        if (!meta) return;
        set(list.patchTab(listOf(s), meta.id, { dropped: undefined }));
        openRoute(meta.route);
      },
      syncActiveTab() {
        const s = get();
        const next = list.patchTab(listOf(s), s.activeTabId, metaOf(s));
        if (next.tabs !== s.tabs) set({ tabs: next.tabs });
        if (s.read.status !== 'reading') dropAboveBound();
      },
    };
  };
