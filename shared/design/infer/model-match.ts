/**
 * A known model (imported, edited, or the table's own kept from a confident read) names the
 * entities of any later read of the table, so an item is typed alike by a Scan, a Query, a GetItem
 * and an index read. Each class (not each item) is matched against the model's entities, in the
 * order a person reads an item: its type attribute's value; the table's own keys (every index item
 * carries them) against the entities' key templates, the most specific fitting one; an item keyed
 * by its own partition key to the entity that is; then, where keys say nothing (numbers, binary,
 * opaque ids), its attribute names against each entity's. Classes that fit none stay as inferred
 * and are counted as strays.
 */
import type { InferenceKeys, InferredEntity } from './types.js';
import type { EntityDesign, TableDesign } from '../model/table-design.js';
import type { ShapeClass } from './shape-class.js';
import { literalLength, templateMatcher, templateShape } from '../model/key-template.js';
import type { ScalarView } from '../../dynamo/scalar-view.js';

interface CompiledEntity {
  entity: EntityDesign;
  /** Templates with literals: they say which entity a key is. */
  worded: [string, (value: string) => boolean, number][];
  /** Templates of variables only (`{n}`, `{id}`): a key fits or not, and says no more. */
  bare: [string, (value: string) => boolean][];
  attributes: Set<string>;
  /** Its items are their collection's own record: sort key = partition key. */
  selfKeyed: boolean;
}

function compile(model: TableDesign): CompiledEntity[] {
  return model.entities.map((e) => {
    const worded: [string, (value: string) => boolean, number][] = [];
    const bare: [string, (value: string) => boolean][] = [];
    for (const [attr, t] of Object.entries(e.keys)) {
      const literal = literalLength(t);
      if (literal > 0) worded.push([attr, templateMatcher(t), literal]);
      else bare.push([attr, templateMatcher(t)]);
    }
    const pt = e.keys[model.keys.partitionKey];
    const st = model.keys.sortKey === undefined ? undefined : e.keys[model.keys.sortKey];
    const selfKeyed =
      e.keyedBySelf === true || (pt !== undefined && st !== undefined && templateShape(pt) === templateShape(st));
    return { entity: e, worded, bare, attributes: new Set(e.attributes ?? []), selfKeyed };
  });
}

const textOf = (c: ShapeClass, attr: string): string | undefined => {
  const v = c.first[attr] as ScalarView | undefined;
  return v?.S ?? v?.N;
};

/** The entity of the model a class is, or undefined. Exported for tests. */
export function matchClass(
  model: TableDesign,
  compiled: CompiledEntity[],
  c: ShapeClass,
  tvOf: (c: ShapeClass, attr: string) => string | undefined,
): EntityDesign | undefined {
  const typeAttr = model.typeAttribute;
  if (typeAttr !== undefined) {
    const v = tvOf(c, typeAttr) ?? (c.first[typeAttr] as ScalarView | undefined)?.S;
    if (v !== undefined) {
      const m = compiled.find((e) => e.entity.typeValue === v);
      if (m !== undefined) return m.entity;
    }
  }
  // Keys: entities whose templates the item's keys contradict are out; the most literal fit wins.
  const open: CompiledEntity[] = [];
  let best: CompiledEntity | undefined;
  let bestLiteral = 0;
  for (const e of compiled) {
    let literal = 0;
    let ok = true;
    for (const [attr, fits, n] of e.worded) {
      const v = textOf(c, attr);
      if (v === undefined) continue;
      if (!fits(v)) {
        ok = false;
        break;
      }
      literal += n;
    }
    for (let i = 0; ok && i < e.bare.length; i++) {
      const v = textOf(c, e.bare[i]![0]);
      if (v !== undefined && !e.bare[i]![1](v)) ok = false;
    }
    if (!ok) continue;
    if (literal > bestLiteral) {
      best = e;
      bestLiteral = literal;
    }
    if (e.worded.every(([attr]) => textOf(c, attr) === undefined)) open.push(e);
  }
  if (best !== undefined) return best.entity;
  const pk = model.keys.partitionKey;
  const sk = model.keys.sortKey;
  if (sk !== undefined) {
    const pv = textOf(c, pk);
    if (pv !== undefined && pv === textOf(c, sk)) {
      const self = open.filter((e) => e.selfKeyed);
      if (self.length === 1) return self[0]!.entity;
    }
  }
  // Keys that say nothing: the entity whose attributes the item's are most like, when one clearly is.
  const own = Object.keys(c.first).filter((a) => a !== pk && a !== sk);
  let top: CompiledEntity | undefined;
  let topScore = 0;
  let second = 0;
  for (const e of open) {
    if (e.attributes.size === 0 || e.selfKeyed) continue;
    let both = 0;
    for (const a of own) if (e.attributes.has(a)) both++;
    const score = both / (own.length + e.attributes.size - both);
    if (score > topScore) {
      second = topScore;
      top = e;
      topScore = score;
    } else if (score > second) second = score;
  }
  if (top !== undefined && topScore >= 0.5 && topScore > second) return top.entity;
  // One entity only whose keys the item fits (its templates all variables): that one.
  const fitting = open.filter((e) => !e.selfKeyed && e.bare.some(([attr]) => textOf(c, attr) !== undefined));
  return fitting.length === 1 ? fitting[0]!.entity : undefined;
}

export function matchModel(
  entities: InferredEntity[],
  model: TableDesign,
  _keys: InferenceKeys,
  tvOf: (c: ShapeClass, attr: string) => string | undefined,
): { entities: InferredEntity[]; strays: number } {
  const compiled = compile(model);
  const out = new Map<string, InferredEntity>();
  const strayEntities: InferredEntity[] = [];
  let strays = 0;
  for (const e of entities) {
    // The user's choice of entity for a template beats the model.
    if (e.source === 'override') {
      const same = out.get(e.name);
      if (same === undefined) out.set(e.name, e);
      else same.classes.push(...e.classes);
      continue;
    }
    for (const c of e.classes) {
      const m = matchClass(model, compiled, c, tvOf);
      if (m === undefined) {
        strays += c.seen;
        let s = strayEntities.find((x) => x.name === e.name);
        if (s === undefined) strayEntities.push((s = { ...e, classes: [], stray: true }));
        s.classes.push(c);
        continue;
      }
      let target = out.get(m.name);
      if (target === undefined)
        out.set(
          m.name,
          (target = {
            name: m.name,
            metadataLike: false,
            classes: [],
            source: 'model',
            stray: false,
            ...(m.typeValue ? { typeValue: m.typeValue } : {}),
          }),
        );
      target.classes.push(c);
    }
  }
  // A stray inferred under a name the model gives another entity is not that entity (its keys
  // contradict the model's templates): it keeps its own entity under a name of its own, since a
  // class left without one has no name to show.
  for (const s of strayEntities) {
    let unique = s.name;
    for (let n = 2; out.has(unique); n++) unique = `${s.name} ${n}`;
    s.name = unique;
    out.set(unique, s);
  }
  return { entities: [...out.values()], strays };
}
