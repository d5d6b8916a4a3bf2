/**
 * A table's indexes as DescribeTable states them, in the design's terms: an inferred design knows
 * the data, not the indexes, so exporting it or creating a table from it takes them from here.
 */
import type { TableDescription } from '../../dynamo/types.js';
import type { DesignIndex } from './table-design.js';

type DescribedIndex = NonNullable<TableDescription['GlobalSecondaryIndexes']>[number];

const designIndex =
  (kind: 'GSI' | 'LSI') =>
  (ix: DescribedIndex): DesignIndex => {
    const pk = ix.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '';
    const sk = ix.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    const projection = ix.Projection?.ProjectionType;
    return {
      name: ix.IndexName,
      kind,
      partitionKey: pk,
      ...(sk ? { sortKey: sk } : {}),
      ...(projection ? { projection } : {}),
    };
  };

/** Every GSI, then every LSI, of the described table. */
export function indexesOf(t: TableDescription): DesignIndex[] {
  return [
    ...(t.GlobalSecondaryIndexes ?? []).map(designIndex('GSI')),
    ...(t.LocalSecondaryIndexes ?? []).map(designIndex('LSI')),
  ];
}

/** The attributes each INCLUDE index projects, by index name (what the design does not keep). */
export function includedAttributesOf(t: TableDescription): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const ix of [...(t.GlobalSecondaryIndexes ?? []), ...(t.LocalSecondaryIndexes ?? [])])
    if (ix.Projection?.ProjectionType === 'INCLUDE') out[ix.IndexName] = [...(ix.Projection.NonKeyAttributes ?? [])];
  return out;
}
