/**
 * A cursor over a statement's tokens for the recursive-descent parser: peek, take, expect, and
 * a parse error that carries the offending token's place.
 */
import type { PqProblem } from './ast.js';
import { lex, type PqToken } from './lexer.js';

export class PqParseError extends Error {
  constructor(readonly problem: PqProblem) {
    super(problem.message);
  }
}

export class Cursor {
  readonly tokens: PqToken[];
  private i = 0;
  /** Numbered left to right: the first `?` is parameter 0. */
  paramCount = 0;

  constructor(readonly text: string) {
    this.tokens = lex(text);
  }

  peek(ahead = 0): PqToken {
    return this.tokens[Math.min(this.i + ahead, this.tokens.length - 1)]!;
  }

  next(): PqToken {
    const t = this.peek();
    if (t.kind !== 'end') this.i++;
    return t;
  }

  /** The end offset of the last token taken. */
  lastEnd(): number {
    return this.i === 0 ? 0 : this.tokens[this.i - 1]!.end;
  }

  isWord(word: string, ahead = 0): boolean {
    const t = this.peek(ahead);
    return t.kind === 'word' && t.text.toUpperCase() === word;
  }

  isPunct(p: string, ahead = 0): boolean {
    const t = this.peek(ahead);
    return t.kind === 'punct' && t.text === p;
  }

  takeWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.i++;
    return true;
  }

  takePunct(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.i++;
    return true;
  }

  expectWord(word: string, context: string): PqToken {
    if (!this.isWord(word)) this.fail(`expected ${word} ${context}`);
    return this.next();
  }

  expectPunct(p: string, context: string): PqToken {
    if (!this.isPunct(p)) this.fail(`expected "${p}" ${context}`);
    return this.next();
  }

  /** Throws a parse error at the current token, with a message that already names it. */
  refuse(message: string, token: PqToken = this.peek()): never {
    throw new PqParseError({
      message,
      offset: token.offset,
      end: token.end,
      token: this.text.slice(token.offset, token.end),
    });
  }

  /** Throws a parse error at the current token, naming what was found there. */
  fail(message: string, token: PqToken = this.peek()): never {
    throw new PqParseError({
      message: `${message}, found ${describe(token)}`,
      offset: token.offset,
      end: Math.max(token.end, token.offset),
      ...(token.kind !== 'end' ? { token: this.text.slice(token.offset, token.end) } : {}),
    });
  }
}

export function describe(t: PqToken): string {
  switch (t.kind) {
    case 'end':
      return 'the end of the statement';
    case 'unclosed':
      return `a quote that is never closed (${t.text.slice(0, 20)})`;
    case 'string':
      return `the string '${t.text}'`;
    case 'quoted':
      return `the name "${t.text}"`;
    case 'bad':
      return `"${t.text}", which PartiQL has no use for`;
    default:
      return `"${t.text}"`;
  }
}
