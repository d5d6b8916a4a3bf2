/**
 * A primary key written out whole (GetItem's Key, a Query or Scan's ExclusiveStartKey) against
 * the table: which attributes it must hold, their types, no empty string or binary, and the size
 * limits of key values (2,048 bytes for a partition key, 1,024 for a sort key).
 */
import { attributeValueProblem } from '../api-values.js';
import { keyValueBytes, MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES } from '../dynamo/key-size.js';
import type { Item, ScalarAttributeType, TableDescription } from '../dynamo/types.js';
import type { ExpressionProblem } from '../expressions/problems.js';

export const TYPE_WORDS: Record<string, string> = { S: 'a string (S)', N: 'a number (N)', B: 'binary (B)' };

export interface KeyAttribute {
  name: string;
  type: ScalarAttributeType;
  role: 'partition' | 'sort';
  /** Whose key it is, for messages: `table "Orders"`, `index "GSI1"`. */
  of: string;
}

/** The key attributes of the table, and of the index when one is named (table's first). */
export function keyAttributes(table: TableDescription, indexName?: string): KeyAttribute[] | undefined {
  const typeOf = (n: string) => table.AttributeDefinitions.find((d) => d.AttributeName === n)?.AttributeType;
  const out: KeyAttribute[] = [];
  const add = (schema: TableDescription['KeySchema'], of: string) => {
    for (const k of schema) {
      const type = typeOf(k.AttributeName);
      if (!type) return false;
      if (!out.some((o) => o.name === k.AttributeName))
        out.push({ name: k.AttributeName, type, role: k.KeyType === 'HASH' ? 'partition' : 'sort', of });
    }
    return true;
  };
  if (!add(table.KeySchema, `table "${table.TableName}"`)) return undefined;
  if (indexName !== undefined) {
    const index = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].find(
      (i) => i.IndexName === indexName,
    );
    if (!index || !add(index.KeySchema, `index "${indexName}"`)) return undefined;
  }
  return out;
}

/**
 * Each value's own problems: malformed, wrong type, empty, too long. `limits` is false for an
 * ExclusiveStartKey, whose values DynamoDB does not measure.
 */
export function keyValueProblems(
  field: string,
  key: Item,
  attributes: KeyAttribute[],
  limits: boolean,
): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  for (const a of attributes) {
    if (!Object.hasOwn(key, a.name)) continue;
    const v = key[a.name]!;
    const at = `${field}.${a.name}`;
    const malformed = attributeValueProblem(v);
    if (malformed) {
      out.push({ field: at, token: a.name, message: `${at}: ${malformed}` });
      continue;
    }
    const type = Object.keys(v)[0]!;
    if (type !== a.type) {
      out.push({
        field: at,
        token: a.name,
        message: `${at} is ${TYPE_WORDS[type] ?? `of type ${type}`}, but "${a.name}" is the ${a.role} key of ${a.of}, which is ${TYPE_WORDS[a.type]}`,
      });
      continue;
    }
    if (('S' in v && v.S === '') || ('B' in v && v.B === '')) {
      out.push({
        field: at,
        token: a.name,
        message: `${at} is empty; a key attribute cannot hold an empty ${a.type === 'S' ? 'string' : 'binary value'}`,
      });
      continue;
    }
    const max = a.role === 'partition' ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
    if (limits && keyValueBytes(v) > max) {
      out.push({
        field: at,
        token: a.name,
        message: `${at} is ${keyValueBytes(v)} bytes long; a ${a.role} key value is at most ${max} bytes, so no item has this key`,
      });
    }
  }
  return out;
}
