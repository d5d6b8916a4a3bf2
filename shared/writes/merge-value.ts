/**
 * Three-way merge of an item: as read, as the user wants it, as it is now. Re-applying a change on
 * top of another writer's must keep what they changed inside the same attribute as well: the other
 * keys of a map, the other members of a set, the items they appended to a list. Only where both
 * changed the same leaf does the user's value win (re-applying theirs is what they asked for), and
 * the staged diff shows it against what is there now before anything is written.
 */
import { decodeBase64 } from '../dynamo/base64.js';
import { setOwn } from '../dynamo/own-property.js';
import { normalizeNumber } from '../dynamo/numbers.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { sameValue } from './value-equality.js';

type Maybe = AttributeValue | undefined;

const same = (a: Maybe, b: Maybe): boolean => (a === undefined || b === undefined ? a === b : sameValue(a, b));

/** One key of a map (or one attribute of an item), any of the three possibly absent. */
function mergeOptional(read: Maybe, mine: Maybe, now: Maybe): Maybe {
  if (same(read, mine)) return now;
  if (mine === undefined || read === undefined || now === undefined) return mine;
  return mergeValue(read, mine, now);
}

export function mergeMaps(
  read: Record<string, AttributeValue>,
  mine: Record<string, AttributeValue>,
  now: Record<string, AttributeValue>,
): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  const names = [...Object.keys(now), ...Object.keys(mine).filter((k) => !Object.hasOwn(now, k))];
  for (const k of names) {
    const own = (m: Record<string, AttributeValue>) => (Object.hasOwn(m, k) ? m[k] : undefined);
    const v = mergeOptional(own(read), own(mine), own(now));
    if (v !== undefined) setOwn(out, k, v);
  }
  return out;
}

export const mergeItems = (read: Item, mine: Item, now: Item): Item => mergeMaps(read, mine, now);

/** The members of a set: what is there now, plus what the user added, less what the user removed. */
function mergeMembers(read: string[], mine: string[], now: string[], canonical: (m: string) => string): string[] {
  const r = new Set(read.map(canonical));
  const m = new Set(mine.map(canonical));
  const out = now.filter((x) => !(r.has(canonical(x)) && !m.has(canonical(x))));
  const have = new Set(out.map(canonical));
  for (const x of mine) if (!r.has(canonical(x)) && !have.has(canonical(x))) (out.push(x), have.add(canonical(x)));
  return out;
}

const bytesText = (b64: string) => Array.from(decodeBase64(b64)).join(',');

function startsWith(list: AttributeValue[], prefix: AttributeValue[]): boolean {
  return prefix.length <= list.length && prefix.every((v, i) => sameValue(v, list[i]!));
}

export function mergeValue(read: AttributeValue, mine: AttributeValue, now: AttributeValue): AttributeValue {
  if (sameValue(read, now)) return mine;
  if (sameValue(read, mine)) return now;
  if ('M' in read && 'M' in mine && 'M' in now) return { M: mergeMaps(read.M, mine.M, now.M) };
  if ('SS' in read && 'SS' in mine && 'SS' in now) return { SS: mergeMembers(read.SS, mine.SS, now.SS, (x) => x) };
  if ('NS' in read && 'NS' in mine && 'NS' in now)
    return { NS: mergeMembers(read.NS, mine.NS, now.NS, normalizeNumber) };
  if ('BS' in read && 'BS' in mine && 'BS' in now) return { BS: mergeMembers(read.BS, mine.BS, now.BS, bytesText) };
  // Both appended to a list: theirs first (already stored), then the user's.
  if ('L' in read && 'L' in mine && 'L' in now && startsWith(mine.L, read.L) && startsWith(now.L, read.L))
    return { L: [...now.L, ...mine.L.slice(read.L.length)] };
  return mine;
}
