/**
 * Templates from things people write by hand: a NoSQL Workbench alias (`USER#<id>`,
 * `ORDER#${orderId}`, `PROFILE`) or a few sample key values (`c#12345`, `c#23456`).
 */
import { formatTemplate, parseTemplate, type TemplatePart } from '../model/key-template.js';
import { ALL_DELIMITERS } from '../../dynamo/key-delimiters.js';

// The delimiters the app knows, from the one module that decides them.
const CANDIDATES = ALL_DELIMITERS;

/** The separator that occurs most in the literal text of these templates, if any. */
export function detectDelimiter(templates: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  for (const t of templates) {
    for (const p of parseTemplate(t)) {
      if (!('literal' in p)) continue;
      let text = p.literal;
      for (const c of CANDIDATES) {
        const n = text.split(c).length - 1;
        if (n > 0) counts.set(c, (counts.get(c) ?? 0) + n);
        text = text.split(c).join(' ');
      }
    }
  }
  let best: string | undefined;
  let most = 0;
  for (const c of CANDIDATES) {
    const n = counts.get(c) ?? 0;
    if (n > most) {
      best = c;
      most = n;
    }
  }
  return best;
}

/** `<id>`, `${id}`, `${id:4:0}` and `{id}` all become `{id}`; null when the alias has no variable. */
export function templateFromAlias(alias: string): string | null {
  let found = false;
  const text = alias
    .replace(/\$\{([^{}:]*)(?::[^{}]*)?\}/g, (_, v: string) => {
      found = true;
      return `\u0000${v}\u0001`;
    })
    .replace(/<([^<>]*)>/g, (_, v: string) => {
      found = true;
      return `\u0000${v}\u0001`;
    })
    .replace(/\{([^{}]*)\}/g, (_, v: string) => {
      found = true;
      return `\u0000${v}\u0001`;
    });
  if (!found) return null;
  return text.replace(/\u0000/g, '{').replace(/\u0001/g, '}');
}

/** A literal key written in capitals (`PROFILE`, `#METADATA`), as opposed to a friendly name. */
export function isLiteralAlias(alias: string): boolean {
  return /^[A-Z0-9_#:.|/~-]+$/.test(alias) && /[A-Z]/.test(alias);
}

const looksVariable = (s: string) => s.length === 0 || /\d/.test(s) || !/^[A-Za-z_]+$/.test(s);

/**
 * Generalises sample values of one key: segments that are the same word in every sample stay
 * literal, the rest become variables named after the literal before them.
 */
export function templateFromSamples(values: readonly string[], delimiter: string | undefined): string | null {
  if (values.length === 0) return null;
  const split = values.map((v) => (delimiter ? v.split(delimiter) : [v]));
  const width = split[0]!.length;
  if (split.some((s) => s.length !== width)) return null;
  const parts: TemplatePart[] = [];
  const used = new Set<string>();
  for (let i = 0; i < width; i++) {
    if (i > 0) parts.push({ literal: delimiter! });
    const first = split[0]![i]!;
    const same = split.every((s) => s[i] === first);
    if (same && (!looksVariable(first) || (values.length === 1 && /^[A-Z_]+$/.test(first)))) {
      parts.push({ literal: first });
      continue;
    }
    const before = i > 0 ? split[0]![i - 1]! : '';
    let name = /^[A-Za-z_]+$/.test(before) ? `${before.toLowerCase()}Id` : 'id';
    for (let k = 2; used.has(name); k++) name = `${name.replace(/\d+$/, '')}${k}`;
    used.add(name);
    parts.push({ variable: name });
  }
  return formatTemplate(mergeLiterals(parts));
}

function mergeLiterals(parts: TemplatePart[]): TemplatePart[] {
  const out: TemplatePart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && 'literal' in last && 'literal' in p) out[out.length - 1] = { literal: last.literal + p.literal };
    else out.push(p);
  }
  return out;
}
