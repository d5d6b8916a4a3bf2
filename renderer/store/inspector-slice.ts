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

export const createInspectorSlice: StateCreator<AppState, [], [], InspectorSlice> = (set) => ({
  selection: null,
  inspectorFormat: 'plain',
  selectItem(collectionKey, itemIndex) {
    set({ selection: { collectionKey, itemIndex } });
  },
  clearSelection() {
    set({ selection: null });
  },
  setInspectorFormat(format) {
    set({ inspectorFormat: format });
  },
});
