/**
 * A Query or Scan's expressions as data: what the builder edits, what `compile` turns into
 * DynamoDB's strings and placeholder maps, and what `parse` rebuilds from pasted text.
 *
 * Grouping is structural: an `or` inside an `and` is a parenthesised group, so the model never
 * holds parentheses of its own and cannot hold redundant ones.
 */
import type { AttributeValue } from '../dynamo/types.js';

/**
 * One step of a document path: a string is an attribute (or map key) name, taken whole, so
 * "order.total" is one attribute; a number is a list index. `a.b[0].c` is ['a', 'b', 0, 'c'].
 */
export type PathSegment = string | number;
/** Starts with a name; DynamoDB allows at most 32 levels. */
export type DocumentPath = readonly PathSegment[];

export type Operand =
  | { kind: 'path'; path: DocumentPath }
  | { kind: 'value'; value: AttributeValue }
  | { kind: 'size'; path: DocumentPath };

export type Comparator = '=' | '<>' | '<' | '<=' | '>' | '>=';
export const COMPARATORS: readonly Comparator[] = ['=', '<>', '<', '<=', '>', '>='];

/** The type names `attribute_type` accepts. */
export type AttributeTypeName = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'L' | 'M' | 'SS' | 'NS' | 'BS';
export const ATTRIBUTE_TYPE_NAMES: readonly AttributeTypeName[] = [
  'S',
  'N',
  'B',
  'BOOL',
  'NULL',
  'L',
  'M',
  'SS',
  'NS',
  'BS',
];

/** A filter: conditions combined with and / or / not. An empty and / or group means "no condition". */
export type Condition =
  | { kind: 'compare'; op: Comparator; left: Operand; right: Operand }
  | { kind: 'between'; operand: Operand; low: Operand; high: Operand }
  | { kind: 'in'; operand: Operand; values: Operand[] }
  | { kind: 'attribute_exists'; path: DocumentPath }
  | { kind: 'attribute_not_exists'; path: DocumentPath }
  | { kind: 'attribute_type'; path: DocumentPath; type: AttributeTypeName }
  | { kind: 'begins_with'; path: DocumentPath; prefix: Operand }
  | { kind: 'contains'; path: DocumentPath; operand: Operand }
  | { kind: 'and'; conditions: Condition[] }
  | { kind: 'or'; conditions: Condition[] }
  | { kind: 'not'; condition: Condition };

export type SortKeyOperator = '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with';
export const SORT_KEY_OPERATORS: readonly SortKeyOperator[] = ['=', '<', '<=', '>', '>=', 'between', 'begins_with'];

export type SortKeyCondition =
  | { name: string; op: '=' | '<' | '<=' | '>' | '>='; value: AttributeValue }
  | { name: string; op: 'between'; low: AttributeValue; high: AttributeValue }
  | { name: string; op: 'begins_with'; value: AttributeValue };

export interface KeyCondition {
  partitionKey: { name: string; value: AttributeValue };
  sortKey?: SortKeyCondition;
}

/** The expressions of one read. A Query has a key condition; a Scan has none. */
export interface ExpressionModel {
  keyCondition?: KeyCondition;
  filter?: Condition;
  projection?: DocumentPath[];
}

/** Builds a path from names and indexes: path('a', 'b', 0). */
export function path(...segments: PathSegment[]): DocumentPath {
  return segments;
}

/** A readable form for messages and the UI: a.b[0]; names that are not plain words are quoted. */
export function formatPath(p: DocumentPath): string {
  let out = '';
  for (const seg of p) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else {
      const text = /^[A-Za-z_][A-Za-z0-9_]*$/.test(seg) ? seg : JSON.stringify(seg);
      out += out === '' ? text : `.${text}`;
    }
  }
  return out;
}
