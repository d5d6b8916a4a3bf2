/**
 * Key templates as text (`ORDER:{orderId}:LINE:{n}`): literal text as written, variables in
 * braces. Parsing, printing and matching a key value against one, for import, export and the
 * checks of the data against a design.
 */

export type TemplatePart = { literal: string } | { variable: string };

const VARIABLE = /\{([^{}]*)\}/g;

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
 * Compiles a template to a matcher. With a delimiter, a variable never spans one (so
 * `ORDER#{id}` does not match `ORDER#1#LINE#2`); without, it takes the shortest text that fits.
 */
export function templateMatcher(template: string, delimiter?: string): (value: string) => boolean {
  const variable = delimiter ? `(?:(?!${escape(delimiter)})[\\s\\S])+` : '[\\s\\S]+?';
  const source = parseTemplate(template).map((p) => ('literal' in p ? escape(p.literal) : variable)).join('');
  const re = new RegExp(`^${source}$`);
  return (value) => re.test(value);
}

/** The value each variable takes in a key that fits the template, or null when it does not fit. */
export function templateValues(template: string, value: string, delimiter?: string): Record<string, string> | null {
  const parts = parseTemplate(template);
  const variable = delimiter ? `((?:(?!${escape(delimiter)})[\\s\\S])+)` : '([\\s\\S]+?)';
  const re = new RegExp(`^${parts.map((p) => ('literal' in p ? escape(p.literal) : variable)).join('')}$`);
  const m = re.exec(value);
  if (!m) return null;
  const out: Record<string, string> = {};
  let g = 1;
  for (const p of parts) if ('variable' in p) out[p.variable] = m[g++]!;
  return out;
}
