/** The layout map's public parts: the map, one collection's strip, and the reveal requests the treegrid answers. */
export { LayoutMap } from './LayoutMap.js';
export { CollectionStrip } from './CollectionStrip.js';
export { onReveal, peekReveal, requestReveal, takeReveal, type RevealRequest } from './reveal-request.js';
