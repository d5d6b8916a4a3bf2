/**
 * The one place that decides which characters join a table's key segments and splits keys on
 * them: the Design tab's inference, the grouping, the sort-key drill-down, the layout notes, the
 * templates of imported models and the delimiter control all read it (issue 19: three detectors
 * with 4, 9 and 10 candidates disagreed, so `@` could not be chosen and `ORDER:2024:001` had no
 * drill-down levels). Which characters join a table's key segments, read from its keys. Each key votes for the
 * delimiter that comes first in it. A vote counts fully when the text before it is a word (`ORDER`
 * in `ORDER:2024:001`: the delimiter ends a literal), and only as a fallback otherwise (the `:` of a
 * bare timestamp). `.` and `_` are common inside words and numbers, so they count only in keys that
 * have no other delimiter (`__` before `_` where both fit). Several delimiters can be active at once when a table mixes them.
 */

/** Strong candidates, longest first where one contains another. */
const USUAL: readonly string[] = ['#', '::', ':', '|', '/', '~'];
/**
 * Rarer joiners: each counts only where it is a key's first delimiter, since `@` in an email
 * (`USER#bo@example.com`) or `,` `+` `=` inside a value join no segments.
 */
const RARE: readonly string[] = ['@', '$', ';', ',', '+', '='];
export const STRONG_DELIMITERS: readonly string[] = [...USUAL, ...RARE];
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
    // Every strong delimiter in the key votes once, as a literal's end wherever one of its
    // occurrences follows a word: in `2026-05-14@0930~SCREENING~f-0113` the `~` after SCREENING
    // counts although `@` comes first.
    const strong = strongVotes(key);
    const rare = earliest(key, RARE);
    const usual = earliest(key, USUAL);
    if (rare !== null && (usual === null || rare.at < usual.at)) {
      const word = WORD.test(key.slice(0, rare.at));
      strong.set(rare.d, word);
    }
    if (strong.size > 0) {
      for (const [d, word] of strong) {
        const map = word ? this.literal : this.fallback;
        map.set(d, (map.get(d) ?? 0) + 1);
      }
      return;
    }
    const found = earliest(key, WEAK_DELIMITERS);
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

/** Each strong delimiter in `key` (past its first character), true where one of its occurrences ends a word. */
function strongVotes(key: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const ordered = [...USUAL].sort((a, b) => b.length - a.length);
  let start = 0;
  for (let i = 1; i < key.length; i++) {
    const d = ordered.find((x) => key.startsWith(x, i));
    if (d === undefined) continue;
    const word = WORD.test(key.slice(start, i));
    out.set(d, (out.get(d) ?? false) || word);
    start = i + d.length;
    i = start - 1;
  }
  return out;
}

function order(d: string): number {
  const i = STRONG_DELIMITERS.indexOf(d);
  return i >= 0 ? i : STRONG_DELIMITERS.length + WEAK_DELIMITERS.indexOf(d);
}

/** Every candidate, strong ones first, longest first where one contains another. */
export const ALL_DELIMITERS: readonly string[] = [...STRONG_DELIMITERS, ...WEAK_DELIMITERS];

/** The active delimiters of some keys (most used first), from up to `sampleLimit` of them. */
export function detectDelimiters(keys: Iterable<string>, sampleLimit = 1000): string[] {
  const tally = new DelimiterTally();
  for (const k of keys) {
    tally.add(k);
    if (tally.sampled >= sampleLimit) break;
  }
  return tally.active();
}

/** Every candidate that occurs inside some of these keys (not as their first character), in candidate order. */
export function delimitersIn(keys: Iterable<string>, sampleLimit = 2000): string[] {
  const found = new Set<string>();
  let n = 0;
  for (const k of keys) {
    for (const d of ALL_DELIMITERS) if (k.indexOf(d, 1) > 0) found.add(d);
    if (++n >= sampleLimit) break;
  }
  // `::` found means `:` is there too; both are listed, as either may be what the table means.
  return ALL_DELIMITERS.filter((d) => found.has(d));
}

export interface KeyPart {
  text: string;
  /** The delimiter that follows this part ('' for the last). */
  after: string;
}

/**
 * A key's parts on any of `delimiters`, longest first at each position; a delimiter as the key's
 * first character is part of the first part, as in the Design tab's templates. Joining each part
 * with its `after` gives the key back exactly.
 */
export function splitKeyParts(key: string, delimiters: readonly string[]): KeyPart[] {
  const ordered = [...new Set(delimiters)].filter((d) => d !== '').sort((a, b) => b.length - a.length);
  const out: KeyPart[] = [];
  let start = 0;
  for (let i = 1; i < key.length; i++) {
    const d = ordered.find((x) => key.startsWith(x, i));
    if (d === undefined || i === start) continue;
    out.push({ text: key.slice(start, i), after: d });
    start = i + d.length;
    i = start - 1;
  }
  out.push({ text: key.slice(start), after: '' });
  return out;
}
