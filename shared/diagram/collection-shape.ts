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
  /** The entity of the item at `index`. */
  typeAt(index: number): string;
  /**
   * The record the item at `index` was counted under, when the collection keeps one: items of one
   * record are of one entity, so a pass over many items asks each record its name once (a name is
   * worked out from the design, dearer than the lookup).
   */
  infoAtIndex?(index: number): { readonly name: string } | null;
}

/** A run of consecutive items of one entity: items [start, end). */
export interface Run {
  entity: string;
  start: number;
  end: number;
}

/** Names of records already asked, for one pass over collections under one design. */
export type NameCache = Map<object, string>;

/** A function giving the entity of item `i` of `c`, asking each record its name once. */
export function entityReader(
  c: Pick<CollectionShape, 'typeAt' | 'infoAtIndex'>,
  names: NameCache,
): (i: number) => string {
  if (!c.infoAtIndex) return (i) => c.typeAt(i);
  return (i) => {
    const info = c.infoAtIndex!(i);
    if (info === null) return '';
    let name = names.get(info);
    if (name === undefined) names.set(info, (name = info.name));
    return name;
  };
}
