/**
 * The user's design choices for a table (overrides and an imported model), as the Design panel
 * keeps them and the grouping takes them; and the model with the overrides applied, as the panel
 * shows and exports it.
 */
import type { DesignLearned, DesignOverrides, TableDesign } from './table-design.js';
import { templateShape } from './key-template.js';

/** What the user chose for one table on one connection. */
export interface DesignChoices {
  overrides: DesignOverrides;
  /** An imported (or edited) model, or null to infer from the data. */
  model: TableDesign | null;
  /** What a confident read of the table found (not a choice): the defaults of later small reads. */
  learned?: DesignLearned;
  /**
   * The table's model kept from its most informative read (no sample items), so reads after a
   * reload are typed as before it: the model later reads are typed by, and where its parent sorts.
   */
  kept?: KeptTypingModel;
}

export interface KeptTypingModel {
  design: TableDesign;
  parentSorts?: 'first' | 'last';
  /** The read it came from, so a smaller read after a reload does not replace it. */
  from?: { operation: 'Scan' | 'Query' | 'GetItem'; items: number; at: number };
}

export const NO_CHOICES: DesignChoices = { overrides: {}, model: null };

export function hasChoices(c: DesignChoices): boolean {
  const o = c.overrides;
  return (
    c.model !== null ||
    o.typeAttribute != null ||
    o.delimiter != null ||
    o.parentEntity !== undefined ||
    Object.keys(o.entityNames ?? {}).length > 0 ||
    Object.keys(o.templateEntity ?? {}).length > 0
  );
}

/** The model with the user's overrides applied on top, as the Design panel shows and exports it. */
export function applyOverrides(design: TableDesign, o: DesignOverrides): TableDesign {
  const rename = (n: string) => o.entityNames?.[n] ?? n;
  const typeAttribute = o.typeAttribute === null ? undefined : (o.typeAttribute ?? design.typeAttribute);
  const delimiter = o.delimiter === null ? undefined : (o.delimiter ?? design.delimiter);
  const parent =
    o.parentEntity === null
      ? undefined
      : (o.parentEntity ?? (design.parentEntity ? rename(design.parentEntity) : undefined));
  const out: TableDesign = {
    ...design,
    entities: design.entities.map((e) => ({ ...e, name: rename(e.name) })),
  };
  if (typeAttribute) out.typeAttribute = typeAttribute;
  else delete out.typeAttribute;
  if (delimiter) out.delimiter = delimiter;
  else delete out.delimiter;
  if (parent) out.parentEntity = parent;
  else delete out.parentEntity;
  // One parent chosen (or none) replaces the per-collection list; left as detected, the list is kept, renamed.
  if (o.parentEntity === undefined && design.parentEntities) out.parentEntities = design.parentEntities.map(rename);
  else delete out.parentEntities;
  return out;
}

/** The entity chosen for `attribute=template`, matched by literal structure (variable names may have changed since). */
export function templateChoice(choice: Record<string, string> | undefined, spec: string): string | undefined {
  if (choice === undefined) return undefined;
  if (spec in choice) return choice[spec];
  const shape = templateShape(spec);
  for (const k in choice) if (templateShape(k) === shape) return choice[k];
  return undefined;
}

/** The choices with `spec`'s entity set (or cleared, for ''), dropping entries stored under older variable names. */
export function withTemplateChoice(
  choice: Record<string, string> | undefined,
  spec: string,
  to: string,
): Record<string, string> {
  const shape = templateShape(spec);
  const next = Object.fromEntries(Object.entries(choice ?? {}).filter(([k]) => templateShape(k) !== shape));
  if (to !== '') next[spec] = to;
  return next;
}
