/**
 * Masking inside an attribute: a path of map keys (`address` › `street`) names what is masked, so
 * a customer's street can be faked while the rest of the address stays as it was. The user picks
 * paths the read has shown (pathsSeen); a path is segments, never dotted text, because a map key
 * may itself hold a dot. A list on the way is gone through element by element (`contacts` ›
 * `phone` masks the phone of every contact), since list positions differ from item to item. An
 * item lacking the path is copied unchanged; a path ending on a map, list or set masks every leaf
 * under it (Masker.value), each keeping its type and length.
 */
import { getOwn, setOwn } from '../dynamo/own-property.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { Masker } from './mask.js';

/** Map keys from the top-level attribute down; one segment is a whole attribute. */
export type MaskPath = readonly string[];

/** How a path reads in the dialog and in a refusal. */
export const pathText = (path: MaskPath): string => path.join('.');

/** A stable key for a path (a Set of them, a React key). */
export const pathKey = (path: MaskPath): string => JSON.stringify(path);

export function pathOfKey(key: string): MaskPath {
  const parsed: unknown = JSON.parse(key);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((s) => typeof s === 'string'))
    throw new Error(`mask path: expected a JSON array of map keys, got ${key}`);
  return parsed as string[];
}

const isPrefix = (short: MaskPath, long: MaskPath) =>
  short.length < long.length && short.every((s, i) => long[i] === s);

/** The paths with any path under a masked one dropped: masking twice would fake the fake. */
export function outermost(paths: readonly MaskPath[]): MaskPath[] {
  const unique = [...new Map(paths.map((p) => [pathKey(p), p])).values()];
  return unique.filter((p) => !unique.some((q) => isPrefix(q, p)));
}

/** `value` with what `rest` names under it masked; the same object when the path is not there. */
function maskUnder(value: AttributeValue, rest: MaskPath, masker: Masker, field: string): AttributeValue {
  if (rest.length === 0) return masker.value(value, field);
  if ('L' in value) {
    let changed = false;
    const list = value.L.map((v, i) => {
      const out = maskUnder(v, rest, masker, `${field}[${i}]`);
      changed ||= out !== v;
      return out;
    });
    return changed ? { L: list } : value;
  }
  if (!('M' in value)) return value;
  const [name, ...below] = rest as [string, ...string[]];
  const inner = getOwn(value.M, name);
  if (inner === undefined) return value;
  const masked = maskUnder(inner, below, masker, `${field}.${name}`);
  if (masked === inner) return value;
  const map: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(value.M)) setOwn(map, k, k === name ? masked : v);
  return { M: map };
}

/** The attribute's value with every masked path under it faked; `field` names the item. */
export function maskAttribute(
  name: string,
  value: AttributeValue,
  paths: readonly MaskPath[],
  masker: Masker,
  label: string,
): AttributeValue {
  let out = value;
  for (const path of paths) if (path[0] === name) out = maskUnder(out, path.slice(1), masker, `${label}, ${name}`);
  return out;
}

const MAX_DEPTH = 4;
const MAX_PATHS = 300;

/**
 * The nested map keys the items hold, as paths under each top-level attribute (lists gone
 * through), in the order first met; what the dialog offers beside each attribute.
 */
export function pathsSeen(items: Iterable<Item>, limit = 5000): MaskPath[] {
  const seen = new Map<string, MaskPath>();
  const walk = (value: AttributeValue, path: string[]) => {
    if (seen.size >= MAX_PATHS || path.length > MAX_DEPTH) return;
    if ('L' in value) for (const v of value.L) walk(v, path);
    else if ('M' in value)
      for (const [k, v] of Object.entries(value.M)) {
        const next = [...path, k];
        if (next.length > MAX_DEPTH) return;
        seen.set(pathKey(next), next);
        walk(v, next);
      }
  };
  let count = 0;
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) walk(value, [name]);
    if (++count >= limit) break;
  }
  return [...seen.values()];
}
