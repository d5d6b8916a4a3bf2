/**
 * Which watched attribute, if any, is the table's type attribute. Its values must be strings on a
 * fair share of the items and must line up with the items' structure (their key shape, or their
 * attribute names where keys say nothing): one value per structure, as `kind` is `Order` on every
 * `ORDER#{n}` item while a `status` is anything on them. A name that says "type" needs less proof.
 */
import { isTypeLikeName } from './attribute-sample.js';
import type { ShapeClass } from './shape-class.js';

/** Fewer items than this are a small read: see the one-to-one rule below. */
const SMALL_READ = 20;

export interface TypeChoice {
  /** Position in the watch list, or -1. */
  index: number;
  name: string | null;
  coverage: number;
  purity: number;
  reason: 'override' | 'model' | 'learned' | 'name' | 'statistics' | 'none';
  /** For 'learned': the read it was learned on had more items than this one (else it was an earlier read of any size). */
  learnedFromLarger?: boolean;
  /** For 'statistics': its values line up with key templates (else with the items' attribute shapes). */
  byKeys?: boolean;
}

/** A type attribute an earlier read of the table found, and how many items that read had (unknown in older records). */
export interface LearnedType {
  name: string;
  items?: number;
}

/** How one watched attribute fares against the items' structures. */
interface Scored {
  name: string;
  index: number;
  coverage: number;
  purity: number;
  distinct: number;
  copiesKey: boolean;
  valuePurity: number;
  structures: number;
  leading: number;
  keyed: number;
}

/** Structure of a class for this purpose: its key's literal-looking words, else its attribute names. */
export function structureOf(c: ShapeClass): string {
  const words = c.segments.filter((s) => s.word && !('inPk' in s && (s as { inPk: boolean }).inPk)).map((s) => s.text);
  return words.length > 0 ? `k:${words.join('\u0001')}:${c.segments.length}` : `a:${c.attributes.join(',')}`;
}

const NONE: TypeChoice = { index: -1, name: null, coverage: 0, purity: 0, reason: 'none' };

const pick = (s: Scored, reason: TypeChoice['reason']): TypeChoice => ({
  index: s.index,
  name: s.name,
  coverage: s.coverage,
  purity: s.purity,
  reason,
});

export function chooseTypeAttribute(
  classes: readonly ShapeClass[],
  watched: readonly string[],
  forced: string | null | undefined,
  modelAttr: string | undefined,
  learned?: LearnedType,
  indexRead = false,
): TypeChoice {
  if (forced === null) return NONE;
  const total = classes.reduce((n, c) => n + c.seen, 0) || 1;
  const scored = scoreAttributes(classes, watched, total);
  if (typeof forced === 'string') {
    const s = scored.find((x) => x.name === forced);
    return s ? pick(s, 'override') : NONE;
  }
  if (modelAttr !== undefined) {
    const s = scored.find((x) => x.name === modelAttr);
    if (s && s.coverage > 0) return pick(s, 'model');
  }
  const own = ownEvidence(scored, total, indexRead);
  // What an earlier read of this table found is the default while this read cannot decide alone,
  // and outweighs this read's own figures only when it rests on more items. A read that finds the
  // same attribute itself says so by its own figures, not by the earlier read's.
  if (learned !== undefined) {
    const s = scored.find((x) => x.name === learned.name);
    // A record without a size was kept only from a read of at least SMALL_READ items.
    const larger = (learned.items ?? SMALL_READ) > total;
    if (s && s.coverage >= 0.5 && own?.name !== s.name && (own === null || larger || learned.items === undefined)) {
      return { ...pick(s, 'learned'), learnedFromLarger: larger };
    }
  }
  return own ?? NONE;
}

function scoreAttributes(classes: readonly ShapeClass[], watched: readonly string[], total: number): Scored[] {
  const structures = classes.map(structureOf);
  return watched.map((name, index) => {
    let covered = 0;
    let inKey = 0;
    let keyed = 0;
    const byStructure = new Map<string, Map<string, number>>();
    const values = new Set<string>();
    classes.forEach((c, k) => {
      const v = c.typeValues[index];
      if (v === undefined) return;
      covered += c.seen;
      if (structures[k]!.startsWith('k:')) keyed += c.seen;
      if (c.segments.some((seg) => seg.text === v)) inKey += c.seen;
      values.add(v);
      let m = byStructure.get(structures[k]!);
      if (m === undefined) byStructure.set(structures[k]!, (m = new Map()));
      m.set(v, (m.get(v) ?? 0) + c.seen);
    });
    let majority = 0;
    const leading = new Set<string>();
    for (const m of byStructure.values()) {
      let top = '';
      let topN = -1;
      for (const [v, n] of m) if (n > topN) [top, topN] = [v, n];
      majority += topN;
      leading.add(top);
    }
    // The other direction: does each value keep to one structure (credits and debits may share one)?
    const byValue = new Map<string, Map<string, number>>();
    for (const [structure, m] of byStructure) {
      for (const [v, n] of m) {
        let sm = byValue.get(v);
        if (sm === undefined) byValue.set(v, (sm = new Map()));
        sm.set(structure, n);
      }
    }
    let valueMajority = 0;
    for (const sm of byValue.values()) valueMajority += Math.max(...sm.values());
    return {
      name,
      index,
      coverage: covered / total,
      purity: covered === 0 ? 0 : majority / covered,
      distinct: values.size,
      copiesKey: inKey >= covered * 0.5,
      valuePurity: covered === 0 ? 0 : valueMajority / covered,
      structures: byStructure.size,
      leading: leading.size,
      keyed: covered === 0 ? 0 : keyed / covered,
    };
  });
}

/** The type attribute this read's own items show: by its name, else by how its values line up with structures. */
function ownEvidence(scored: readonly Scored[], total: number, indexRead: boolean): TypeChoice | null {
  const byName = scored
    .filter((s) => isTypeLikeName(s.name) && (s.coverage >= 0.3 || (s.coverage > 0 && s.purity >= 0.9)))
    .sort((a, b) => b.coverage - a.coverage);
  if (byName.length > 0) return pick(byName[0]!, 'name');
  // On an index read, a value copied from a key segment (a status leading the index's sort key) is
  // that key's value, not a type. On the table's own keys the copy is the convention itself
  // (`rec_kind` = `doctor` on `doctor|{id}`): there it is the strongest sign of a type attribute.
  // Or it is on (nearly) every item, across structures, each value keeping to one structure: it
  // splits what the structure cannot (a status on one entity only is on too few items for this).
  // On a small read (one partition) chance lines values up with shapes easily, so there the values
  // must map one-to-one onto key templates with words, on (nearly) every item.
  const small = total < SMALL_READ;
  const oneToOne = (s: Scored) =>
    s.coverage >= 0.85 && s.purity >= 0.99 && s.valuePurity >= 0.99 && s.leading === s.distinct && s.keyed >= 0.85;
  // Where keys have no word at all (numbers, binary, opaque ids) nothing can line up with them:
  // there each value must keep to one attribute shape, on (nearly) every item, and recur.
  const keylessFew = (s: Scored) =>
    s.keyed === 0 &&
    s.coverage >= 0.85 &&
    s.valuePurity >= 0.99 &&
    s.structures >= 2 &&
    s.distinct * 2 <= s.coverage * total;
  const byStats = scored
    .filter(
      (s) =>
        !(indexRead && s.copiesKey) &&
        s.distinct >= 2 &&
        s.distinct <= 24 &&
        (!small || oneToOne(s) || keylessFew(s)) &&
        ((s.coverage >= 0.6 && s.purity >= 0.9 && s.leading >= 2) ||
          (s.coverage >= 0.9 && s.valuePurity >= 0.95 && s.structures >= 2)),
    )
    .sort((a, b) => b.coverage * b.purity - a.coverage * a.purity);
  return byStats.length > 0 ? { ...pick(byStats[0]!, 'statistics'), byKeys: byStats[0]!.keyed >= 0.5 } : null;
}
