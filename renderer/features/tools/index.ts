/** The tools' public parts: the tools panel, the results slot it draws into, the layout notes, and the items table (the import preview draws with it). */
export { ToolsPanel } from './ToolsPanel.js';
export { ToolResultsProvider, ToolResultsSlot } from './ToolResults.js';
export { LayoutNotes } from './LayoutNotes.js';
export { ItemsTable } from './ItemsTable.js';
