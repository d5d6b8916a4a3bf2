/**
 * What keys say of an entity besides the read's own sort key: the partition key's values and the
 * kinds of collection its leading words name, the table's own key on an index read (its literals,
 * or its leading word), edges between two kinds (adjacency lists), and which attributes are
 * content rather than keys. Used by one pass of inference (infer-design.ts).
 */
import { nameFromLiterals } from './entity-naming.js';
import { segmentsOf } from './key-shape.js';
import type { ShapeClass, TemplateRecord } from './shape-class.js';
import { canonicalParts, templateOf } from './templates-from-classes.js';
import type { InferenceInput } from './types.js';

/** The partition key's values (`acme` in `ORG#acme`, `marta` in `ORG#X#USER#marta`): keys alternate literal and value. */
export function pkVariables(pk: string, delimiters: readonly string[]): Set<string> {
  const segs = segmentsOf(pk, delimiters);
  return new Set((segs.length === 1 ? segs : segs.filter((_, i) => i % 2 === 1)).map((s) => s.text));
}

/**
 * Reading an index whose keys have no word: the table's own key, when the items carry it (a
 * KEYS_ONLY projection does), has templates of its own; their literals name the entity as a read
 * of the table would (`visit|{date}|{id}` -> visit).
 */
export function tableKeyLiterals(cl: InferenceInput, classes: readonly ShapeClass[]): Map<ShapeClass, string> {
  const out = new Map<ShapeClass, string>();
  const tk = cl.tableKey;
  if (tk === null || classes.length === 0) return out;
  const learned = cl.options.learned?.delimiter;
  const active = cl.tableDelimiters.active();
  const delimiters =
    learned && (cl.tableDelimiters.sampled < 20 || active.length === 0)
      ? [learned, ...active.filter((d) => d !== learned)]
      : active;
  const withKey = classes.flatMap((c) => {
    const v = (c.first[tk.key] as { S?: string } | undefined)?.S;
    if (v === undefined) return [];
    const pk = tk.pk === undefined ? undefined : (c.first[tk.pk] as { S?: string } | undefined)?.S;
    const inPk = pk === undefined ? new Set<string>() : pkVariables(pk, delimiters);
    return [{ c, segments: segmentsOf(v, delimiters).map((s) => ({ ...s, inPk: s.word && inPk.has(s.text) })) }];
  });
  const content = contentAttributes(cl.options.keys.tableKeys);
  const parts = canonicalParts(
    withKey.map((w) => ({ segments: w.segments, typeValue: undefined, attributes: content(w.c), seen: w.c.seen })),
  );
  withKey.forEach((w, i) => {
    const t = templateOf(parts[i]!, w.segments);
    if (t.literals.length > 0) out.set(w.c, nameFromLiterals(t.literals, delimiters[0] ?? '#'));
  });
  return out;
}

/** Words that lead partition keys (`STUDENT` of `STUDENT#s1`): names of kinds of collection. */
export function partitionKinds(classes: readonly ShapeClass[], delimiters: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const c of classes) {
    const head = segmentsOf(c.partitionKey, delimiters)[0];
    if (head !== undefined && head.word && head.after !== '') out.add(head.text);
  }
  return out;
}

/**
 * Adjacency lists: `STUDENT#s1` is a student's own record under `STUDENT#s1` and an enrolment
 * under `COURSE#c1`. Items of a template that other items carry as their own partition key, found
 * under a partition of another kind, are edges between the two kinds, not the records their keys
 * point to: the entity whose own key it is keeps the name, and the edges are named as edges, from
 * the kind that holds them to the kind they point to (`TEAM → PERSON`; `USER → USER` for follows),
 * or both ways (`COURSE ↔ STUDENT`) when each side holds them, one entity whichever side it is.
 */
export function edgeNames(
  classes: readonly ShapeClass[],
  delimiters: readonly string[],
  delimiter: string,
): Map<ShapeClass, string> {
  const out = new Map<ShapeClass, string>();
  const own = new Set<TemplateRecord>();
  for (const c of classes) if (c.selfKeyed && c.template!.literals.length > 0) own.add(c.template!);
  if (own.size === 0) return out;
  const found: Array<{ c: ShapeClass; from: string; to: string; pair: string }> = [];
  const directions = new Map<string, Set<string>>();
  for (const c of classes) {
    if (c.selfKeyed || !own.has(c.template!)) continue;
    const head = segmentsOf(c.partitionKey, delimiters)[0];
    const from = head !== undefined && head.word && head.after !== '' ? head.text : undefined;
    const to = nameFromLiterals(c.template!.literals, delimiter);
    if (from === undefined) continue;
    const pair = [from, to].sort().join('\u0000');
    found.push({ c, from, to, pair });
    let seen = directions.get(pair);
    if (seen === undefined) directions.set(pair, (seen = new Set()));
    seen.add(from);
  }
  for (const { c, from, to, pair } of found) {
    const [a, b] = [from, to].sort();
    out.set(c, directions.get(pair)!.size > 1 ? `${a} ↔ ${b}` : `${from} → ${to}`);
  }
  return out;
}

/**
 * On an index read the table's keys are among an item's attributes, on every item: they say
 * nothing of what the item is, so a KEYS_ONLY read (only keys) shows no likeness between templates.
 */
export function contentAttributes(tableKeys: readonly string[] | undefined): (c: ShapeClass) => readonly string[] {
  if (tableKeys === undefined || tableKeys.length === 0) return (c) => c.attributes;
  const memo = new Map<ShapeClass, readonly string[]>();
  return (c) => {
    let a = memo.get(c);
    if (a === undefined) memo.set(c, (a = c.attributes.filter((x) => !tableKeys.includes(x))));
    return a;
  };
}

/** Reading an index whose keys say nothing: the table's own key (`PROJ#0042`) may. */
export function nameFromTableKeys(
  c: ShapeClass,
  tableKeys: readonly string[],
  keys: { partitionKey: string; sortKey?: string },
  delimiters: readonly string[],
): string | null {
  for (const k of [...tableKeys].reverse()) {
    if (k === keys.partitionKey || k === keys.sortKey) continue;
    const v = (c.first[k] as { S?: string } | undefined)?.S;
    if (v === undefined) continue;
    const segs = segmentsOf(v, delimiters);
    if (segs.length > 1 && segs[0]!.word) return segs[0]!.text;
  }
  return null;
}
