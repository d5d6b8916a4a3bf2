/**
 * The list of tabs as data: which tabs there are, in which order, which one is open, which were
 * closed (to reopen), and which background tab gives up its items when the tabs hold too many.
 * Pure, so every move of the tab bar is a function a unit test can check without a store.
 */

/** What the tab bar and the kept state know of a tab; its live workspace is held elsewhere. */
export interface TabMeta {
  id: string;
  /** "Orders · ORDER#1042", or "New tab" when it reads nothing yet. */
  title: string;
  /** The address of its read (`#/query?…`), '' when it has none: what a reload or "Read again" opens. */
  route: string;
  connectionId?: string;
  /** True while its read runs (the spinner), in the background too. */
  reading: boolean;
  /** Why its items are gone (dropped to save memory, or not kept across a restart): "Read again" then. */
  dropped?: string;
  /** When it was last the open tab (a counter, not a time), for the least-recently-used drop. */
  lastUsed: number;
}

export interface TabList {
  tabs: TabMeta[];
  activeTabId: string;
  /** Closed tabs, the last closed last, for "Reopen closed tab". */
  closed: TabMeta[];
  /** Counts switches, so lastUsed orders tabs without a clock. */
  clock: number;
}

export const NEW_TAB_TITLE = 'New tab';
/** How many closed tabs can be reopened. */
export const CLOSED_KEPT = 20;

export function blankTab(id: string, connectionId?: string): TabMeta {
  return {
    id,
    title: NEW_TAB_TITLE,
    route: '',
    reading: false,
    lastUsed: 0,
    ...(connectionId ? { connectionId } : {}),
  };
}

/** The tab's title: the table and the partition key as typed, or "New tab". */
export function tabTitle(table: string | undefined, key: string | undefined): string {
  if (!table) return NEW_TAB_TITLE;
  return key ? `${table} · ${key}` : table;
}

const touch = (list: TabList, id: string): TabList => {
  const clock = list.clock + 1;
  return { ...list, clock, activeTabId: id, tabs: list.tabs.map((t) => (t.id === id ? { ...t, lastUsed: clock } : t)) };
};

/** Adds `tab` after `after` (else at the end) and opens it. */
export function addTab(list: TabList, tab: TabMeta, after?: string): TabList {
  const at = after === undefined ? -1 : list.tabs.findIndex((t) => t.id === after);
  const tabs = [...list.tabs];
  tabs.splice(at < 0 ? tabs.length : at + 1, 0, tab);
  return touch({ ...list, tabs }, tab.id);
}

export function activate(list: TabList, id: string): TabList {
  return list.tabs.some((t) => t.id === id) ? touch(list, id) : list;
}

/**
 * Closes a tab: it goes on the closed list; closing the open one opens its right neighbour (else
 * the left one). Closing the last tab leaves the list empty: the caller adds a new blank one.
 */
export function closeTab(list: TabList, id: string): TabList {
  const at = list.tabs.findIndex((t) => t.id === id);
  if (at < 0) return list;
  const closing = list.tabs[at]!;
  const tabs = list.tabs.filter((t) => t.id !== id);
  const closed = [...list.closed, { ...closing, reading: false }].slice(-CLOSED_KEPT);
  const next = { ...list, tabs, closed };
  if (list.activeTabId !== id || tabs.length === 0) return next;
  return touch(next, (tabs[at] ?? tabs[at - 1])!.id);
}

/** Takes the last closed tab off the closed list; the caller opens it again with its read. */
export function takeClosed(list: TabList): { list: TabList; tab: TabMeta } | null {
  const tab = list.closed[list.closed.length - 1];
  if (!tab) return null;
  return { list: { ...list, closed: list.closed.slice(0, -1) }, tab };
}

/** The tab `step` places after the open one (negative: before), going round at either end. */
export function neighbour(list: TabList, step: number): string {
  const n = list.tabs.length;
  const at = list.tabs.findIndex((t) => t.id === list.activeTabId);
  if (n === 0 || at < 0) return list.activeTabId;
  return list.tabs[(((at + step) % n) + n) % n]!.id;
}

/** Moves a tab to index `to` (clamped), keeping the others in order. */
export function moveTab(list: TabList, id: string, to: number): TabList {
  const at = list.tabs.findIndex((t) => t.id === id);
  if (at < 0) return list;
  const tabs = list.tabs.filter((t) => t.id !== id);
  tabs.splice(Math.max(0, Math.min(to, tabs.length)), 0, list.tabs[at]!);
  return { ...list, tabs };
}

/** A copy of a tab, placed after it: same read, its own workspace. */
export function duplicateOf(tab: TabMeta, id: string): TabMeta {
  return { ...tab, id, reading: false, lastUsed: 0 };
}

export function patchTab(list: TabList, id: string, patch: Partial<TabMeta>): TabList {
  const at = list.tabs.findIndex((t) => t.id === id);
  if (at < 0) return list;
  const now = list.tabs[at]!;
  if ((Object.keys(patch) as (keyof TabMeta)[]).every((k) => now[k] === patch[k])) return list;
  const tabs = [...list.tabs];
  tabs[at] = { ...now, ...patch };
  return { ...list, tabs };
}

/**
 * The background tabs whose items go when all tabs together hold more than `bound` items: the
 * least recently used first, until the rest fit. The open tab keeps its items whatever it holds.
 */
export function tabsToDrop(
  list: Pick<TabList, 'tabs' | 'activeTabId'>,
  itemsOf: (id: string) => number,
  bound: number,
): string[] {
  let total = list.tabs.reduce((n, t) => n + itemsOf(t.id), 0);
  const drop: string[] = [];
  const background = list.tabs
    .filter((t) => t.id !== list.activeTabId && itemsOf(t.id) > 0)
    .sort((a, b) => a.lastUsed - b.lastUsed);
  for (const t of background) {
    if (total <= bound) break;
    total -= itemsOf(t.id);
    drop.push(t.id);
  }
  return drop;
}
