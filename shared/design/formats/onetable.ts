/**
 * OneTable schemas (format onetable:1.1.0) in and out. A model is an entity; its key fields'
 * `value` templates (`USER#${id}`) are its key templates; items carry the model name in
 * `params.typeField` (default `_type`). What OneTable cannot say (the parent, an entity name that is
 * not a model name, a type attribute other than the type field) travels under
 * `extensions.itemCollectionExplorer`, the place the spec gives tools for their own settings.
 */
import { attributeType, type AttributeType } from '../../dynamo/attribute-type.js';
import { toPlainItem } from '../../dynamo/plain-convert.js';
import type { Item } from '../../dynamo/types.js';
import { arrayAt, DesignImportError, isObject, objectAt, stringAt, type Json } from './import-errors.js';
import type { DesignIndex, EntityDesign, TableDesign } from '../model/table-design.js';
import type { ModelImport, ModelImportOptions } from './nosql-workbench-import.js';
import { detectDelimiter, templateFromAlias } from './alias-templates.js';
import { templateVariables } from '../model/key-template.js';

const EXTENSION = 'itemCollectionExplorer';
const MODEL_NAME = /^[a-zA-Z_]+\w*$/;

interface Extension {
  tableName?: string;
  typeAttribute?: string | null;
  delimiter?: string | null;
  parentEntity?: string;
  /** Every parent entity, ranked, when kinds of collection have different ones. */
  parentEntities?: string[];
  /** Per model, what the model itself cannot say exactly. */
  entities?: Record<string, { name?: string; typeValue?: string | null; attributes?: string[] }>;
}

export function isOneTableSchema(json: unknown): boolean {
  return isObject(json) && isObject(json.models) && (isObject(json.indexes) || typeof json.format === 'string');
}

function indexOf(
  name: string,
  v: unknown,
  field: string,
): DesignIndex | { primary: { partitionKey: string; sortKey?: string } } {
  const o = objectAt(v, field);
  const sort = o.sort === undefined ? undefined : stringAt(o.sort, `${field}.sort`);
  const project =
    o.project === 'keys' ? 'KEYS_ONLY' : Array.isArray(o.project) ? 'INCLUDE' : o.project === 'all' ? 'ALL' : undefined;
  if (name === 'primary')
    return { primary: { partitionKey: stringAt(o.hash, `${field}.hash`), ...(sort ? { sortKey: sort } : {}) } };
  const local = o.type === 'local';
  const hash = local
    ? o.hash === undefined
      ? ''
      : stringAt(o.hash, `${field}.hash`)
    : stringAt(o.hash, `${field}.hash`);
  return {
    name,
    kind: local ? 'LSI' : 'GSI',
    partitionKey: hash,
    ...(sort ? { sortKey: sort } : {}),
    ...(project ? { projection: project } : {}),
  };
}

export function importOneTable(json: unknown, options: ModelImportOptions = {}): ModelImport {
  const root = objectAt(json, '');
  if (root.format !== undefined && (typeof root.format !== 'string' || !root.format.startsWith('onetable:'))) {
    throw new DesignImportError('format', 'a OneTable format such as "onetable:1.1.0"', root.format);
  }
  const indexes = objectAt(root.indexes, 'indexes');
  if (!('primary' in indexes))
    throw new DesignImportError('indexes.primary', 'the primary index ({ "hash": ..., "sort": ... })', undefined);
  let keys: TableDesign['keys'] | undefined;
  const designIndexes: DesignIndex[] = [];
  for (const [name, v] of Object.entries(indexes)) {
    const ix = indexOf(name, v, `indexes.${name}`);
    if ('primary' in ix) keys = ix.primary;
    else designIndexes.push(ix);
  }
  for (const ix of designIndexes) if (ix.kind === 'LSI' && !ix.partitionKey) ix.partitionKey = keys!.partitionKey;
  const params = root.params === undefined ? {} : objectAt(root.params, 'params');
  const typeField = params.typeField === undefined ? '_type' : stringAt(params.typeField, 'params.typeField');
  const ext: Extension =
    isObject(root.extensions) && isObject(root.extensions[EXTENSION]) ? (root.extensions[EXTENSION] as Extension) : {};
  const models = objectAt(root.models, 'models');
  const keyAttrs = new Set([
    keys!.partitionKey,
    ...(keys!.sortKey ? [keys!.sortKey] : []),
    ...designIndexes.flatMap((ix) => [ix.partitionKey, ...(ix.sortKey ? [ix.sortKey] : [])]),
  ]);
  const entities: EntityDesign[] = [];
  const warnings: string[] = [];
  for (const [modelName, m] of Object.entries(models)) {
    if (!MODEL_NAME.test(modelName))
      throw new DesignImportError(
        `models.${modelName}`,
        'a model name of letters, digits and _ that starts with a letter or _',
        modelName,
      );
    const fields = objectAt(m, `models.${modelName}`);
    const entityKeys: Record<string, string> = {};
    const attributes: string[] = [];
    for (const [field, def] of Object.entries(fields)) {
      const f = objectAt(def, `models.${modelName}.${field}`);
      if (f.value !== undefined && typeof f.value !== 'string')
        throw new DesignImportError(
          `models.${modelName}.${field}.value`,
          'a value template such as "USER#${id}"',
          f.value,
        );
      if (keyAttrs.has(field)) {
        if (typeof f.value === 'string') entityKeys[field] = templateFromAlias(f.value) ?? f.value;
        continue;
      }
      if (field === typeField) continue;
      attributes.push(field);
    }
    if (!keys!.partitionKey || !(keys!.partitionKey in entityKeys))
      warnings.push(
        `Model ${modelName} has no value template for ${keys!.partitionKey}; its items are told apart by ${typeField} only.`,
      );
    const told = ext.entities?.[modelName];
    const own = told ? (told.attributes ?? []) : attributes;
    const typeValue =
      ext.typeAttribute === null || told?.typeValue === null ? undefined : (told?.typeValue ?? modelName);
    entities.push({
      name: told?.name ?? modelName,
      ...(typeValue !== undefined ? { typeValue } : {}),
      keys: entityKeys,
      ...(own.length ? { attributes: own } : {}),
    });
  }
  const typeAttribute = ext.typeAttribute === null ? undefined : (ext.typeAttribute ?? typeField);
  const delimiter =
    ext.delimiter === null
      ? undefined
      : (ext.delimiter ?? detectDelimiter(entities.flatMap((e) => Object.values(e.keys))));
  return {
    design: {
      source: 'onetable',
      tableName: ext.tableName ?? options.tableName ?? '',
      keys: keys!,
      ...(designIndexes.length ? { indexes: designIndexes } : {}),
      ...(typeAttribute ? { typeAttribute } : {}),
      ...(delimiter ? { delimiter } : {}),
      entities,
      ...(ext.parentEntity ? { parentEntity: ext.parentEntity } : {}),
      ...(Array.isArray(ext.parentEntities) &&
      ext.parentEntities.length > 1 &&
      ext.parentEntities.every((x) => typeof x === 'string')
        ? { parentEntities: ext.parentEntities }
        : {}),
    },
    warnings,
  };
}

/** A model name OneTable accepts, made from the type value (what items carry) or the entity name. */
function modelNameFor(e: EntityDesign, taken: Set<string>): string {
  const base = (e.typeValue ?? e.name).replace(/\W+/g, '_').replace(/^(?=\d)/, '_') || '_';
  let name = base;
  for (let k = 2; taken.has(name); k++) name = `${base}_${k}`;
  taken.add(name);
  return name;
}

const FIELD_TYPE: Record<AttributeType, string | null> = {
  S: 'string',
  N: 'number',
  BOOL: 'boolean',
  B: 'binary',
  L: 'array',
  M: 'object',
  SS: 'set',
  NS: 'set',
  BS: 'set',
  NULL: null,
};

/** OneTable field types of the attributes of some items, in the order first seen (a NULL says nothing). */
function fieldTypes(items: readonly Item[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of items) {
    for (const [k, v] of Object.entries(item)) {
      const t = FIELD_TYPE[attributeType(v)];
      if (t !== null && !out.has(k)) out.set(k, t);
    }
  }
  return out;
}

const toOneTableTemplate = (t: string) => t.replace(/\{([^{}]*)\}/g, '$${$1}');

export interface OneTableExportOptions {
  samples?: Readonly<Record<string, readonly Item[]>>;
  samplesPerEntity?: number;
}

export function exportOneTable(design: TableDesign, options: OneTableExportOptions = {}): Json {
  const indexes: Json = {
    primary: { hash: design.keys.partitionKey, ...(design.keys.sortKey ? { sort: design.keys.sortKey } : {}) },
  };
  for (const ix of design.indexes ?? []) {
    indexes[ix.name] = {
      ...(ix.kind === 'LSI' ? { type: 'local' } : { hash: ix.partitionKey }),
      ...(ix.sortKey ? { sort: ix.sortKey } : {}),
      ...(ix.projection === 'KEYS_ONLY' ? { project: 'keys' } : ix.projection === 'ALL' ? { project: 'all' } : {}),
    };
  }
  const typeField = design.typeAttribute ?? '_type';
  const taken = new Set<string>();
  const told: NonNullable<Extension['entities']> = {};
  const models: Json = {};
  const items: Json[] = [];
  for (const e of design.entities) {
    const modelName = modelNameFor(e, taken);
    told[modelName] = {
      ...(modelName !== e.name ? { name: e.name } : {}),
      ...(e.typeValue === undefined
        ? { typeValue: null }
        : e.typeValue !== modelName
          ? { typeValue: e.typeValue }
          : {}),
      ...(e.attributes?.length ? { attributes: [...e.attributes] } : {}),
    };
    const samples = (options.samples?.[e.name] ?? []).slice(0, options.samplesPerEntity ?? 3);
    const types = fieldTypes(samples);
    const fields: Json = {};
    for (const [attr, template] of Object.entries(e.keys))
      fields[attr] = { type: 'string', value: toOneTableTemplate(template) };
    const variables = new Set(Object.values(e.keys).flatMap((t) => templateVariables(t)));
    for (const v of variables) if (!(v in fields)) fields[v] = { type: 'string' };
    // The entity's attributes, then any other its sample items carry, each typed as the data says.
    const attrs = [...(e.attributes ?? []), ...types.keys()];
    for (const a of attrs) if (!(a in fields) && a !== typeField) fields[a] = { type: types.get(a) ?? 'string' };
    models[modelName] = fields;
    for (const item of samples) items.push(toPlainItem(item) as Json);
  }
  const ext: Extension = {
    tableName: design.tableName,
    ...(design.typeAttribute ? {} : { typeAttribute: null }),
    delimiter: design.delimiter ?? null,
    ...(design.parentEntity ? { parentEntity: design.parentEntity } : {}),
    ...(design.parentEntities && design.parentEntities.length > 1 ? { parentEntities: design.parentEntities } : {}),
    entities: told,
  };
  return {
    format: 'onetable:1.1.0',
    version: '0.0.1',
    description: `Entities of table ${design.tableName}, exported by Item Collection Explorer.`,
    indexes,
    models,
    params: { typeField, isoDates: true },
    queries: {},
    items,
    extensions: { [EXTENSION]: ext },
  };
}
