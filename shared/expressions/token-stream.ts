/**
 * The token side of the parser: a cursor over the tokens, nesting depth, matching parentheses,
 * and failures that say what was found, where, and what was expected instead.
 */
import { describePosition, problemAt, type ExpressionProblem } from './problems.js';
import type { SyntaxOperand } from './syntax.js';
import { tokenize, type Token } from './tokenizer.js';

/**
 * Deeper nesting than this is refused rather than risking the stack. DynamoDB itself has no nesting
 * limit (it takes 150 levels of NOT, or of non-redundant parentheses); its 4 KB expression limit
 * allows about 2,048 levels at most, so anything past that is refused by that limit anyway.
 */
const MAX_NESTING = 2100;
const LITERAL_HINT =
  'DynamoDB expressions take no literal values; put the value in ExpressionAttributeValues and write its placeholder, such as :v0';

/** Thrown inside the parser only; `run` turns it into a result. */
export class Failure {
  constructor(readonly problem: ExpressionProblem) {}
}

export class TokenStream {
  protected readonly tokens: Token[];
  /** For each "(" token, the index of its matching ")" (absent when unbalanced). */
  protected readonly closing = new Map<number, number>();
  protected pos = 0;
  protected depth = 0;
  protected lastEnd = 0;

  constructor(
    protected readonly text: string,
    protected readonly field: string,
  ) {
    this.tokens = tokenize(text);
    const open: number[] = [];
    this.tokens.forEach((t, i) => {
      if (t.kind !== 'punct') return;
      if (t.text === '(') open.push(i);
      else if (t.text === ')' && open.length > 0) this.closing.set(open.pop()!, i);
    });
  }

  protected peek(): Token {
    return this.tokens[this.pos]!;
  }

  protected next(): Token {
    const t = this.tokens[this.pos]!;
    if (t.kind !== 'end') this.pos++;
    this.lastEnd = t.offset + t.text.length;
    return t;
  }

  protected isPunct(text: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.text === text;
  }

  protected isKeyword(k: Token['keyword']): boolean {
    const t = this.peek();
    return t.kind === 'keyword' && t.keyword === k;
  }

  protected enter(t: Token): void {
    if (++this.depth > MAX_NESTING) this.fail(t, `the expression is nested more than ${MAX_NESTING} levels deep`);
  }

  protected close(open: Token, expected?: string): void {
    if (this.isPunct(')')) {
      this.next();
      return;
    }
    this.fail(
      this.peek(),
      expected ?? `")" was expected to close the "(" at ${describePosition(this.text, open.offset)}`,
    );
  }

  protected expectEnd(hint: string): void {
    const t = this.peek();
    if (t.kind !== 'end') this.fail(t, `the expression should end here, or ${hint}`);
  }

  protected quote(o: SyntaxOperand): string {
    return `"${this.text.slice(o.offset, o.end)}"`;
  }

  protected fail(t: Token, expected: string): never {
    if (t.kind === 'end') {
      throw new Failure(
        problemAt(
          this.field,
          this.text,
          t.offset,
          undefined,
          `The expression ends too early at ${describePosition(this.text, t.offset)}: ${expected}`,
        ),
      );
    }
    this.failAt(t.offset, t.text, hintFor(t) ?? expected);
  }

  protected failAt(offset: number, token: string | undefined, why: string): never {
    const shown = token === undefined ? '' : /^["'`]/.test(token) ? ` literal ${token}` : ` "${token}"`;
    throw new Failure(
      problemAt(
        this.field,
        this.text,
        offset,
        token,
        `Unexpected${shown || ' text'} at ${describePosition(this.text, offset)}: ${why}`,
      ),
    );
  }
}

/** Advice for tokens that are never right, whatever was expected. */
function hintFor(t: Token): string | undefined {
  switch (t.kind) {
    case 'string':
      return LITERAL_HINT;
    case 'number':
      return `${LITERAL_HINT}; a list element is written as path[${t.text}]`;
    case 'digitWord':
      return `a name that starts with a digit must be written as a placeholder (such as #n0) defined in ExpressionAttributeNames`;
    case 'bad':
      if (t.text === '!') return 'not-equal is written <> in DynamoDB';
      if (t.text === '&') return 'join conditions with AND';
      if (t.text === '|') return 'join conditions with OR';
      if (t.text === '#' || t.text === ':') return `a placeholder needs letters, digits or _ after "${t.text}"`;
      return `an attribute name containing "${t.text}" must be written as a placeholder (such as #n0) defined in ExpressionAttributeNames`;
    default:
      return undefined;
  }
}
