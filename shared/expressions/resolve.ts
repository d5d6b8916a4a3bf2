/**
 * Syntax tree + placeholder maps -> model. Placeholders are looked up (an undefined one is a
 * problem that names it and the expression using it), and the few shapes DynamoDB accepts but the
 * model does not hold (a function whose first argument is not an attribute) are reported.
 */
import { attributeValueProblem } from '../api-values.js';
import type { AttributeValue } from '../dynamo/types.js';
import {
  ATTRIBUTE_TYPE_NAMES,
  type AttributeTypeName,
  type Condition,
  type DocumentPath,
  type Operand,
  type PathSegment,
} from './model.js';
import { problemAt, type ExpressionProblem } from './problems.js';
import type { SyntaxCondition, SyntaxOperand, SyntaxPath } from './syntax.js';

export interface PlaceholderMaps {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

const PLACEHOLDER_VALUE: AttributeValue = { NULL: true };

export class Resolver {
  readonly problems: ExpressionProblem[] = [];
  readonly usedNames = new Set<string>();
  readonly usedValues = new Set<string>();

  constructor(private readonly maps: PlaceholderMaps) {}

  /** Resolves within one expression: `field` and `text` locate the problems. */
  in(field: string, text: string): FieldResolver {
    return new FieldResolver(this, this.maps, field, text);
  }
}

export class FieldResolver {
  constructor(
    private readonly owner: Resolver,
    private readonly maps: PlaceholderMaps,
    readonly field: string,
    readonly text: string,
  ) {}

  problemCount(): number {
    return this.owner.problems.length;
  }

  /** Records a problem once, however many checks reach the same token for the same reason. */
  problem(offset: number, token: string | undefined, message: string): void {
    const seen = this.owner.problems.some(
      (p) => p.field === this.field && p.offset === offset && p.message === message,
    );
    if (!seen) this.owner.problems.push(problemAt(this.field, this.text, offset, token, message));
  }

  name(text: string, placeholder: boolean, offset: number): string {
    if (!placeholder) return text;
    this.owner.usedNames.add(text);
    const names = this.maps.ExpressionAttributeNames;
    const v = names && Object.hasOwn(names, text) ? names[text] : undefined;
    if (v === undefined) {
      this.problem(offset, text, `"${text}" is used in ${this.field} but not defined in ExpressionAttributeNames`);
      return text;
    }
    // Pasted or hand-built maps are not schema-checked here; a non-string would break every later step.
    if (typeof v !== 'string') {
      this.problem(
        offset,
        text,
        `"${text}" in ExpressionAttributeNames must stand for an attribute name written as a string, such as "status"; found ${describeNonString(v)}`,
      );
      return text;
    }
    return v;
  }

  value(text: string, offset: number): AttributeValue {
    this.owner.usedValues.add(text);
    const values = this.maps.ExpressionAttributeValues;
    const v = values && Object.hasOwn(values, text) ? values[text] : undefined;
    if (v === undefined) {
      this.problem(offset, text, `"${text}" is used in ${this.field} but not defined in ExpressionAttributeValues`);
      return PLACEHOLDER_VALUE;
    }
    return v;
  }

  /** The value of a placeholder when it is defined and well formed; checks skip the others (reported elsewhere). */
  validValue(text: string, offset: number): AttributeValue | undefined {
    const before = this.problemCount();
    const v = this.value(text, offset);
    return this.problemCount() === before && attributeValueProblem(v) === null ? v : undefined;
  }

  path(p: SyntaxPath): DocumentPath {
    return p.segments.map((s): PathSegment =>
      s.kind === 'index' ? s.index : this.name(s.text, s.placeholder, s.offset),
    );
  }

  operand(o: SyntaxOperand): Operand {
    switch (o.kind) {
      case 'path':
        return { kind: 'path', path: this.path(o.path) };
      case 'value':
        return { kind: 'value', value: this.value(o.text, o.offset) };
      case 'call':
        // The parser lets only size() through as an operand.
        return { kind: 'size', path: this.pathArgument(o.args[0]!, 'size') };
    }
  }

  /** A function argument the model holds as an attribute path. */
  private pathArgument(o: SyntaxOperand, fn: string): DocumentPath {
    if (o.kind === 'path') return this.path(o.path);
    this.operand(o);
    const token = this.text.slice(o.offset, o.end);
    this.problem(
      o.offset,
      token,
      `${fn}(${token}, ...) cannot be imported: the builder needs an attribute (a document path) as the first argument of ${fn}`,
    );
    return ['?'];
  }

  condition(c: SyntaxCondition): Condition {
    switch (c.kind) {
      case 'and':
      case 'or':
        return { kind: c.kind, conditions: c.conditions.map((x) => this.condition(x)) };
      case 'not':
        return { kind: 'not', condition: this.condition(c.condition) };
      case 'compare':
        return { kind: 'compare', op: c.op, left: this.operand(c.left), right: this.operand(c.right) };
      case 'between':
        return {
          kind: 'between',
          operand: this.operand(c.operand),
          low: this.operand(c.low),
          high: this.operand(c.high),
        };
      case 'in':
        return { kind: 'in', operand: this.operand(c.operand), values: c.values.map((v) => this.operand(v)) };
      case 'call': {
        const [first, second] = c.args;
        const p = this.pathArgument(first!, c.name);
        switch (c.name) {
          case 'attribute_exists':
          case 'attribute_not_exists':
            return { kind: c.name, path: p };
          case 'begins_with':
            return { kind: 'begins_with', path: p, prefix: this.operand(second!) };
          case 'contains':
            return { kind: 'contains', path: p, operand: this.operand(second!) };
          case 'attribute_type':
            return { kind: 'attribute_type', path: p, type: this.typeName(second!) };
        }
      }
    }
  }

  private typeName(o: SyntaxOperand): AttributeTypeName {
    const valid = ATTRIBUTE_TYPE_NAMES.join(', ');
    if (o.kind !== 'value') {
      this.problem(
        o.offset,
        this.text.slice(o.offset, o.end),
        `attribute_type takes a value placeholder holding a type name (${valid}) as its second argument`,
      );
      return 'S';
    }
    const v = this.value(o.text, o.offset);
    const name = 'S' in v ? v.S : undefined;
    if (name === undefined || !(ATTRIBUTE_TYPE_NAMES as readonly string[]).includes(name)) {
      if (v !== PLACEHOLDER_VALUE) {
        this.problem(
          o.offset,
          o.text,
          `the value of ${o.text} must be a type name as a string, one of ${valid}, such as {"S":"N"}`,
        );
      }
      return 'S';
    }
    return name as AttributeTypeName;
  }
}

function describeNonString(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}
