/**
 * "Create table from design": the dialog's draft filled from the design on screen (inferred or
 * imported) or from a model file as it is, because the file says more than the design keeps: each
 * key attribute's type, INCLUDE's attributes, the billing mode and NoSQL Workbench's sample items
 * (TableData), which the one-step local create loads. A OneTable schema gives keys and indexes,
 * its fields' types (a key attribute is a string unless a field says number or binary) and the
 * attributes of an index whose `project` is a list.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { includedAttributesOf, indexesOf } from '../design/model/described-indexes.js';
import type { TableDesign } from '../design/model/table-design.js';
import { importModel, type ModelFormat } from '../design/formats/import-model.js';
import { isNoSqlWorkbenchModel } from '../design/formats/nosql-workbench-import.js';
import { isObject, parseJsonText, type Json } from '../design/formats/import-errors.js';
import {
  emptyDraft,
  noKey,
  type CreateTableDraft,
  type IndexDraft,
  type KeyAttributeType,
  type ProjectionKind,
} from './create-table-draft.js';

const typeOf = (types: Readonly<Record<string, string>>, name: string): KeyAttributeType => {
  const t = types[name];
  return t === 'N' || t === 'B' ? t : 'S';
};

/** The draft a design says: its keys and indexes, types from `types` (the table's definitions, a model's), else S. */
export function draftFromDesign(
  design: TableDesign,
  types: Readonly<Record<string, string>> = {},
  include: Readonly<Record<string, string[]>> = {},
): CreateTableDraft {
  const key = (name: string | undefined) => (name ? { name, type: typeOf(types, name) } : noKey());
  const indexes: IndexDraft[] = (design.indexes ?? []).map((ix) => {
    const projection: ProjectionKind = ix.projection ?? 'ALL';
    return {
      kind: ix.kind,
      name: ix.name,
      partitionKey: key(ix.kind === 'LSI' ? design.keys.partitionKey : ix.partitionKey),
      sortKey: key(ix.sortKey),
      projection,
      include: projection === 'INCLUDE' ? (include[ix.name] ?? []).join(', ') : '',
    };
  });
  return {
    ...emptyDraft(),
    tableName: design.tableName,
    partitionKey: key(design.keys.partitionKey),
    sortKey: key(design.keys.sortKey),
    indexes,
  };
}

/**
 * The draft for a design of a described table: an inferred design knows the data, not the
 * indexes, so the description gives them (with INCLUDE's attributes) and each key's type.
 */
export function draftFromDescribedDesign(design: TableDesign, described: TableDescription | null): CreateTableDraft {
  if (!described) return draftFromDesign(design);
  const types = Object.fromEntries(
    (described.AttributeDefinitions ?? []).map((d) => [d.AttributeName, d.AttributeType]),
  );
  const withIndexes = design.indexes ? design : { ...design, indexes: indexesOf(described) };
  return draftFromDesign(withIndexes, types, includedAttributesOf(described));
}

export interface ModelDraft {
  format: ModelFormat;
  draft: CreateTableDraft;
  /** The model's sample items (NoSQL Workbench's TableData), each once. */
  samples: Item[];
  warnings: string[];
}

interface Attr {
  AttributeName?: unknown;
  AttributeType?: unknown;
}

function workbenchTypes(table: Json): Record<string, string> {
  const types: Record<string, string> = {};
  const note = (a: unknown) => {
    const { AttributeName: n, AttributeType: t } = (isObject(a) ? a : {}) as Attr;
    if (typeof n === 'string' && typeof t === 'string' && !(n in types)) types[n] = t;
  };
  const keysOf = (ka: unknown) => {
    if (isObject(ka)) for (const k of [ka.PartitionKey, ka.SortKey]) note(k);
  };
  keysOf(table.KeyAttributes);
  for (const g of Array.isArray(table.GlobalSecondaryIndexes) ? table.GlobalSecondaryIndexes : [])
    if (isObject(g)) keysOf(g.KeyAttributes);
  for (const a of Array.isArray(table.NonKeyAttributes) ? table.NonKeyAttributes : []) note(a);
  return types;
}

function workbenchInclude(table: Json): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const g of Array.isArray(table.GlobalSecondaryIndexes) ? table.GlobalSecondaryIndexes : []) {
    if (!isObject(g) || typeof g.IndexName !== 'string' || !isObject(g.Projection)) continue;
    const attrs = g.Projection.NonKeyAttributes;
    if (Array.isArray(attrs)) out[g.IndexName] = attrs.filter((a): a is string => typeof a === 'string');
  }
  return out;
}

/** Table-level TableData and each facet's, an item given twice (same key) kept once. */
function workbenchSamples(table: Json, keys: string[]): Item[] {
  const lists: unknown[] = [table.TableData];
  for (const f of Array.isArray(table.TableFacets) ? table.TableFacets : []) if (isObject(f)) lists.push(f.TableData);
  const seen = new Set<string>();
  const out: Item[] = [];
  for (const list of lists) {
    for (const it of Array.isArray(list) ? list : []) {
      if (!isObject(it)) continue;
      const id = JSON.stringify(keys.map((k) => it[k] ?? null));
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(it as Item);
    }
  }
  return out;
}

function workbenchBilling(table: Json, draft: CreateTableDraft): CreateTableDraft {
  if (table.BillingMode !== 'PROVISIONED') return draft;
  const settings = isObject(table.ProvisionedCapacitySettings) ? table.ProvisionedCapacitySettings : {};
  const t = isObject(settings.ProvisionedThroughput) ? settings.ProvisionedThroughput : {};
  const units = (v: unknown, fallback: string) => (typeof v === 'number' ? String(v) : fallback);
  return {
    ...draft,
    billing: 'PROVISIONED',
    readUnits: units(t.ReadCapacityUnits, draft.readUnits),
    writeUnits: units(t.WriteCapacityUnits, draft.writeUnits),
  };
}

/** OneTable: a field's `type` ("number", "binary") by attribute, from every model that has it. */
function oneTableTypes(root: Json): Record<string, string> {
  const types: Record<string, string> = {};
  const models = isObject(root.models) ? root.models : {};
  for (const m of Object.values(models)) {
    if (!isObject(m)) continue;
    for (const [field, def] of Object.entries(m)) {
      if (!isObject(def) || field in types) continue;
      const name = typeof def.map === 'string' ? def.map : field;
      const t = typeof def.type === 'string' ? def.type.toLowerCase() : '';
      if (t === 'number' || t === 'binary' || t === 'string')
        types[name] = t === 'number' ? 'N' : t === 'binary' ? 'B' : 'S';
    }
  }
  return types;
}

/** OneTable: an index whose `project` is a list projects those attributes (INCLUDE). */
function oneTableInclude(root: Json): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, ix] of Object.entries(isObject(root.indexes) ? root.indexes : {}))
    if (isObject(ix) && Array.isArray(ix.project))
      out[name] = ix.project.filter((a): a is string => typeof a === 'string');
  return out;
}

/** A model file's text as the dialog's draft; refused (DesignImportError) with the field that is wrong. */
export function draftFromModelText(text: string, tableName?: string): ModelDraft {
  const json = parseJsonText(text, 'The file');
  const imported = importModel(json, tableName ? { tableName } : {});
  const design = imported.design;
  if (imported.format === 'onetable' && isObject(json)) {
    const draft = draftFromDesign(design, oneTableTypes(json), oneTableInclude(json));
    return { format: imported.format, draft, samples: [], warnings: imported.warnings };
  }
  if (!isNoSqlWorkbenchModel(json) || !isObject(json) || !Array.isArray(json.DataModel))
    return { format: imported.format, draft: draftFromDesign(design), samples: [], warnings: imported.warnings };
  const table = json.DataModel.find((t) => isObject(t) && t.TableName === design.tableName);
  if (!isObject(table))
    return { format: imported.format, draft: draftFromDesign(design), samples: [], warnings: imported.warnings };
  const draft = workbenchBilling(table, draftFromDesign(design, workbenchTypes(table), workbenchInclude(table)));
  const keys = [design.keys.partitionKey, ...(design.keys.sortKey ? [design.keys.sortKey] : [])];
  return { format: imported.format, draft, samples: workbenchSamples(table, keys), warnings: imported.warnings };
}
