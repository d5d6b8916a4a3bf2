/**
 * The workspace's split: how much of its height the read's controls take, whether they are
 * collapsed, and whether the inspector pane is open. A UI preference, kept through appStorage so it
 * moves with the rest of the app's stored state; a missing or damaged entry gives the defaults.
 */
import { appStorage, type KeyValueStore } from '../../api/service-storage.js';

export interface LayoutPrefs {
  /** Height of the controls pane, in percent of the workspace. */
  controlsPercent: number;
  controlsCollapsed: boolean;
  inspectorOpen: boolean;
  /** The bulk change form under the results: closed unless asked for, so the grid keeps its height. */
  bulkOpen: boolean;
}

export const MIN_CONTROLS_PERCENT = 15;
export const MAX_CONTROLS_PERCENT = 85;
export const DEFAULT_LAYOUT: LayoutPrefs = {
  controlsPercent: 42,
  controlsCollapsed: false,
  inspectorOpen: true,
  bulkOpen: false,
};
const KEY = 'ice.layout';
/** One arrow-key step, and one Page Up / Page Down step, in percent. */
const STEP = 5;
const BIG_STEP = 20;

export function clampPercent(p: number): number {
  if (!Number.isFinite(p)) return DEFAULT_LAYOUT.controlsPercent;
  return Math.round(Math.min(MAX_CONTROLS_PERCENT, Math.max(MIN_CONTROLS_PERCENT, p)));
}

export function loadLayoutPrefs(storage: KeyValueStore = appStorage()): LayoutPrefs {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULT_LAYOUT;
    const r = raw as Partial<Record<keyof LayoutPrefs, unknown>>;
    return {
      controlsPercent:
        typeof r.controlsPercent === 'number' ? clampPercent(r.controlsPercent) : DEFAULT_LAYOUT.controlsPercent,
      controlsCollapsed: r.controlsCollapsed === true,
      inspectorOpen: r.inspectorOpen !== false,
      bulkOpen: r.bulkOpen === true,
    };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function saveLayoutPrefs(prefs: LayoutPrefs, storage: KeyValueStore = appStorage()): void {
  try {
    storage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // A full or disabled storage only costs the preference, never the layout.
  }
}

/**
 * What a key pressed on the separator does (the ARIA window-splitter pattern): arrows move it a
 * step, Page Up / Page Down a big step, Home and End to the ends, Enter collapses or restores the
 * controls. Null for any other key. Moving a collapsed separator opens the controls again.
 */
export function separatorKey(prefs: LayoutPrefs, key: string): LayoutPrefs | null {
  const from = prefs.controlsCollapsed ? MIN_CONTROLS_PERCENT : prefs.controlsPercent;
  const to = (p: number): LayoutPrefs => ({ ...prefs, controlsCollapsed: false, controlsPercent: clampPercent(p) });
  switch (key) {
    case 'ArrowUp':
      return prefs.controlsCollapsed ? prefs : to(from - STEP);
    case 'ArrowDown':
      return prefs.controlsCollapsed ? to(MIN_CONTROLS_PERCENT) : to(from + STEP);
    case 'PageUp':
      return prefs.controlsCollapsed ? prefs : to(from - BIG_STEP);
    case 'PageDown':
      return to(from + BIG_STEP);
    case 'Home':
      return { ...prefs, controlsCollapsed: true };
    case 'End':
      return to(MAX_CONTROLS_PERCENT);
    case 'Enter':
      return { ...prefs, controlsCollapsed: !prefs.controlsCollapsed };
    default:
      return null;
  }
}

/** The percent a pointer at `y` within a workspace from `top` to `top + height` asks for. */
export function percentAt(y: number, top: number, height: number): number {
  return height > 0 ? clampPercent(((y - top) / height) * 100) : DEFAULT_LAYOUT.controlsPercent;
}
