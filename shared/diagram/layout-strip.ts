/**
 * A collection as a strip: its items in sort-key order (the order the server returned them) cut
 * into runs of one entity, the parent's place among them, and the same in words for the strip's
 * accessible name ("Layout of ORG#acme: parent first, then 3 entity types, 120 items").
 */
import { count } from '../text/count.js';
import { entityReader, type CollectionShape, type NameCache, type Run } from './collection-shape.js';

/** Runs of consecutive items of one entity, in server order: one step per item. */
export function runsOf(
  c: Pick<CollectionShape, 'items' | 'typeAt' | 'infoAtIndex'>,
  names: NameCache = new Map(),
): Run[] {
  const runs: Run[] = [];
  const n = c.items.length;
  const entityAt = entityReader(c, names);
  let last: Run | null = null;
  for (let i = 0; i < n; i++) {
    const entity = entityAt(i);
    if (last !== null && last.entity === entity) last.end = i + 1;
    else runs.push((last = { entity, start: i, end: i + 1 }));
  }
  return runs;
}

export type ParentPlace =
  | { kind: 'none' }
  | { kind: 'only' }
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: 'middle'; at: number; of: number };

export function parentPlace(c: Pick<CollectionShape, 'items' | 'parentIndex'>): ParentPlace {
  const p = c.parentIndex;
  const n = c.items.length;
  if (p === null) return { kind: 'none' };
  if (n === 1) return { kind: 'only' };
  if (p === 0) return { kind: 'first' };
  if (p === n - 1) return { kind: 'last' };
  return { kind: 'middle', at: p + 1, of: n };
}

/** Entities of the items other than the parent's own item. */
export function childEntityCount(runs: readonly Run[], parentIndex: number | null): number {
  const seen = new Set<string>();
  for (const r of runs) {
    const onlyParent = parentIndex !== null && r.start === parentIndex && r.end === parentIndex + 1;
    if (!onlyParent) seen.add(r.entity);
  }
  return seen.size;
}

/** The strip's name, from its runs: what a sighted user reads off it at a glance. */
export function stripName(
  c: Pick<CollectionShape, 'items' | 'parentIndex' | 'partitionKeyText'>,
  runs: readonly Run[],
): string {
  const place = parentPlace(c);
  const types = count(childEntityCount(runs, c.parentIndex), 'entity type');
  const items = count(c.items.length, 'item');
  const head = `Layout of ${c.partitionKeyText}: `;
  switch (place.kind) {
    case 'none':
      return `${head}no parent, ${types}, ${items}`;
    case 'only':
      return `${head}parent only, ${items}`;
    case 'first':
      return `${head}parent first, then ${types}, ${items}`;
    case 'last':
      return `${head}parent last, after ${types}, ${items}`;
    case 'middle':
      return `${head}parent at ${place.at} of ${place.of}, among ${types}, ${items}`;
  }
}

/** A band as drawn: one entity over [x, x + width) pixels, standing for items [start, end). */
export interface Band extends Run {
  x: number;
  width: number;
}

/**
 * Runs scaled to `width` pixels. Where runs are narrower than a pixel (thousands of interleaved
 * items), each pixel shows the entity of the item under its middle, and equal neighbours merge: a
 * strip never draws more bands than it has pixels.
 */
export function bandsFor(runs: readonly Run[], items: number, width: number): Band[] {
  if (items === 0 || width <= 0) return [];
  const scale = width / items;
  if (runs.length <= width) return runs.map((r) => ({ ...r, x: r.start * scale, width: (r.end - r.start) * scale }));
  const out: Band[] = [];
  let r = 0;
  for (let px = 0; px < width; px++) {
    const at = Math.min(items - 1, Math.floor((px + 0.5) / scale));
    while (runs[r]!.end <= at) r++;
    const entity = runs[r]!.entity;
    const start = Math.floor(px / scale);
    const end = Math.min(items, Math.max(start + 1, Math.floor((px + 1) / scale)));
    const last = out[out.length - 1];
    if (last && last.entity === entity) {
      last.width += 1;
      last.end = end;
    } else out.push({ entity, start, end, x: px, width: 1 });
  }
  return out;
}

/** The item under pixel `x` of a strip `width` wide holding `items` items. */
export function itemAtPixel(x: number, width: number, items: number): number {
  if (items === 0) return -1;
  return Math.max(0, Math.min(items - 1, Math.floor((x / width) * items)));
}
