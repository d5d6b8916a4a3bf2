/**
 * The design's parent entity, as a person picks it from the collections read: the entity whose
 * item has the partition key as its sort key; else one named like a collection's own record
 * (META, PROFILE, INFO); else the entity found once per collection while others repeat there
 * (its item heading the collection, the smallest key such as 0 or 0x00, breaks a tie). None when
 * nothing says so: a collection without a parent is shown as one.
 */

export type DesignParentReason = 'override' | 'model' | 'sort-key-equals-partition-key' | 'metadata-type' | 'singular-type';

export interface EntityStats {
  name: string;
  metadataLike: boolean;
  /** Its key is a literal alone (`info`, `customer`, `META`). */
  bare: boolean;
  items: number;
  collections: number;
  singularIn: number;
  parentEvidence: number;
  skEqPk: number;
  heads: number;
}

export interface ParentChoice {
  entity: string | null;
  reason: DesignParentReason | null;
}

export function chooseParent(entities: readonly EntityStats[], forced: string | null | undefined, modelParent: string | undefined): ParentChoice {
  if (forced === null) return { entity: null, reason: null };
  if (typeof forced === 'string') {
    const e = entities.find((x) => x.name === forced) ?? entities.find((x) => x.name.toLowerCase() === forced.toLowerCase());
    return { entity: e?.name ?? forced, reason: 'override' };
  }
  if (modelParent !== undefined) return { entity: modelParent, reason: 'model' };
  const present = entities.filter((e) => e.items > 0);
  const byKey = present.filter((e) => e.skEqPk > 0 && e.skEqPk >= e.items * 0.5).sort((a, b) => b.skEqPk - a.skEqPk);
  if (byKey.length > 0) return { entity: byKey[0]!.name, reason: 'sort-key-equals-partition-key' };
  const meta = present.filter((e) => e.metadataLike).sort((a, b) => b.collections - a.collections);
  if (meta.length > 0) return { entity: meta[0]!.name, reason: 'metadata-type' };
  let candidates = present.filter((e) => e.parentEvidence > 0 && e.singularIn >= e.collections * 0.8);
  if (candidates.length === 0) return { entity: null, reason: null };
  const top = Math.max(...candidates.map((e) => e.parentEvidence));
  candidates = candidates.filter((e) => e.parentEvidence === top);
  if (candidates.length > 1) {
    const heads = Math.max(...candidates.map((e) => e.heads));
    if (heads > 0) candidates = candidates.filter((e) => e.heads === heads);
  }
  if (candidates.length > 1) candidates = candidates.filter((e) => e.bare);
  return candidates.length === 1 ? { entity: candidates[0]!.name, reason: 'singular-type' } : { entity: null, reason: null };
}
