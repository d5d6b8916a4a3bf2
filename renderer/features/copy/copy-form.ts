/**
 * The dialog's small pure helpers: the source table's key names, the attributes a source has
 * shown (the checkboxes), and what the source is called in the heading.
 */
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import type { SourceKeys } from '../../../shared/copy/key-map.js';
import type { CopySource } from './copy-open.js';

/** Items looked at for attribute names: enough for every entity of a read, cheap for any. */
const ITEMS_LOOKED_AT = 5000;

export function sourceKeysOf(table: TableDescription): SourceKeys | null {
  const pk = table.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName;
  const sk = table.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
  if (pk === undefined) return null;
  return sk === undefined ? { partitionKey: pk } : { partitionKey: pk, sortKey: sk };
}

/** Top-level attribute names of the items, key attributes first, the rest sorted. */
export function attributesOf(items: Iterable<Item>, keys: SourceKeys | null): string[] {
  const names = new Set<string>();
  let seen = 0;
  for (const item of items) {
    for (const name of Object.keys(item)) names.add(name);
    if (++seen >= ITEMS_LOOKED_AT) break;
  }
  const first = [keys?.partitionKey, keys?.sortKey].filter((k): k is string => k !== undefined && names.has(k));
  return [...first, ...[...names].filter((n) => !first.includes(n)).sort()];
}

export function sourceText(source: CopySource, readSummary: string): string {
  if (source.kind === 'read') return `the whole read (${readSummary}), read again page by page`;
  return source.label;
}

/** The names with `name` in them or not, as a checkbox left them (a new array: React sees the change). */
export function toggled(names: readonly string[], name: string, on: boolean): string[] {
  const rest = names.filter((n) => n !== name);
  return on ? [...rest, name] : rest;
}
