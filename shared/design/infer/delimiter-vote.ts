/**
 * Which characters join a table's key segments, read from its keys. Each key votes for the
 * delimiter that comes first in it. A vote counts fully when the text before it is a word (`ORDER`
 * in `ORDER:2024:001`: the delimiter ends a literal), and only as a fallback otherwise (the `:` of a
 * bare timestamp). `.` and `_` are common inside words and numbers, so they count only in keys that
 * have no other delimiter (`__` before `_` where both fit). Several delimiters can be active at once when a table mixes them.
 */

/** Strong candidates, longest first where one contains another. */
export const STRONG_DELIMITERS: readonly string[] = ['#', '::', ':', '|', '/', '~'];
export const WEAK_DELIMITERS: readonly string[] = ['__', '_', '.', '-'];
/**
 * `-` is in dates, UUIDs and slugs: it joins segments only where it ends a word (`SHELF-s001`),
 * never as the fallback of keys that start with a number or an id.
 */
const LITERAL_ONLY = new Set(['-']);
const WORD = /^[A-Za-z\u00c0-\uffff][A-Za-z\u00c0-\uffff_]*$/;

function earliest(key: string, candidates: readonly string[]): { d: string; at: number } | null {
  let best: { d: string; at: number } | null = null;
  for (const d of candidates) {
    const at = key.indexOf(d, 1);
    if (at > 0 && (best === null || at < best.at)) best = { d, at };
  }
  return best;
}

export class DelimiterTally {
  private readonly literal = new Map<string, number>();
  private readonly fallback = new Map<string, number>();
  sampled = 0;

  add(key: string): void {
    this.sampled++;
    const found = earliest(key, STRONG_DELIMITERS) ?? earliest(key, WEAK_DELIMITERS);
    if (found === null) return;
    const word = WORD.test(key.slice(0, found.at));
    if (!word && LITERAL_ONLY.has(found.d)) return;
    const map = word ? this.literal : this.fallback;
    map.set(found.d, (map.get(found.d) ?? 0) + 1);
  }

  /** Active delimiters, most used first: every literal-ending one with a fair share of the votes. */
  active(): string[] {
    const ranked = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]));
    // A delimiter in a few keys only (`Children_of_Dune` among titles) is part of those values.
    const share = (d: string, v: number) => v >= this.sampled * (WEAK_DELIMITERS.includes(d) ? 0.5 : 0.2);
    const lit = ranked(this.literal).filter(([d, v]) => share(d, v));
    if (lit.length > 0) {
      const total = lit.reduce((n, [, v]) => n + v, 0);
      return lit.filter(([, v], i) => i === 0 || v >= total * 0.15).map(([d]) => d);
    }
    const fb = ranked(this.fallback).filter(([d, v]) => share(d, v));
    return fb.length > 0 ? [fb[0]![0]] : [];
  }

  /** Votes per delimiter, for the evidence line. */
  votes(d: string): number {
    return (this.literal.get(d) ?? 0) + (this.fallback.get(d) ?? 0);
  }
}

function order(d: string): number {
  const i = STRONG_DELIMITERS.indexOf(d);
  return i >= 0 ? i : STRONG_DELIMITERS.length + WEAK_DELIMITERS.indexOf(d);
}
