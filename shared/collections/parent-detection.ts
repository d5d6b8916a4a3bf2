/**
 * Which item of a collection is its parent. In order: an override for the table; else the item of
 * the design's parent entity (see shared/design/parent-choice.ts: decided once across everything
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
  /** The design's parent entity and why, for the whole read. */
  designParent(): { entity: string | null; reason: ParentReason | null };
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
  const d = ctx.designParent();
  if (d.entity === null || d.reason === null) return eq >= 0 ? { index: eq, reason: 'sort-key-equals-partition-key' } : null;
  if (eq >= 0 && c.typeAt(eq) === d.entity) return { index: eq, reason: 'sort-key-equals-partition-key' };
  const i = c.firstIndexOf(d.entity);
  return i === undefined ? null : { index: i, reason: d.reason };
}
