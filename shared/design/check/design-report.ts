/**
 * What checking the data against a design reports, per collection and for the table. Its own file
 * so the views that show a report need not load the checker.
 */
import type { Item } from '../../dynamo/types.js';
export interface CheckedCollection {
  readonly key: string;
  readonly partitionKeyText: string;
  readonly items: readonly Item[];
}

export interface CollectionDesignReport {
  key: string;
  partitionKeyText: string;
  itemCount: number;
  /** Entity name -> items of it, in first-seen order; strays are not counted here. */
  entities: Map<string, number>;
  strays: number;
  /** Indexes (in the collection's read order) of the first strays, for showing them. */
  strayIndexes: number[];
  /** Items whose type attribute names an entity whose key templates they do not fit. */
  misfits: number;
  /** Index of the first item of the parent entity, or null. */
  parentIndex: number | null;
  /** The entity of that parent item, or null. */
  parentEntity: string | null;
}

export interface PaddingFinding {
  entity: string;
  attribute: string;
  variable: string;
  padded: string;
  unpadded: string;
}

export interface EntityRow {
  entity: string;
  role: 'parent' | 'child';
  items: number;
  collections: number;
  min: number;
  max: number;
}

export interface DesignReport {
  items: number;
  collections: number;
  strays: number;
  misfits: number;
  /** Parent entities with the collections each heads, most first. */
  parents: { entity: string; collections: number }[];
  /**
   * Collections without a parent whose kind normally has one: their entities are found under a
   * parent in most of the collections that hold them (a collection with no entity at all counts
   * when the design has a parent).
   */
  missingParent: string[];
  /** Collections whose parent is not the first item the read returned for them. */
  parentNotFirst: string[];
  padding: PaddingFinding[];
  entityRows: EntityRow[];
  /** Entities of the design no item was found for. */
  unseen: string[];
}
