/**
 * The table-as-a-whole feature as other features see it: its settings rows in Table details.
 */
export { TableSettings } from './TableSettings.js';
