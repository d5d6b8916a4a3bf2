/**
 * One value template of a saved pattern (saved-patterns.ts): `WS#{workspace}`, text with slots, and
 * `{{` / `}}` for literal braces. Reading one, writing a literal so it reads back unchanged, filling
 * its slots, saying why it cannot stand for a value of its type, and suggesting one for a key value.
 */
import { isBase64 } from '../dynamo/base64.js';
import { numberProblem } from '../dynamo/numbers.js';
import type { AttributeValue } from '../dynamo/types.js';

export const SLOT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'slot'; name: string };
export type TemplateResult = { ok: true; parts: TemplatePart[] } | { ok: false; message: string };

/** Splits `WS#{workspace}` into text and slots; says where a brace is out of place. */
export function parseTemplate(template: string): TemplateResult {
  const parts: TemplatePart[] = [];
  let text = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if ((c === '{' || c === '}') && template[i + 1] === c) {
      text += c;
      i++;
      continue;
    }
    if (c === '}') {
      return { ok: false, message: `"}" at character ${i + 1} closes no slot; write }} for a literal brace` };
    }
    if (c === '{') {
      const end = template.indexOf('}', i + 1);
      const name = end < 0 ? '' : template.slice(i + 1, end);
      if (end < 0 || !SLOT_NAME.test(name)) {
        return {
          ok: false,
          message: `"{" at character ${i + 1} does not start a slot such as {workspace} (a name of letters, digits and underscores, then "}"); write {{ for a literal brace`,
        };
      }
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: 'slot', name });
      i = end;
      continue;
    }
    text += c;
  }
  if (text) parts.push({ kind: 'text', text });
  return { ok: true, parts };
}

/** A literal written so that parseTemplate reads it back unchanged. */
export function escapeTemplate(text: string): string {
  return text.replace(/[{}]/g, (c) => c + c);
}

/** The template's text as the user meant it, with each slot replaced by `fill(name)`. */
export function renderTemplate(parts: TemplatePart[], fill: (slot: string) => string): string {
  return parts.map((p) => (p.kind === 'text' ? p.text : fill(p.name))).join('');
}

/** Why a template is not usable for a value of its type, or null. */
export function templateProblem(type: 'S' | 'N' | 'B', template: string): string | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return parsed.message;
  const slots = parsed.parts.filter((p): p is { kind: 'slot'; name: string } => p.kind === 'slot');
  if (slots.length === 0) {
    if (type === 'S') return null;
    const literal = renderTemplate(parsed.parts, () => '').trim();
    if (type === 'N') return numberProblem(literal);
    return isBase64(literal) ? null : `"${literal}" is not base64 text`;
  }
  if (type !== 'S' && parsed.parts.length !== 1) {
    return `a ${type === 'N' ? 'number' : 'binary'} value is either written out or one whole slot such as {${slots[0]!.name}}, not text around a slot`;
  }
  return null;
}

/** A value written as a template that reads back as itself. */
export function literalTemplate(v: AttributeValue): AttributeValue {
  return 'S' in v ? { S: escapeTemplate(v.S) } : v;
}

/**
 * A slot suggested for a key value: the part after the last delimiter of `WS#acme` becomes a slot
 * named after the part before it (`WS#{ws}`), or the whole value a slot named after the attribute.
 */
export function suggestTemplate(value: string, attribute: string): string {
  const m = /^(.*?)([A-Za-z][A-Za-z0-9_]*)([#:|/])([^#:|/]+)$/.exec(value);
  const slotName = (text: string) => {
    const words = text
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toLowerCase();
    return /^[a-z_]/.test(words) ? words : `p_${words || 'value'}`;
  };
  if (m) return `${escapeTemplate(m[1]! + m[2]! + m[3]!)}{${slotName(m[2]!)}}`;
  return `{${slotName(attribute)}}`;
}
