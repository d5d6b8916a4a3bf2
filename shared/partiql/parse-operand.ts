/**
 * The operands of a PartiQL expression (parse-expression.ts): `?` parameters, literals (strings,
 * numbers, booleans, NULL, MISSING), paths, function calls, parenthesised expressions, lists, bags
 * and maps. The expression parser is passed in, for what an operand holds inside, so the two files
 * do not import each other.
 */
import { span, type PqExpr, type PqSegment } from './ast.js';
import type { Cursor } from './cursor.js';
import { isReservedWord } from './reserved-words.js';
import { normalizeNumber } from '../dynamo/numbers.js';

/** Words that end an expression, so `a FROM` reads as "a path, then FROM". */
export const RESERVED = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'BETWEEN',
  'IN',
  'IS',
  'LIKE',
  'ORDER',
  'BY',
  'ASC',
  'DESC',
  'SET',
  'REMOVE',
  'VALUE',
  'VALUES',
  'INTO',
  'RETURNING',
  'LIMIT',
  'GROUP',
  'HAVING',
  'JOIN',
  'UNION',
  'AS',
]);

/** A number as DynamoDB's PartiQL stores it: `5.` is 5, `+7` is 7, `1.50e2` is 150 (checked against DynamoDB Local). */
export function wireNumber(text: string): string {
  return normalizeNumber(text);
}

/** A value, a path, a call, a parenthesised expression, a list, a bag or a map. */
export function parseOperand(c: Cursor, parseExpression: (c: Cursor) => PqExpr): PqExpr {
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
      return { kind: 'literal', value: { N: wireNumber(t.text) }, at: span(t.offset, t.end) };
    case 'quoted':
      c.next();
      return pathRest(c, t.text, t.offset);
    case 'word': {
      const upper = t.text.toUpperCase();
      if (upper === 'TRUE' || upper === 'FALSE') {
        c.next();
        return { kind: 'literal', value: { BOOL: upper === 'TRUE' }, at: span(t.offset, t.end) };
      }
      if (upper === 'NULL') {
        c.next();
        return { kind: 'literal', value: { NULL: true }, at: span(t.offset, t.end) };
      }
      if (upper === 'MISSING') {
        c.next();
        return { kind: 'missing', at: span(t.offset, t.end) };
      }
      if (c.isPunct('(', 1)) return call(c, parseExpression);
      if (RESERVED.has(upper)) c.fail('expected a value or an attribute name');
      bareName(c);
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
      if (t.text === '[') return collection(c, '[', ']', 'list', parseExpression);
      if (t.text === '<<') return collection(c, '<<', '>>', 'bag', parseExpression);
      if (t.text === '{') return map(c, parseExpression);
      break;
    default:
      break;
  }
  return c.fail('expected a value or an attribute name');
}

function call(c: Cursor, parseExpression: (c: Cursor) => PqExpr): PqExpr {
  const name = c.next();
  c.next(); // (
  const args: PqExpr[] = [];
  if (c.isPunct('*')) {
    const star = c.next();
    args.push({ kind: 'path', segments: ['*'], at: span(star.offset, star.end) });
  } else if (!c.isPunct(')')) {
    do args.push(parseExpression(c));
    while (c.takePunct(','));
  }
  c.expectPunct(')', `to close ${name.text}(`);
  return {
    kind: 'call',
    name: name.text.toLowerCase(),
    args,
    at: span(name.offset, c.lastEnd()),
    nameAt: span(name.offset, name.end),
  };
}

function collection(
  c: Cursor,
  open: string,
  close: string,
  kind: 'list' | 'bag',
  parseExpression: (c: Cursor) => PqExpr,
): PqExpr {
  const start = c.next().offset;
  void open;
  const items: PqExpr[] = [];
  if (!c.isPunct(close)) {
    do items.push(parseExpression(c));
    while (c.takePunct(','));
  }
  c.expectPunct(close, `to close the ${kind}`);
  return { kind, items, at: span(start, c.lastEnd()) };
}

function map(c: Cursor, parseExpression: (c: Cursor) => PqExpr): PqExpr {
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

/**
 * A bare word where a name goes: a keyword there makes DynamoDB refuse the statement as not well
 * formed, so it is refused here at its place, with the way out (double quotes).
 */
export function bareName(c: Cursor): void {
  const t = c.peek();
  if (t.kind === 'word' && isReservedWord(t.text))
    c.refuse(
      `${t.text} is a keyword of DynamoDB's PartiQL, so DynamoDB refuses it as a name (the statement is not well formed): write it in double quotes, "${t.text}"`,
    );
}

/** The rest of a path after its first name: .name, ."name", [0], ['key']. */
export function pathRest(c: Cursor, first: string, offset: number): PqExpr {
  const segments: PqSegment[] = [first];
  for (;;) {
    if (c.isPunct('.') && (c.peek(1).kind === 'word' || c.peek(1).kind === 'quoted')) {
      c.next();
      if (c.peek().kind === 'word') bareName(c);
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
