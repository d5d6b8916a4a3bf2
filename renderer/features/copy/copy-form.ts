/**
 * The dialog's small pure helpers: the source table's key names, the attributes a source has
 * shown (the checkboxes), a fresh masking salt, and what the source is called in the heading.
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

/** 128 random bits as hex: a salt for one copy, which the user may replace by one they keep. */
export function newSalt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function sourceText(source: CopySource, readSummary: string): string {
  if (source.kind === 'read') return `the whole read (${readSummary}), read again page by page`;
  return source.label;
}

/** The set with `name` in it or not, as a checkbox left it (a new set: React sees the change). */
export function toggled(set: ReadonlySet<string>, name: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(name);
  else next.delete(name);
  return next;
}
