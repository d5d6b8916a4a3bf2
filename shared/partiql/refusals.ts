/**
 * What DynamoDB refuses in a statement that parses: functions and operators PartiQL for DynamoDB
 * lacks, IN lists past 100 values or empty, IS with a type it does not know, MISSING compared with
 * `=`, a WHERE that is not a condition, projections of anything but attributes (or the same one
 * twice, or overlapping), ORDER BY without a partition key condition or on a non-key attribute, an
 * index the table lacks (keys and values: key-refusals.ts, value-refusals.ts). Each checked against AWS
 * DynamoDB Local (test/integration/partiql/).
 */
import type { TableDescription } from '../dynamo/types.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import type { PqExpr, PqProblem, PqStatement, Span } from './ast.js';
import { isAttribute, isValue } from './where-parts.js';

export const MAX_IN_VALUES = 100;
/** The types `IS` takes, as DynamoDB names them. */
export const IS_TYPES = ['MISSING', 'NULL', 'BOOLEAN', 'BOOL', 'BLOB', 'STRING', 'NUMERIC', 'STRUCT', 'TUPLE', 'LIST'];
const FUNCTIONS: Record<string, number> = {
  attribute_exists: 1,
  attribute_not_exists: 1,
  attribute_type: 2,
  begins_with: 2,
  contains: 2,
  size: 1,
};
const ATTRIBUTE_TYPES = ['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS'];

function problem(text: string, at: Span, message: string): PqProblem {
  return { message, offset: at.offset, end: at.end, token: text.slice(at.offset, at.end) };
}

export function refusals(text: string, s: PqStatement, table?: TableDescription): PqProblem[] {
  const out: PqProblem[] = [];
  const where =
    s.kind === 'select' ? s.where : s.kind === 'insert' ? undefined : s.kind === 'update' ? s.where : s.where;
  if (where) {
    if (!isCondition(where))
      out.push(
        problem(
          text,
          where.at,
          'WHERE needs a condition (a comparison, IN, BETWEEN, IS or a function such as begins_with)',
        ),
      );
    walk(text, where, out, true);
  }
  if (s.kind === 'select') {
    const seen: Array<{ segs: string; e: PqExpr }> = [];
    for (const p of s.projection ?? []) {
      if (p.kind !== 'path') {
        out.push(
          problem(text, p.at, 'SELECT lists attributes only: DynamoDB has no functions, values or expressions there'),
        );
        continue;
      }
      const key = JSON.stringify(p.segments);
      // PartiQL names each selected value by its path's last name: address.city and city collide.
      const last = (segs: string) => (JSON.parse(segs) as unknown[]).at(-1);
      const clash = seen.find(
        (o) =>
          o.segs === key ||
          prefixOf(o.segs, key) ||
          prefixOf(key, o.segs) ||
          (typeof p.segments.at(-1) === 'string' && last(o.segs) === p.segments.at(-1)),
      );
      if (clash)
        out.push(
          problem(
            text,
            p.at,
            clash.segs === key
              ? 'this attribute is selected twice'
              : prefixOf(clash.segs, key) || prefixOf(key, clash.segs)
                ? 'this path overlaps another selected path; keep one of them'
                : `two selected paths end in the same name (${String(p.segments.at(-1))}), which PartiQL uses to name them; DynamoDB refuses the duplicate: keep one`,
          ),
        );
      seen.push({ segs: key, e: p });
    }
    if (table) {
      if (s.from.index !== undefined) {
        const r = keySchemaFor(table, s.from.index);
        if (!r.ok) out.push(problem(text, s.from.at, r.message));
      }
      const schema = keySchemaFor(table, s.from.index);
      if (schema.ok) {
        if (s.orderBy.length > 0) {
          if (!s.where)
            out.push(problem(text, s.orderBy[0]!.path.at, 'ORDER BY needs a WHERE clause with the partition key'));
          else if (!hashKeyHeld(s.where, schema.schema.partitionKey))
            out.push(
              problem(
                text,
                s.orderBy[0]!.path.at,
                `ORDER BY needs a condition on the partition key ${schema.schema.partitionKey} (= IN < > BETWEEN begins_with) in every alternative of WHERE`,
              ),
            );
          const keys = [schema.schema.partitionKey, schema.schema.sortKey].filter((k): k is string => k !== undefined);
          for (const o of s.orderBy) {
            const p = o.path;
            if (p.kind !== 'path' || p.segments.length !== 1 || !keys.includes(String(p.segments[0]))) {
              out.push(problem(text, p.at, `ORDER BY takes only the key attributes (${keys.join(', ')})`));
            }
          }
        }
      }
    }
  }
  return out;
}

/**
 * Whether every alternative of WHERE compares the partition key with a value (a comparison, IN,
 * BETWEEN, begins_with): DynamoDB's "non-optional hash key condition" that ORDER BY needs.
 * `pk = 'A' OR pk > 'B'` holds it; `pk = 'A' OR total = 1` and `pk = sk` do not.
 */
function hashKeyHeld(e: PqExpr, pk: string): boolean {
  switch (e.kind) {
    case 'binary':
      if (e.op === 'AND') return hashKeyHeld(e.left, pk) || hashKeyHeld(e.right, pk);
      if (e.op === 'OR') return hashKeyHeld(e.left, pk) && hashKeyHeld(e.right, pk);
      return (isAttribute(e.left, pk) && isValue(e.right)) || (isAttribute(e.right, pk) && isValue(e.left));
    case 'in':
    case 'between':
      return isAttribute(e.operand, pk);
    case 'call':
      return e.name === 'begins_with' && e.args[0] !== undefined && isAttribute(e.args[0], pk);
    default:
      return false;
  }
}

function prefixOf(a: string, b: string): boolean {
  return b.startsWith(a.slice(0, -1) + ',');
}

function isCondition(e: PqExpr): boolean {
  switch (e.kind) {
    case 'binary':
      return ['AND', 'OR', '=', '<>', '<', '<=', '>', '>='].includes(e.op);
    case 'not':
      return isCondition(e.operand);
    case 'between':
    case 'in':
    case 'is':
    case 'like':
      return true;
    case 'call':
      return e.name !== 'size';
    default:
      return false;
  }
}

function walk(text: string, e: PqExpr, out: PqProblem[], conditionExpected: boolean): void {
  switch (e.kind) {
    case 'binary':
      if (e.op === 'AND' || e.op === 'OR') {
        for (const side of [e.left, e.right]) {
          if (!isCondition(side)) out.push(problem(text, side.at, `both sides of ${e.op} must be conditions`));
          walk(text, side, out, true);
        }
        return;
      }
      if (!['=', '<>', '<', '<=', '>', '>='].includes(e.op)) {
        out.push(problem(text, e.opAt, `DynamoDB's PartiQL has no "${e.op}" operator in conditions`));
      }
      if (
        e.left.kind === 'path' &&
        e.right.kind === 'path' &&
        JSON.stringify(e.left.segments) === JSON.stringify(e.right.segments)
      ) {
        out.push(problem(text, e.at, 'an attribute compared with itself: DynamoDB needs two different operands'));
      }
      for (const side of [e.left, e.right]) {
        if (side.kind === 'missing')
          out.push(problem(text, side.at, 'MISSING is tested with IS MISSING or IS NOT MISSING, not compared'));
        walk(text, side, out, false);
      }
      return;
    case 'negate':
      out.push(
        problem(
          text,
          e.at,
          `DynamoDB's PartiQL has no unary ${e.sign} on an attribute or expression; a sign goes only before a number`,
        ),
      );
      return;
    case 'not':
      walk(text, e.operand, out, true);
      return;
    case 'like':
      out.push(
        problem(
          text,
          e.at,
          "DynamoDB's PartiQL has no LIKE; use begins_with(attribute, 'prefix') or contains(attribute, 'text')",
        ),
      );
      return;
    case 'in':
      if (e.values.length === 0) out.push(problem(text, e.listAt, 'IN needs at least one value'));
      if (e.values.length > MAX_IN_VALUES)
        out.push(problem(text, e.listAt, `IN takes at most ${MAX_IN_VALUES} values; this list has ${e.values.length}`));
      if (e.operand.kind !== 'path') out.push(problem(text, e.operand.at, 'IN must follow an attribute name'));
      for (const v of [e.operand, ...e.values]) walk(text, v, out, false);
      return;
    case 'between':
      for (const v of [e.operand, e.low, e.high]) walk(text, v, out, false);
      if (e.low.kind === 'literal' && e.high.kind === 'literal') {
        const lt = Object.keys(e.low.value)[0];
        const ht = Object.keys(e.high.value)[0];
        if (lt !== ht) out.push(problem(text, e.at, 'the two bounds of BETWEEN must be of the same type'));
        else if (lt === 'S' || lt === 'N') {
          const lo = e.low.value as Record<string, string>;
          const hi = e.high.value as Record<string, string>;
          const less = lt === 'N' ? Number(hi.N) < Number(lo.N) : hi.S! < lo.S!;
          if (less) out.push(problem(text, e.at, 'BETWEEN needs the lower bound first'));
        }
      }
      return;
    case 'is':
      if (!IS_TYPES.includes(e.what)) out.push(problem(text, e.whatAt, `IS takes ${IS_TYPES.join(', ')}`));
      walk(text, e.operand, out, false);
      return;
    case 'call': {
      const arity = FUNCTIONS[e.name];
      if (arity === undefined) {
        out.push(
          problem(
            text,
            e.nameAt,
            `DynamoDB's PartiQL has no function ${e.name}; it has ${Object.keys(FUNCTIONS).join(', ')}`,
          ),
        );
        return;
      }
      if (e.args.length !== arity)
        out.push(problem(text, e.at, `${e.name} takes ${arity} argument${arity > 1 ? 's' : ''}, not ${e.args.length}`));
      if (e.name === 'size' && conditionExpected)
        out.push(problem(text, e.at, 'size(...) is a number: compare it, as in size(tags) > 2'));
      if (e.name === 'attribute_type' && e.args[1]?.kind === 'literal') {
        const t = (e.args[1].value as { S?: string }).S;
        if (t === undefined || !ATTRIBUTE_TYPES.includes(t))
          out.push(problem(text, e.args[1].at, `attribute_type takes one of ${ATTRIBUTE_TYPES.join(', ')}`));
      }
      for (const a of e.args) walk(text, a, out, false);
      return;
    }
    case 'list':
    case 'bag':
      for (const i of e.items) walk(text, i, out, false);
      return;
    case 'map':
      for (const en of e.entries) walk(text, en.value, out, false);
      return;
    default:
      return;
  }
}
