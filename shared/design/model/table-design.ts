/**
 * A table's design: which entities it holds, how each one's keys are built, which attribute names
 * the type, which entity is the parent of a collection. One model whatever its source (inferred
 * from the data, imported from NoSQL Workbench or OneTable, edited in the Design panel), so the
 * treegrid, legend, colours, drill-down, layout notes and exports all read the same thing.
 *
 * Key templates are text: literal segments as written, variable segments in braces, joined by the
 * design's delimiter, e.g. `ORDER:{orderId}:LINE:{n}` or `{state}#{city}#{zip}`. A template that
 * is one variable with no delimiter (`{id}`) says the key carries no type.
 *
 * Changes to this file are additive (new optional fields) so inference, import/export and the
 * panel can move independently.
 */

export type DesignSource = 'inferred' | 'nosql-workbench' | 'onetable' | 'edited';

export interface DesignKeyNames {
  partitionKey: string;
  sortKey?: string;
}

export interface DesignIndex extends DesignKeyNames {
  name: string;
  kind: 'GSI' | 'LSI';
  projection?: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
}

export interface EntityDesign {
  /** What a person calls it: `Order`, `OrderLine`, `Tenant`. Unique within the design. */
  name: string;
  /** The type attribute's value that marks items of this entity, when the design has one. */
  typeValue?: string;
  /** Key templates by attribute name: the table's keys, and index keys the entity fills. */
  keys: Record<string, string>;
  /** Non-key attributes the entity is known to carry (from a model, or seen on most of its items). */
  attributes?: string[];
  /** Its items' sort key equals their partition key (a collection's own record): says so where the template cannot (`{id}`). */
  keyedBySelf?: boolean;
}

export interface TableDesign {
  source: DesignSource;
  tableName: string;
  keys: DesignKeyNames;
  indexes?: DesignIndex[];
  /** The attribute whose value names an item's entity, when there is one. */
  typeAttribute?: string;
  /** The delimiter between key segments (one or more characters), when keys have one. */
  delimiter?: string;
  entities: EntityDesign[];
  /** The entity found once at the head of each collection; absent when collections have none. */
  parentEntity?: string;
  /**
   * When collections of different kinds have different parents (a clinic's record heads clinic
   * collections, an owner's heads owner collections): every parent entity, ranked; a collection's
   * parent is the first of these it holds. `parentEntity` is then the first of them, for readers
   * that know one parent only.
   */
  parentEntities?: string[];
}

/** The attribute names a design states for its entities, and its type attribute. */
export function statedAttributes(design: TableDesign): string[] {
  const all = new Set<string>();
  for (const e of design.entities) for (const a of e.attributes ?? []) all.add(a);
  if (design.typeAttribute) all.add(design.typeAttribute);
  return [...all];
}

/** The parent entities of a design, ranked: the list when it has one, else its one parent, else none. */
export function parentsOf(design: TableDesign): string[] {
  if (design.parentEntities && design.parentEntities.length > 0) return design.parentEntities;
  return design.parentEntity ? [design.parentEntity] : [];
}

/** The user's choices for one table on one connection; each one beats inference. */
export interface DesignOverrides {
  typeAttribute?: string | null;
  delimiter?: string | null;
  /** Inferred entity name -> the name the user gave it. */
  entityNames?: Record<string, string>;
  /** `attribute=template` text -> the entity it belongs to (merges or splits inferred entities). */
  templateEntity?: Record<string, string>;
  /** The parent entity's name, or null for "collections have no parent"; unset: as detected per collection. */
  parentEntity?: string | null;
}

/**
 * What a confident read of the table (a Scan, many items) found, remembered per table and
 * connection so a later small read (one partition) starts from it. Never a user's choice: an
 * override beats it, and the next confident read replaces it.
 */
export interface DesignLearned {
  typeAttribute?: string;
  /** Items of the largest read that found `typeAttribute` by its own evidence (absent in older records). */
  typeAttributeItems?: number;
  delimiter?: string;
  /**
   * `attribute=template` -> the type value every typed item of that template carried
   * (`SK=visit#{date}#{id}` -> `Visit`): names the items of a later read that lack the type
   * attribute (a KEYS_ONLY index, a projection without it) as this read named them.
   */
  templateTypes?: Record<string, string>;
}

/** One line of "what was inferred and why", as the Design panel shows it. */
export interface DesignEvidence {
  topic: 'type-attribute' | 'delimiter' | 'template' | 'entity' | 'parent' | 'model';
  text: string;
  /** Items the statement rests on, when it counts items. */
  items?: number;
}
