/**
 * CSV as RFC 4180 writes it: fields separated by commas, rows by CRLF, a field quoted when it holds
 * a comma, a quote, a line break or space at either end, quotes inside doubled. Values are never
 * altered (no spreadsheet-formula escaping), so what is exported is exactly what was read.
 */
import { attributeToPlainJson } from '../dynamo/plain-json.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

export const CSV_NEWLINE = '\r\n';

export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CSV_NEWLINE;
}

/**
 * One attribute as a cell: scalars as their text (numbers with every digit, binary as base64),
 * NULL as `null`, lists, maps and sets as plain JSON. A missing attribute is an empty cell.
 */
export function cellText(v: AttributeValue | undefined): string {
  if (v === undefined) return '';
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return v.BOOL ? 'true' : 'false';
  if ('NULL' in v) return 'null';
  return attributeToPlainJson(v);
}

/** The columns for a set of items: the key attributes first, then every other one in first-seen order. */
export class ColumnSet {
  private readonly names: string[] = [];
  private readonly known = new Set<string>();

  constructor(keys: readonly string[] = []) {
    for (const k of keys) this.add(k);
  }

  add(name: string): void {
    if (this.known.has(name)) return;
    this.known.add(name);
    this.names.push(name);
  }

  addItems(items: readonly Item[]): void {
    for (const item of items) for (const name in item) this.add(name);
  }

  get columns(): readonly string[] {
    return this.names;
  }
}

export function csvItemRow(item: Item, columns: readonly string[]): string {
  return csvRow(columns.map((c) => cellText(item[c])));
}
