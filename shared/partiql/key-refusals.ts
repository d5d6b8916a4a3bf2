/**
 * What DynamoDB refuses about keys and names, which needs the described table: a key attribute
 * compared with a value of another type or with an empty string (anywhere in WHERE, in a Scan's
 * filter too; the keys are the table's and, reading an index, the index's), begins_with on a
 * number key, an operand DynamoDB cannot order (NULL, a boolean, a list, a map or a set with < or
 * BETWEEN, anything but a string as begins_with's prefix), an INSERT whose key is an empty string, a table or index name
 * outside DynamoDB's pattern, an attribute a global secondary index does not project, and a
 * strongly consistent read of a global secondary index. Each checked against AWS DynamoDB Local.
 */
import type { TableDescription } from '../dynamo/types.js';
import type { PqExpr, PqProblem, PqStatement, Span } from './ast.js';
import { children } from './value-refusals.js';

const NAME = /^[A-Za-z0-9_.-]{3,255}$/;

export interface ReadOptions {
  /** The read asks for strong consistency (ExecuteStatement's ConsistentRead). */
  consistent?: boolean;
}

export function keyRefusals(
  text: string,
  s: PqStatement,
  table?: TableDescription,
  options: ReadOptions = {},
): PqProblem[] {
  const out: PqProblem[] = [];
  const refuse = (at: Span, message: string) =>
    out.push({ message, offset: at.offset, end: at.end, token: text.slice(at.offset, at.end) });
  const target = s.kind === 'select' ? s.from : s.kind === 'insert' ? s.into : s.kind === 'update' ? s.target : s.from;
  for (const [name, what] of [
    [target.table, 'table'],
    [target.index, 'index'],
  ] as const) {
    if (name === undefined) continue;
    if (name === '') refuse(target.at, `the ${what} name is empty; DynamoDB refuses an empty name`);
    else if (!NAME.test(name))
      refuse(
        target.at,
        `"${name}" is not a name DynamoDB takes for a ${what}: 3 to 255 characters, letters, digits, _ - and . only`,
      );
  }
  if (s.kind !== 'insert' && s.where) operandTypes(s.where, refuse);
  if (!table) return out;
  const types = new Map<string, string>();
  const typeOf = (n: string) => table.AttributeDefinitions.find((d) => d.AttributeName === n)?.AttributeType ?? '?';
  for (const k of table.KeySchema) types.set(k.AttributeName, typeOf(k.AttributeName));
  const gsi = table.GlobalSecondaryIndexes?.find((i) => i.IndexName === target.index);
  const lsi = table.LocalSecondaryIndexes?.find((i) => i.IndexName === target.index);
  for (const k of (gsi ?? lsi)?.KeySchema ?? []) types.set(k.AttributeName, typeOf(k.AttributeName));

  const where = s.kind === 'insert' ? undefined : s.where;
  if (where) {
    keyComparisons(where, types, new Set(table.KeySchema.map((k) => k.AttributeName)), refuse);
  }
  if (s.kind === 'insert' && s.value.kind === 'map')
    for (const entry of s.value.entries)
      if (types.has(entry.key)) valueForKey(entry.key, types.get(entry.key)!, entry.value, refuse, true);

  if (s.kind === 'select' && gsi) {
    if (options.consistent)
      refuse(
        target.at,
        `${gsi.IndexName} is a global secondary index, which DynamoDB cannot read with strong consistency: turn off the consistent read`,
      );
    const projection = gsi.Projection?.ProjectionType ?? 'ALL';
    if (projection !== 'ALL') {
      const projected = new Set([...types.keys(), ...(gsi.Projection?.NonKeyAttributes ?? [])]);
      for (const p of s.projection ?? [])
        if (p.kind === 'path' && !projected.has(String(p.segments[0])))
          refuse(
            p.at,
            `the global secondary index ${gsi.IndexName} does not project ${String(p.segments[0])} (${projection}: ${[...projected].join(', ')}); DynamoDB refuses to select it there`,
          );
    }
  }
  return out;
}

type Refuse = (at: Span, message: string) => void;

const keyName = (e: PqExpr, types: Map<string, string>) =>
  e.kind === 'path' && e.segments.length === 1 && types.has(String(e.segments[0])) ? String(e.segments[0]) : undefined;

function keyComparisons(e: PqExpr, types: Map<string, string>, tableKeys: Set<string>, refuse: Refuse): void {
  const check = (key: string | undefined, values: PqExpr[]) => {
    if (key !== undefined) for (const v of values) valueForKey(key, types.get(key)!, v, refuse, false);
  };
  switch (e.kind) {
    case 'binary':
      if (['=', '<>', '<', '<=', '>', '>='].includes(e.op)) {
        check(keyName(e.left, types), [e.right]);
        check(keyName(e.right, types), [e.left]);
        return;
      }
      break;
    case 'in': {
      // DynamoDB Local checks the first value's type; a later one of another type fails on a table key only.
      const key = keyName(e.operand, types);
      check(key, tableKeys.has(key ?? '') ? e.values : e.values.slice(0, 1));
      for (const v of e.values.slice(1))
        if (key !== undefined && isEmptyString(v)) valueForKey(key, 'S', v, refuse, false);
      return;
    }
    case 'between':
      check(keyName(e.operand, types), [e.low, e.high]);
      return;
    case 'call': {
      const key = e.args[0] ? keyName(e.args[0], types) : undefined;
      if (key === undefined || (e.name !== 'begins_with' && e.name !== 'contains')) break;
      if (e.name === 'begins_with' && types.get(key) === 'N')
        refuse(e.at, `${key} is a number key; DynamoDB refuses begins_with on it (compare it with = < > or BETWEEN)`);
      else check(key, e.args.slice(1));
      return;
    }
    default:
      break;
  }
  for (const c of children(e)) keyComparisons(c, types, tableKeys, refuse);
}

function valueForKey(key: string, type: string, v: PqExpr, refuse: Refuse, writing: boolean): void {
  const vt =
    v.kind === 'literal'
      ? Object.keys(v.value)[0]
      : v.kind === 'list'
        ? 'L'
        : v.kind === 'map'
          ? 'M'
          : v.kind === 'bag'
            ? 'set'
            : undefined;
  if (vt === undefined) return;
  if (vt !== type) refuse(v.at, `the key attribute ${key} is of type ${type}; DynamoDB refuses a ${vt} value for it`);
  else if (isEmptyString(v))
    refuse(
      v.at,
      `a key attribute never holds an empty string, so DynamoDB refuses '' for ${key}${writing ? '' : ' even in a comparison'}`,
    );
}

const isEmptyString = (v: PqExpr) => v.kind === 'literal' && 'S' in v.value && v.value.S === '';

const typeName = (v: PqExpr) =>
  v.kind === 'literal'
    ? Object.keys(v.value)[0]
    : v.kind === 'list'
      ? 'L'
      : v.kind === 'map'
        ? 'M'
        : v.kind === 'bag'
          ? 'a set'
          : undefined;

/**
 * Operands DynamoDB cannot order: < <= > >= and BETWEEN take strings, numbers or binary, never
 * NULL, a boolean, a list, a map or a set; begins_with takes a string prefix. Whatever the attribute.
 */
function operandTypes(e: PqExpr, refuse: Refuse): void {
  const ordered = (v: PqExpr, op: string) => {
    const t = typeName(v);
    if (t !== undefined && t !== 'S' && t !== 'N' && t !== 'B')
      refuse(v.at, `${op} compares strings, numbers or binary; DynamoDB refuses a ${t} operand here`);
  };
  if (e.kind === 'binary' && ['<', '<=', '>', '>='].includes(e.op)) [e.left, e.right].forEach((v) => ordered(v, e.op));
  if (e.kind === 'between') [e.low, e.high].forEach((v) => ordered(v, 'BETWEEN'));
  if (e.kind === 'call' && e.name === 'begins_with' && e.args[1]) {
    const t = typeName(e.args[1]);
    if (t !== undefined && t !== 'S' && t !== 'B')
      refuse(e.args[1].at, `begins_with takes a string prefix; DynamoDB refuses a ${t} here`);
  }
  for (const c of children(e)) operandTypes(c, refuse);
}
