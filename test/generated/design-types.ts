/** The shape of a generated single-table design: its keys, indexes and items (DynamoDB JSON). */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type KeyType = 'S' | 'N' | 'B';
export type Item = Record<string, AttributeValue>;

export interface KeyAttr {
  name: string;
  type: KeyType;
}

export type IndexShape = 'inverted' | 'sparse' | 'overloaded' | 'hash-only' | 'local';

export interface GenIndex {
  name: string;
  kind: 'gsi' | 'lsi';
  shape: IndexShape;
  pk: KeyAttr;
  sk?: KeyAttr;
  projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  include?: string[];
}

/** One kind of item in the design, as its keys spell it. */
export interface EntitySpec {
  name: string;
  /** The literal first segment of a child's sort key (`ORDER` of `ORDER#2024#0001`). */
  prefix: string;
  role: 'parent' | 'child';
  /** A parent's whole sort key: a literal (`~info`, `#META`, `A`) or `=pk` for the partition key itself. */
  literalSk?: string;
  /** Variable segments after the prefix: 1 to 4 levels of hierarchy. */
  levels: number;
  /** The delimiter before each variable segment ('' for none): one delimiter, or mixed. */
  delimiters: string[];
  /** Whether its items carry the type attribute. */
  typed: boolean;
}

export interface GeneratedDesign {
  seed: number;
  table: string;
  pk: KeyAttr;
  sk?: KeyAttr;
  indexes: GenIndex[];
  entities: EntitySpec[];
  /** The type attribute's name, when any item has one. */
  typeAttribute?: string;
  items: Item[];
  /** The partition key of the largest collection (the read that teaches the app the design). */
  bigCollection: AttributeValue;
  /** One line a person can read: what was drawn. */
  summary: string;
}
