/**
 * Where a write stands when its answer is unknown (a crash, a lost answer, a retry whose condition
 * failed): the items at its keys, read consistently, against the item as read and the item as
 * intended. Recovery, the retry check and the undo all decide with these rules, so a write the
 * app itself made is never taken for another writer's.
 */
import type { Item } from '../dynamo/types.js';
import type { ChangeKind } from './change.js';
import { sameValue } from './value-equality.js';

/** What one write meant to do, as the journal's intent keeps it. */
export interface IntendedWrite {
  kind: ChangeKind;
  /** The item as read (absent for a create). */
  before?: Item;
  /** The item as the write leaves it (absent for a delete). */
  result?: Item;
}

/** One key a write touches: what should be there if it landed, and what was there before. */
export interface WriteTarget {
  key: 'old' | 'new';
  intended?: Item;
  was?: Item;
}

export type Landing = 'written' | 'not sent' | 'changed since';

/** The keys a write touches: a move two (the old key emptied, the new one filled), any other one. */
export function writeTargets(w: IntendedWrite): WriteTarget[] {
  if (w.kind === 'move')
    return [
      { key: 'old', was: w.before },
      { key: 'new', intended: w.result },
    ];
  return [{ key: w.result ? 'new' : 'old', intended: w.result, was: w.before }];
}

/**
 * Whether `now` holds what `wanted` says on the attributes that tell the two states apart (those
 * that differ between `wanted` and `other`): an attribute another client added or changed
 * elsewhere in the item does not hide that the write landed. With no attribute to tell them
 * apart, or an item on one side only, the whole item decides.
 */
export function holds(wanted: Item | undefined, other: Item | undefined, now: Item | undefined): boolean {
  if (wanted === undefined) return now === undefined;
  if (now === undefined) return false;
  if (other === undefined) return sameItem(wanted, now);
  const names = new Set([...Object.keys(wanted), ...Object.keys(other)]);
  const telling = [...names].filter((n) => !same(wanted[n], other[n]));
  if (telling.length === 0) return sameItem(wanted, now);
  return telling.every((n) => same(wanted[n], now[n]));
}

const same = (a: Item[string] | undefined, b: Item[string] | undefined) =>
  a === undefined || b === undefined ? a === b : sameValue(a, b);

export function sameItem(a: Item | undefined, b: Item | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((n) => Object.hasOwn(b, n) && same(a[n], b[n]));
}

/**
 * `now` has the item read at each target (undefined: no item there), in writeTargets' order.
 * Landed everywhere: "written"; untouched everywhere: "not sent"; anything else (another writer
 * since, or half of a move done one by one): "changed since".
 */
export function landing(w: IntendedWrite, now: Array<Item | undefined>): Landing {
  const targets = writeTargets(w);
  if (targets.every((t, i) => holds(t.intended, t.was, now[i]))) return 'written';
  if (targets.every((t, i) => holds(t.was, t.intended, now[i]))) return 'not sent';
  return 'changed since';
}
