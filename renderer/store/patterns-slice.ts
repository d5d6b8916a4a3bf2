/**
 * Saved access patterns of each table: loaded from localStorage when a table's panel opens, saved,
 * deleted, imported from a file. Running one (app-actions.ts, runPattern) loads the filled request
 * into the builder and runs it from there, so a pattern's read is a builder read like any other.
 */
import type { StateCreator } from 'zustand';
import { importPatterns } from '../../shared/patterns/saved-patterns-file.js';
import { upsertPatterns, type SavedPattern } from '../../shared/patterns/saved-patterns.js';
import { appStorage } from '../api/service-storage.js';
import { loadPatterns, storePatterns } from '../model/patterns/pattern-storage.js';
import type { AppState } from './index.js';

export interface ImportOutcome {
  ok: boolean;
  messages: string[];
}

export interface PatternsSlice {
  patterns: Record<string, SavedPattern[]>;
  patternsNotice: string | null;
  loadTablePatterns(table: string): void;
  savePattern(pattern: SavedPattern): void;
  deletePattern(table: string, name: string): void;
  importPatternFile(text: string): ImportOutcome;
}

export const createPatternsSlice: StateCreator<AppState, [], [], PatternsSlice> = (set, get) => {
  const write = (table: string, list: SavedPattern[]) => {
    const kept = storePatterns(appStorage(), table, list);
    set({
      patterns: { ...get().patterns, [table]: list },
      patternsNotice: kept
        ? null
        : 'This browser would not store the patterns; they last until the page is closed. Export them to keep them.',
    });
  };
  const current = (table: string) => get().patterns[table] ?? loadPatterns(appStorage(), table);

  return {
    patterns: {},
    patternsNotice: null,

    loadTablePatterns(table) {
      if (get().patterns[table]) return;
      set({ patterns: { ...get().patterns, [table]: loadPatterns(appStorage(), table) } });
    },

    savePattern(pattern) {
      write(pattern.table, upsertPatterns(current(pattern.table), [pattern]).patterns);
    },

    deletePattern(table, name) {
      write(
        table,
        current(table).filter((p) => p.name !== name),
      );
    },

    importPatternFile(text) {
      const r = importPatterns(text);
      if (!r.ok) return { ok: false, messages: r.errors };
      const byTable = new Map<string, SavedPattern[]>();
      for (const p of r.patterns) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p]);
      const counts: string[] = [];
      for (const [table, incoming] of byTable) {
        const merged = upsertPatterns(current(table), incoming);
        write(table, merged.patterns);
        counts.push(
          `${table}: ${merged.added} added${merged.replaced ? `, ${merged.replaced} replaced (same name)` : ''}`,
        );
      }
      const total = r.patterns.length;
      return {
        ok: true,
        messages: [
          `Imported ${total} pattern${total === 1 ? '' : 's'}${counts.length ? ` (${counts.join('; ')})` : ''}`,
        ],
      };
    },
  };
};
