/**
 * The key schema a read runs against: the table's, or that of the index it names. Validation and
 * parsing both need to know which attribute is the partition key and which the sort key.
 */
import type { KeyNames, KeySchemaElement, ScalarAttributeType, TableDescription } from '../dynamo/types.js';

export interface KeySchemaInUse extends KeyNames {
  /** How messages name it: `table "Orders"` or `index "GSI1"`. */
  label: string;
  index?: { name: string; global: boolean };
  /** The table's own key attributes (for an index read these differ from the index's). */
  tableKeys: string[];
}

export type KeySchemaResult = { ok: true; schema: KeySchemaInUse } | { ok: false; message: string };

export function keySchemaFor(table: TableDescription, indexName?: string): KeySchemaResult {
  if (indexName === undefined) {
    return build(table, table.KeySchema, `table "${table.TableName}"`);
  }
  const gsi = table.GlobalSecondaryIndexes?.find((i) => i.IndexName === indexName);
  const lsi = table.LocalSecondaryIndexes?.find((i) => i.IndexName === indexName);
  const index = gsi ?? lsi;
  if (!index) {
    const names = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
      (i) => `"${i.IndexName}"`,
    );
    const known = names.length > 0 ? `its indexes are ${names.join(', ')}` : 'it has no secondary indexes';
    return { ok: false, message: `table "${table.TableName}" has no index "${indexName}"; ${known}` };
  }
  const r = build(table, index.KeySchema, `index "${indexName}"`);
  if (r.ok) r.schema.index = { name: indexName, global: gsi !== undefined };
  return r;
}

function build(table: TableDescription, keySchema: KeySchemaElement[], label: string): KeySchemaResult {
  const hash = keySchema.find((k) => k.KeyType === 'HASH');
  const range = keySchema.find((k) => k.KeyType === 'RANGE');
  if (!hash) return { ok: false, message: `${label} has no partition (HASH) key in its key schema` };
  const typeOf = (name: string): ScalarAttributeType | undefined =>
    table.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType;
  const partitionKeyType = typeOf(hash.AttributeName);
  if (!partitionKeyType)
    return { ok: false, message: `${label}: no AttributeDefinitions entry gives the type of "${hash.AttributeName}"` };
  const schema: KeySchemaInUse = {
    label,
    partitionKey: hash.AttributeName,
    partitionKeyType,
    tableKeys: table.KeySchema.map((k) => k.AttributeName),
  };
  if (range) {
    const sortKeyType = typeOf(range.AttributeName);
    if (!sortKeyType)
      return {
        ok: false,
        message: `${label}: no AttributeDefinitions entry gives the type of "${range.AttributeName}"`,
      };
    schema.sortKey = range.AttributeName;
    schema.sortKeyType = sortKeyType;
  }
  return { ok: true, schema };
}
