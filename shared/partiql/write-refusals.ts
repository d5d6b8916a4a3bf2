/**
 * What DynamoDB refuses in a PartiQL write (checked against DynamoDB Local): UPDATE and DELETE
 * must name the whole primary key with = at the top level of WHERE; UPDATE cannot SET or REMOVE a
 * key attribute; INSERT takes one map with every key attribute, of the key's type; an empty set
 * `<<>>` is no value at all.
 */
import type { TableDescription } from '../dynamo/types.js';
import type { PqExpr, PqProblem, PqStatement } from './ast.js';
import { conjuncts, isAttribute, isValue } from './where-parts.js';

export function writeRefusals(text: string, s: PqStatement, table?: TableDescription): PqProblem[] {
  const out: PqProblem[] = [];
  const at = (e: { at: { offset: number; end: number } }, message: string) =>
    out.push({ message, offset: e.at.offset, end: e.at.end, token: text.slice(e.at.offset, e.at.end) });
  if (s.kind === 'select') return out;
  if (s.kind === 'insert' && s.value.kind !== 'map')
    at(s.value, "INSERT takes one item as a map: VALUE {'pk': 'a', ...}");
  if (!table) return out;
  const keys = table.KeySchema.map((k) => k.AttributeName);
  if (s.kind === 'insert' && s.value.kind === 'map') {
    for (const k of keys) {
      const entry = s.value.entries.find((e) => e.key === k);
      if (!entry) at(s.value, `the item needs its key attribute ${k}`);
    }
  }
  if (s.kind === 'update' || s.kind === 'delete') {
    const parts = conjuncts(s.where);
    const missing = keys.filter(
      (k) =>
        !parts.some(
          (p) =>
            p.kind === 'binary' &&
            p.op === '=' &&
            ((isAttribute(p.left, k) && isValue(p.right)) || (isAttribute(p.right, k) && isValue(p.left))),
        ),
    );
    const place = s.where ?? (s.kind === 'update' ? s.target : s.from);
    if (missing.length > 0)
      at(
        place,
        `${s.kind.toUpperCase()} changes one item: WHERE needs = on every key attribute (${missing.join(', ')} missing), joined by AND`,
      );
  }
  if (s.kind === 'update') {
    for (const a of s.actions) {
      const p = a.path;
      if (p.kind === 'path' && keys.includes(String(p.segments[0])) && p.segments.length === 1)
        at(p, `${p.segments[0]} is part of the primary key and cannot be changed; delete the item and insert it anew`);
    }
  }
  return out;
}

/** `<<>>` anywhere in the statement: DynamoDB has no empty set. */
export function emptyBags(text: string, e: PqExpr | undefined, out: PqProblem[] = []): PqProblem[] {
  if (!e) return out;
  if (e.kind === 'bag' && e.items.length === 0)
    out.push({
      message: 'DynamoDB has no empty set: leave the attribute out instead',
      offset: e.at.offset,
      end: e.at.end,
      token: text.slice(e.at.offset, e.at.end),
    });
  const children: Array<PqExpr | undefined> = [];
  switch (e.kind) {
    case 'list':
    case 'bag':
      children.push(...e.items);
      break;
    case 'map':
      children.push(...e.entries.map((x) => x.value));
      break;
    case 'call':
      children.push(...e.args);
      break;
    case 'binary':
      children.push(e.left, e.right);
      break;
    case 'not':
    case 'negate':
      children.push(e.operand);
      break;
    case 'between':
      children.push(e.operand, e.low, e.high);
      break;
    case 'in':
      children.push(e.operand, ...e.values);
      break;
    case 'is':
      children.push(e.operand);
      break;
    case 'like':
      children.push(e.operand, e.pattern);
      break;
    default:
      break;
  }
  for (const c of children) emptyBags(text, c, out);
  return out;
}

export function statementExpressions(s: PqStatement): PqExpr[] {
  switch (s.kind) {
    case 'select':
      return s.where ? [s.where] : [];
    case 'insert':
      return [s.value];
    case 'update':
      return [...s.actions.flatMap((a) => (a.kind === 'set' ? [a.value] : [])), ...(s.where ? [s.where] : [])];
    case 'delete':
      return s.where ? [s.where] : [];
  }
}

/** Every `?` needs a value (DynamoDB Local refuses fewer values, and ignores extra ones). */
export function parameterProblem(paramCount: number, given: number): string | undefined {
  if (given >= paramCount) return undefined;
  return `the statement has ${paramCount} parameter${paramCount === 1 ? '' : 's'} (?) but ${given} value${given === 1 ? ' was' : 's were'} given`;
}
