/**
 * The checks DynamoDB makes inside any one expression, whatever it is for: bare names that must be
 * placeholders, redundant parentheses, paths deeper than 32 levels, operand types of functions,
 * BETWEEN bounds, IN's 100 operands, an attribute compared with itself. It also resolves every
 * placeholder, so undefined ones are reported and used ones counted.
 */
import type { AttributeValue } from '../dynamo/types.js';
import { compareValues, typeOf } from './compare-values.js';
import { ATTRIBUTE_TYPE_NAMES } from './model.js';
import { isReservedWord } from './reserved-words.js';
import type { FieldResolver } from './resolve.js';
import type { SyntaxCondition, SyntaxOperand, SyntaxPath } from './syntax.js';

export const MAX_PATH_DEPTH = 32;
export const MAX_IN_OPERANDS = 100;

/** Reserved words that DynamoDB still reads as bare attribute names (checked against DynamoDB Local). */
const BARE_RESERVED = new Set(['SIZE', 'CONVERT']);
/** The types `<`, `<=`, `>`, `>=` and BETWEEN can order; DynamoDB refuses the others as operands. */
const ORDERED_TYPES = ['S', 'N', 'B'];

const REDUNDANT = 'DynamoDB refuses redundant parentheses (two pairs around the same thing); remove one pair';

export function checkPath(p: SyntaxPath, r: FieldResolver): void {
  for (const s of p.segments) {
    if (s.kind !== 'name') continue;
    if (s.placeholder) {
      r.name(s.text, true, s.offset);
    } else if (isReservedWord(s.text) && !BARE_RESERVED.has(s.text.toUpperCase())) {
      r.problem(
        s.offset,
        s.text,
        `"${s.text}" is a DynamoDB reserved word; write it as a placeholder (such as #n0) defined in ExpressionAttributeNames`,
      );
    } else if (!/^[A-Za-z]/.test(s.text)) {
      r.problem(
        s.offset,
        s.text,
        `a bare attribute name must start with a letter; write "${s.text}" as a placeholder (such as #n0) defined in ExpressionAttributeNames`,
      );
    }
  }
  if (p.segments.length > MAX_PATH_DEPTH) {
    r.problem(
      p.offset,
      undefined,
      `this document path has ${p.segments.length} levels; DynamoDB allows at most ${MAX_PATH_DEPTH}`,
    );
  }
}

/** Checks an operand and returns its value when it is a placeholder that resolves. */
function checkOperand(o: SyntaxOperand, r: FieldResolver): AttributeValue | undefined {
  if (o.parens >= 2) r.problem(o.offset, r.text.slice(o.offset, o.end), REDUNDANT);
  switch (o.kind) {
    case 'path':
      checkPath(o.path, r);
      return undefined;
    case 'value':
      return r.validValue(o.text, o.offset);
    case 'call': {
      const arg = o.args[0]!;
      const v = checkOperand(arg, r);
      if (v && ['N', 'BOOL', 'NULL'].includes(typeOf(v))) {
        r.problem(
          arg.offset,
          arg.kind === 'value' ? arg.text : undefined,
          `size() measures strings, binary, sets, lists and maps; ${describe(arg, v)} has no size`,
        );
      }
      if (arg.kind === 'call') {
        r.problem(
          arg.offset,
          r.text.slice(arg.offset, arg.end),
          'size() measures strings, binary, sets, lists and maps; the size of something is a number (N), which has no size',
        );
      }
      return undefined;
    }
  }
}

function describe(o: SyntaxOperand, v: AttributeValue): string {
  return `${o.kind === 'value' ? o.text : 'the value'} is of type ${typeOf(v)}`;
}

export function checkCondition(c: SyntaxCondition, r: FieldResolver): void {
  if (c.parens >= 2) r.problem(c.offset, undefined, REDUNDANT);
  const src = (o: { offset: number; end: number }) => r.text.slice(o.offset, o.end);
  switch (c.kind) {
    case 'and':
    case 'or':
      c.conditions.forEach((x) => checkCondition(x, r));
      return;
    case 'not':
      checkCondition(c.condition, r);
      return;
    case 'compare': {
      const left = checkOperand(c.left, r);
      const right = checkOperand(c.right, r);
      if (c.op !== '=' && c.op !== '<>') {
        ordered(c.left, left, c.op, r);
        ordered(c.right, right, c.op, r);
      }
      distinct(c.left, c.right, c.op, r);
      return;
    }
    case 'between': {
      const operand = checkOperand(c.operand, r);
      const low = checkOperand(c.low, r);
      const high = checkOperand(c.high, r);
      ordered(c.operand, operand, 'BETWEEN', r);
      const lowOrdered = ordered(c.low, low, 'BETWEEN', r);
      const highOrdered = ordered(c.high, high, 'BETWEEN', r);
      if (low && high && lowOrdered && highOrdered) checkBounds(low, high, c.low, r);
      distinct(c.operand, c.low, 'BETWEEN', r);
      distinct(c.operand, c.high, 'BETWEEN', r);
      return;
    }
    case 'in': {
      checkOperand(c.operand, r);
      c.values.forEach((v) => {
        checkOperand(v, r);
        distinct(c.operand, v, 'IN', r);
      });
      if (c.values.length > MAX_IN_OPERANDS) {
        r.problem(
          c.values[MAX_IN_OPERANDS]!.offset,
          src(c.values[MAX_IN_OPERANDS]!),
          `IN takes at most ${MAX_IN_OPERANDS} values, found ${c.values.length}; split the list into several conditions joined with OR`,
        );
      }
      return;
    }
    case 'call': {
      const values = c.args.map((a) => checkOperand(a, r));
      if (c.args.length === 2) distinct(c.args[0]!, c.args[1]!, c.name, r);
      if (c.name === 'begins_with') {
        c.args.forEach((a, i) => {
          const v = values[i];
          if (v && !['S', 'B'].includes(typeOf(v))) {
            r.problem(a.offset, src(a), `begins_with works on strings (S) and binary (B); ${describe(a, v)}`);
          }
        });
      }
      if (c.name === 'attribute_type') checkTypeName(c.args[1]!, values[1], r);
      return;
    }
  }
}

/** An operand of <, <=, >, >= or BETWEEN must be a string, number or binary; false when it is not. */
function ordered(o: SyntaxOperand, v: AttributeValue | undefined, op: string, r: FieldResolver): boolean {
  if (!v || ORDERED_TYPES.includes(typeOf(v))) return true;
  const token = o.kind === 'value' ? o.text : r.text.slice(o.offset, o.end);
  r.problem(
    o.offset,
    token,
    `${op} orders strings (S), numbers (N) and binary (B) only; ${describe(o, v)}, which has no order. Test it with = or <> instead`,
  );
  return false;
}

function checkTypeName(o: SyntaxOperand, v: AttributeValue | undefined, r: FieldResolver): void {
  const valid = ATTRIBUTE_TYPE_NAMES.join(', ');
  if (o.kind !== 'value') {
    r.problem(
      o.offset,
      r.text.slice(o.offset, o.end),
      `attribute_type takes a value placeholder holding a type name (${valid})`,
    );
  } else if (v && !('S' in v && (ATTRIBUTE_TYPE_NAMES as readonly string[]).includes(v.S))) {
    r.problem(o.offset, o.text, `${o.text} must hold a type name as a string, one of ${valid}, such as {"S":"N"}`);
  }
}

/** DynamoDB refuses comparing an attribute with itself. */
function distinct(a: SyntaxOperand, b: SyntaxOperand, op: string, r: FieldResolver): void {
  if (a.kind !== 'path' || b.kind !== 'path' || a.path.segments.length !== b.path.segments.length) return;
  const same = a.path.segments.every((s, i) => {
    const t = b.path.segments[i]!;
    if (s.kind === 'index' || t.kind === 'index')
      return s.kind === t.kind && (s as { index: number }).index === (t as { index: number }).index;
    return r.name(s.text, s.placeholder, s.offset) === r.name(t.text, t.placeholder, t.offset);
  });
  if (same)
    r.problem(
      b.offset,
      r.text.slice(b.offset, b.end),
      `${op} compares ${r.text.slice(a.offset, a.end)} with itself; DynamoDB requires two different operands`,
    );
}

/** BETWEEN's bounds: the same type, and low <= high in DynamoDB's ordering. */
export function checkBounds(
  low: AttributeValue,
  high: AttributeValue,
  lowOperand: SyntaxOperand,
  r: FieldResolver,
): void {
  const token = r.text.slice(lowOperand.offset, lowOperand.end);
  if (typeOf(low) !== typeOf(high)) {
    r.problem(
      lowOperand.offset,
      token,
      `BETWEEN needs both bounds of the same type; the lower bound is ${typeOf(low)} and the upper bound is ${typeOf(high)}`,
    );
    return;
  }
  const order = compareValues(low, high);
  if (order !== undefined && order > 0) {
    r.problem(
      lowOperand.offset,
      token,
      `BETWEEN's lower bound ${show(low)} is greater than its upper bound ${show(high)}; swap them`,
    );
  }
}

function show(v: AttributeValue): string {
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
