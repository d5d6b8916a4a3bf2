/** The partition key attribute of the table or of one of its indexes, which a read plan's key condition is judged by. */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';

export function partitionKeyOf(table: TableDescription, index: string | undefined): string {
  const s = keySchemaFor(table, index);
  return s.ok ? s.schema.partitionKey : (table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '');
}
