/**
 * The design's parent entity, as a person picks it from the collections read: the entity whose
 * item has the partition key as its sort key; else one named like a collection's own record
 * (META, PROFILE, INFO); else the entity found once per collection while others repeat there
 * (its item heading the collection, the smallest key such as 0 or 0x00, breaks a tie). None when
 * nothing says so: a collection without a parent is shown as one.
 */

import type { CollectionCounts } from './parent-evidence.js';

export type DesignParentReason =
  'override' | 'model' | 'sort-key-equals-partition-key' | 'metadata-type' | 'singular-type';

/** An entity's counts across the collections sampled (parent-evidence.ts), with what names it. */
export interface EntityStats extends CollectionCounts {
  name: string;
  metadataLike: boolean;
  /** Its key is a literal alone (`info`, `customer`, `META`). */
  bare: boolean;
  items: number;
}

/** Collections of one item each that show a table has none with children (one or two may be new ones). */
const LONE_COLLECTIONS = 3;

export interface RankedParent {
  entity: string;
  reason: DesignParentReason;
}

export interface ParentChoice {
  /** The design's parent: the first ranked one that heads collections with other items. */
  entity: string | null;
  reason: DesignParentReason | null;
  /**
   * Parents in order of preference: a collection's parent is the first of these it holds (a table
   * can hold orgs headed by METADATA and tickets that stand alone, each its own parent).
   */
  ranked: RankedParent[];
  /**
   * The entities that head collections, in ranked order, with the collections each heads (filled
   * in once collections are counted; empty until then).
   */
  heads?: { entity: string; collections: number }[];
  /** Every collection read holds one item: none has a parent, whatever its sort key. */
  lone?: boolean;
  /** Collections the counts in `heads` are over, and all collections read (more when sampled). */
  counted?: number;
  total?: number;
}

export function chooseParent(
  entities: readonly EntityStats[],
  forced: string | null | undefined,
  modelParent: string | readonly string[] | undefined,
): ParentChoice {
  const one = (entity: string, reason: DesignParentReason): ParentChoice => ({
    entity,
    reason,
    ranked: [{ entity, reason }],
  });
  if (forced === null) return { entity: null, reason: null, ranked: [] };
  if (typeof forced === 'string') {
    const e =
      entities.find((x) => x.name === forced) ?? entities.find((x) => x.name.toLowerCase() === forced.toLowerCase());
    return one(e?.name ?? forced, 'override');
  }
  if (typeof modelParent === 'string') return one(modelParent, 'model');
  if (modelParent !== undefined && modelParent.length > 0) {
    return {
      entity: modelParent[0]!,
      reason: 'model',
      ranked: modelParent.map((entity) => ({ entity, reason: 'model' as const })),
    };
  }
  const present = entities.filter((e) => e.items > 0 && e.collections > 0);
  // Many collections read and not one holds two items: the table has no hierarchy to head.
  if (
    present.length > 0 &&
    present.every((e) => e.withOthers === 0) &&
    present.reduce((n, e) => n + e.collections, 0) >= LONE_COLLECTIONS
  ) {
    return { entity: null, reason: null, ranked: [], lone: true };
  }
  const ranked: RankedParent[] = [];
  const take = (list: EntityStats[], reason: DesignParentReason) => {
    for (const e of list) if (!ranked.some((r) => r.entity === e.name)) ranked.push({ entity: e.name, reason });
  };
  take(
    present.filter((e) => e.skEqPk > 0 && e.skEqPk >= e.collections * 0.5).sort((a, b) => b.skEqPk - a.skEqPk),
    'sort-key-equals-partition-key',
  );
  take(
    present
      .filter((e) => e.metadataLike && e.singularIn >= e.collections * 0.5)
      .sort((a, b) => b.collections - a.collections),
    'metadata-type',
  );
  let candidates = present.filter(
    (e) => e.parentEvidence > 0 && e.singularIn >= e.collections * 0.8 && !ranked.some((r) => r.entity === e.name),
  );
  if (candidates.length > 0) {
    const top = Math.max(...candidates.map((e) => e.parentEvidence));
    candidates = candidates.filter((e) => e.parentEvidence === top);
    if (candidates.length > 1) {
      const heads = Math.max(...candidates.map((e) => e.heads));
      if (heads > 0) candidates = candidates.filter((e) => e.heads === heads);
    }
    if (candidates.length > 1) candidates = candidates.filter((e) => e.bare);
    if (candidates.length === 1) take(candidates, 'singular-type');
  }
  const lead = ranked.find((r) => (entities.find((e) => e.name === r.entity)?.withOthers ?? 0) > 0) ?? ranked[0];
  return lead === undefined
    ? { entity: null, reason: null, ranked }
    : { entity: lead.entity, reason: lead.reason, ranked };
}
