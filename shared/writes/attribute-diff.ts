/**
 * The per-attribute difference between the item as read and the item as wanted: what the diff
 * view shows, and the only attributes an UpdateItem touches.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import { setOwn } from '../dynamo/own-property.js';
import { sameValue } from './value-equality.js';

export type AttributeChange =
  | { name: string; kind: 'added'; after: AttributeValue }
  | { name: string; kind: 'removed'; before: AttributeValue }
  | { name: string; kind: 'changed'; before: AttributeValue; after: AttributeValue };

/** Attributes in the order of `before`, then those only in `after`. */
export function diffItems(before: Item | undefined, after: Item | undefined): AttributeChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const out: AttributeChange[] = [];
  for (const name of Object.keys(b)) {
    const was = b[name]!;
    if (!Object.hasOwn(a, name)) out.push({ name, kind: 'removed', before: was });
    else if (!sameValue(was, a[name]!)) out.push({ name, kind: 'changed', before: was, after: a[name]! });
  }
  for (const name of Object.keys(a)) {
    if (!Object.hasOwn(b, name)) out.push({ name, kind: 'added', after: a[name]! });
  }
  return out;
}

/**
 * `changes` applied to `base`: how a change made against one reading is re-applied on top of the
 * item as it is now, so what another writer changed meanwhile in other attributes is kept.
 */
export function applyDiff(base: Item, changes: readonly AttributeChange[]): Item {
  const removed = new Set(changes.filter((c) => c.kind === 'removed').map((c) => c.name));
  const out: Item = {};
  for (const name of Object.keys(base)) if (!removed.has(name)) setOwn(out, name, base[name]!);
  for (const c of changes) if (c.kind !== 'removed') setOwn(out, c.name, c.after);
  return out;
}
