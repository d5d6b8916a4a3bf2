/**
 * The tabs kept between runs through the app storage: each tab's title, connection and the address
 * of its read (the request, never its items), and which one was open. A reload or a restart brings
 * them back; the open one re-runs its read, the others offer "Read again" when opened. Each tab's
 * tools' choices (tool-views-slice.ts) go along, never their results.
 */
import type { StoreApi } from 'zustand/vanilla';
import { appStorage } from '../api/service-storage.js';
import { blankTab, type TabList, type TabMeta } from '../model/tabs/tab-list.js';
import type { AppState } from './index.js';
import type { ToolChoices } from './tool-views-slice.js';

export const TABS_KEY = 'ice.tabs';

interface KeptTab {
  id: string;
  title: string;
  route: string;
  connectionId?: string;
  tools?: Record<string, ToolChoices>;
}

const isKept = (v: unknown): v is KeptTab => {
  const t = v as Partial<KeptTab> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.title === 'string' &&
    typeof t.route === 'string' &&
    (t.connectionId === undefined || typeof t.connectionId === 'string') &&
    (t.tools === undefined || isChoices(t.tools))
  );
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isChoices = (v: unknown): v is Record<string, ToolChoices> => isObject(v) && Object.values(v).every(isObject);

/** The tools' choices of the kept tabs, by tab id (tab-workspaces.ts gives them to each tab's workspace). */
export function loadToolChoices(): Map<string, Record<string, ToolChoices>> {
  try {
    const v = JSON.parse(appStorage().getItem(TABS_KEY) ?? 'null') as { tabs?: unknown } | null;
    const kept = v && Array.isArray(v.tabs) ? v.tabs.filter(isKept) : [];
    return new Map(kept.flatMap((t) => (t.tools ? [[t.id, t.tools] as const] : [])));
  } catch {
    return new Map();
  }
}

/** The kept tabs, each but the open one marked with `note` (its items are not kept); a fresh list when none are. */
export function loadTabs(firstId: string, note: string): TabList {
  const fresh: TabList = { tabs: [{ ...blankTab(firstId), lastUsed: 1 }], activeTabId: firstId, closed: [], clock: 1 };
  try {
    const v = JSON.parse(appStorage().getItem(TABS_KEY) ?? 'null') as { active?: unknown; tabs?: unknown } | null;
    if (!v || !Array.isArray(v.tabs)) return fresh;
    const kept = v.tabs.filter(isKept);
    if (kept.length === 0) return fresh;
    const active = kept.find((t) => t.id === v.active) ?? kept[0]!;
    const tabs: TabMeta[] = kept.map((t) => ({
      ...blankTab(t.id, t.connectionId),
      title: t.title,
      route: t.route,
      lastUsed: t.id === active.id ? 1 : 0,
      ...(t.id !== active.id && t.route ? { dropped: note } : {}),
    }));
    return { tabs, activeTabId: active.id, closed: [], clock: 1 };
  } catch {
    return fresh;
  }
}

/**
 * Writes the tabs whenever the list, the open tab, the open tab's read or its tools' choices change;
 * `choicesOf` gives any tab's choices (a background tab's do not change while it is hidden).
 */
export function keepTabs(
  store: StoreApi<AppState>,
  choicesOf: (tabId: string) => Record<string, ToolChoices> | undefined,
): void {
  store.subscribe((s, prev) => {
    if (s.tabs === prev.tabs && s.activeTabId === prev.activeTabId && s.toolChoices === prev.toolChoices) return;
    const tabs: KeptTab[] = s.tabs.map((t) => {
      const tools = choicesOf(t.id);
      return {
        id: t.id,
        title: t.title,
        route: t.route,
        ...(t.connectionId ? { connectionId: t.connectionId } : {}),
        ...(tools && Object.keys(tools).length ? { tools } : {}),
      };
    });
    appStorage().setItem(TABS_KEY, JSON.stringify({ active: s.activeTabId, tabs }));
  });
}
