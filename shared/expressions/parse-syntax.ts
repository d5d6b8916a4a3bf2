/**
 * Recursive descent over DynamoDB's condition and projection grammar, text -> syntax tree.
 * Precedence NOT > AND > OR. It never throws to its caller and never backtracks: whether a "("
 * opens a group of conditions or wraps an operand is decided by what follows its matching ")".
 */
import type { Comparator } from './model.js';
import type { ExpressionProblem } from './problems.js';
import { FUNCTION_ARITY, type FunctionName, type NameSegment, type SyntaxCondition, type SyntaxOperand, type SyntaxPath, type SyntaxSegment } from './syntax.js';
import { Failure, TokenStream } from './token-stream.js';
import type { Token } from './tokenizer.js';

export type SyntaxResult<T> = { ok: true; value: T } | { ok: false; problem: ExpressionProblem };

/** The largest list index DynamoDB reads (a 32-bit signed integer). */
export const MAX_LIST_INDEX = 2_147_483_647;
const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const FUNCTIONS = 'attribute_exists, attribute_not_exists, attribute_type, begins_with, contains and size';

export function parseConditionSyntax(text: string, field: string): SyntaxResult<SyntaxCondition> {
  return run(text, field, (p) => p.condition());
}

export function parseProjectionSyntax(text: string, field: string): SyntaxResult<SyntaxPath[]> {
  return run(text, field, (p) => p.projection());
}

function run<T>(text: string, field: string, body: (p: Parser) => T): SyntaxResult<T> {
  if (text.trim() === '') {
    return { ok: false, problem: { field, message: `${field} is empty; leave the field out instead of sending an empty expression` } };
  }
  try {
    return { ok: true, value: body(new Parser(text, field)) };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, problem: e.problem };
    throw e;
  }
}

class Parser extends TokenStream {
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

  private or(after: string | undefined): SyntaxCondition {
    const parts = [this.and(after)];
    while (this.isKeyword('OR')) {
      this.next();
      parts.push(this.and('OR'));
    }
    return this.join('or', parts);
  }

  private and(after: string | undefined): SyntaxCondition {
    const parts = [this.not(after)];
    while (this.isKeyword('AND')) {
      this.next();
      parts.push(this.not('AND'));
    }
    return this.join('and', parts);
  }

  private join(kind: 'and' | 'or', parts: SyntaxCondition[]): SyntaxCondition {
    if (parts.length === 1) return parts[0]!;
    return { kind, conditions: parts, offset: parts[0]!.offset, end: parts[parts.length - 1]!.end, parens: 0 };
  }

  private not(after: string | undefined): SyntaxCondition {
    if (!this.isKeyword('NOT')) return this.primary(after);
    const t = this.next();
    this.enter(t);
    const inner = this.not('NOT');
    this.depth--;
    return { kind: 'not', condition: inner, offset: t.offset, end: inner.end, parens: 0 };
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
      const right = this.operand(`a value placeholder (such as :v0), an attribute or size(...) was expected after ${t.text}`);
      this.plainOperands([left, right]);
      return { kind: 'compare', op: t.text as Comparator, opOffset: t.offset, left, right, offset: left.offset, end: right.end, parens: 0 };
    }
    if (t.kind === 'keyword' && t.keyword === 'BETWEEN') {
      this.next();
      const low = this.operand('the lower bound of BETWEEN was expected');
      if (!this.isKeyword('AND')) this.fail(this.peek(), 'AND was expected between the lower and upper bounds of BETWEEN');
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
      return { kind: 'call', name: left.name, args: left.args, offset: left.offset, end: left.end, parens: left.parens };
    }
    if (left.kind === 'call') this.fail(t, 'size(...) gives a number: compare it, as in size(tags) > :n');
    this.fail(t, `a comparison (=, <>, <, <=, >, >=), BETWEEN or IN was expected after ${this.quote(left)}`);
  }

  /** Only size() may stand where a value is compared; the other functions are conditions. */
  private plainOperands(ops: SyntaxOperand[]): void {
    for (const o of ops) {
      if (o.kind === 'call' && o.name !== 'size') {
        this.failAt(o.offset, o.name, `${o.name}(...) is a condition on its own and cannot be used as a value; combine it with AND / OR instead`);
      }
    }
  }

  // ---- operands and paths ----

  private operand(expected: string): SyntaxOperand {
    const t = this.peek();
    if (this.isPunct('(')) {
      const open = this.next();
      this.enter(open);
      const inner = this.operand(expected);
      this.close(open);
      this.depth--;
      return { ...inner, parens: inner.parens + 1 };
    }
    if (t.kind === 'valueRef') {
      this.next();
      return { kind: 'value', text: t.text, offset: t.offset, end: this.lastEnd, parens: 0 };
    }
    if (t.kind === 'word' && this.tokens[this.pos + 1]?.text === '(' && this.tokens[this.pos + 1]?.kind === 'punct') {
      return this.call(t);
    }
    if (t.kind === 'word' || t.kind === 'nameRef') {
      const path = this.path(expected);
      return { kind: 'path', path, offset: path.offset, end: this.lastEnd, parens: 0 };
    }
    this.fail(t, expected);
  }

  private call(nameToken: Token): SyntaxOperand {
    const name = nameToken.text;
    if (!Object.hasOwn(FUNCTION_ARITY, name)) {
      const lower = name.toLowerCase();
      this.fail(nameToken, Object.hasOwn(FUNCTION_ARITY, lower)
        ? `function names are case-sensitive: write ${lower}`
        : `"${name}" is not a DynamoDB function; the functions are ${FUNCTIONS}`);
    }
    const fn = name as FunctionName;
    this.next();
    const open = this.next();
    this.enter(open);
    const args: SyntaxOperand[] = [];
    if (!this.isPunct(')')) {
      args.push(this.operand(`an argument of ${fn} was expected`));
      while (this.isPunct(',')) {
        this.next();
        args.push(this.operand(`an argument of ${fn} was expected after ","`));
      }
    }
    this.close(open, `"," or ")" was expected in the arguments of ${fn}`);
    this.depth--;
    const arity = FUNCTION_ARITY[fn];
    if (args.length !== arity) {
      this.fail(nameToken, `${fn} takes ${arity === 1 ? 'one argument' : 'two arguments'} (${arity === 1 ? 'an attribute' : 'an attribute and a value'}), found ${args.length}`);
    }
    this.plainOperands(args);
    if ((fn === 'attribute_exists' || fn === 'attribute_not_exists') && args[0]!.kind !== 'path') {
      this.failAt(args[0]!.offset, this.text.slice(args[0]!.offset, args[0]!.end), `${fn} needs an attribute (a document path) as its argument`);
    }
    return { kind: 'call', name: fn, args, offset: nameToken.offset, end: this.lastEnd, parens: 0 };
  }

  path(expected: string): SyntaxPath {
    const first = this.segmentName(expected);
    const segments: [NameSegment, ...SyntaxSegment[]] = [first];
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        segments.push(this.segmentName('an attribute name was expected after "."'));
      } else if (this.isPunct('[')) {
        this.next();
        const t = this.peek();
        if (t.kind !== 'number') this.fail(t, 'a list index such as [0] was expected');
        if (t.text.length > 1 && t.text.startsWith('0')) this.failAt(t.offset, t.text, `a list index is written without leading zeros, as [${t.text.replace(/^0+(?=\d)/, '')}]`);
        const index = Number(t.text);
        if (!Number.isSafeInteger(index) || index > MAX_LIST_INDEX) this.failAt(t.offset, t.text, `this list index is out of range; DynamoDB takes list indexes from 0 to ${MAX_LIST_INDEX}`);
        this.next();
        if (!this.isPunct(']')) this.fail(this.peek(), '"]" was expected after the list index');
        this.next();
        segments.push({ kind: 'index', index, offset: t.offset });
      } else {
        return { segments, offset: first.offset };
      }
    }
  }

  private segmentName(expected: string): NameSegment {
    const t = this.peek();
    if (t.kind !== 'word' && t.kind !== 'nameRef') this.fail(t, expected);
    this.next();
    return { kind: 'name', text: t.text, placeholder: t.kind === 'nameRef', offset: t.offset };
  }
}
