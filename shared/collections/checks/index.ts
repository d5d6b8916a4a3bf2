/** The layout checks' one entry: each check of a table's key layout, its note type and its steps. */
export type { LayoutCheckId, LayoutNote, NoteSeverity } from './note.js';
export { checkNumberPadding, numberPaddingSteps, type CollectionSortKeys } from './number-padding.js';
export { checkParentPosition, type ParentPosition, type ParentPositionInput } from './parent-position.js';
export { checkItemSizes, itemSizeSteps, type SizedItem } from './item-sizes.js';
export { checkKeyStyle, keyStyleSteps } from './key-style.js';
export { checkFilterRatio, type ReadTotals } from './filter-ratio.js';
export {
  checkLsiCollectionSize,
  LSI_COLLECTION_LIMIT_BYTES,
  LSI_WARN_BYTES,
  type CollectionSize,
  type LsiSizeInput,
} from './lsi-size.js';
export { checkHotPartition, type HotPartitionInput } from './hot-partition.js';
export { runSteps, STEP_ITEMS, type Steps } from './steps.js';
export { checkParentReach, parentNotReached, type ParentReachInput } from './parent-reach.js';
