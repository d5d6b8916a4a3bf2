/**
 * Splits a PartiQL statement into tokens with their offsets. It never throws: a character the
 * grammar has no use for becomes a `bad` token and an unclosed quote an `unclosed` one, so the
 * parser can point at the exact place.
 */
export type PqTokenKind =
  | 'word' // a bare identifier or keyword: letters, digits, underscores, not led by a digit
  | 'quoted' // "double-quoted identifier", case kept, "" inside for a quote
  | 'string' // 'single-quoted string', '' inside for a quote
  | 'number' // 12, -3 is a minus and a number, 1.5, 1e3
  | 'param' // ?
  | 'punct' // ( ) [ ] { } , . : ; * + - = <> != < <= > >= << >> ||
  | 'unclosed' // a quote that never closes
  | 'bad'
  | 'end';

export interface PqToken {
  kind: PqTokenKind;
  /** As written (for quoted and string tokens: the text between the quotes, unescaped). */
  text: string;
  offset: number;
  end: number;
}

const PUNCT2 = ['<>', '!=', '<=', '>=', '<<', '>>', '||'];
const PUNCT1 = new Set(['(', ')', '[', ']', '{', '}', ',', '.', ':', ';', '*', '+', '-', '=', '<', '>', '/', '%']);
const SPACE = /\s/;

export function lex(text: string): PqToken[] {
  const out: PqToken[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (SPACE.test(c)) {
      i++;
      continue;
    }
    // Comments, as PartiQL allows: -- to the end of the line, /* ... */.
    if (c === '-' && text[i + 1] === '-') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
      continue;
    }
    const start = i;
    if (/[A-Za-z_]/.test(c)) {
      while (i < n && /[A-Za-z0-9_$]/.test(text[i]!)) i++;
      out.push({ kind: 'word', text: text.slice(start, i), offset: start, end: i });
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      while (i < n && /[0-9]/.test(text[i]!)) i++;
      // `5.` and `5.e3` are numbers to DynamoDB; a dot before a name (`5.x`) is not part of one.
      if (text[i] === '.') {
        const after = text[i + 1] ?? '';
        const exponent = /[eE]/.test(after) && /[0-9+-]/.test(text[i + 2] ?? '');
        if (/[0-9]/.test(after) || exponent || !/[A-Za-z_"]/.test(after)) {
          i++;
          while (i < n && /[0-9]/.test(text[i]!)) i++;
        }
      }
      if (
        /[eE]/.test(text[i] ?? '') &&
        /[0-9]/.test(text[i + 1] === '+' || text[i + 1] === '-' ? (text[i + 2] ?? '') : (text[i + 1] ?? ''))
      ) {
        i += text[i + 1] === '+' || text[i + 1] === '-' ? 2 : 1;
        while (i < n && /[0-9]/.test(text[i]!)) i++;
      }
      out.push({ kind: 'number', text: text.slice(start, i), offset: start, end: i });
    } else if (c === '"' || c === "'") {
      let value = '';
      i++;
      let closed = false;
      while (i < n) {
        if (text[i] === c) {
          if (text[i + 1] === c) {
            value += c;
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        value += text[i];
        i++;
      }
      out.push({
        kind: closed ? (c === '"' ? 'quoted' : 'string') : 'unclosed',
        text: closed ? value : text.slice(start, i),
        offset: start,
        end: i,
      });
    } else if (c === '?') {
      i++;
      out.push({ kind: 'param', text: '?', offset: start, end: i });
    } else if (PUNCT2.includes(text.slice(i, i + 2))) {
      i += 2;
      out.push({ kind: 'punct', text: text.slice(start, i), offset: start, end: i });
    } else if (PUNCT1.has(c)) {
      i++;
      out.push({ kind: 'punct', text: c, offset: start, end: i });
    } else {
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      out.push({ kind: 'bad', text: text.slice(start, i), offset: start, end: i });
    }
  }
  out.push({ kind: 'end', text: '', offset: n, end: n });
  return out;
}
