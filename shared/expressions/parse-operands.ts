/**
 * The operand side of the condition parser: paths with their list indexes and map keys, function
 * calls with DynamoDB's arity, and value placeholders. The condition grammar builds on it.
 */
import type { FunctionName, NameSegment, SyntaxOperand, SyntaxPath, SyntaxSegment } from './syntax.js';
import { FUNCTION_ARITY } from './syntax.js';
import { TokenStream } from './token-stream.js';
import type { Token } from './tokenizer.js';

/** The largest list index DynamoDB reads (a 32-bit signed integer). */
export const MAX_LIST_INDEX = 2_147_483_647;
const FUNCTIONS = 'attribute_exists, attribute_not_exists, attribute_type, begins_with, contains and size';

export class OperandParser extends TokenStream {
  protected operand(expected: string): SyntaxOperand {
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

  protected call(nameToken: Token): SyntaxOperand {
    const name = nameToken.text;
    if (!Object.hasOwn(FUNCTION_ARITY, name)) {
      const lower = name.toLowerCase();
      this.fail(
        nameToken,
        Object.hasOwn(FUNCTION_ARITY, lower)
          ? `function names are case-sensitive: write ${lower}`
          : `"${name}" is not a DynamoDB function; the functions are ${FUNCTIONS}`,
      );
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
      this.fail(
        nameToken,
        `${fn} takes ${arity === 1 ? 'one argument' : 'two arguments'} (${arity === 1 ? 'an attribute' : 'an attribute and a value'}), found ${args.length}`,
      );
    }
    this.plainOperands(args);
    if ((fn === 'attribute_exists' || fn === 'attribute_not_exists') && args[0]!.kind !== 'path') {
      this.failAt(
        args[0]!.offset,
        this.text.slice(args[0]!.offset, args[0]!.end),
        `${fn} needs an attribute (a document path) as its argument`,
      );
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
        if (t.text.length > 1 && t.text.startsWith('0'))
          this.failAt(
            t.offset,
            t.text,
            `a list index is written without leading zeros, as [${t.text.replace(/^0+(?=\d)/, '')}]`,
          );
        const index = Number(t.text);
        if (!Number.isSafeInteger(index) || index > MAX_LIST_INDEX)
          this.failAt(
            t.offset,
            t.text,
            `this list index is out of range; DynamoDB takes list indexes from 0 to ${MAX_LIST_INDEX}`,
          );
        this.next();
        if (!this.isPunct(']')) this.fail(this.peek(), '"]" was expected after the list index');
        this.next();
        segments.push({ kind: 'index', index, offset: t.offset });
      } else {
        return { segments, offset: first.offset };
      }
    }
  }

  protected segmentName(expected: string): NameSegment {
    const t = this.peek();
    if (t.kind !== 'word' && t.kind !== 'nameRef') this.fail(t, expected);
    this.next();
    return { kind: 'name', text: t.text, placeholder: t.kind === 'nameRef', offset: t.offset };
  }

  /** Only size() may stand where a value is compared; the other functions are conditions. */
  protected plainOperands(ops: SyntaxOperand[]): void {
    for (const o of ops) {
      if (o.kind === 'call' && o.name !== 'size') {
        this.failAt(
          o.offset,
          o.name,
          `${o.name}(...) is a condition on its own and cannot be used as a value; combine it with AND / OR instead`,
        );
      }
    }
  }
}
