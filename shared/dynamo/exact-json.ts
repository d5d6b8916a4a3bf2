/**
 * JSON.parse that keeps every number exact: a number a float cannot hold comes back as an
 * ExactNumber with its digits, where JSON.parse would silently round it. Used for typed-in maps and
 * lists in the builder.
 */
import { ExactNumber } from './exact-number.js';
import { exactJsNumber } from './numbers.js';
import { setOwn } from './own-property.js';
import type { PlainValue } from './plain-value.js';

export class JsonTextError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'JsonTextError';
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MAX_DEPTH = 32;

/**
 * `keepNumberText`: every number comes back as an ExactNumber with the text as written (`1E-130`,
 * `1.50`), for imports, where the file's spelling is the user's and a float's is not.
 */
export function parseExactJson(
  text: string,
  { keepNumberText = false }: { keepNumberText?: boolean } = {},
): PlainValue {
  let pos = 0;
  const fail = (what: string): never => {
    const found = pos < text.length ? `"${text[pos]}"` : 'the end of the text';
    throw new JsonTextError(`expected ${what} at position ${pos + 1}, found ${found}`, pos);
  };
  const skip = () => {
    while (pos < text.length && /\s/.test(text[pos]!)) pos++;
  };
  const value = (depth: number): PlainValue => {
    if (depth > MAX_DEPTH) fail(`at most ${MAX_DEPTH} levels of nesting`);
    skip();
    const c = text[pos];
    if (c === '{') return object(depth);
    if (c === '[') return array(depth);
    if (c === '"') return string();
    if (text.startsWith('true', pos)) return ((pos += 4), true);
    if (text.startsWith('false', pos)) return ((pos += 5), false);
    if (text.startsWith('null', pos)) return ((pos += 4), null);
    NUMBER.lastIndex = pos;
    const m = NUMBER.exec(text);
    if (!m) return fail('a value (text in quotes, a number, true, false, null, [ or {)');
    pos += m[0].length;
    const n = exactJsNumber(m[0]);
    // 2^53 itself reads back exactly yet is past the safe range, where the next integer would not: keep its text.
    return keepNumberText || n === null || (Number.isInteger(n) && !Number.isSafeInteger(n))
      ? new ExactNumber(m[0])
      : n;
  };
  const string = (): string => {
    const start = pos;
    pos++;
    while (pos < text.length && text[pos] !== '"') pos += text[pos] === '\\' ? 2 : 1;
    if (pos >= text.length) fail('a closing quote');
    pos++;
    try {
      return JSON.parse(text.slice(start, pos)) as string;
    } catch {
      pos = start;
      return fail('a valid escape in the text');
    }
  };
  const array = (depth: number): PlainValue[] => {
    pos++;
    const out: PlainValue[] = [];
    skip();
    if (text[pos] === ']') return (pos++, out);
    for (;;) {
      out.push(value(depth + 1));
      skip();
      if (text[pos] === ',') pos++;
      else if (text[pos] === ']') return (pos++, out);
      else fail('"," or "]"');
    }
  };
  const object = (depth: number): { [name: string]: PlainValue } => {
    pos++;
    const out: { [name: string]: PlainValue } = {};
    skip();
    if (text[pos] === '}') return (pos++, out);
    for (;;) {
      skip();
      if (text[pos] !== '"') fail('an attribute name in double quotes');
      const name = string();
      skip();
      if (text[pos] !== ':') fail('":"');
      pos++;
      setOwn(out, name, value(depth + 1));
      skip();
      if (text[pos] === ',') pos++;
      else if (text[pos] === '}') return (pos++, out);
      else fail('"," or "}"');
    }
  };
  const result = value(0);
  skip();
  if (pos < text.length) fail('nothing more');
  return result;
}
