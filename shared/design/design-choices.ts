/**
 * The user's design choices for a table (overrides and an imported model), as the Design panel
 * keeps them and the grouping takes them; and the model with the overrides applied, as the panel
 * shows and exports it.
 */
import type { DesignLearned, DesignOverrides, TableDesign } from './model.js';

/** What the user chose for one table on one connection. */
export interface DesignChoices {
  overrides: DesignOverrides;
  /** An imported (or edited) model, or null to infer from the data. */
  model: TableDesign | null;
  /** What a confident read of the table found (not a choice): the defaults of later small reads. */
  learned?: DesignLearned;
}

export const NO_CHOICES: DesignChoices = { overrides: {}, model: null };

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
  // One parent chosen (or none) replaces the per-collection list; left as detected, the list is kept, renamed.
  if (o.parentEntity === undefined && design.parentEntities) out.parentEntities = design.parentEntities.map(rename);
  else delete out.parentEntities;
  return out;
}
