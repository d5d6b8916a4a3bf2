/**
 * A TableDesign as a NoSQL Workbench data model its Visualizer opens: the documented top level
 * (ModelName, ModelMetadata, DataModel), one facet per entity with its key templates as the key
 * aliases and a few sample items from the read as DynamoDB JSON (all their attributes). What Workbench has no field for
 * goes into the description as design notes, so the file imports back to the same design.
 */
import { attributeType } from '../../dynamo/attribute-type.js';
import type { Item, ScalarAttributeType } from '../../dynamo/types.js';
import { writeNotes } from './design-notes.js';
import type { TableDesign } from '../model/table-design.js';

export interface WorkbenchExportOptions {
  /** Items of each entity (by entity name) to show as the facet's sample data. */
  samples?: Readonly<Record<string, readonly Item[]>>;
  samplesPerEntity?: number;
  /** Key attribute types from the table's description; else taken from the samples, else S. */
  attributeTypes?: Readonly<Record<string, ScalarAttributeType>>;
  now?: Date;
}

interface WorkbenchAttribute {
  AttributeName: string;
  AttributeType: string;
}

/** Workbench's own date style, e.g. "Jan 12, 2023, 10:14 AM". */
function workbenchDate(d: Date): string {
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]!;
  const h = d.getUTCHours();
  const hh = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  return `${month} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}, ${hh}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function exportNoSqlWorkbench(
  design: TableDesign,
  options: WorkbenchExportOptions = {},
): Record<string, unknown> {
  const perEntity = options.samplesPerEntity ?? 3;
  const types = new Map<string, string>(Object.entries(options.attributeTypes ?? {}));
  const keyAttr = (name: string): WorkbenchAttribute => ({
    AttributeName: name,
    AttributeType: types.get(name) ?? 'S',
  });
  const { partitionKey, sortKey } = design.keys;
  const tableKeys = new Set([partitionKey, ...(sortKey ? [sortKey] : [])]);

  const facets = design.entities.map((e) => {
    const nonKey: string[] = [];
    const add = (a: string) => {
      if (!tableKeys.has(a) && !nonKey.includes(a)) nonKey.push(a);
    };
    if (design.typeAttribute && e.typeValue !== undefined) add(design.typeAttribute);
    for (const a of Object.keys(e.keys)) add(a);
    for (const a of e.attributes ?? []) add(a);
    // Samples are the items as read, every attribute with its own type; a facet shows only the
    // attributes it declares, so those the samples carry are declared too -- unless the model was
    // imported, which goes out as it came in (its samples show what it declares). NULLs are left out: Workbench's sample data has no NULL type.
    const declareSamples = design.source !== 'nosql-workbench' && design.source !== 'onetable';
    const declared = new Set([...tableKeys, ...nonKey]);
    const data = (options.samples?.[e.name] ?? []).slice(0, perEntity).map((item) => {
      const out: Item = {};
      for (const [k, v] of Object.entries(item)) {
        if ('NULL' in v || (!declareSamples && !declared.has(k))) continue;
        out[k] = v;
        add(k);
        if (!types.has(k)) types.set(k, attributeType(v));
      }
      return out;
    });
    return {
      FacetName: e.name,
      KeyAttributeAlias: {
        PartitionKeyAlias: e.keys[partitionKey] ?? partitionKey,
        ...(sortKey ? { SortKeyAlias: e.keys[sortKey] ?? sortKey } : {}),
      },
      TableData: data,
      NonKeyAttributes: nonKey,
      DataAccess: { MySql: {} },
    };
  });

  const keyNames = new Set(tableKeys);
  const gsis = (design.indexes ?? [])
    .filter((ix) => ix.kind === 'GSI')
    .map((ix) => {
      keyNames.add(ix.partitionKey);
      if (ix.sortKey) keyNames.add(ix.sortKey);
      return {
        IndexName: ix.name,
        KeyAttributes: {
          PartitionKey: keyAttr(ix.partitionKey),
          ...(ix.sortKey ? { SortKey: keyAttr(ix.sortKey) } : {}),
        },
        Projection: { ProjectionType: ix.projection ?? 'ALL' },
      };
    });
  const nonKeyAttributes: WorkbenchAttribute[] = [];
  const declared = new Set(tableKeys);
  for (const f of facets) {
    for (const a of f.NonKeyAttributes) {
      if (declared.has(a)) continue;
      declared.add(a);
      nonKeyAttributes.push({ AttributeName: a, AttributeType: types.get(a) ?? 'S' });
    }
  }
  for (const a of keyNames) {
    if (!declared.has(a)) {
      declared.add(a);
      nonKeyAttributes.push(keyAttr(a));
    }
  }

  const when = workbenchDate(options.now ?? new Date());
  return {
    ModelName: design.tableName,
    ModelMetadata: {
      Author: 'Item Collection Explorer',
      DateCreated: when,
      DateLastModified: when,
      Description: `Entities of table ${design.tableName} (${design.source} design).\n${writeNotes(design)}`,
      AWSService: 'Amazon DynamoDB',
      Version: '3.0',
    },
    DataModel: [
      {
        TableName: design.tableName,
        KeyAttributes: { PartitionKey: keyAttr(partitionKey), ...(sortKey ? { SortKey: keyAttr(sortKey) } : {}) },
        NonKeyAttributes: nonKeyAttributes,
        TableFacets: facets,
        GlobalSecondaryIndexes: gsis,
        DataAccess: { MySql: {} },
        BillingMode: 'PAY_PER_REQUEST',
      },
    ],
  };
}
