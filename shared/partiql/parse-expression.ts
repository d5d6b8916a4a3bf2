/**
 * PartiQL expressions as DynamoDB reads them: OR, AND, NOT, comparisons, BETWEEN, IN, IS [NOT]
 * MISSING/NULL, function calls, paths, `?` parameters and literals (strings, numbers, booleans,
 * NULL, lists, maps, bags). Precedence from loosest: OR, AND, NOT, comparison, + - ||, unary -.
 */
import { span, type PqExpr, type PqSegment } from './ast.js';
import type { Cursor } from './cursor.js';

const COMPARISONS = new Set(['=', '<>', '!=', '<', '<=', '>', '>=']);
/** Words that end an expression, so `a FROM` reads as "a path, then FROM". */
export const RESERVED = new Set(['SELECT', 'FROM', 'WHERE', 'AND', 'OR', 'NOT', 'BETWEEN', 'IN', 'IS', 'LIKE', 'ORDER', 'BY', 'ASC', 'DESC',
  'SET', 'REMOVE', 'VALUE', 'VALUES', 'INTO', 'RETURNING', 'LIMIT', 'GROUP', 'HAVING', 'JOIN', 'UNION', 'AS']);

export function parseExpression(c: Cursor): PqExpr {
  return parseOr(c);
}

function parseOr(c: Cursor): PqExpr {
  let left = parseAnd(c);
  while (c.isWord('OR')) {
    const op = c.next();
    const right = parseAnd(c);
    left = { kind: 'binary', op: 'OR', left, right, at: span(left.at.offset, right.at.end), opAt: span(op.offset, op.end) };
  }
  return left;
}

function parseAnd(c: Cursor): PqExpr {
  let left = parseNot(c);
  while (c.isWord('AND')) {
    const op = c.next();
    const right = parseNot(c);
    left = { kind: 'binary', op: 'AND', left, right, at: span(left.at.offset, right.at.end), opAt: span(op.offset, op.end) };
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
    return { kind: 'binary', op: t.text === '!=' ? '<>' : t.text, left, right, at: span(left.at.offset, right.at.end), opAt: span(t.offset, t.end) };
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
      do values.push(parseAdditive(c)); while (c.takePunct(','));
    }
    c.expectPunct(close, 'to close the IN list');
    return { kind: 'in', operand: left, values, not, at: span(left.at.offset, c.lastEnd()), listAt: span(open.offset, c.lastEnd()) };
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
    return { kind: 'is', operand: left, what: w.text.toUpperCase(), not: isNot, at: span(left.at.offset, w.end), whatAt: span(w.offset, w.end) };
  }
  return left;
}

function parseAdditive(c: Cursor): PqExpr {
  let left = parseUnary(c);
  while (c.isPunct('+') || c.isPunct('-') || c.isPunct('||') || c.isPunct('*') || c.isPunct('/') || c.isPunct('%')) {
    const op = c.next();
    const right = parseUnary(c);
    left = { kind: 'binary', op: op.text, left, right, at: span(left.at.offset, right.at.end), opAt: span(op.offset, op.end) };
  }
  return left;
}

function parseUnary(c: Cursor): PqExpr {
  if (c.isPunct('-')) {
    const t = c.next();
    const n = c.peek();
    if (n.kind === 'number' && n.offset === t.end) {
      c.next();
      return { kind: 'literal', value: { N: `-${n.text}` }, at: span(t.offset, n.end) };
    }
    const operand = parseUnary(c);
    return { kind: 'negate', operand, at: span(t.offset, operand.at.end) };
  }
  return parsePrimary(c);
}

function parsePrimary(c: Cursor): PqExpr {
  const t = c.peek();
  switch (t.kind) {
    case 'param':
      c.next();
      return { kind: 'param', index: c.paramCount++, at: span(t.offset, t.end) };
    case 'string':
      c.next();
      return { kind: 'literal', value: { S: t.text }, at: span(t.offset, t.end) };
    case 'number':
      c.next();
      return { kind: 'literal', value: { N: t.text }, at: span(t.offset, t.end) };
    case 'quoted':
      c.next();
      return pathRest(c, t.text, t.offset);
    case 'word': {
      const upper = t.text.toUpperCase();
      if (upper === 'TRUE' || upper === 'FALSE') { c.next(); return { kind: 'literal', value: { BOOL: upper === 'TRUE' }, at: span(t.offset, t.end) }; }
      if (upper === 'NULL') { c.next(); return { kind: 'literal', value: { NULL: true }, at: span(t.offset, t.end) }; }
      if (upper === 'MISSING') { c.next(); return { kind: 'missing', at: span(t.offset, t.end) }; }
      if (c.isPunct('(', 1)) return call(c);
      if (RESERVED.has(upper)) c.fail('expected a value or an attribute name');
      c.next();
      return pathRest(c, t.text, t.offset);
    }
    case 'punct':
      if (t.text === '(') {
        c.next();
        const inner = parseExpression(c);
        c.expectPunct(')', 'to close the parenthesis');
        return { ...inner, at: span(t.offset, c.lastEnd()) };
      }
      if (t.text === '[') return collection(c, '[', ']', 'list');
      if (t.text === '<<') return collection(c, '<<', '>>', 'bag');
      if (t.text === '{') return map(c);
      break;
    default:
      break;
  }
  return c.fail('expected a value or an attribute name');
}

function call(c: Cursor): PqExpr {
  const name = c.next();
  c.next(); // (
  const args: PqExpr[] = [];
  if (c.isPunct('*')) {
    const star = c.next();
    args.push({ kind: 'path', segments: ['*'], at: span(star.offset, star.end) });
  } else if (!c.isPunct(')')) {
    do args.push(parseExpression(c)); while (c.takePunct(','));
  }
  c.expectPunct(')', `to close ${name.text}(`);
  return { kind: 'call', name: name.text.toLowerCase(), args, at: span(name.offset, c.lastEnd()), nameAt: span(name.offset, name.end) };
}

function collection(c: Cursor, open: string, close: string, kind: 'list' | 'bag'): PqExpr {
  const start = c.next().offset;
  void open;
  const items: PqExpr[] = [];
  if (!c.isPunct(close)) {
    do items.push(parseExpression(c)); while (c.takePunct(','));
  }
  c.expectPunct(close, `to close the ${kind}`);
  return { kind, items, at: span(start, c.lastEnd()) };
}

function map(c: Cursor): PqExpr {
  const start = c.next().offset;
  const entries: Array<{ key: string; value: PqExpr }> = [];
  if (!c.isPunct('}')) {
    do {
      const k = c.peek();
      if (k.kind !== 'string') c.fail("expected a key in single quotes, such as 'pk'");
      c.next();
      c.expectPunct(':', 'after the key');
      entries.push({ key: k.text, value: parseExpression(c) });
    } while (c.takePunct(','));
  }
  c.expectPunct('}', 'to close the map');
  return { kind: 'map', entries, at: span(start, c.lastEnd()) };
}

/** The rest of a path after its first name: .name, ."name", [0], ['key']. */
export function pathRest(c: Cursor, first: string, offset: number): PqExpr {
  const segments: PqSegment[] = [first];
  for (;;) {
    if (c.isPunct('.') && (c.peek(1).kind === 'word' || c.peek(1).kind === 'quoted')) {
      c.next();
      segments.push(c.next().text);
    } else if (c.isPunct('[')) {
      c.next();
      const t = c.next();
      if (t.kind === 'number' && /^[0-9]+$/.test(t.text)) segments.push(Number(t.text));
      else if (t.kind === 'string') segments.push(t.text);
      else c.fail('expected a list index (a whole number) or a map key in quotes inside [ ]', t);
      c.expectPunct(']', 'to close the index');
    } else break;
  }
  return { kind: 'path', segments, at: span(offset, c.lastEnd()) };
}
