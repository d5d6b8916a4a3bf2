/**
 * PartiQL expressions as DynamoDB reads them: OR, AND, NOT, comparisons, BETWEEN, IN, IS [NOT]
 * MISSING/NULL, function calls, paths, `?` parameters and literals (strings, numbers, booleans,
 * NULL, lists, maps, bags). Precedence from loosest: OR, AND, NOT, comparison, + - ||, unary -.
 * The operands themselves (literals, paths, calls, collections) are read in parse-operand.ts.
 */
import { span, type PqExpr } from './ast.js';
import type { Cursor } from './cursor.js';
import { parseOperand } from './parse-operand.js';

const COMPARISONS = new Set(['=', '<>', '!=', '<', '<=', '>', '>=']);

export function parseExpression(c: Cursor): PqExpr {
  return parseOr(c);
}

function parseOr(c: Cursor): PqExpr {
  let left = parseAnd(c);
  while (c.isWord('OR')) {
    const op = c.next();
    const right = parseAnd(c);
    left = {
      kind: 'binary',
      op: 'OR',
      left,
      right,
      at: span(left.at.offset, right.at.end),
      opAt: span(op.offset, op.end),
    };
  }
  return left;
}

function parseAnd(c: Cursor): PqExpr {
  let left = parseNot(c);
  while (c.isWord('AND')) {
    const op = c.next();
    const right = parseNot(c);
    left = {
      kind: 'binary',
      op: 'AND',
      left,
      right,
      at: span(left.at.offset, right.at.end),
      opAt: span(op.offset, op.end),
    };
  }
  return left;
}

function parseNot(c: Cursor): PqExpr {
  if (c.isWord('NOT')) {
    const t = c.next();
    const operand = parseNot(c);
    return { kind: 'not', operand, at: span(t.offset, operand.at.end) };
  }
  return parseComparison(c);
}

function parseComparison(c: Cursor): PqExpr {
  const left = parseAdditive(c);
  const t = c.peek();
  if (t.kind === 'punct' && COMPARISONS.has(t.text)) {
    c.next();
    const right = parseAdditive(c);
    return {
      kind: 'binary',
      op: t.text === '!=' ? '<>' : t.text,
      left,
      right,
      at: span(left.at.offset, right.at.end),
      opAt: span(t.offset, t.end),
    };
  }
  const not = c.isWord('NOT') && (c.isWord('BETWEEN', 1) || c.isWord('IN', 1) || c.isWord('LIKE', 1));
  if (not) c.next();
  if (c.takeWord('BETWEEN')) {
    const low = parseAdditive(c);
    c.expectWord('AND', 'between the two bounds of BETWEEN');
    const high = parseAdditive(c);
    return { kind: 'between', operand: left, low, high, not, at: span(left.at.offset, high.at.end) };
  }
  if (c.takeWord('IN')) {
    const open = c.peek();
    if (!c.isPunct('(') && !c.isPunct('[')) c.fail('expected a list of values in ( ) or [ ] after IN');
    const close = c.next().text === '(' ? ')' : ']';
    const values: PqExpr[] = [];
    if (!c.isPunct(close)) {
      do values.push(parseAdditive(c));
      while (c.takePunct(','));
    }
    c.expectPunct(close, 'to close the IN list');
    return {
      kind: 'in',
      operand: left,
      values,
      not,
      at: span(left.at.offset, c.lastEnd()),
      listAt: span(open.offset, c.lastEnd()),
    };
  }
  if (c.takeWord('LIKE')) {
    const pattern = parseAdditive(c);
    return { kind: 'like', operand: left, pattern, at: span(left.at.offset, pattern.at.end) };
  }
  if (c.takeWord('IS')) {
    const isNot = c.takeWord('NOT');
    const w = c.peek();
    if (w.kind !== 'word') c.fail('expected MISSING, NULL or a type name after IS');
    c.next();
    return {
      kind: 'is',
      operand: left,
      what: w.text.toUpperCase(),
      not: isNot,
      at: span(left.at.offset, w.end),
      whatAt: span(w.offset, w.end),
    };
  }
  return left;
}

function parseAdditive(c: Cursor): PqExpr {
  let left = parseUnary(c);
  while (c.isPunct('+') || c.isPunct('-') || c.isPunct('||') || c.isPunct('*') || c.isPunct('/') || c.isPunct('%')) {
    const op = c.next();
    const right = parseUnary(c);
    left = {
      kind: 'binary',
      op: op.text,
      left,
      right,
      at: span(left.at.offset, right.at.end),
      opAt: span(op.offset, op.end),
    };
  }
  return left;
}

function parseUnary(c: Cursor): PqExpr {
  if (c.isPunct('-') || c.isPunct('+')) {
    const t = c.next();
    const operand = parseUnary(c);
    // A sign before a number is part of the number (`+7`, `- 7`, `+-7`), as DynamoDB reads it.
    if (operand.kind === 'literal' && 'N' in operand.value) {
      const n = operand.value.N;
      const value = t.text === '+' || n === '0' ? n : n.startsWith('-') ? n.slice(1) : `-${n}`;
      return { kind: 'literal', value: { N: value }, at: span(t.offset, operand.at.end) };
    }
    return { kind: 'negate', sign: t.text, operand, at: span(t.offset, operand.at.end) };
  }
  return parseOperand(c, parseExpression);
}
