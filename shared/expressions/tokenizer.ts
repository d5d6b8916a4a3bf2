/**
 * Splits an expression into tokens with their offsets. It never fails: a character DynamoDB's
 * grammar has no use for becomes a `bad` token, so the parser can say what was expected there.
 */
export type TokenKind =
  | 'word' // a bare name or function name: letters, digits, underscores, not led by a digit
  | 'digitWord' // digits followed by letters: a name DynamoDB cannot read bare
  | 'number' // digits only: a list index
  | 'keyword' // AND, OR, NOT, BETWEEN, IN in any case
  | 'nameRef' // #placeholder
  | 'valueRef' // :placeholder
  | 'punct' // ( ) [ ] , . = <> < <= > >=
  | 'string' // a quoted literal, which DynamoDB does not accept
  | 'bad'
  | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  offset: number;
  /** For keywords: the upper-case spelling. */
  keyword?: 'AND' | 'OR' | 'NOT' | 'BETWEEN' | 'IN';
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'BETWEEN', 'IN']);
const WORD_CHAR = /[A-Za-z0-9_]/;
const PUNCT2 = new Set(['<>', '<=', '>=']);
const PUNCT1 = new Set(['(', ')', '[', ']', ',', '.', '=', '<', '>']);
/** DynamoDB's whitespace. */
const SPACE = new Set([' ', '\t', '\r', '\n']);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (SPACE.has(c)) {
      i++;
      continue;
    }
    const start = i;
    if (/[A-Za-z_]/.test(c)) {
      while (i < n && WORD_CHAR.test(text[i]!)) i++;
      const word = text.slice(start, i);
      const upper = word.toUpperCase();
      if (KEYWORDS.has(upper))
        tokens.push({ kind: 'keyword', text: word, offset: start, keyword: upper as Token['keyword'] });
      else tokens.push({ kind: 'word', text: word, offset: start });
    } else if (/[0-9]/.test(c)) {
      while (i < n && WORD_CHAR.test(text[i]!)) i++;
      const word = text.slice(start, i);
      tokens.push({ kind: /^[0-9]+$/.test(word) ? 'number' : 'digitWord', text: word, offset: start });
    } else if (c === '#' || c === ':') {
      i++;
      while (i < n && WORD_CHAR.test(text[i]!)) i++;
      const ref = text.slice(start, i);
      if (ref.length === 1) tokens.push({ kind: 'bad', text: ref, offset: start });
      else tokens.push({ kind: c === '#' ? 'nameRef' : 'valueRef', text: ref, offset: start });
    } else if (c === '"' || c === "'" || c === '`') {
      i++;
      while (i < n && text[i] !== c) i++;
      i = Math.min(n, i + 1);
      tokens.push({ kind: 'string', text: text.slice(start, i), offset: start });
    } else if (PUNCT2.has(text.slice(i, i + 2))) {
      tokens.push({ kind: 'punct', text: text.slice(i, i + 2), offset: start });
      i += 2;
    } else if (PUNCT1.has(c)) {
      tokens.push({ kind: 'punct', text: c, offset: start });
      i++;
    } else {
      // One whole code point, so an emoji or other astral character is reported intact.
      const cp = text.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      tokens.push({ kind: 'bad', text: text.slice(start, i), offset: start });
    }
  }
  tokens.push({ kind: 'end', text: '', offset: n });
  return tokens;
}
