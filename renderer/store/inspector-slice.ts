/** The item open in the inspector, by collection key and index so it survives new pages arriving. */
import type { StateCreator } from 'zustand';
import type { AppState } from './index.js';

export type InspectorFormat = 'plain' | 'dynamo';

export interface InspectorSlice {
  selection: { collectionKey: string; itemIndex: number } | null;
  inspectorFormat: InspectorFormat;
  selectItem(collectionKey: string, itemIndex: number): void;
  clearSelection(): void;
  setInspectorFormat(format: InspectorFormat): void;
}

export const createInspectorSlice: StateCreator<AppState, [], [], InspectorSlice> = (set, get) => ({
  selection: null,
  inspectorFormat: 'plain',
  selectItem(collectionKey, itemIndex) {
    set({ selection: { collectionKey, itemIndex } });
    // Choosing an item is asking to see it: a closed inspector pane opens again.
    get().setInspectorOpen(true);
  },
  clearSelection() {
    set({ selection: null });
  },
  setInspectorFormat(format) {
    set({ inspectorFormat: format });
  },
});
