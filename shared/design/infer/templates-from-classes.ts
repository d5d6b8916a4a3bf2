/**
 * Key templates from shape classes: which segment positions are literals (`ORDER`, `LINE`, `META`)
 * and which are variables (ids, dates, and hierarchy values such as states), read like a person
 * reads a column of keys. Walks the classes as a prefix tree, position by position:
 *
 * - a segment with a digit, or the partition key's own value (`METADATA#acme` under `ORG#acme`), is
 *   a variable;
 * - a word is a literal candidate at the first position, or where it recurs (two items or more), or
 *   when it is written in capitals (`LINE`, `TASK`);
 * - too many different words at one position are values, not names: all variables;
 * - sibling words whose items look alike (the same attributes, keys of the same lengths, the same
 *   type value) are one variable: `CA`, `NY`, `WA` in `STATE#CITY#ZIP`, `armor` and `weapons` in
 *   `inventory::armor`. Items that carry nothing beyond their keys give no such evidence.
 *
 * Runs over classes only (never items), so it costs the same on the millionth item as on the first.
 */
import { variableLabel, type KeySegment } from './key-shape.js';

/** More distinct words than this at one position are values. */
export const MAX_LITERALS_AT_POSITION = 12;
const ALIKE_ATTRIBUTES = 0.6;

export interface TemplateEntry {
  segments: readonly (KeySegment & { inPk: boolean })[];
  /** The type attribute's value, when the design has one. */
  typeValue: string | undefined;
  attributes: readonly string[];
  seen: number;
}

export interface CanonicalTemplate {
  /** Literal text or null (a variable) per segment. */
  parts: (string | null)[];
  key: string;
  text: string;
  literals: string[];
}

function capitals(w: string): boolean {
  return w.length >= 2 && w === w.toUpperCase() && /[A-Z]/.test(w);
}

export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const set = new Set(a);
  let both = 0;
  for (const x of b) if (set.has(x)) both++;
  return both / (a.length + b.length - both);
}

interface Bucket {
  entries: number[];
  seen: number;
}

function profile(entries: readonly TemplateEntry[], ids: number[], pos: number) {
  let heaviest = ids[0]!;
  const lengths = new Set<number>();
  const types = new Set<string>();
  for (const i of ids) {
    if (entries[i]!.seen > entries[heaviest]!.seen) heaviest = i;
    lengths.add(entries[i]!.segments.length - pos);
    const t = entries[i]!.typeValue;
    if (t !== undefined) types.add(t);
  }
  return { attributes: entries[heaviest]!.attributes, lengths, types };
}

type Profile = ReturnType<typeof profile>;

function alike(a: Profile, b: Profile): boolean {
  if (a.attributes.length === 0 || b.attributes.length === 0) return false;
  if (a.types.size > 0 && b.types.size > 0 && [...a.types].some((t) => !b.types.has(t))) return false;
  if (![...a.lengths].some((l) => b.lengths.has(l))) return false;
  return jaccard(a.attributes, b.attributes) >= ALIKE_ATTRIBUTES;
}

/**
 * Canonical parts per entry, index-aligned with `entries`. `kinds` are words that lead partition
 * keys (`STUDENT` of `STUDENT#s1`): the name of a kind of collection, a literal wherever a sort key
 * holds it, however alike its items look to their siblings'.
 */
export function canonicalParts(
  entries: readonly TemplateEntry[],
  kinds: ReadonlySet<string> = new Set(),
): (string | null)[][] {
  const out: (string | null)[][] = entries.map(() => []);
  const walk = (ids: number[], pos: number) => {
    const words = new Map<string, Bucket>();
    const vars: number[] = [];
    for (const i of ids) {
      const seg = entries[i]!.segments[pos];
      if (seg === undefined) continue;
      if (!seg.word || seg.inPk) {
        vars.push(i);
        continue;
      }
      let b = words.get(seg.text);
      if (b === undefined) words.set(seg.text, (b = { entries: [], seen: 0 }));
      b.entries.push(i);
      b.seen += entries[i]!.seen;
    }
    for (const [w, b] of words) {
      if (pos === 0 || b.seen >= 2 || capitals(w)) continue;
      vars.push(...b.entries);
      words.delete(w);
    }
    if (words.size > MAX_LITERALS_AT_POSITION) {
      for (const b of words.values()) vars.push(...b.entries);
      words.clear();
    }
    // Alike siblings join one variable (union-find over the candidates and the variables' bucket).
    const names = [...words.keys()];
    const profiles = names.map((w) => profile(entries, words.get(w)!.entries, pos));
    const varProfile = vars.length > 0 ? profile(entries, vars, pos) : null;
    const parent = names.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) if (alike(profiles[i]!, profiles[j]!)) parent[find(i)] = find(j);
    }
    const groupSize = new Map<number, number>();
    for (let i = 0; i < names.length; i++) groupSize.set(find(i), (groupSize.get(find(i)) ?? 0) + 1);
    const toVar = new Set<number>();
    for (let i = 0; i < names.length; i++) {
      if (kinds.has(names[i]!)) continue;
      if ((groupSize.get(find(i)) ?? 0) >= 2 || (varProfile !== null && alike(profiles[i]!, varProfile))) toVar.add(i);
    }
    for (const i of toVar) vars.push(...words.get(names[i]!)!.entries);
    for (let i = 0; i < names.length; i++) {
      if (toVar.has(i)) continue;
      const ids2 = words.get(names[i]!)!.entries;
      for (const e of ids2) out[e]![pos] = names[i]!;
      walk(ids2, pos + 1);
    }
    if (vars.length > 0) {
      for (const e of vars) out[e]![pos] = null;
      walk(vars, pos + 1);
    }
  };
  walk(
    entries.map((_, i) => i),
    0,
  );
  return out;
}

/**
 * A variable's name in a template: after a literal, that literal's name with Id (or Date) --
 * `SHELF::{shelfId}::BOOK::{bookId}` -- so a variable means the same thing in every entity that
 * has it; else a kind (`{n}`, `{date}`, `{id}`, `{value}`). Never an attribute the items carry
 * (`avoid`): in a OneTable schema `${name}` is the item's `name`, not a part of its key.
 */
export function variableName(
  literal: string | undefined,
  sample: string,
  used: Set<string>,
  avoid: ReadonlySet<string> = new Set(),
): string {
  const kind = variableLabel(sample);
  let base: string;
  if (literal !== undefined && /[A-Za-z]/.test(literal)) {
    const words = literal.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== '');
    const camel = words
      .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
      .join('');
    base = /^[a-z]/.test(camel) ? camel + (kind === 'date' ? 'Date' : 'Id') : kind;
  } else base = kind === 'id' && /^[A-Za-z_]+$/.test(sample) ? 'value' : kind;
  if (avoid.has(base)) base = `${base}Key`;
  let name = base;
  for (let k = 2; used.has(name) || avoid.has(name); k++) name = `${base}${k}`;
  used.add(name);
  return name;
}

/**
 * The template's identity and display text from its parts and a sample key's segments; variables
 * are named after the literal before them and never after an attribute in `avoid`.
 */
export function templateOf(
  parts: readonly (string | null)[],
  sample: readonly KeySegment[],
  avoid?: ReadonlySet<string>,
): CanonicalTemplate {
  let key = '';
  let text = '';
  const literals: string[] = [];
  const used = new Set<string>();
  let literal: string | undefined;
  parts.forEach((p, i) => {
    const after = sample[i]?.after ?? '';
    key += (p ?? '{}') + after;
    text += (p ?? `{${variableName(literal, sample[i]?.text ?? '', used, avoid)}}`) + after;
    if (p !== null) {
      literals.push(p);
      literal = p;
    }
  });
  return { parts: [...parts], key, text, literals };
}
