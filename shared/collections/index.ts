/** Item collections: grouping, entity types, parents, colours, the sort-key tree, layout checks, scan statistics. */
export { CollectionGrouper, keyDisplayText, type GrouperOptions, type PageResult } from './grouping.js';
export { ItemCollection, type CollectionTypeCount } from './item-collection.js';
export { isMetadataLike } from '../design/infer/metadata-names.js';
export type { EntityTypeInfo, EntityTypeSummary } from '../design/infer/entity-type-info.js';
export { DELIMITERS, detectDelimiter, firstDelimiter, splitKey, type Delimiter } from './delimiters.js';
export { detectParent, type ParentDecision, type ParentOverride, type ParentReason } from './parent-detection.js';
export {
  entityTypeColours,
  paletteColour,
  contrastRatio,
  LIGHT_BACKGROUND,
  DARK_BACKGROUND,
  type EntityColour,
} from './colours.js';
export {
  SortKeyTree,
  buildSortKeyTree,
  type SortKeyNode,
  type SortKeyNodeView,
  type SortKeyTreeOptions,
} from './sort-key-tree.js';
export {
  ScanStats,
  type ScanStatsSnapshot,
  type CollectionTotals,
  type SizeBucket,
  type EntityTypeTotals,
} from './scan-stats.js';
export * from './checks/index.js';
