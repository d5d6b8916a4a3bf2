/**
 * An imported model names the entities and defines their templates: each class is matched against
 * the model's entities (by type value when the model has a type attribute, else by its key
 * templates), and classes that fit none stay as inferred and are counted as strays.
 */
import type { InferenceKeys } from './inferrer-api.js';
import type { InferredEntity } from './infer.js';
import type { EntityDesign, TableDesign } from './model.js';
import type { ShapeClass } from './shape-class.js';
import { templateMatcher } from './template.js';

function fits(e: EntityDesign, c: ShapeClass, keys: InferenceKeys, typeAttr: string | undefined, tvOf: (c: ShapeClass, attr: string) => string | undefined): boolean {
  if (typeAttr !== undefined && e.typeValue !== undefined) {
    const v = tvOf(c, typeAttr);
    if (v !== undefined) return v === e.typeValue;
  }
  const checks: [string | undefined, string][] = [[keys.sortKey, c.sortKey], [keys.partitionKey, c.partitionKey]];
  let tested = 0;
  for (const [attr, value] of checks) {
    if (attr === undefined) continue;
    const t = e.keys[attr];
    if (t === undefined) continue;
    if (attr === keys.sortKey && c.sortKind !== 'S') continue;
    tested++;
    if (!templateMatcher(t)(value)) return false;
  }
  return tested > 0;
}

export function matchModel(entities: InferredEntity[], model: TableDesign, keys: InferenceKeys, tvOf: (c: ShapeClass, attr: string) => string | undefined): { entities: InferredEntity[]; strays: number } {
  const out = new Map<string, InferredEntity>();
  const strayEntities: InferredEntity[] = [];
  let strays = 0;
  for (const e of entities) {
    for (const c of e.classes) {
      const m = model.entities.find((me) => fits(me, c, keys, model.typeAttribute, tvOf));
      if (m === undefined) {
        strays += c.seen;
        let s = strayEntities.find((x) => x.name === e.name);
        if (s === undefined) strayEntities.push((s = { ...e, classes: [], stray: true }));
        s.classes.push(c);
        continue;
      }
      let target = out.get(m.name);
      if (target === undefined) out.set(m.name, (target = { name: m.name, metadataLike: false, classes: [], source: 'model', stray: false, ...(m.typeValue ? { typeValue: m.typeValue } : {}) }));
      target.classes.push(c);
    }
  }
  return { entities: [...out.values(), ...strayEntities.filter((s) => !out.has(s.name))], strays };
}
