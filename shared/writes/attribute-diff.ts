/**
 * The per-attribute difference between the item as read and the item as wanted: what the diff
 * view shows, and the only attributes an UpdateItem touches.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
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
