/**
 * Composite keys join their parts with a delimiter (`USER#alice`, `inventory::armor`, `a|b`,
 * `a/b`). Which one a table uses is read from its data, not configured.
 */
export type Delimiter = '#' | '::' | '|' | '/';

/** In order of preference when two are equally common. */
export const DELIMITERS: readonly Delimiter[] = ['#', '::', '|', '/'];

/** The delimiter that occurs first in `key` (after its first character), or null when none does. */
export function firstDelimiter(key: string): { delimiter: Delimiter; index: number } | null {
  let best: Delimiter | null = null;
  let bestIndex = -1;
  for (const d of DELIMITERS) {
    const i = key.indexOf(d, 1);
    if (i > 0 && (bestIndex < 0 || i < bestIndex)) {
      best = d;
      bestIndex = i;
    }
  }
  return best === null ? null : { delimiter: best, index: bestIndex };
}

/** Counts, per delimiter, the keys in which it is the first delimiter: a running vote. */
export class DelimiterVote {
  readonly votes = new Map<Delimiter, number>();
  total = 0;

  add(key: string): void {
    const found = firstDelimiter(key);
    if (!found) return;
    this.votes.set(found.delimiter, (this.votes.get(found.delimiter) ?? 0) + 1);
    this.total++;
  }

  /** The most common first delimiter, ties going to the earlier one in DELIMITERS; null with no votes. */
  winner(): Delimiter | null {
    let best: Delimiter | null = null;
    let bestVotes = 0;
    for (const d of DELIMITERS) {
      const v = this.votes.get(d) ?? 0;
      if (v > bestVotes) {
        best = d;
        bestVotes = v;
      }
    }
    return best;
  }
}

/**
 * The delimiter of a set of composite keys, from up to `sampleLimit` keys that contain one: each key
 * votes for the delimiter that comes first in it (`USER#2026/05/01` votes `#`). Null when no key
 * has any, e.g. `info` or `META` alone.
 */
export function detectDelimiter(keys: Iterable<string>, sampleLimit = 1000): Delimiter | null {
  const vote = new DelimiterVote();
  for (const k of keys) {
    vote.add(k);
    if (vote.total >= sampleLimit) break;
  }
  return vote.winner();
}

/** The parts of a key; empty parts from a leading or doubled delimiter are kept so prefixes rebuild exactly. */
export function splitKey(key: string, delimiter: Delimiter | null): string[] {
  return delimiter === null ? [key] : key.split(delimiter);
}
