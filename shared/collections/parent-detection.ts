/**
 * Which item of a collection is its parent. In order: an override for the table; the item whose
 * sort key equals its partition key; an item of a metadata-like type; the type that occurs once
 * while others repeat, weighed across all collections read so far. When none applies the answer is
 * null: a collection without a parent is shown as one, never given an invented one.
 */
import type { Item } from '../dynamo/types.js';
import type { CollectionTypeCount, ItemCollection } from './item-collection.js';

export type ParentOverride = { parentType: string } | { none: true };

export type ParentReason = 'override' | 'sort-key-equals-partition-key' | 'metadata-type' | 'singular-type';

export interface ParentDecision {
  index: number;
  reason: ParentReason;
}

export interface ParentRulesContext {
  override: ParentOverride | null;
  /** Number of key attributes of the read (1 or 2); attributes beyond these tell item shapes apart. */
  keyAttributeCount: number;
  /** The item's sort key as text when it is a string key. */
  sortKeyText(item: Item): string | undefined;
}

function overrideParent(c: ItemCollection, parentType: string): number | null {
  const exact = c.types.find((t) => t.info.name === parentType);
  if (exact) return exact.first;
  const wanted = parentType.toLowerCase();
  return c.types.find((t) => t.info.name.toLowerCase() === wanted)?.first ?? null;
}

function metadataParent(c: ItemCollection): number | null {
  let firstMeta: CollectionTypeCount | null = null;
  for (const t of c.types) {
    if (!t.info.metadataLike) continue;
    if (t.count === 1) return t.first;
    firstMeta ??= t;
  }
  return firstMeta === null ? null : firstMeta.first;
}

function attributeCount(item: Item): number {
  let n = 0;
  for (const _ in item) n++;
  return n;
}

function sameAttributeNames(a: Item, b: Item): boolean {
  for (const k in a) if (!(k in b)) return false;
  return attributeCount(a) === attributeCount(b);
}

/**
 * A singular item shaped exactly like the items of a repeating type is one more sibling (a state
 * with one store among states with many), not a parent. Items that carry little beyond their keys
 * (a KEYS_ONLY index) all look alike, so their shape says nothing.
 */
function looksLikeSibling(c: ItemCollection, candidate: Item, ctx: ParentRulesContext): boolean {
  if (attributeCount(candidate) <= ctx.keyAttributeCount + 2) return false;
  return c.types.some((t) => t.count >= 2 && sameAttributeNames(candidate, c.items[t.first]!));
}

/** An item whose whole sort key is its type (`customer`, `info`) describes the collection itself. */
function isBare(c: ItemCollection, t: CollectionTypeCount, ctx: ParentRulesContext): boolean {
  return ctx.sortKeyText(c.items[t.first]!) === t.info.name;
}

function singularTypeParent(c: ItemCollection, ctx: ParentRulesContext): number | null {
  const candidates = c.types.filter((t) => t.count === 1 && !looksLikeSibling(c, c.items[t.first]!, ctx));
  if (candidates.length === 0) return null;
  let top = 0;
  for (const t of candidates) top = Math.max(top, t.info.parentEvidence);
  // Nothing repeats here and no candidate was a parent elsewhere: no evidence, no parent.
  if (top === 0) return null;
  let tied = candidates.filter((t) => t.info.parentEvidence === top);
  if (tied.length > 1) tied = tied.filter((t) => isBare(c, t, ctx));
  return tied.length === 1 ? tied[0]!.first : null;
}

export function detectParent(c: ItemCollection, ctx: ParentRulesContext): ParentDecision | null {
  const o = ctx.override;
  if (o !== null) {
    if ('none' in o) return null;
    const i = overrideParent(c, o.parentType);
    return i === null ? null : { index: i, reason: 'override' };
  }
  if (c.sortKeyEqualsPartitionKey >= 0) return { index: c.sortKeyEqualsPartitionKey, reason: 'sort-key-equals-partition-key' };
  const meta = metadataParent(c);
  if (meta !== null) return { index: meta, reason: 'metadata-type' };
  const singular = singularTypeParent(c, ctx);
  return singular === null ? null : { index: singular, reason: 'singular-type' };
}
