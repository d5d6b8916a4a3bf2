/** The tools' public parts: the tools panel, the results slot it draws into, and the layout notes. */
export { ToolsPanel } from './ToolsPanel.js';
export { ToolResultsProvider, ToolResultsSlot } from './ToolResults.js';
export { LayoutNotes } from './LayoutNotes.js';
