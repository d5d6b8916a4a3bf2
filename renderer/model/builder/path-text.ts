/**
 * An attribute path as a person types it: `Status`, `address.city`, `tags[0]`, `a.b[2].c`. A name
 * holding a dot, a bracket or a quote is written in double quotes (`"order.total"`), the way
 * formatPath writes it, so the text and the model convert both ways.
 */
import type { DocumentPath, PathSegment } from '../../../shared/expressions/model.js';

export type PathResult = { ok: true; path: DocumentPath } | { ok: false; message: string };

export function parsePathText(text: string): PathResult {
  const t = text.trim();
  if (t === '') return { ok: false, message: 'enter an attribute name, e.g. Status or address.city' };
  const segments: PathSegment[] = [];
  let i = 0;
  const at = () => `at character ${i + 1}`;
  for (;;) {
    if (t[i] === '"') {
      let j = i + 1;
      while (j < t.length && t[j] !== '"') j += t[j] === '\\' ? 2 : 1;
      if (j >= t.length) return { ok: false, message: `the quoted name ${at()} has no closing quote` };
      let name: string;
      try {
        name = JSON.parse(t.slice(i, j + 1)) as string;
      } catch {
        return { ok: false, message: `the quoted name ${at()} has an escape JSON does not know` };
      }
      if (name === '')
        return { ok: false, message: `the quoted name ${at()} is empty; attribute names have at least one character` };
      segments.push(name);
      i = j + 1;
    } else {
      const m = /^[^.[\]"]+/.exec(t.slice(i));
      if (!m)
        return {
          ok: false,
          message: `expected an attribute name ${at()}, found ${t[i] === undefined ? 'the end' : `"${t[i]}"`}`,
        };
      segments.push(m[0]);
      i += m[0].length;
    }
    while (t[i] === '[') {
      const m = /^\[(\d+)\]/.exec(t.slice(i));
      if (!m) return { ok: false, message: `a list index ${at()} is written [0], [1], ...` };
      segments.push(Number(m[1]));
      i += m[0].length;
    }
    if (i === t.length) return { ok: true, path: segments };
    if (t[i] !== '.')
      return {
        ok: false,
        message: `expected "." or "[" ${at()}, found "${t[i]}"; quote a name that holds it, e.g. "order.total"`,
      };
    i++;
  }
}

/** The text parsePathText reads back as `p`. */
export function pathText(p: DocumentPath): string {
  let out = '';
  for (const seg of p) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else {
      const text = /^[^.[\]"]+$/.test(seg) && seg.trim() === seg ? seg : JSON.stringify(seg);
      out += out === '' ? text : `.${text}`;
    }
  }
  return out;
}

/**
 * A name with dots can mean two things: `geo.region` is the key "region" inside the map "geo" (how
 * DynamoDB reads it in an expression), but a top-level attribute may be called "geo.region" (a GSI
 * key, say). For a path made only of names and dots, what it is read as and the text of the other
 * reading; null when there is no other reading.
 */
export type DotReading =
  | { readAs: 'nested'; parts: string[]; otherText: string; otherName: string }
  | { readAs: 'one-name'; name: string; otherText: string; otherParts: string[] };

export function dotReading(text: string): DotReading | null {
  const parsed = parsePathText(text);
  if (!parsed.ok || parsed.path.some((s) => typeof s === 'number')) return null;
  const segments = parsed.path as string[];
  if (segments.length > 1 && !text.includes('"')) {
    const whole = segments.join('.');
    return { readAs: 'nested', parts: segments, otherText: pathText([whole]), otherName: whole };
  }
  if (segments.length === 1 && segments[0]!.includes('.')) {
    const parts = segments[0]!.split('.');
    if (parts.some((p) => p.trim() === '' || /[[\]"]/.test(p))) return null;
    return { readAs: 'one-name', name: segments[0]!, otherText: parts.join('.'), otherParts: parts };
  }
  return null;
}
