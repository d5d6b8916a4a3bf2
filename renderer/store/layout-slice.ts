/** The workspace's pane sizes and which of its optional parts are open, kept as a UI preference. */
import type { StateCreator } from 'zustand';
import { loadLayoutPrefs, saveLayoutPrefs, type LayoutPrefs } from '../model/layout/layout-prefs.js';
import type { AppState } from './index.js';

export interface LayoutSlice {
  layout: LayoutPrefs;
  setLayout(prefs: LayoutPrefs): void;
  setInspectorOpen(open: boolean): void;
  setBulkOpen(open: boolean): void;
}

export const createLayoutSlice: StateCreator<AppState, [], [], LayoutSlice> = (set, get) => ({
  layout: loadLayoutPrefs(),
  setLayout(prefs) {
    set({ layout: prefs });
    saveLayoutPrefs(prefs);
  },
  setInspectorOpen(open) {
    if (get().layout.inspectorOpen !== open) get().setLayout({ ...get().layout, inspectorOpen: open });
  },
  setBulkOpen(open) {
    if (get().layout.bulkOpen !== open) get().setLayout({ ...get().layout, bulkOpen: open });
  },
});
