/**
 * PartiQL's tokens as DynamoDB reads them: "quoted names", 'strings' (a doubled quote is one),
 * numbers, ? parameters, [ ] { } ( ) , . and the comparison operators; words are keywords or
 * bare names. Each token keeps where it starts, so a refusal can point at it.
 */
export type TokenKind = 'name' | 'quoted' | 'string' | 'number' | 'param' | 'op' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  at: number;
}

/** What DynamoDB would refuse (or what this cannot read), with where in the statement. */
export class PartiqlProblem extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const OPS = ['<>', '!=', '<=', '>=', '=', '<', '>', '+', '-', '*', '/', '||'];

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      for (;;) {
        if (j >= text.length)
          throw new PartiqlProblem(
            `${c === '"' ? 'a quoted name' : 'a string'} that starts at ${i + 1} is not closed`,
            i,
          );
        if (text[j] === c && text[j + 1] === c) {
          value += c;
          j += 2;
          continue;
        }
        if (text[j] === c) break;
        value += text[j++];
      }
      out.push({ kind: c === '"' ? 'quoted' : 'string', text: value, at: i });
      i = j + 1;
      continue;
    }
    const num = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (
      num &&
      (c !== '-' || !out.length || out[out.length - 1]!.kind === 'op' || out[out.length - 1]!.kind === 'punct')
    ) {
      out.push({ kind: 'number', text: num[0], at: i });
      i += num[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (word) {
      out.push({ kind: 'name', text: word[0], at: i });
      i += word[0].length;
      continue;
    }
    if (c === '?') {
      out.push({ kind: 'param', text: '?', at: i });
      i++;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (op) {
      out.push({ kind: 'op', text: op, at: i });
      i += op.length;
      continue;
    }
    if ('[](){},.;'.includes(c)) {
      out.push({ kind: 'punct', text: c, at: i });
      i++;
      continue;
    }
    throw new PartiqlProblem(`"${c}" at ${i + 1} is not part of PartiQL`, i);
  }
  return out;
}

export const isKeyword = (t: Token | undefined, word: string) =>
  t !== undefined && t.kind === 'name' && t.text.toUpperCase() === word;
