/**
 * A shape class: the items whose sort key has one shape (words kept, ids and numbers as variables),
 * with the same values of the watched type-like attributes, and (where the key has no word at all)
 * the same attribute names. Items are classified into these once, by a hash; what a class *is*
 * (its template, its entity) is decided afterwards and can change without touching an item.
 *
 * A class is what item collections count: it carries the per-read counters the grouper keeps for
 * every entity type, and answers `name` with its entity's current name.
 */
import type { EntityTypeInfo } from './entity-type-info.js';
import type { Item } from '../../dynamo/types.js';
import type { KeySegment } from './key-shape.js';

export interface EntityRecord {
  name: string;
  metadataLike: boolean;
}

export interface TemplateRecord {
  /** Identity: literals and `{}` joined with their delimiters, and the type value when one splits it. */
  key: string;
  /** As shown: `ORDER:{n}:LINE:{n}`. */
  text: string;
  literals: string[];
}

/** Resolves a class's entity, inferring again first if classes were added since. */
export interface ClassOwner {
  entityOf(c: ShapeClass): EntityRecord;
}

export type SortKind = 'S' | 'N' | 'B' | 'none';

export class ShapeClass implements EntityTypeInfo {
  // Counters kept by the grouper (see collections/type-counting.ts).
  items = 0;
  collections = 0;
  singularIn = 0;
  parentEvidence = 0;
  /** Items hashed to this class (counted by the classifier, whichever class they were stored under). */
  seen = 0;
  /** Items whose sort key equals their partition key. */
  skEqPk = 0;
  /** Items that were first in their collection. */
  heads = 0;
  /** The class new items of this shape are stored under: itself, or an earlier class with the same template. */
  rep: ShapeClass = this;
  /** Its sort key equals its partition key (the collection's own record), for every item of it. */
  selfKeyed = false;
  /** Set by inference. */
  entity: EntityRecord | null = null;
  template: TemplateRecord | null = null;
  segments: KeySegment[] = [];
  /** Collision chain for the hash map. */
  next: ShapeClass | null = null;

  constructor(
    private readonly owner: ClassOwner,
    readonly id: number,
    readonly h2: number,
    /** The first sort key text seen (S keys), or ''. */
    readonly sortKey: string,
    readonly sortKind: SortKind,
    /** The first partition key text seen. */
    readonly partitionKey: string,
    /** Values of the watched attributes, by their position in the watch list. */
    readonly typeValues: readonly (string | undefined)[],
    /** Non-key, non-watched attribute names of the first item, sorted. */
    readonly attributes: readonly string[],
    /** The first item of the class (a reference, not a copy). */
    readonly first: Item,
  ) {}

  get name(): string {
    return this.owner.entityOf(this).name;
  }

  get metadataLike(): boolean {
    return this.owner.entityOf(this).metadataLike;
  }
}
