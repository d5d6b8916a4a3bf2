/**
 * One record per entity type (a shape class of the design classifier) for a whole read: counts
 * across all collections and the evidence for "this type is the parent". The grouping loop compares
 * records by reference and updates counts without a map lookup per item.
 */

export interface EntityTypeInfo {
  readonly name: string;
  readonly metadataLike: boolean;
  /** Items of this type. */
  items: number;
  /** Collections holding at least one. */
  collections: number;
  /** Collections holding exactly one. */
  singularIn: number;
  /** Collections holding exactly one while another type there repeats: evidence it is the parent. */
  parentEvidence: number;
}

export type EntityTypeSummary = Readonly<EntityTypeInfo>;
