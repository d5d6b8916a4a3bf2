/**
 * An entity's partition-key template from the partition keys its items were read under
 * (`BRANCH::downtown`, `BRANCH::riverside` -> `BRANCH::{branchId}`). Partition keys alternate
 * name and value (`ORG#acme#USER#marta`), so a value position is a variable even when one
 * collection was read; a name position is a literal when every key has the same word there. A key
 * with no literal (an opaque id) says nothing of the entity: no template.
 */
import { segmentsOf } from './key-shape.js';
import { variableName } from './templates-from-classes.js';

export function partitionTemplate(
  values: readonly { key: string; seen: number }[],
  delimiters: readonly string[],
  avoid: ReadonlySet<string>,
): string | null {
  // The commonest shape (by items) stands for the entity; others are strays of it.
  const byWidth = new Map<number, { seen: number; segs: ReturnType<typeof segmentsOf>[] }>();
  for (const v of values) {
    const segs = segmentsOf(v.key, delimiters);
    const w = byWidth.get(segs.length) ?? { seen: 0, segs: [] };
    w.seen += v.seen;
    w.segs.push(segs);
    byWidth.set(segs.length, w);
  }
  const [best] = [...byWidth.values()].sort((a, b) => b.seen - a.seen);
  if (best === undefined) return null;
  const first = best.segs[0]!;
  const used = new Set<string>();
  let text = '';
  let literal: string | undefined;
  let literals = 0;
  first.forEach((seg, i) => {
    const same = best.segs.every((s) => s[i]!.word && s[i]!.text === seg.text);
    // A lone segment is a literal only when written like one (`TENANTS`), not a value one collection shares.
    if (same && (first.length === 1 ? /^[A-Z][A-Z0-9_]*$/.test(seg.text) : i % 2 === 0)) {
      text += seg.text;
      literal = seg.text;
      literals++;
    } else text += `{${variableName(literal, seg.text, used, avoid)}}`;
    text += seg.after;
  });
  return literals > 0 ? text : null;
}
