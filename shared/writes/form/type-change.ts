/**
 * An attribute's type changes only when the user picks another type in its type control, and
 * then only as far as the value carries over: "42" becomes the number 42, a number set becomes a
 * list of numbers, a text becomes its UTF-8 bytes. Where it cannot ("abc" as a number, a map as a
 * string), the change is refused with the reason, and the value stays as it was.
 */
import { decodeBase64, encodeBase64 } from '../../dynamo/base64.js';
import { numberTextProblem } from '../../dynamo/numbers.js';
import { utf8Encode } from '../../dynamo/utf8.js';
import { attributeValueProblem } from '../../api-values.js';
import { emptyValue, type FormType, type FormValue, type SetType } from './item-form.js';

export type TypeChange = { value: FormValue } | { problem: string };

const SCALAR_OF_SET: Record<SetType, 'S' | 'N' | 'B'> = { SS: 'S', NS: 'N', BS: 'B' };
const SET_OF_SCALAR = { S: 'SS', N: 'NS', B: 'BS' } as const;

/** Strict UTF-8 (no overlong forms, no surrogates): binary that is not text must not become mojibake. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0 || i + need >= bytes.length) return null;
    let cp = need === 0 ? b : b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (
      (need === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
      (need === 3 && (cp < 0x10000 || cp > 0x10ffff))
    )
      return null;
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}

/** One scalar's text as another scalar type's text, or why it cannot be. */
function scalarText(
  text: string,
  from: 'S' | 'N' | 'B',
  to: 'S' | 'N' | 'B',
  what: string,
): string | { problem: string } {
  if (from === to) return text;
  if (to === 'N') {
    const source = from === 'B' ? binaryText(text, what) : text;
    if (typeof source !== 'string') return source;
    const why = numberTextProblem(source);
    return why ? { problem: `${what} cannot become a number: ${why}` } : source;
  }
  if (to === 'B') {
    if (from === 'S' || from === 'N') return encodeBase64(utf8Encode(text));
  }
  // to S, from N or B
  return from === 'B' ? binaryText(text, what) : text;
}

function binaryText(base64: string, what: string): string | { problem: string } {
  const p = attributeValueProblem({ B: base64 });
  if (p) return { problem: `${what} cannot change type while its base64 is not valid: ${p}` };
  const text = decodeUtf8(decodeBase64(base64));
  return text === null
    ? { problem: `${what} holds bytes that are not UTF-8 text, so it cannot become text; keep it binary` }
    : text;
}

const scalarName = { S: 'a string', N: 'a number', B: 'binary' } as const;

/** `value` as type `to`, or why it cannot be; `what` names the field in the message ("total"). */
export function changeType(value: FormValue, to: FormType, what: string): TypeChange {
  if (value.type === to) return { value };
  // Nothing to carry over: NULL becomes the new type's empty value, and anything may become NULL.
  if (value.type === 'NULL') return { value: emptyValue(to) };
  if (to === 'NULL') return { value: { type: 'NULL' } };
  switch (value.type) {
    case 'S':
    case 'N':
    case 'B': {
      if (to === 'S' || to === 'N' || to === 'B') return scalar(scalarText(value.text, value.type, to, what), to);
      if (to === 'BOOL' && value.type === 'S' && (value.text === 'true' || value.text === 'false'))
        return { value: { type: 'BOOL', value: value.text === 'true' } };
      if (to === 'SS' || to === 'NS' || to === 'BS') {
        const member = scalarText(value.text, value.type, SCALAR_OF_SET[to], what);
        return typeof member === 'string' ? { value: { type: to, members: [member] } } : member;
      }
      if (to === 'L') return { value: { type: 'L', items: [value] } };
      break;
    }
    case 'BOOL':
      if (to === 'S') return { value: { type: 'S', text: String(value.value) } };
      break;
    case 'SS':
    case 'NS':
    case 'BS': {
      const from = SCALAR_OF_SET[value.type];
      if (to === 'L') return { value: { type: 'L', items: value.members.map((text) => ({ type: from, text })) } };
      if (to === 'SS' || to === 'NS' || to === 'BS') return setOf(value.members, from, to, what);
      break;
    }
    case 'L': {
      if (to === 'SS' || to === 'NS' || to === 'BS') {
        const texts: string[] = [];
        for (const item of value.items) {
          if (item.type !== 'S' && item.type !== 'N' && item.type !== 'B')
            return {
              problem: `${what} holds a ${item.type} element, and a ${to} holds only ${scalarName[SCALAR_OF_SET[to]]} members`,
            };
          texts.push(item.text);
        }
        const kinds = new Set(value.items.map((i) => i.type));
        if (kinds.size > 1)
          return { problem: `${what} mixes ${[...kinds].join(' and ')} elements; a set holds one type` };
        return setOf(texts, (value.items[0]?.type ?? SCALAR_OF_SET[to]) as 'S' | 'N' | 'B', to, what);
      }
      break;
    }
  }
  return {
    problem: `${what} is ${describe(value.type)} and cannot become ${describe(to)}: change its value by hand, or remove it and add it again as ${to}`,
  };
}

function scalar(text: string | { problem: string }, to: 'S' | 'N' | 'B'): TypeChange {
  return typeof text === 'string' ? { value: { type: to, text } } : text;
}

function setOf(members: readonly string[], from: 'S' | 'N' | 'B', to: SetType, what: string): TypeChange {
  if (members.length === 0) return { problem: `${what} is empty, and DynamoDB has no empty set` };
  const out: string[] = [];
  for (const m of members) {
    const t = scalarText(m, from, SET_OF_SCALAR[from] === to ? from : SCALAR_OF_SET[to], what);
    if (typeof t !== 'string') return t;
    out.push(t);
  }
  const problem = attributeValueProblem({ [to]: out }, what);
  return problem ? { problem: `${what} cannot become ${to}: ${problem}` } : { value: { type: to, members: out } };
}

function describe(type: FormType): string {
  switch (type) {
    case 'S':
    case 'N':
    case 'B':
      return scalarName[type];
    case 'BOOL':
      return 'a boolean';
    case 'NULL':
      return 'NULL';
    case 'L':
      return 'a list';
    case 'M':
      return 'a map';
    default:
      return `a ${type}`;
  }
}
