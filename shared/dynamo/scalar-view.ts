/**
 * A key attribute's value read without narrowing its type: at most one of S, N, B is set. The
 * grouping's per-item loops read key values this way, with no `in` checks.
 */
import type { AttributeValue } from './types.js';

export type ScalarView = { S?: string; N?: string; B?: string };

/**
 * The text of a key value: the string, the number as written, or the binary's base64; undefined
 * for a value that is none of these (no key value can be). Collections are keyed by it, and the
 * read form takes a key back as it.
 */
export function keyValueText(v: AttributeValue | ScalarView | undefined): string | undefined {
  if (v === undefined) return undefined;
  const s = v as ScalarView;
  return s.S ?? s.N ?? s.B;
}
