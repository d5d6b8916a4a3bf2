/**
 * The grid's columns: the tree column (entity type under the partition key), the other key
 * attributes of the read, then the attributes the user chose, or (by default) those chosen so
 * every entity on screen shows what tells it apart (column-choice.ts).
 */
import { automaticColumns, MAX_ATTRIBUTE_COLUMNS } from './column-choice.js';
import type { ReadSession } from '../../model/collections/read-session.js';

export { MAX_ATTRIBUTE_COLUMNS };

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

/** `picked`: the user's own column list for the table, or null for the automatic choice. */
export function chooseColumns(
  session: ReadSession,
  typeFilter: string | null,
  picked: readonly string[] | null = null,
): Column[] {
  const keys = session.keyColumns;
  const cols: Column[] = [
    {
      attribute: null,
      header: `Collection (${session.keyNames.partitionKey}) / type`,
      width: TREE_COLUMN_WIDTH,
      isKey: true,
    },
  ];
  for (const k of keys.slice(1)) cols.push({ attribute: k, header: k, width: KEY_COLUMN_WIDTH, isKey: true });
  for (const a of picked?.filter((a) => !keys.includes(a)) ?? attributeColumns(session, typeFilter)) {
    cols.push({ attribute: a, header: a, width: ATTRIBUTE_COLUMN_WIDTH, isKey: false });
  }
  return cols;
}

function attributeColumns(session: ReadSession, typeFilter: string | null): string[] {
  const exclude = new Set(session.keyColumns);
  if (typeFilter !== null) return session.attributes.mostCommon(MAX_ATTRIBUTE_COLUMNS, exclude, typeFilter);
  const parent = session.grouper.dominantParentType();
  return automaticColumns(session.attributes, exclude, parent ? [parent] : []);
}

/** Attribute names the items on screen carry (of the narrowed type, if any) that no column shows. */
export function hiddenAttributes(
  session: ReadSession,
  typeFilter: string | null,
  columns: readonly Column[],
): string[] {
  const shown = new Set(columns.map((c) => c.attribute));
  return session.attributes
    .counts(new Set(session.keyColumns), typeFilter)
    .map(([n]) => n)
    .filter((n) => !shown.has(n));
}

export function gridTemplate(columns: readonly Column[]): string {
  return columns.map((c) => `${c.width}px`).join(' ');
}

export function gridWidth(columns: readonly Column[]): number {
  return columns.reduce((sum, c) => sum + c.width, 0);
}
