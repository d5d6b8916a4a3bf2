/**
 * How the collections are shown: which are collapsed, the entity type the legend narrowed to, and
 * the row the keyboard is on. Reset for each new read.
 */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export interface CollectionsView {
  /** After "Collapse all", collections start collapsed and `toggled` lists the expanded ones. */
  collapsedByDefault: boolean;
  /** Collection keys whose state differs from the default. */
  toggled: ReadonlySet<string>;
  typeFilter: string | null;
  /** The treegrid row the keyboard is on. */
  activeRow: number;
}

export interface CollectionsViewSlice {
  view: CollectionsView;
  isExpanded(key: string): boolean;
  toggleCollection(key: string, expanded?: boolean): void;
  collapseAll(): void;
  expandAll(): void;
  setTypeFilter(type: string | null): void;
  setActiveRow(row: number): void;
  resetCollectionsView(): void;
}

const initial: CollectionsView = { collapsedByDefault: false, toggled: new Set(), typeFilter: null, activeRow: 0 };

export const createCollectionsViewSlice: StateCreator<AppState, [], [], CollectionsViewSlice> = (set, get) => ({
  view: initial,
  isExpanded(key) {
    const v = get().view;
    return v.collapsedByDefault === v.toggled.has(key);
  },
  toggleCollection(key, expanded) {
    const v = get().view;
    const now = get().isExpanded(key);
    const want = expanded ?? !now;
    if (want === now) return;
    const toggled = new Set(v.toggled);
    if (toggled.has(key)) toggled.delete(key);
    else toggled.add(key);
    set({ view: { ...v, toggled } });
  },
  collapseAll() {
    set({ view: { ...get().view, collapsedByDefault: true, toggled: new Set() } });
  },
  expandAll() {
    set({ view: { ...get().view, collapsedByDefault: false, toggled: new Set() } });
  },
  setTypeFilter(type) {
    set({ view: { ...get().view, typeFilter: type, activeRow: 0 } });
  },
  setActiveRow(row) {
    if (get().view.activeRow !== row) set({ view: { ...get().view, activeRow: row } });
  },
  resetCollectionsView() {
    set({ view: { ...initial, toggled: new Set() } });
  },
});
