/**
 * What DynamoDB refuses in an item to be written, beyond each value's own shape (api-values.ts):
 * an attribute name (or map key, at any depth) that is empty or 65,536 UTF-8 bytes or more, lists
 * and maps nested past 32 levels (the item itself is the first: an attribute's value holds at
 * most 31 levels of maps and lists), and text that is not Unicode: a lone UTF-16 surrogate in a
 * string, a set member, a map key or a name. DynamoDB stores and measures strings as UTF-8, which
 * has no encoding for a lone surrogate: AWS DynamoDB Local (Java, UTF-16 inside) keeps it, other
 * clients read it back as U+FFFD, and the write could not be compared or undone byte for byte.
 * Measured against DynamoDB Local (test/integration/fidelity/cases-item-rules.ts).
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import { utf8Length } from '../dynamo/utf8.js';
import type { ExpressionProblem } from '../expressions/problems.js';

/** A name takes at most this many UTF-8 bytes ("must be less than 65536 bytes"). */
export const MAX_NAME_BYTES = 65535;
/** Levels of maps and lists in an item, the item itself counted as the first. */
export const MAX_ITEM_LEVELS = 32;

/** The index of the first lone surrogate in `s`, or -1. */
export function loneSurrogateAt(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

const hex = (s: string, i: number) => `\\u${s.charCodeAt(i).toString(16).padStart(4, '0')}`;

function textProblem(what: string, s: string): string | null {
  const at = loneSurrogateAt(s);
  if (at < 0) return null;
  return `${what} holds a lone surrogate (${hex(s, at)} at character ${at}), which is not Unicode text; DynamoDB stores text as UTF-8, which cannot encode it`;
}

function nameProblem(what: string, name: string): string | null {
  if (name === '') return `${what} is empty; DynamoDB needs a name of at least one character`;
  const bytes = utf8Length(name);
  if (bytes > MAX_NAME_BYTES)
    return `${what} is ${bytes.toLocaleString('en-US')} bytes (UTF-8); DynamoDB takes a name of at most ${MAX_NAME_BYTES.toLocaleString('en-US')} bytes`;
  return textProblem(what, name);
}

const short = (name: string) => (name.length > 40 ? `${name.slice(0, 20)}...(${name.length} characters)` : name);

/** The problems of one value at `path` (levels: of maps and lists around it, the item counted). */
function valueProblems(field: string, path: string, v: AttributeValue, levels: number, out: ExpressionProblem[]) {
  const push = (message: string) => out.push({ field, message: `${field}: ${path}: ${message}` });
  if ('S' in v && typeof v.S === 'string') {
    const p = textProblem('the string', v.S);
    if (p) push(p);
  } else if ('SS' in v && Array.isArray(v.SS)) {
    v.SS.forEach((m, i) => {
      const p = typeof m === 'string' ? textProblem(`member SS[${i}]`, m) : null;
      if (p) push(p);
    });
  } else if (('M' in v && v.M) || ('L' in v && Array.isArray(v.L))) {
    if (levels + 1 > MAX_ITEM_LEVELS) {
      push(
        `maps and lists are nested ${levels + 1} levels deep here (the item is the first level); DynamoDB stores at most ${MAX_ITEM_LEVELS}`,
      );
      return;
    }
    if ('L' in v) v.L.forEach((e, i) => valueProblems(field, `${path}[${i}]`, e, levels + 1, out));
    else
      for (const [k, e] of Object.entries(v.M)) {
        const p = nameProblem(`the map key "${short(k)}"`, k);
        if (p) push(p);
        valueProblems(field, `${path}.${short(k)}`, e, levels + 1, out);
      }
  }
}

/** Every problem of the item DynamoDB would refuse (or could not store as given), each naming where. */
export function itemRuleProblems(field: string, item: Item): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  for (const [name, v] of Object.entries(item)) {
    const p = nameProblem(`the attribute name "${short(name)}"`, name);
    if (p) out.push({ field, token: name, message: `${field}: ${p}` });
    if (v && typeof v === 'object') valueProblems(field, short(name) || '""', v, 1, out);
  }
  return out;
}
