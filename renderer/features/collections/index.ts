/** The collections' public parts: the results panel, and the row model and parent-reach input the layout notes read. */
export { CollectionsPanel } from './CollectionsPanel.js';
export { parentReachInput } from './parent-reach-input.js';
export { RowModel } from './row-model.js';
