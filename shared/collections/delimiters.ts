/**
 * Composite keys join their parts with a delimiter (`USER#alice`, `inventory::armor`, `a|b`,
 * `ORDER:2024:001`, `2026-05-14@0930~SCREENING`). Which one a table uses is decided in one place,
 * shared/dynamo/key-delimiters.ts, read from the data: this is the collections' view of it.
 */
import { ALL_DELIMITERS, detectDelimiters } from '../dynamo/key-delimiters.js';

export type Delimiter = string;

/** Every delimiter the app knows, in order of preference. */
export const DELIMITERS: readonly Delimiter[] = ALL_DELIMITERS;

/** The delimiter that occurs first in `key` (after its first character), or null when none does. */
export function firstDelimiter(key: string): { delimiter: Delimiter; index: number } | null {
  let best: Delimiter | null = null;
  let bestIndex = -1;
  for (const d of DELIMITERS) {
    const i = key.indexOf(d, 1);
    if (i > 0 && (bestIndex < 0 || i < bestIndex || (i === bestIndex && d.length > best!.length))) {
      best = d;
      bestIndex = i;
    }
  }
  return best === null ? null : { delimiter: best, index: bestIndex };
}

/** The main delimiter of a set of keys, as the Design tab reads it; null when no key has one (`info`, `META`). */
export function detectDelimiter(keys: Iterable<string>, sampleLimit = 1000): Delimiter | null {
  return detectDelimiters(keys, sampleLimit)[0] ?? null;
}

/** The parts of a key; empty parts from a leading or doubled delimiter are kept so prefixes rebuild exactly. */
export function splitKey(key: string, delimiter: Delimiter | null): string[] {
  return delimiter === null ? [key] : key.split(delimiter);
}
