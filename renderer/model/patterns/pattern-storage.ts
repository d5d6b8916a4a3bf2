/**
 * Saved access patterns kept per table in localStorage, written in the export file's format so
 * what is read back is checked by the same rules as an imported file.
 */
import { exportPatterns, importPatterns } from '../../../shared/patterns/saved-patterns-file.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';

export type PatternStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyFor = (table: string) => `ice.patterns.${table}`;

export function loadPatterns(storage: PatternStorage, table: string): SavedPattern[] {
  const text = storage.getItem(keyFor(table));
  if (text === null) return [];
  const r = importPatterns(text);
  // A damaged entry loses its patterns rather than breaking the panel; its text stays until overwritten.
  return r.ok ? r.patterns.filter((p) => p.table === table) : [];
}

/** False when the storage refused (full or disabled): the patterns then last until the page closes. */
export function storePatterns(storage: PatternStorage, table: string, patterns: readonly SavedPattern[]): boolean {
  try {
    storage.setItem(keyFor(table), exportPatterns(patterns));
    return true;
  } catch {
    return false;
  }
}
