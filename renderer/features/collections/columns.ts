/**
 * The grid's columns: the tree column (entity type under the partition key), the other key
 * attributes of the read, then the attributes most items on screen carry.
 */
import type { ReadSession } from './read-session.js';

export interface Column {
  /** The attribute shown; null for the tree column. */
  attribute: string | null;
  header: string;
  width: number;
  isKey: boolean;
}

export const TREE_COLUMN_WIDTH = 230;
export const KEY_COLUMN_WIDTH = 220;
export const ATTRIBUTE_COLUMN_WIDTH = 170;
export const MAX_ATTRIBUTE_COLUMNS = 8;

export function chooseColumns(session: ReadSession, typeFilter: string | null): Column[] {
  const keys = session.keyColumns;
  const cols: Column[] = [{ attribute: null, header: `Collection (${session.keyNames.partitionKey}) / type`, width: TREE_COLUMN_WIDTH, isKey: true }];
  for (const k of keys.slice(1)) cols.push({ attribute: k, header: k, width: KEY_COLUMN_WIDTH, isKey: true });
  for (const a of session.attributes.mostCommon(MAX_ATTRIBUTE_COLUMNS, new Set(keys), typeFilter)) {
    cols.push({ attribute: a, header: a, width: ATTRIBUTE_COLUMN_WIDTH, isKey: false });
  }
  return cols;
}

export function gridTemplate(columns: readonly Column[]): string {
  return columns.map((c) => `${c.width}px`).join(' ');
}

export function gridWidth(columns: readonly Column[]): number {
  return columns.reduce((sum, c) => sum + c.width, 0);
}
