/**
 * One record per entity type for a whole read: counts across all collections and the evidence for
 * "this type is the parent". Types are interned, so the grouping loop compares them by reference
 * and updates counts without a map lookup per item.
 */
import { isMetadataLike } from './metadata-names.js';

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

export class TypeRegistry {
  private readonly byName = new Map<string, EntityTypeInfo>();
  /** Types in first-seen order. */
  readonly order: EntityTypeInfo[] = [];

  get size(): number {
    return this.order.length;
  }

  get(name: string): EntityTypeInfo | undefined {
    return this.byName.get(name);
  }

  intern(name: string): EntityTypeInfo {
    let info = this.byName.get(name);
    if (info === undefined) {
      info = { name, metadataLike: isMetadataLike(name), items: 0, collections: 0, singularIn: 0, parentEvidence: 0 };
      this.byName.set(name, info);
      this.order.push(info);
    }
    return info;
  }

  /** Types that have items, in first-seen order, as plain copies. */
  summaries(): EntityTypeSummary[] {
    return this.order.filter((t) => t.items > 0).map((t) => ({ ...t }));
  }
}
