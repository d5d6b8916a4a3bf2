/**
 * How the user's design choices for a table (overrides and an imported model) reach the grouping:
 * an entity name per item, the parent rule and the delimiter. Each choice beats inference; with no
 * choices the grouping infers on its own and this adds nothing to its loop.
 */
import type { ParentOverride } from '../collections/parent-detection.js';
import type { Item } from '../dynamo/types.js';
import { DesignClassifier } from './classify.js';
import type { DesignOverrides, TableDesign } from './model.js';

/** What the user chose for one table on one connection. */
export interface DesignChoices {
  overrides: DesignOverrides;
  /** An imported (or edited) model, or null to infer from the data. */
  model: TableDesign | null;
}

export const NO_CHOICES: DesignChoices = { overrides: {}, model: null };

export interface DesignTyping {
  /** The entity of an item given what inference made of it; null keeps the inferred type. */
  entityOf: ((item: Item, inferred: string) => string | null) | null;
  parentOverride: ParentOverride | null;
  delimiter: string | null | undefined;
}

export function hasChoices(c: DesignChoices): boolean {
  const o = c.overrides;
  return c.model !== null || o.typeAttribute != null || o.delimiter != null || o.parentEntity !== undefined
    || Object.keys(o.entityNames ?? {}).length > 0 || Object.keys(o.templateEntity ?? {}).length > 0;
}

/** The model with the user's overrides applied on top, as the Design panel shows and exports it. */
export function applyOverrides(design: TableDesign, o: DesignOverrides): TableDesign {
  const rename = (n: string) => o.entityNames?.[n] ?? n;
  const typeAttribute = o.typeAttribute === null ? undefined : o.typeAttribute ?? design.typeAttribute;
  const delimiter = o.delimiter === null ? undefined : o.delimiter ?? design.delimiter;
  const parent = o.parentEntity === null ? undefined : o.parentEntity ?? (design.parentEntity ? rename(design.parentEntity) : undefined);
  const out: TableDesign = {
    ...design,
    entities: design.entities.map((e) => ({ ...e, name: rename(e.name) })),
  };
  if (typeAttribute) out.typeAttribute = typeAttribute; else delete out.typeAttribute;
  if (delimiter) out.delimiter = delimiter; else delete out.delimiter;
  if (parent) out.parentEntity = parent; else delete out.parentEntity;
  return out;
}

export function designTyping(choices: DesignChoices): DesignTyping {
  const o = choices.overrides;
  const names = o.entityNames ?? {};
  const rename = (n: string) => names[n] ?? n;
  const model = choices.model ? applyOverrides(choices.model, o) : null;
  const classifier = model ? new DesignClassifier(model) : null;
  const typeAttribute = o.typeAttribute ?? null;
  let entityOf: DesignTyping['entityOf'] = null;
  if (classifier && model) {
    const moved = templateMoves(model, o.templateEntity ?? {});
    entityOf = (item, inferred) => {
      const e = classifier.classify(item).entity;
      return e === null ? rename(inferred) : moved.get(e) ?? e;
    };
  } else if (typeAttribute !== null || Object.keys(names).length > 0) {
    entityOf = (item, inferred) => {
      if (typeAttribute !== null) {
        const v = item[typeAttribute];
        if (v !== undefined && 'S' in v && v.S !== '') return rename(v.S);
      }
      return names[inferred] ?? null;
    };
  }
  const parentEntity = o.parentEntity === undefined ? model?.parentEntity : o.parentEntity;
  return {
    entityOf,
    parentOverride: parentEntity === null ? { none: true } : parentEntity === undefined ? null : { parentType: parentEntity },
    delimiter: o.delimiter === undefined ? model?.delimiter : o.delimiter,
  };
}

/**
 * `attribute=template` -> entity: the user says items of one template are another entity's. Keyed
 * here by the entity that owns the template now, as the classifier names it.
 */
function templateMoves(model: TableDesign, templateEntity: Record<string, string>): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [spec, target] of Object.entries(templateEntity)) {
    const eq = spec.indexOf('=');
    if (eq < 0) continue;
    const attr = spec.slice(0, eq);
    const template = spec.slice(eq + 1);
    const owner = model.entities.find((e) => e.keys[attr] === template);
    if (owner && owner.name !== target) moves.set(owner.name, target);
  }
  return moves;
}
