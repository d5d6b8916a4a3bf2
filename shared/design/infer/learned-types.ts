/**
 * The type values a confident read found per key template (`SK=visit#{date}#{id}` -> `Visit`), so
 * a later read whose items do not carry the type attribute (a KEYS_ONLY index, a projection
 * without it) names them as the table read did, and a rename of `Visit` reaches both reads.
 *
 * A template is learned only when its typed items agree on one value: a template whose items carry
 * several values (credits and debits under one `{id}`) cannot name an item alone. Later reads match
 * a key against the learned templates as patterns, never against their own literal/variable
 * decisions, so a small read that takes a recurring name for a literal still finds its template.
 */
import type { DesignLearned } from '../model/table-design.js';
import type { ShapeClass } from './shape-class.js';
import { literalLength, parseTemplate } from '../model/key-template.js';

/** Typed items of a template that must carry its leading value. */
const AGREEMENT = 0.95;
const MAX_LEARNED = 200;

/** `attribute=template` -> type value, from the classes of a read whose type attribute is known. */
export function templateTypeValues(
  classes: readonly ShapeClass[],
  attribute: string,
  typeValue: (c: ShapeClass) => string | undefined,
): Record<string, string> {
  const byTemplate = new Map<string, Map<string, number>>();
  for (const c of classes) {
    const v = typeValue(c);
    const t = c.template;
    if (v === undefined || t === null || t.literals.length === 0 || c.sortKind !== 'S') continue;
    let m = byTemplate.get(t.text);
    if (m === undefined) byTemplate.set(t.text, (m = new Map()));
    m.set(v, (m.get(v) ?? 0) + c.seen);
  }
  const out: Record<string, string> = {};
  // Kept with the table's choices: the most common templates, a bounded number.
  const ranked = [...byTemplate]
    .map(([t, m]) => [t, m, [...m.values()].reduce((a, b) => a + b, 0)] as const)
    .sort((a, b) => b[2] - a[2])
    .slice(0, MAX_LEARNED);
  for (const [template, values] of ranked) {
    let top = '';
    let topN = 0;
    let all = 0;
    for (const [v, n] of values) {
      all += n;
      if (n > topN) [top, topN] = [v, n];
    }
    if (topN >= all * AGREEMENT) out[`${attribute}=${template}`] = top;
  }
  return out;
}

/**
 * What two confident reads found together: the newer one's findings win, and what it did not look
 * at (the type attribute a keys-only read cannot see, another key attribute's templates) is kept.
 */
export function mergeLearned(previous: DesignLearned | undefined, next: DesignLearned): DesignLearned {
  const out: DesignLearned = { ...previous, ...next };
  // The size goes with the attribute: the largest read that found this one, never another's.
  delete out.typeAttributeItems;
  const items =
    next.typeAttribute === undefined
      ? previous?.typeAttributeItems
      : Math.max(
          next.typeAttributeItems ?? 0,
          previous?.typeAttribute === next.typeAttribute ? (previous.typeAttributeItems ?? 0) : 0,
        ) || undefined;
  if (items !== undefined) out.typeAttributeItems = items;
  if (previous?.templateTypes && next.templateTypes) {
    const attrs = new Set(Object.keys(next.templateTypes).map((k) => k.slice(0, k.indexOf('='))));
    const kept = Object.entries(previous.templateTypes).filter(([k]) => !attrs.has(k.slice(0, k.indexOf('='))));
    out.templateTypes = { ...Object.fromEntries(kept), ...next.templateTypes };
  }
  return out;
}

export function sameLearned(a: DesignLearned | undefined, b: DesignLearned | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template as a pattern whose variables never span its own delimiters (the punctuation that
 * borders a variable), so `ORDER#{id}` does not take `ORDER#1#LINE#2` whatever delimiter the later
 * read settles on.
 */
function matcherOf(template: string): (value: string) => boolean {
  const parts = parseTemplate(template);
  const delimiters = new Set<string>();
  parts.forEach((p, i) => {
    if (!('literal' in p)) return;
    const lead = /^[^\p{L}\p{N}]+/u.exec(p.literal)?.[0];
    const tail = /[^\p{L}\p{N}]+$/u.exec(p.literal)?.[0];
    if (lead && i > 0) delimiters.add(lead);
    if (tail && i < parts.length - 1) delimiters.add(tail);
  });
  const stop = [...delimiters].map(escape).join('|');
  const variable = stop === '' ? '[\\s\\S]+?' : `(?:(?!${stop})[\\s\\S])+`;
  const re = new RegExp(`^${parts.map((p) => ('literal' in p ? escape(p.literal) : variable)).join('')}$`, 'u');
  return (value) => re.test(value);
}

interface Compiled {
  attribute: string;
  template: string;
  value: string;
  test: (v: string) => boolean;
  specificity: number;
}

/** Learned templates compiled once per read: the type value an item's key names, if any. */
export class LearnedTypes {
  private readonly compiled: Compiled[] = [];
  readonly attributes: string[];

  constructor(learned: DesignLearned | null | undefined) {
    for (const [k, value] of Object.entries(learned?.templateTypes ?? {})) {
      const at = k.indexOf('=');
      if (at <= 0) continue;
      const template = k.slice(at + 1);
      if (!parseTemplate(template).some((p) => 'literal' in p)) continue;
      this.compiled.push({
        attribute: k.slice(0, at),
        template,
        value,
        test: matcherOf(template),
        specificity: literalLength(template),
      });
    }
    this.compiled.sort((a, b) => b.specificity - a.specificity);
    this.attributes = [...new Set(this.compiled.map((c) => c.attribute))];
  }

  /** The type values the templates name. */
  get values(): string[] {
    return [...new Set(this.compiled.map((c) => c.value))];
  }

  get size(): number {
    return this.compiled.length;
  }

  /** The most specific learned template the item's keys fit, with its type value. */
  match(item: Record<string, unknown>): { value: string; attribute: string; template: string } | null {
    for (const c of this.compiled) {
      const v = (item[c.attribute] as { S?: string } | undefined)?.S;
      if (v !== undefined && c.test(v)) return { value: c.value, attribute: c.attribute, template: c.template };
    }
    return null;
  }
}
