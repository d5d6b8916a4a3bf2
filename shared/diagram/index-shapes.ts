/** A table's indexes and keys as the diagram needs them: from DescribeTable, else from a model. */
import type { DesignIndex, TableDesign } from '../design/model/table-design.js';
import type { TableDescription } from '../dynamo/types.js';
import type { IndexShape, TableKeyShape } from './index-figures.js';

export function tableKeyShape(table: TableDescription): TableKeyShape {
  const pk = table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '';
  const sk = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  return sk === undefined ? { partitionKey: pk } : { partitionKey: pk, sortKey: sk };
}

/** GSIs then LSIs as described; where the table is not described, the indexes a model states. */
export function indexShapes(table: TableDescription | null, design: TableDesign | null): IndexShape[] {
  if (table) {
    const of =
      (kind: 'GSI' | 'LSI') =>
      (x: { IndexName: string; KeySchema: TableDescription['KeySchema'] }): IndexShape => ({
        name: x.IndexName,
        kind,
        ...tableKeyShape({ ...table, KeySchema: x.KeySchema }),
      });
    return [
      ...(table.GlobalSecondaryIndexes ?? []).map(of('GSI')),
      ...(table.LocalSecondaryIndexes ?? []).map(of('LSI')),
    ];
  }
  return (design?.indexes ?? []).map((x: DesignIndex) => ({
    name: x.name,
    kind: x.kind,
    partitionKey: x.partitionKey,
    ...(x.sortKey ? { sortKey: x.sortKey } : {}),
  }));
}
