/**
 * The Compare feature as other panels see it: the button that opens it and the region it opens.
 */
export { CompareRegion } from './CompareRegion.js';
export { CompareButton } from './CompareButton.js';
export { useCompareOpen } from './compare-open.js';
