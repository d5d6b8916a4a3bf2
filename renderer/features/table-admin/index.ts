/**
 * The table-as-a-whole feature as other features see it: its settings rows in Table details, and
 * the "Create table" buttons (by the tables list, and from the design in the Design tab).
 */
export { TableSettings } from './TableSettings.js';
export { CreateTableButton, CreateTableFromDesign } from './CreateTableButton.js';
