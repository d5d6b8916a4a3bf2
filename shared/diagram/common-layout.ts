/**
 * How far each collection departs from the common layout of the read. A collection's layout is
 * the sequence of its runs' entities with the parent's item as its own token ("parent", Order,
 * Return, Order); the common layout is the one most collections share; the departure of one is
 * the edit distance (runs added, removed or changed) between its layout and the common one.
 */
import type { Run } from './collection-shape.js';

export const PARENT_TOKEN = '\u0000parent';
/** A layout longer than this many runs is cut: past it, every collection is simply "far off". */
const MAX_TOKENS = 48;

export function layoutTokens(runs: readonly Run[], parentIndex: number | null): string[] {
  const out: string[] = [];
  for (const r of runs) {
    if (out.length >= MAX_TOKENS) break;
    if (parentIndex !== null && parentIndex >= r.start && parentIndex < r.end) {
      if (parentIndex > r.start) out.push(r.entity);
      out.push(PARENT_TOKEN);
      if (parentIndex < r.end - 1) out.push(r.entity);
    } else out.push(r.entity);
  }
  return out.slice(0, MAX_TOKENS);
}

/** The layout most collections share (the first seen among equals), or [] when there are none. */
export function commonLayout(layouts: Iterable<readonly string[]>): string[] {
  const tally = new Map<string, { n: number; tokens: readonly string[] }>();
  let best: { n: number; tokens: readonly string[] } | null = null;
  for (const tokens of layouts) {
    const key = tokens.join('\u0001');
    let t = tally.get(key);
    if (!t) tally.set(key, (t = { n: 0, tokens }));
    t.n++;
    if (best === null || t.n > best.n) best = t;
  }
  return best ? [...best.tokens] : [];
}

/** Levenshtein distance between two token sequences. */
export function departure(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** A layout in words: "parent, User, Ticket, User". */
export function layoutText(tokens: readonly string[]): string {
  return tokens.map((t) => (t === PARENT_TOKEN ? 'parent' : t)).join(', ');
}
