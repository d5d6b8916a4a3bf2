/** The inspector's public part: the selected item's view. */
export { ItemInspector } from './ItemInspector.js';
