/**
 * A NoSQL Workbench data model (its exported JSON) as a TableDesign: one entity per facet of the
 * chosen table, named by the facet, its key templates from the facet's key aliases (`USER#<id>`)
 * or, when the aliases are friendly names, from the facet's sample items.
 */
import type { Item } from '../../dynamo/types.js';
import { readNotes, type DesignNotes } from './design-notes.js';
import { arrayAt, DesignImportError, isObject, objectAt, stringAt, type Json } from './import-errors.js';
import type { DesignIndex, EntityDesign, TableDesign } from '../model/table-design.js';
import { detectDelimiter, isLiteralAlias, templateFromAlias, templateFromSamples } from './alias-templates.js';
import { isOpaqueTemplate, literalLength } from '../model/key-template.js';

export interface ModelImportOptions {
  /** The table the model is for: picks it among several tables in one model. */
  tableName?: string;
}

export interface ModelImport {
  design: TableDesign;
  /** Things the model left open, said so the user knows what was guessed. */
  warnings: string[];
}

export function isNoSqlWorkbenchModel(json: unknown): boolean {
  return isObject(json) && ('DataModel' in json || 'ModelName' in json);
}

function keyNamesAt(v: unknown, field: string): { partitionKey: string; sortKey?: string } {
  const ka = objectAt(v, field);
  const pk = stringAt(
    objectAt(ka.PartitionKey, `${field}.PartitionKey`).AttributeName,
    `${field}.PartitionKey.AttributeName`,
  );
  if (ka.SortKey === undefined) return { partitionKey: pk };
  const sk = stringAt(objectAt(ka.SortKey, `${field}.SortKey`).AttributeName, `${field}.SortKey.AttributeName`);
  return { partitionKey: pk, sortKey: sk };
}

function pickTable(tables: unknown[], wanted: string | undefined): [Json, number] {
  if (tables.length === 0) throw new DesignImportError('DataModel', 'at least one table', tables);
  const named = tables.map((t, i) => objectAt(t, `DataModel[${i}]`));
  named.forEach((t, i) => stringAt(t.TableName, `DataModel[${i}].TableName`));
  if (named.length === 1) return [named[0]!, 0];
  const i = named.findIndex((t) => t.TableName === wanted);
  if (i >= 0) return [named[i]!, i];
  throw new DesignImportError(
    'DataModel',
    `a table named "${wanted ?? ''}"`,
    undefined,
    `DataModel: the model has ${named.length} tables (${named.map((t) => t.TableName as string).join(', ')}) and none is named "${wanted ?? ''}". Rename the table in the file or open that table first.`,
  );
}

function projectionOf(v: unknown): DesignIndex['projection'] {
  const t = isObject(v) ? v.ProjectionType : undefined;
  return t === 'ALL' || t === 'KEYS_ONLY' || t === 'INCLUDE' ? t : undefined;
}

function samplesOf(facet: Json, field: string): Item[] {
  if (facet.TableData === undefined) return [];
  return arrayAt(facet.TableData, `${field}.TableData`).map((x, i) => objectAt(x, `${field}.TableData[${i}]`) as Item);
}

function stringValues(items: readonly Item[], attr: string): string[] {
  return items.flatMap((it) => {
    const v = it[attr] as { S?: unknown } | undefined;
    return v && typeof v.S === 'string' ? [v.S] : [];
  });
}

/** An attribute whose one value per facet differs between facets: the model's type attribute. */
function typeAttributeOf(
  facets: { name: string; samples: Item[] }[],
  keyNames: Set<string>,
): { name: string; values: Map<string, string> } | null {
  const withData = facets.filter((f) => f.samples.length > 0);
  if (withData.length === 0) return null;
  const candidates = Object.keys(withData[0]!.samples[0]!).filter((a) => !keyNames.has(a));
  for (const attr of candidates) {
    const values = new Map<string, string>();
    let ok = true;
    for (const f of withData) {
      const vs = new Set(stringValues(f.samples, attr));
      if (vs.size !== 1 || stringValues(f.samples, attr).length !== f.samples.length) {
        ok = false;
        break;
      }
      values.set(f.name, [...vs][0]!);
    }
    if (!ok || new Set(values.values()).size !== values.size) continue;
    const namesMatch = withData.every((f) => values.get(f.name)!.toLowerCase() === f.name.toLowerCase());
    if (withData.length >= 2 || namesMatch) return { name: attr, values };
  }
  return null;
}

function aliasTemplate(
  alias: unknown,
  attr: string,
  samples: readonly Item[],
  delimiter: string | undefined,
): string | undefined {
  if (typeof alias === 'string' && alias !== attr) {
    const t = templateFromAlias(alias);
    if (t !== null) return t;
    const values = stringValues(samples, attr);
    if (values.length > 0 ? values.every((v) => v === alias) : isLiteralAlias(alias)) return alias;
  }
  return templateFromSamples(stringValues(samples, attr), delimiter) ?? undefined;
}

export function importNoSqlWorkbench(json: unknown, options: ModelImportOptions = {}): ModelImport {
  const root = objectAt(json, '');
  const [table, ti] = pickTable(arrayAt(root.DataModel, 'DataModel'), options.tableName);
  const at = `DataModel[${ti}]`;
  const keys = keyNamesAt(table.KeyAttributes, `${at}.KeyAttributes`);
  const warnings: string[] = [];
  const notes: DesignNotes | null = readNotes(
    isObject(root.ModelMetadata) ? root.ModelMetadata.Description : undefined,
  );

  const indexes: DesignIndex[] = (
    table.GlobalSecondaryIndexes === undefined
      ? []
      : arrayAt(table.GlobalSecondaryIndexes, `${at}.GlobalSecondaryIndexes`)
  ).map((g, i) => {
    const f = `${at}.GlobalSecondaryIndexes[${i}]`;
    const o = objectAt(g, f);
    const projection = projectionOf(o.Projection);
    return {
      name: stringAt(o.IndexName, `${f}.IndexName`),
      kind: 'GSI' as const,
      ...keyNamesAt(o.KeyAttributes, `${f}.KeyAttributes`),
      ...(projection ? { projection } : {}),
    };
  });
  for (const lsi of notes?.localIndexes ?? []) indexes.push({ ...lsi, partitionKey: keys.partitionKey });

  const facetList = table.TableFacets === undefined ? [] : arrayAt(table.TableFacets, `${at}.TableFacets`);
  const facets = facetList.map((x, i) => {
    const f = `${at}.TableFacets[${i}]`;
    const o = objectAt(x, f);
    const alias = o.KeyAttributeAlias === undefined ? {} : objectAt(o.KeyAttributeAlias, `${f}.KeyAttributeAlias`);
    const nonKey =
      o.NonKeyAttributes === undefined
        ? []
        : arrayAt(o.NonKeyAttributes, `${f}.NonKeyAttributes`).map((a, k) =>
            stringAt(a, `${f}.NonKeyAttributes[${k}]`),
          );
    return { field: f, name: stringAt(o.FacetName, `${f}.FacetName`), alias, nonKey, samples: samplesOf(o, f) };
  });
  const seen = new Set<string>();
  for (const f of facets) {
    if (seen.has(f.name))
      throw new DesignImportError(`${f.field}.FacetName`, 'a name no other facet of the table has', f.name);
    seen.add(f.name);
  }
  if (facets.length === 0)
    warnings.push(
      `Table ${table.TableName as string} has no facets, so the model names no entities; the design is inferred from the data.`,
    );

  const keyAttrs = new Set([
    keys.partitionKey,
    ...(keys.sortKey ? [keys.sortKey] : []),
    ...indexes.flatMap((ix) => [ix.partitionKey, ...(ix.sortKey ? [ix.sortKey] : [])]),
  ]);
  const found = notes ? null : typeAttributeOf(facets, keyAttrs);
  const typeAttribute = notes ? notes.typeAttribute : found?.name;
  const aliasTexts = facets.flatMap((f) => Object.values(f.alias).filter((a): a is string => typeof a === 'string'));
  // Aliases that are names ("DoctorPath") say nothing of the delimiter: the sample keys then do.
  const sampleKeys = () =>
    facets.flatMap((f) =>
      [keys.partitionKey, ...(keys.sortKey ? [keys.sortKey] : [])].flatMap((a) => stringValues(f.samples, a)),
    );
  const delimiter = notes
    ? notes.delimiter
    : (detectDelimiter(aliasTexts.map((a) => templateFromAlias(a) ?? a)) ?? detectDelimiter(sampleKeys()));

  const entities: EntityDesign[] = facets.map((f) => {
    const entityKeys: Record<string, string> = {};
    if (notes?.keys[f.name]) Object.assign(entityKeys, notes.keys[f.name]);
    else {
      const pk = aliasTemplate(f.alias.PartitionKeyAlias, keys.partitionKey, f.samples, delimiter);
      if (pk !== undefined) entityKeys[keys.partitionKey] = pk;
      if (keys.sortKey) {
        const sk = aliasTemplate(f.alias.SortKeyAlias, keys.sortKey, f.samples, delimiter);
        if (sk !== undefined) entityKeys[keys.sortKey] = sk;
      }
      for (const ix of indexes) {
        for (const a of [ix.partitionKey, ix.sortKey]) {
          if (!a || a in entityKeys || !f.nonKey.includes(a)) continue;
          const t = templateFromSamples(stringValues(f.samples, a), delimiter);
          if (t !== null) entityKeys[a] = t;
        }
      }
      if (Object.keys(entityKeys).length === 0 && typeAttribute === undefined) {
        warnings.push(
          `Facet ${f.name}: its key aliases are names, not templates, and it has no sample items, so nothing in the data can be told to be a ${f.name}.`,
        );
      }
    }
    const typeValue = notes ? notes.typeValues[f.name] : found?.values.get(f.name);
    const attributes = f.nonKey.filter((a) => a !== typeAttribute && !(a in entityKeys) && !keyAttrs.has(a));
    return {
      name: f.name,
      ...(typeValue !== undefined ? { typeValue } : {}),
      keys: entityKeys,
      ...(attributes.length ? { attributes } : {}),
    };
  });

  const parentEntity = notes ? notes.parentEntity : guessParent(entities, keys.partitionKey, keys.sortKey);
  if (!notes && parentEntity)
    warnings.push(
      `The model does not say which entity is the parent; ${parentEntity} was taken, as the one whose sort key is fixed text or repeats its partition key.`,
    );
  return {
    design: {
      source: 'nosql-workbench',
      tableName: table.TableName as string,
      keys,
      ...(indexes.length ? { indexes } : {}),
      ...(typeAttribute ? { typeAttribute } : {}),
      ...(delimiter ? { delimiter } : {}),
      entities,
      ...(parentEntity ? { parentEntity } : {}),
      ...(notes?.parentEntities && notes.parentEntities.length > 1 ? { parentEntities: notes.parentEntities } : {}),
    },
    warnings,
  };
}

/** The one entity whose sort key is fixed text or repeats its partition key, as a person picks it. */
function guessParent(entities: readonly EntityDesign[], pk: string, sk: string | undefined): string | undefined {
  if (!sk) return undefined;
  const heads = entities.filter((e) => {
    const s = e.keys[sk];
    if (s === undefined || isOpaqueTemplate(s)) return false;
    return s === e.keys[pk] || literalLength(s) === s.length;
  });
  return heads.length === 1 ? heads[0]!.name : undefined;
}
