/**
 * An expression as written: placeholders by their own names, every node with its offset and how
 * many parentheses wrap it. Validation reads this (it must point at what the user typed); the
 * model is built from it once placeholders are resolved.
 */
import type { Comparator } from './model.js';

export interface NameSegment {
  kind: 'name';
  /** As written: a bare name, or a #placeholder. */
  text: string;
  placeholder: boolean;
  offset: number;
}
export interface IndexSegment {
  kind: 'index';
  index: number;
  offset: number;
}
export type SyntaxSegment = NameSegment | IndexSegment;

export interface SyntaxPath {
  segments: [NameSegment, ...SyntaxSegment[]];
  offset: number;
}

export type FunctionName =
  'attribute_exists' | 'attribute_not_exists' | 'attribute_type' | 'begins_with' | 'contains' | 'size';
export const FUNCTION_ARITY: Record<FunctionName, number> = {
  attribute_exists: 1,
  attribute_not_exists: 1,
  attribute_type: 2,
  begins_with: 2,
  contains: 2,
  size: 1,
};

export type SyntaxOperand = (
  | { kind: 'path'; path: SyntaxPath }
  | { kind: 'value'; text: string }
  | { kind: 'call'; name: FunctionName; args: SyntaxOperand[] }
) & { offset: number; end: number; parens: number };

export type SyntaxCondition = (
  | { kind: 'compare'; op: Comparator; opOffset: number; left: SyntaxOperand; right: SyntaxOperand }
  | { kind: 'between'; operand: SyntaxOperand; low: SyntaxOperand; high: SyntaxOperand }
  | { kind: 'in'; operand: SyntaxOperand; values: SyntaxOperand[] }
  | { kind: 'call'; name: Exclude<FunctionName, 'size'>; args: SyntaxOperand[] }
  | { kind: 'and' | 'or'; conditions: SyntaxCondition[] }
  | { kind: 'not'; condition: SyntaxCondition }
) & { offset: number; end: number; parens: number };

/** Calls every operand in a condition tree, including function arguments and IN lists. */
export function forEachOperand(c: SyntaxCondition, visit: (o: SyntaxOperand) => void): void {
  const walk = (o: SyntaxOperand): void => {
    visit(o);
    if (o.kind === 'call') o.args.forEach(walk);
  };
  switch (c.kind) {
    case 'compare':
      walk(c.left);
      walk(c.right);
      return;
    case 'between':
      [c.operand, c.low, c.high].forEach(walk);
      return;
    case 'in':
      [c.operand, ...c.values].forEach(walk);
      return;
    case 'call':
      c.args.forEach(walk);
      return;
    case 'and':
    case 'or':
      c.conditions.forEach((x) => forEachOperand(x, visit));
      return;
    case 'not':
      forEachOperand(c.condition, visit);
  }
}

/** Every path in a condition tree, function arguments included. */
export function conditionPaths(c: SyntaxCondition): SyntaxPath[] {
  const out: SyntaxPath[] = [];
  forEachOperand(c, (o) => {
    if (o.kind === 'path') out.push(o.path);
  });
  return out;
}

/**
 * How many operators DynamoDB's 300-per-expression limit sees in a condition: each comparator,
 * BETWEEN, IN, NOT, each AND / OR keyword, and each function call, size() included.
 */
export function countOperators(c: SyntaxCondition): number {
  switch (c.kind) {
    case 'and':
    case 'or':
      // One keyword between each pair of conditions: "a AND b AND c" holds two.
      return c.conditions.reduce((n, x) => n + countOperators(x), c.conditions.length - 1);
    case 'not':
      return 1 + countOperators(c.condition);
    default: {
      let n = 1;
      forEachOperand(c, (o) => {
        if (o.kind === 'call') n++;
      });
      return n;
    }
  }
}
