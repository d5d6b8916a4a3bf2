/**
 * Keeps a collection's per-type counts and the cross-collection parent evidence in step. Called
 * once per run of same-typed items rather than per item; each (collection, type) pair passes the
 * 0 -> 1 -> many transitions at most once, so the bookkeeping is constant per run.
 */
import type { ItemCollection } from './item-collection.js';
import type { EntityTypeInfo } from '../design/infer/entity-type-info.js';

export function countRun(c: ItemCollection, slot: number, k: number): void {
  const n0 = c.countAt(slot);
  const n1 = n0 + k;
  c.setCountAt(slot, n1);
  const info = c.infoAt(slot);
  info.items += k;
  if (n0 === 0) info.collections++;
  if (n0 === 1) {
    info.singularIn--;
    if (c.repeats) info.parentEvidence--;
  } else if (n0 === 0 && n1 === 1) {
    info.singularIn++;
    if (c.repeats) info.parentEvidence++;
  }
  if (n1 >= 2 && !c.repeats) {
    c.repeats = true;
    // Every type that is single here has just gained evidence: something else now repeats.
    const t = c.typeTable;
    for (let s = 0; s < t.length; s += 3) if (t[s + 1] === 1) (t[s] as EntityTypeInfo).parentEvidence++;
  }
}
