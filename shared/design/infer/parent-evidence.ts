/**
 * Parent evidence per entity, counted over item collections (all of them when there are few, a
 * fixed-size sample when there are many, so inference costs the same on a scan of millions): in
 * how many collections each entity occurs, occurs once, occurs once while another entity repeats,
 * heads the collection, or is the item whose sort key equals the partition key.
 */
import type { EntityTypeInfo } from './entity-type-info.js';
import type { EntityRecord, ShapeClass } from './shape-class.js';

/**
 * What parent evidence reads of an item collection (the grouping's ItemCollection has it), so
 * inference does not depend on the grouping that calls it.
 */
export interface CountedCollection {
  readonly items: { readonly length: number };
  /** [info, count, first, info, count, first, ...] in first-seen order. */
  readonly typeTable: readonly (EntityTypeInfo | number)[];
  /** Index of the item whose sort key equals the partition key, -1 if none. */
  readonly sortKeyEqualsPartitionKey: number;
  infoAtIndex(index: number): EntityTypeInfo | null;
}

const ALL_UP_TO = 3000;
const HALF_SAMPLE = 1500;

export interface CollectionCounts {
  collections: number;
  singularIn: number;
  parentEvidence: number;
  skEqPk: number;
  heads: number;
  /** Collections of two items or more that hold it. */
  withOthers: number;
}

export function sampleCollections(all: readonly CountedCollection[]): readonly CountedCollection[] {
  if (all.length <= ALL_UP_TO) return all;
  const out = all.slice(0, HALF_SAMPLE);
  const stride = (all.length - HALF_SAMPLE) / HALF_SAMPLE;
  for (let i = 0; i < HALF_SAMPLE; i++) out.push(all[HALF_SAMPLE + Math.floor(i * stride)]!);
  return out;
}

const entityOfInfo = (info: EntityTypeInfo | null): EntityRecord | null =>
  info === null ? null : (info as ShapeClass).entity;

export function countOverCollections(collections: readonly CountedCollection[]): Map<EntityRecord, CollectionCounts> {
  const out = new Map<EntityRecord, CollectionCounts>();
  const get = (e: EntityRecord) => {
    let c = out.get(e);
    if (c === undefined)
      out.set(e, (c = { collections: 0, singularIn: 0, parentEvidence: 0, skEqPk: 0, heads: 0, withOthers: 0 }));
    return c;
  };
  const local = new Map<EntityRecord, number>();
  for (const col of sampleCollections(collections)) {
    local.clear();
    const t = col.typeTable;
    for (let s = 0; s < t.length; s += 3) {
      const e = (t[s] as ShapeClass).entity;
      if (e !== null) local.set(e, (local.get(e) ?? 0) + (t[s + 1] as number));
    }
    let repeats = false;
    for (const n of local.values()) if (n >= 2) repeats = true;
    for (const [e, n] of local) {
      const c = get(e);
      c.collections++;
      if (col.items.length >= 2) c.withOthers++;
      if (n === 1) {
        c.singularIn++;
        if (repeats) c.parentEvidence++;
      }
    }
    const head = entityOfInfo(col.infoAtIndex(0));
    if (head !== null) get(head).heads++;
    if (col.sortKeyEqualsPartitionKey >= 0) {
      const e = entityOfInfo(col.infoAtIndex(col.sortKeyEqualsPartitionKey));
      if (e !== null) get(e).skEqPk++;
    }
  }
  return out;
}

export interface ParentTally {
  /** Parent entity -> collections it heads, over the collections counted. */
  byEntity: Map<string, number>;
  /** Collections counted (all, or the sample when there are many). */
  counted: number;
  /** Collections read in all. */
  total: number;
}

/**
 * Which entity heads each collection under a ranked list of parents, by the rule the grouping
 * applies per collection (collections/parent-detection.ts): the item whose sort key equals the
 * partition key when it is of a ranked entity, else the first ranked entity the collection holds
 * (one picked for occurring once heads none where it repeats), else the item whose sort key
 * equals the partition key.
 */
export function tallyParents(
  collections: readonly CountedCollection[],
  ranked: readonly { entity: string; reason: string }[],
): ParentTally {
  const byEntity = new Map<string, number>();
  const sample = sampleCollections(collections);
  const local = new Map<string, number>();
  for (const col of sample) {
    local.clear();
    const t = col.typeTable;
    for (let s = 0; s < t.length; s += 3) {
      const e = (t[s] as ShapeClass).entity;
      if (e !== null) local.set(e.name, (local.get(e.name) ?? 0) + (t[s + 1] as number));
    }
    const eq =
      col.sortKeyEqualsPartitionKey >= 0
        ? (entityOfInfo(col.infoAtIndex(col.sortKeyEqualsPartitionKey))?.name ?? null)
        : null;
    let head: string | null = eq;
    for (const p of ranked) {
      if (eq === p.entity) {
        head = eq;
        break;
      }
      const n = local.get(p.entity);
      if (n === undefined) continue;
      head = p.reason === 'singular-type' && n > 1 ? null : p.entity;
      break;
    }
    if (head !== null) byEntity.set(head, (byEntity.get(head) ?? 0) + 1);
  }
  return { byEntity, counted: sample.length, total: collections.length };
}
