/**
 * What the pictures of the layout need to know of one collection, and no more: its items in the
 * order the server returned them (sort-key order), the entity of each, and where its parent is.
 * `ItemCollection` satisfies it; tests can hand plain objects.
 */
import type { Item } from '../dynamo/types.js';

export interface CollectionShape {
  readonly items: readonly Item[];
  readonly partitionKeyText: string;
  /** Index (server order) of the parent item, or null. */
  readonly parentIndex: number | null;
  readonly parentType: string | null;
  /** The entity of the item at `index`. */
  typeAt(index: number): string;
  /** Items of an entity in this collection. */
  countOf(type: string): number;
  /** Entity names with counts, in first-seen order. */
  readonly types: readonly { readonly info: { readonly name: string }; readonly count: number }[];
}

/** A run of consecutive items of one entity: items [start, end). */
export interface Run {
  entity: string;
  start: number;
  end: number;
}
