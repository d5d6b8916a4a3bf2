/**
 * Key templates as text (`ORDER:{orderId}:LINE:{n}`): literal text as written, variables in
 * braces (OneTable's `${id}` is read as a variable too). Parsing, printing and matching a key value
 * against one, for import, export, matching classes to a model and the checks of the data against
 * a design.
 */

export type TemplatePart = { literal: string } | { variable: string };

const VARIABLE = /\$?\{([^{}]*)\}/g;

export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const m of template.matchAll(VARIABLE)) {
    if (m.index > at) parts.push({ literal: template.slice(at, m.index) });
    parts.push({ variable: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ literal: template.slice(at) });
  return parts;
}

export function formatTemplate(parts: readonly TemplatePart[]): string {
  return parts.map((p) => ('literal' in p ? p.literal : `{${p.variable}}`)).join('');
}

/** A template with its variables' names dropped (`sk=ORDER:{n}` and `sk=ORDER:{orderId}` are one). */
export function templateShape(template: string): string {
  return template.replace(VARIABLE, '{}');
}

export function templateVariables(template: string): string[] {
  return parseTemplate(template).flatMap((p) => ('variable' in p ? [p.variable] : []));
}

/** Literal characters: the more a template has, the more specific it is. */
export function literalLength(template: string): number {
  return parseTemplate(template).reduce((n, p) => n + ('literal' in p ? p.literal.length : 0), 0);
}

/** A template that is one variable says nothing about the entity (numbers, opaque ids). */
export function isOpaqueTemplate(template: string): boolean {
  const parts = parseTemplate(template);
  return parts.length === 1 && 'variable' in parts[0]!;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A variable never runs over the delimiter: the one given, else the character that ends the
 * literal before it or starts the literal after it, so `ORDER:{y}:{n}` does not also match an
 * order's lines and `ORDER#{id}` does not match `ORDER#1#LINE#2`. A template that is one variable
 * takes any text.
 */
function variablePattern(
  parts: readonly TemplatePart[],
  i: number,
  delimiter: string | undefined,
  capture: boolean,
): string {
  const before = parts[i - 1];
  const after = parts[i + 1];
  const stop =
    delimiter ||
    (after !== undefined && 'literal' in after ? after.literal.charAt(0) : '') ||
    (before !== undefined && 'literal' in before ? before.literal.charAt(before.literal.length - 1) : '');
  const body =
    stop === ''
      ? '[\\s\\S]+?'
      : stop.length === 1
        ? `[^${escape(stop).replace(/-/g, '\\-')}]+`
        : `(?:(?!${escape(stop)})[\\s\\S])+`;
  return capture ? `(${body})` : body;
}

/**
 * Compiled once per template: checking a read against a design asks for every item's variables,
 * and compiling the pattern each time was most of the 2-5 s the check of 100,000 items took.
 * Bounded, since templates come from data and imported files. (No `g` flag, so sharing is safe.)
 */
const compiled = new Map<string, { re: RegExp; parts: readonly TemplatePart[] }>();
const COMPILED_MAX = 1000;

function templateRegExp(
  template: string,
  delimiter: string | undefined,
  capture: boolean,
): { re: RegExp; parts: readonly TemplatePart[] } {
  const id = `${capture ? 1 : 0}${delimiter ?? ''}\u0000${template}`;
  const known = compiled.get(id);
  if (known) return known;
  const parts = parseTemplate(template);
  const source = parts
    .map((p, i) => ('literal' in p ? escape(p.literal) : variablePattern(parts, i, delimiter, capture)))
    .join('');
  const made = { re: new RegExp(`^${source}$`), parts };
  if (compiled.size >= COMPILED_MAX) compiled.clear();
  compiled.set(id, made);
  return made;
}

/** Compiles a template to a test of a key value (see variablePattern for what a variable takes). */
export function templateMatcher(template: string, delimiter?: string): (value: string) => boolean {
  const { re } = templateRegExp(template, delimiter, false);
  return (value) => re.test(value);
}

/** The value each variable takes in a key that fits the template, or null when it does not fit. */
export function templateValues(template: string, value: string, delimiter?: string): Record<string, string> | null {
  return templateReader(template, delimiter)(value);
}

/** `templateValues` for one template, compiled once: for a caller that reads many keys with it. */
export function templateReader(template: string, delimiter?: string): (value: string) => Record<string, string> | null {
  const { re, parts } = templateRegExp(template, delimiter, true);
  return (value) => {
    const m = re.exec(value);
    if (!m) return null;
    const out: Record<string, string> = {};
    let g = 1;
    for (const p of parts) if ('variable' in p) out[p.variable] = m[g++]!;
    return out;
  };
}
