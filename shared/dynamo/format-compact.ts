/**
 * One-line text of a value for a grid cell: scalars as themselves, nested maps and lists inline
 * while they fit (`{city: "Seattle", zip: "98101"}`), else as a count (`[3 items]`).
 */
import { base64ByteLength } from './base64.js';
import type { AttributeValue } from './types.js';

const ELLIPSIS = '…';
const MAX_NESTING = 4;

function quote(s: string): string {
  return JSON.stringify(s);
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, Math.max(0, max - 1))}${ELLIPSIS}`;
}

function binary(b64: string, max: number): string {
  const bytes = base64ByteLength(b64);
  const suffix = ` (${bytes} byte${bytes === 1 ? '' : 's'})>`;
  const room = Math.max(4, max - suffix.length - 1);
  return `<${b64.length <= room ? b64 : b64.slice(0, room - 1) + ELLIPSIS}${suffix}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const SIMPLE_NAME = /^[A-Za-z_$][\w$]*$/;

/** Renders nested values; returns null when the inline form does not fit in `max`. */
function inline(v: AttributeValue, max: number, depth: number): string {
  if ('S' in v) return quote(v.S);
  if ('N' in v) return v.N;
  if ('B' in v) return binary(v.B, max);
  if ('BOOL' in v) return String(v.BOOL);
  if ('NULL' in v) return 'null';
  if ('L' in v)
    return container(
      '[',
      ']',
      v.L.map((e) => (m: number) => inline(e, m, depth + 1)),
      max,
      depth,
      plural(v.L.length, 'item', 'items'),
    );
  if ('M' in v) {
    const names = Object.keys(v.M);
    const parts = names.map(
      (k) => (m: number) => `${SIMPLE_NAME.test(k) ? k : quote(k)}: ${inline(v.M[k]!, m, depth + 1)}`,
    );
    return container('{', '}', parts, max, depth, plural(names.length, 'key', 'keys'));
  }
  if ('SS' in v)
    return container(
      '{',
      '}',
      v.SS.map((s) => () => quote(s)),
      max,
      depth,
      plural(v.SS.length, 'string', 'strings'),
    );
  if ('NS' in v)
    return container(
      '{',
      '}',
      v.NS.map((n) => () => n),
      max,
      depth,
      plural(v.NS.length, 'number', 'numbers'),
    );
  return container(
    '{',
    '}',
    v.BS.map((b) => (m: number) => binary(b, m)),
    max,
    depth,
    plural(v.BS.length, 'binary value', 'binary values'),
  );
}

function container(
  open: string,
  close: string,
  parts: ((max: number) => string)[],
  max: number,
  depth: number,
  summary: string,
): string {
  const short = `${open}${summary}${close}`;
  if (parts.length === 0) return open + close;
  if (depth >= MAX_NESTING) return short;
  let out = open;
  for (let i = 0; i < parts.length; i++) {
    const room = max - out.length - close.length - (i > 0 ? 2 : 0);
    if (room <= 0) return short;
    const text = parts[i]!(room);
    out += (i > 0 ? ', ' : '') + text;
    if (out.length + close.length > max) return short;
  }
  return out + close;
}

/**
 * A value as it fits in a grid cell of about `maxChars` characters. Top-level text is shown
 * without quotes, with line breaks and tabs made visible.
 */
export function formatCompact(v: AttributeValue, maxChars = 60): string {
  const max = Math.max(8, maxChars);
  if ('S' in v) return clip(v.S.replace(/\r\n|\r|\n/g, '⏎').replace(/\t/g, '⇥'), max);
  if ('N' in v) return clip(v.N, max);
  return clip(inline(v, max, 0), max);
}
