/**
 * The pre-send gate for writes: an item to be written (a staged change's `after`) against the
 * described table, by DynamoDB's rules: its table key whole, each key value of its type, not
 * empty and within the key size limits; an index key attribute the item has must be of the
 * index's type and not empty (DynamoDB refuses the write otherwise); the item within 400 KB.
 * The item as read (`before`) is checked for its table key only: it came from DynamoDB.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import { itemSize, MAX_ITEM_BYTES } from '../dynamo/item-size.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { keyAttributes, keyValueProblems } from './key-values.js';

export interface WriteChangeRequest {
  before?: Item;
  after?: Item;
}

export function writeChangeProblems(
  field: string,
  change: WriteChangeRequest,
  table: TableDescription,
): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  const tableKey = keyAttributes(table) ?? [];
  for (const which of ['before', 'after'] as const) {
    const item = change[which];
    if (!item) continue;
    const at = `${field}.${which}`;
    const missing = tableKey.filter((a) => !Object.hasOwn(item, a.name));
    if (missing.length > 0) {
      out.push({
        field: at,
        token: missing[0]!.name,
        message: `${at} lacks the ${missing.map((a) => `${a.role} key "${a.name}"`).join(' and ')} of table "${table.TableName}"`,
      });
    }
    out.push(...keyValueProblems(at, item, tableKey, true));
  }
  const after = change.after;
  if (after) {
    const indexKeys = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].flatMap(
      (index) => (keyAttributes(table, index.IndexName) ?? []).filter((a) => a.of !== `table "${table.TableName}"`),
    );
    const seen = new Set(tableKey.map((a) => a.name));
    const unique = indexKeys.filter((a) => !seen.has(a.name) && (seen.add(a.name), true));
    out.push(...keyValueProblems(`${field}.after`, after, unique, true));
    const bytes = itemSize(after);
    if (bytes > MAX_ITEM_BYTES) {
      out.push({
        field: `${field}.after`,
        message: `${field}.after is ${bytes.toLocaleString('en-US')} bytes; DynamoDB writes an item of at most ${MAX_ITEM_BYTES.toLocaleString('en-US')} bytes (400 KB)`,
      });
    }
  }
  return out;
}
