/**
 * The differences between two versions of one item, attribute by attribute and inside maps and
 * lists, by DynamoDB's own types: a number is its decimal value, binary is its bytes, a set has no
 * order. Where two values are equal as DynamoDB sees them but written differently (`N "1.50"` and
 * `N "1.5"`), the difference is kept as a "text" one, so Compare can say so without counting it.
 */
import { decodeBase64 } from '../dynamo/base64.js';
import { normalizeNumber } from '../dynamo/numbers.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { getOwn as own } from '../dynamo/own-property.js';

/** A step into a value: an attribute or map key (text), or a list index (number). */
export type PathStep = string | number;

export type DifferenceKind =
  /** only the left side has this attribute (or list element) */
  | 'only-left'
  /** only the right side has it */
  | 'only-right'
  /** both have it, of different DynamoDB types (`S` and `N`, `L` and `SS`...) */
  | 'type'
  /** both have it, same type, different values */
  | 'value'
  /** equal as DynamoDB compares them, written differently (`1.50` and `1.5`) */
  | 'text';

export interface AttributeDifference {
  path: PathStep[];
  kind: DifferenceKind;
  left?: AttributeValue;
  right?: AttributeValue;
  /** for sets: the members on one side only, as written on that side */
  onlyLeftMembers?: string[];
  onlyRightMembers?: string[];
}

const typeOf = (v: AttributeValue): string => Object.keys(v)[0]!;
const bytesKey = (b64: string): string => Array.from(decodeBase64(b64)).join(',');

function setDifference(
  path: PathStep[],
  left: AttributeValue,
  right: AttributeValue,
  a: string[],
  b: string[],
  canonical: (m: string) => string,
  out: AttributeDifference[],
): void {
  const leftKeys = new Set(a.map(canonical));
  const rightKeys = new Set(b.map(canonical));
  const onlyLeftMembers = a.filter((m) => !rightKeys.has(canonical(m)));
  const onlyRightMembers = b.filter((m) => !leftKeys.has(canonical(m)));
  if (onlyLeftMembers.length > 0 || onlyRightMembers.length > 0) {
    out.push({ path, kind: 'value', left, right, onlyLeftMembers, onlyRightMembers });
    return;
  }
  // Same members; a set has no order, so only a member written differently is worth a word.
  const leftText = new Set(a);
  if (!b.every((m) => leftText.has(m)) || a.length !== b.length) out.push({ path, kind: 'text', left, right });
}

function diffValue(path: PathStep[], a: AttributeValue, b: AttributeValue, out: AttributeDifference[]): void {
  if (typeOf(a) !== typeOf(b)) {
    out.push({ path, kind: 'type', left: a, right: b });
    return;
  }
  if ('S' in a && 'S' in b) {
    if (a.S !== b.S) out.push({ path, kind: 'value', left: a, right: b });
  } else if ('N' in a && 'N' in b) {
    if (a.N !== b.N) {
      out.push({ path, kind: normalizeNumber(a.N) === normalizeNumber(b.N) ? 'text' : 'value', left: a, right: b });
    }
  } else if ('B' in a && 'B' in b) {
    if (a.B !== b.B) out.push({ path, kind: bytesKey(a.B) === bytesKey(b.B) ? 'text' : 'value', left: a, right: b });
  } else if ('BOOL' in a && 'BOOL' in b) {
    if (a.BOOL !== b.BOOL) out.push({ path, kind: 'value', left: a, right: b });
  } else if ('SS' in a && 'SS' in b) {
    setDifference(path, a, b, a.SS, b.SS, (m) => m, out);
  } else if ('NS' in a && 'NS' in b) {
    setDifference(path, a, b, a.NS, b.NS, normalizeNumber, out);
  } else if ('BS' in a && 'BS' in b) {
    setDifference(path, a, b, a.BS, b.BS, bytesKey, out);
  } else if ('L' in a && 'L' in b) {
    const n = Math.max(a.L.length, b.L.length);
    for (let i = 0; i < n; i++) diffSlot([...path, i], a.L[i], b.L[i], out);
  } else if ('M' in a && 'M' in b) {
    diffMaps(path, a.M, b.M, out);
  }
  // NULL and NULL: always equal.
}

function diffSlot(
  path: PathStep[],
  a: AttributeValue | undefined,
  b: AttributeValue | undefined,
  out: AttributeDifference[],
): void {
  if (a === undefined && b === undefined) return;
  if (b === undefined) out.push({ path, kind: 'only-left', left: a });
  else if (a === undefined) out.push({ path, kind: 'only-right', right: b });
  else diffValue(path, a, b, out);
}

function diffMaps(
  path: PathStep[],
  a: Record<string, AttributeValue>,
  b: Record<string, AttributeValue>,
  out: AttributeDifference[],
  ignore?: ReadonlySet<string>,
): void {
  const names = [...Object.keys(a), ...Object.keys(b).filter((k) => !Object.hasOwn(a, k))];
  for (const name of names) {
    if (ignore?.has(name)) continue;
    diffSlot([...path, name], own(a, name), own(b, name), out);
  }
}

/**
 * Every difference between two versions of an item, in the left item's attribute order and then
 * the right's. `ignore` leaves top-level attributes out (masked ones, say). Empty: the same item.
 */
export function itemDifferences(left: Item, right: Item, ignore?: ReadonlySet<string>): AttributeDifference[] {
  const out: AttributeDifference[] = [];
  diffMaps([], left, right, out, ignore);
  return out;
}

/** Whether a list of differences holds any that DynamoDB would see (not only spelling). */
export const differsAsDynamoDB = (diffs: readonly AttributeDifference[]): boolean =>
  diffs.some((d) => d.kind !== 'text');

/** A path as a reader writes it: `address.city`, `tags[2]`, and a name that is not plain in backquotes. */
export function pathText(path: readonly PathStep[]): string {
  let text = '';
  for (const step of path) {
    if (typeof step === 'number') text += `[${step}]`;
    else {
      const name = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(step) ? step : `\`${step.replace(/`/g, '``')}\``;
      text += text === '' ? name : `.${name}`;
    }
  }
  return text;
}
