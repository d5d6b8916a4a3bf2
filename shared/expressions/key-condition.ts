/**
 * A KeyConditionExpression's syntax tree -> the model's KeyCondition, applying the structural rules
 * DynamoDB applies (key-condition-rules.md): one or two parts joined by AND, no OR / NOT / IN /
 * <> / other functions, a top-level key attribute compared with a value, the partition key with
 * "=", one condition per key. Value types are checked later, by validate.
 */
import type { KeyCondition, SortKeyCondition } from './model.js';
import type { FieldResolver } from './resolve.js';
import type { SyntaxCondition, SyntaxOperand } from './syntax.js';

export interface KeyNamesHint {
  partitionKey: string;
  sortKey?: string;
  /** How messages name what is queried: `table "Orders"`, `index "GSI1"`. */
  label?: string;
}

/** Where each value of the key condition was written, for problems that point at it. */
export interface KeyConditionSites {
  partitionValue: SyntaxOperand;
  sortValues: SyntaxOperand[];
  sortCondition?: SyntaxCondition;
}

interface Part {
  node: SyntaxCondition;
  /** The resolved attribute name. */
  name: string;
  /** The name as written (a bare name or a #placeholder), which problems point at. */
  nameToken: string;
  nameOffset: number;
  /** '=', '<', ..., 'between' or 'begins_with', mirrored when the value was written first. */
  op: SortKeyCondition['op'];
  values: SyntaxOperand[];
}

const ALLOWED = 'a key condition takes only =, <, <=, >, >=, BETWEEN and begins_with';
const MIRROR = { '=': '=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

export function keyConditionFromSyntax(
  c: SyntaxCondition,
  r: FieldResolver,
  keys?: KeyNamesHint,
): { keyCondition: KeyCondition; sites: KeyConditionSites } | undefined {
  const before = problemCount(r);
  const leaves: SyntaxCondition[] = [];
  collectAndParts(c, leaves, r);
  if (problemCount(r) > before) return undefined;
  if (leaves.length > 2) {
    const third = leaves[2]!;
    r.problem(
      third.offset,
      r.text.slice(third.offset, third.end),
      'a key condition has at most two parts: the partition key with "=", and optionally one condition on the sort key',
    );
    return undefined;
  }
  const parts = leaves.map((leaf) => keyPart(leaf, r)).filter((p): p is Part => p !== undefined);
  if (problemCount(r) > before) return undefined;

  const [a, b] = parts;
  if (a && b && a.name === b.name) {
    r.problem(
      b.nameOffset,
      b.nameToken,
      `"${a.name}" is tested twice; a key condition has one condition per key (for a range, use BETWEEN)`,
    );
    return undefined;
  }
  let pk: Part | undefined;
  let sk: Part | undefined;
  if (keys) {
    for (const p of parts) {
      if (p.name === keys.partitionKey) pk = p;
      else if (keys.sortKey !== undefined && p.name === keys.sortKey) sk = p;
      else {
        const which = keys.label ? ` of ${keys.label}` : '';
        const list =
          keys.sortKey === undefined ? `"${keys.partitionKey}"` : `"${keys.partitionKey}" and "${keys.sortKey}"`;
        r.problem(
          p.nameOffset,
          p.nameToken,
          `"${p.name}" is not a key attribute${which}; a key condition can only test ${list} (test other attributes in FilterExpression)`,
        );
      }
    }
  } else {
    pk = parts.find((p) => p.op === '=');
    sk = parts.find((p) => p !== pk);
  }
  if (problemCount(r) > before) return undefined;
  if (!pk) {
    const name = keys ? `"${keys.partitionKey}"` : 'the partition key';
    r.problem(
      c.offset,
      undefined,
      `the key condition must test ${name} with "=": a Query reads one partition at a time`,
    );
    return undefined;
  }
  if (pk.op !== '=') {
    r.problem(
      pk.nameOffset,
      pk.nameToken,
      `the partition key "${pk.name}" can only be tested with "=", not ${pk.op === 'between' || pk.op === 'begins_with' ? pk.op : `"${pk.op}"`}`,
    );
    return undefined;
  }
  const value = (o: SyntaxOperand) => r.value((o as { text: string }).text, o.offset);
  const keyCondition: KeyCondition = { partitionKey: { name: pk.name, value: value(pk.values[0]!) } };
  if (sk) {
    keyCondition.sortKey =
      sk.op === 'between'
        ? { name: sk.name, op: 'between', low: value(sk.values[0]!), high: value(sk.values[1]!) }
        : { name: sk.name, op: sk.op, value: value(sk.values[0]!) };
  }
  const sites: KeyConditionSites = { partitionValue: pk.values[0]!, sortValues: sk ? sk.values : [] };
  if (sk) sites.sortCondition = sk.node;
  return { keyCondition, sites };
}

function problemCount(r: FieldResolver): number {
  return r.problemCount();
}

function collectAndParts(c: SyntaxCondition, out: SyntaxCondition[], r: FieldResolver): void {
  if (c.kind === 'and') {
    c.conditions.forEach((x) => collectAndParts(x, out, r));
    return;
  }
  if (c.kind === 'or') {
    const at = keywordBetween(r.text, c.conditions[0]!.end, 'OR');
    r.problem(
      at,
      r.text.slice(at, at + 2),
      `OR cannot be used in KeyConditionExpression; a Query reads one partition key value, so run one Query per value (or use FilterExpression for non-key attributes)`,
    );
    return;
  }
  if (c.kind === 'not') {
    r.problem(
      c.offset,
      r.text.slice(c.offset, c.offset + 3),
      `NOT cannot be used in KeyConditionExpression; ${ALLOWED}`,
    );
    return;
  }
  out.push(c);
}

function keyPart(c: SyntaxCondition, r: FieldResolver): Part | undefined {
  const src = (o: { offset: number; end: number }) => r.text.slice(o.offset, o.end);
  const operands =
    c.kind === 'compare'
      ? [c.left, c.right]
      : c.kind === 'between'
        ? [c.operand, c.low, c.high]
        : c.kind === 'call'
          ? c.args
          : [];
  const size = operands.find((o) => o.kind === 'call');
  if (size) {
    r.problem(
      size.offset,
      'size',
      `size() cannot be used in KeyConditionExpression; ${ALLOWED}, applied to the key attribute itself`,
    );
    return undefined;
  }
  switch (c.kind) {
    case 'in': {
      const at = keywordBetween(r.text, c.operand.end, 'IN');
      r.problem(
        at,
        r.text.slice(at, at + 2),
        `IN cannot be used in KeyConditionExpression; ${ALLOWED}. To read several partition key values, run one Query per value`,
      );
      return undefined;
    }
    case 'call':
      if (c.name !== 'begins_with') {
        r.problem(c.offset, c.name, `${c.name} cannot be used in KeyConditionExpression; ${ALLOWED}`);
        return undefined;
      }
      return keyFirst(c, 'begins_with', c.args[0]!, [c.args[1]!], r);
    case 'between':
      return keyFirst(c, 'between', c.operand, [c.low, c.high], r);
    case 'compare': {
      if (c.op === '<>') {
        r.problem(c.opOffset, '<>', `"<>" cannot be used in KeyConditionExpression; ${ALLOWED}`);
        return undefined;
      }
      const [l, rt] = [c.left, c.right];
      if (l.kind === 'path' && rt.kind === 'path') {
        r.problem(
          rt.offset,
          src(rt),
          'a key condition compares a key attribute with a value placeholder, not with another attribute',
        );
        return undefined;
      }
      if (l.kind !== 'path' && rt.kind !== 'path') {
        r.problem(c.offset, src(c), 'this condition names no key attribute; write it as key = :value');
        return undefined;
      }
      return l.kind === 'path' ? keyFirst(c, c.op, l, [rt], r) : keyFirst(c, MIRROR[c.op], rt, [l], r);
    }
    default:
      return undefined;
  }
}

function keyFirst(
  c: SyntaxCondition,
  op: Part['op'],
  key: SyntaxOperand,
  values: SyntaxOperand[],
  r: FieldResolver,
): Part | undefined {
  const label = op === 'between' ? 'BETWEEN' : op === 'begins_with' ? 'begins_with' : op;
  if (key.kind !== 'path') {
    r.problem(
      key.offset,
      r.text.slice(key.offset, key.end),
      `${label} in a key condition must have the key attribute as its first operand`,
    );
    return undefined;
  }
  if (key.path.segments.length > 1) {
    r.problem(
      key.offset,
      r.text.slice(key.offset, key.end),
      'a key condition cannot test a nested attribute; key attributes are top-level scalars',
    );
    return undefined;
  }
  const bad = values.find((v) => v.kind !== 'value');
  if (bad) {
    r.problem(
      bad.offset,
      r.text.slice(bad.offset, bad.end),
      `in a key condition, ${label} compares the key with a value placeholder (such as :v0), not with an attribute`,
    );
    return undefined;
  }
  const seg = key.path.segments[0];
  return {
    node: c,
    name: r.name(seg.text, seg.placeholder, seg.offset),
    nameToken: seg.text,
    nameOffset: seg.offset,
    op,
    values,
  };
}

/** Offset of a keyword written after `from` (for pointing at OR / IN, which the tree does not keep). */
function keywordBetween(text: string, from: number, keyword: string): number {
  const m = new RegExp(`\\b${keyword}\\b`, 'i').exec(text.slice(from));
  return m ? from + m.index : from;
}
