/**
 * Recursive descent over DynamoDB's condition and projection grammar, text -> syntax tree.
 * Precedence NOT > AND > OR. It never throws to its caller and never backtracks: whether a "("
 * opens a group of conditions or wraps an operand is decided by what follows its matching ")".
 */
import type { Comparator } from './model.js';
import type { ExpressionProblem } from './problems.js';
import type { SyntaxCondition, SyntaxPath } from './syntax.js';
import { Failure } from './token-stream.js';
import type { Token } from './tokenizer.js';
import { OperandParser } from './parse-operands.js';

export { MAX_LIST_INDEX } from './parse-operands.js';

export type SyntaxResult<T> = { ok: true; value: T } | { ok: false; problem: ExpressionProblem };

const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);

export function parseConditionSyntax(text: string, field: string): SyntaxResult<SyntaxCondition> {
  return run(text, field, (p) => p.condition());
}

export function parseProjectionSyntax(text: string, field: string): SyntaxResult<SyntaxPath[]> {
  return run(text, field, (p) => p.projection());
}

function run<T>(text: string, field: string, body: (p: Parser) => T): SyntaxResult<T> {
  if (text.trim() === '') {
    return {
      ok: false,
      problem: { field, message: `${field} is empty; leave the field out instead of sending an empty expression` },
    };
  }
  try {
    return { ok: true, value: body(new Parser(text, field)) };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, problem: e.problem };
    throw e;
  }
}

class Parser extends OperandParser {
  condition(): SyntaxCondition {
    const c = this.or(undefined);
    this.expectEnd('join conditions with AND or OR');
    return c;
  }

  projection(): SyntaxPath[] {
    const paths = [this.path('an attribute name was expected')];
    while (this.isPunct(',')) {
      this.next();
      paths.push(this.path('an attribute name was expected after ","'));
    }
    this.expectEnd('separate attributes with ","');
    return paths;
  }

  // ---- conditions ----

  /**
   * OR of ANDs of NOT...: one loop, not a call per operator, so a level of parentheses costs two
   * stack frames (this and primary). With a call per operator it cost four, and a cold (not yet
   * optimised) parser overflowed the stack short of MAX_NESTING on Node 20 and 24 alike.
   */
  private or(after: string | undefined): SyntaxCondition {
    const alternatives: SyntaxCondition[] = [];
    let conjuncts: SyntaxCondition[] = [];
    let joiner = after;
    for (;;) {
      const nots: Token[] = [];
      while (this.isKeyword('NOT')) {
        const t = this.next();
        this.enter(t);
        nots.push(t);
        joiner = 'NOT';
      }
      let operand = this.primary(joiner);
      for (const t of nots.reverse()) {
        this.depth--;
        operand = { kind: 'not', condition: operand, offset: t.offset, end: operand.end, parens: 0 };
      }
      conjuncts.push(operand);
      if (this.isKeyword('AND')) {
        this.next();
        joiner = 'AND';
        continue;
      }
      alternatives.push(this.join('and', conjuncts));
      if (!this.isKeyword('OR')) return this.join('or', alternatives);
      this.next();
      joiner = 'OR';
      conjuncts = [];
    }
  }

  private join(kind: 'and' | 'or', parts: SyntaxCondition[]): SyntaxCondition {
    if (parts.length === 1) return parts[0]!;
    return { kind, conditions: parts, offset: parts[0]!.offset, end: parts[parts.length - 1]!.end, parens: 0 };
  }

  private primary(after: string | undefined): SyntaxCondition {
    if (this.isPunct('(') && this.opensGroup(this.pos)) {
      const open = this.next();
      this.enter(open);
      const inner = this.or(undefined);
      this.close(open);
      this.depth--;
      return { ...inner, parens: inner.parens + 1 };
    }
    return this.comparison(after);
  }

  /** A "(" opens a group unless its ")" is followed by what continues an operand. */
  private opensGroup(index: number): boolean {
    const close = this.closing.get(index);
    if (close === undefined) return true;
    const t = this.tokens[close + 1]!;
    if (t.kind === 'keyword') return t.keyword !== 'BETWEEN' && t.keyword !== 'IN';
    return !(t.kind === 'punct' && (COMPARATORS.has(t.text) || t.text === '.' || t.text === '['));
  }

  private comparison(after: string | undefined): SyntaxCondition {
    const left = this.operand(after ? `a condition was expected after ${after}` : 'a condition was expected');
    const t = this.peek();
    if (t.kind === 'punct' && COMPARATORS.has(t.text)) {
      this.next();
      if (this.isPunct('=') && t.text === '=') this.fail(this.peek(), 'equality is a single "=" in DynamoDB');
      const right = this.operand(
        `a value placeholder (such as :v0), an attribute or size(...) was expected after ${t.text}`,
      );
      this.plainOperands([left, right]);
      return {
        kind: 'compare',
        op: t.text as Comparator,
        opOffset: t.offset,
        left,
        right,
        offset: left.offset,
        end: right.end,
        parens: 0,
      };
    }
    if (t.kind === 'keyword' && t.keyword === 'BETWEEN') {
      this.next();
      const low = this.operand('the lower bound of BETWEEN was expected');
      if (!this.isKeyword('AND'))
        this.fail(this.peek(), 'AND was expected between the lower and upper bounds of BETWEEN');
      this.next();
      const high = this.operand('the upper bound of BETWEEN was expected after AND');
      this.plainOperands([left, low, high]);
      return { kind: 'between', operand: left, low, high, offset: left.offset, end: high.end, parens: 0 };
    }
    if (t.kind === 'keyword' && t.keyword === 'IN') {
      this.next();
      const open = this.peek();
      if (!this.isPunct('(')) this.fail(open, '"(" was expected after IN, as in status IN (:a, :b)');
      this.next();
      const values = [this.operand('a value was expected in the IN list')];
      while (this.isPunct(',')) {
        this.next();
        values.push(this.operand('a value was expected after "," in the IN list'));
      }
      this.close(open, '"," or ")" was expected in the IN list');
      this.plainOperands([left, ...values]);
      return { kind: 'in', operand: left, values, offset: left.offset, end: this.lastEnd, parens: 0 };
    }
    if (left.kind === 'call' && left.name !== 'size') {
      return {
        kind: 'call',
        name: left.name,
        args: left.args,
        offset: left.offset,
        end: left.end,
        parens: left.parens,
      };
    }
    if (left.kind === 'call') this.fail(t, 'size(...) gives a number: compare it, as in size(tags) > :n');
    this.fail(t, `a comparison (=, <>, <, <=, >, >=), BETWEEN or IN was expected after ${this.quote(left)}`);
  }
}
