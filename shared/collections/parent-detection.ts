/**
 * Which item of a collection is its parent. In order: an override for the table; else the item of
 * the design's parent entity (see shared/design/infer/parent-choice.ts: decided once across everything
 * read, as a person picks it), preferring the one whose sort key equals its partition key; else,
 * when the design has no parent entity, an item whose sort key equals its partition key. When none
 * applies the answer is null: a collection without a parent is shown as one, never given an
 * invented one.
 */
import type { ItemCollection } from './item-collection.js';

export type ParentOverride = { parentType: string } | { none: true };

export type ParentReason = 'override' | 'model' | 'sort-key-equals-partition-key' | 'metadata-type' | 'singular-type';

export interface ParentDecision {
  index: number;
  reason: ParentReason;
}

export interface ParentRulesContext {
  override: ParentOverride | null;
  /** Parent entities in order of preference, for the whole read; a collection's is the first it holds. */
  designParents(): readonly { entity: string; reason: ParentReason }[];
  /** The design found that no collection has children (many read, each of one item). */
  noHierarchy?(): boolean;
}

function firstOf(c: ItemCollection, name: string): number | null {
  const exact = c.firstIndexOf(name);
  if (exact !== undefined) return exact;
  const wanted = name.toLowerCase();
  const t = c.types.find((x) => x.info.name.toLowerCase() === wanted);
  return t === undefined ? null : t.first;
}

export function detectParent(c: ItemCollection, ctx: ParentRulesContext): ParentDecision | null {
  const o = ctx.override;
  if (o !== null) {
    if ('none' in o) return null;
    const i = firstOf(c, o.parentType);
    return i === null ? null : { index: i, reason: 'override' };
  }
  const eq = c.sortKeyEqualsPartitionKey;
  const ranked = ctx.designParents();
  if (ranked.length === 0)
    return eq >= 0 && ctx.noHierarchy?.() !== true ? { index: eq, reason: 'sort-key-equals-partition-key' } : null;
  for (const p of ranked) {
    if (eq >= 0 && c.typeAt(eq) === p.entity) return { index: eq, reason: 'sort-key-equals-partition-key' };
    const i = c.firstIndexOf(p.entity);
    if (i === undefined) continue;
    // Picked for occurring once: where it repeats, it is not this collection's head.
    if (p.reason === 'singular-type' && c.countOf(p.entity) > 1) return null;
    // A collection of several items all of the parent entity (an index's list of records) heads nothing.
    if (c.types.length === 1 && c.items.length > 1) return null;
    return { index: i, reason: p.reason };
  }
  return eq >= 0 ? { index: eq, reason: 'sort-key-equals-partition-key' } : null;
}
