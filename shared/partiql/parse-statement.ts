/**
 * PartiQL statements as DynamoDB takes them: SELECT (projection, FROM "table"."index", WHERE,
 * ORDER BY), INSERT INTO ... VALUE {...}, UPDATE ... SET/REMOVE ... WHERE, DELETE FROM ... WHERE.
 * `parseStatement` never throws: it answers the statement or the problem with its place.
 */
import {
  span,
  type PqExpr,
  type PqOrderBy,
  type PqProblem,
  type PqStatement,
  type PqTarget,
  type PqUpdateAction,
} from './ast.js';
import { Cursor, PqParseError } from './cursor.js';
import { parseExpression } from './parse-expression.js';
import { bareName, pathRest } from './parse-operand.js';

export type ParseResult = { ok: true; statement: PqStatement; paramCount: number } | { ok: false; problem: PqProblem };

export function parseStatement(text: string): ParseResult {
  const c = new Cursor(text);
  try {
    const statement = statementOf(c);
    c.takePunct(';');
    if (c.peek().kind !== 'end') c.fail('expected the end of the statement');
    return { ok: true, statement, paramCount: c.paramCount };
  } catch (e) {
    if (e instanceof PqParseError) return { ok: false, problem: e.problem };
    throw e;
  }
}

function statementOf(c: Cursor): PqStatement {
  const start = c.peek().offset;
  if (c.takeWord('SELECT')) return select(c, start);
  if (c.takeWord('INSERT')) {
    c.expectWord('INTO', 'after INSERT');
    const into = target(c, false);
    if (c.isWord('VALUES')) c.fail('DynamoDB takes one item per INSERT: expected VALUE (not VALUES)');
    c.expectWord('VALUE', 'after the table name');
    const value = parseExpression(c);
    return { kind: 'insert', into, value, at: span(start, c.lastEnd()) };
  }
  if (c.takeWord('UPDATE')) {
    const t = target(c, false);
    const actions: PqUpdateAction[] = [];
    while (c.isWord('SET') || c.isWord('REMOVE')) {
      if (c.takeWord('SET')) {
        do {
          const path = pathOnly(c, 'after SET');
          c.expectPunct('=', 'after the attribute to SET');
          actions.push({ kind: 'set', path, value: parseExpression(c) });
        } while (c.takePunct(','));
      } else {
        c.next();
        actions.push({ kind: 'remove', path: pathOnly(c, 'after REMOVE') });
        // DynamoDB Local refuses `REMOVE a, b` as not well formed: one path per REMOVE.
        if (c.isPunct(',')) c.fail('DynamoDB takes one attribute per REMOVE: write REMOVE a REMOVE b');
      }
    }
    if (actions.length === 0) c.fail('expected SET or REMOVE after the table name');
    const where = c.takeWord('WHERE') ? parseExpression(c) : undefined;
    const returning = returningOf(c);
    return {
      kind: 'update',
      target: t,
      actions,
      ...(where ? { where } : {}),
      ...(returning ? { returning } : {}),
      at: span(start, c.lastEnd()),
    };
  }
  if (c.takeWord('DELETE')) {
    c.expectWord('FROM', 'after DELETE');
    const from = target(c, false);
    const where = c.takeWord('WHERE') ? parseExpression(c) : undefined;
    const returning = returningOf(c);
    return {
      kind: 'delete',
      from,
      ...(where ? { where } : {}),
      ...(returning ? { returning } : {}),
      at: span(start, c.lastEnd()),
    };
  }
  return c.fail('expected SELECT, INSERT, UPDATE or DELETE');
}

function select(c: Cursor, start: number): PqStatement {
  let projection: PqExpr[] | undefined;
  if (!c.takePunct('*')) {
    projection = [];
    do projection.push(parseExpression(c));
    while (c.takePunct(','));
  }
  c.expectWord('FROM', 'after what to select');
  const from = target(c, true);
  const where = c.takeWord('WHERE') ? parseExpression(c) : undefined;
  const orderBy: PqOrderBy[] = [];
  if (c.takeWord('ORDER')) {
    c.expectWord('BY', 'after ORDER');
    do {
      const path = pathOnly(c, 'after ORDER BY');
      const descending = c.takeWord('DESC');
      if (!descending) c.takeWord('ASC');
      orderBy.push({ path, descending });
    } while (c.takePunct(','));
  }
  return {
    kind: 'select',
    ...(projection ? { projection } : {}),
    from,
    ...(where ? { where } : {}),
    orderBy,
    at: span(start, c.lastEnd()),
  };
}

/** "Table" or Table, and for a SELECT "Table"."Index". */
function target(c: Cursor, indexAllowed: boolean): PqTarget {
  const t = c.peek();
  if (t.kind !== 'quoted' && t.kind !== 'word')
    c.fail('expected a table name (in double quotes if it has dots or dashes)');
  bareName(c);
  c.next();
  let index: string | undefined;
  if (c.isPunct('.')) {
    if (!indexAllowed) c.fail('only a SELECT reads from an index');
    c.next();
    const i = c.peek();
    if (i.kind !== 'quoted' && i.kind !== 'word') c.fail('expected an index name after the dot');
    bareName(c);
    c.next();
    index = i.text;
  }
  return { table: t.text, ...(index !== undefined ? { index } : {}), at: span(t.offset, c.lastEnd()) };
}

function pathOnly(c: Cursor, context: string): PqExpr {
  const t = c.peek();
  if (t.kind !== 'quoted' && t.kind !== 'word') c.fail(`expected an attribute name ${context}`);
  bareName(c);
  c.next();
  return pathRest(c, t.text, t.offset);
}

function returningOf(c: Cursor): string | undefined {
  if (!c.takeWord('RETURNING')) return undefined;
  const parts: string[] = [];
  for (let k = 0; k < 3; k++) {
    const t = c.peek();
    if (t.kind !== 'word') break;
    c.next();
    parts.push(t.text.toUpperCase());
  }
  if (c.takePunct('*')) parts.push('*');
  if (parts.length === 0) c.fail('expected ALL OLD *, MODIFIED OLD *, ALL NEW * or MODIFIED NEW * after RETURNING');
  return parts.join(' ');
}
