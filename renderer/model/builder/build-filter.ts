/**
 * The builder's filter tree made into the model's Condition, row by row. Each value operand is
 * recorded with the control it came from, in the order `compile` numbers values, so a problem
 * about `:v3` can be shown beside the box where that value was typed.
 */
import type { Condition, DocumentPath, Operand } from '../../../shared/expressions/model.js';
import type { FilterGroup, FilterRow, ValueText } from './builder-draft.js';
import { parsePathText } from './path-text.js';
import { valueFromText } from './value-text.js';

export interface ControlProblem {
  /** The control it concerns: "pk", "r3.value", "p2", ... or "request" when no one control is to blame. */
  control: string;
  message: string;
  /** The request field and token a validation problem named, when it came from validate. */
  field?: string;
  token?: string;
  /** Where the token is in the field's expression (1-based), when validate located it. */
  column?: number;
  /** Something not filled in yet: it keeps Run disabled but is not shown in red before the user types. */
  pending?: boolean;
}

export interface BuiltCondition {
  condition: Condition;
  /** The control of each value operand, in compile's numbering order. */
  sites: string[];
}

function isBlank(row: FilterRow): boolean {
  const valuesBlank = [row.value, row.value2, ...row.list].every((v) => v.text.trim() === '');
  return row.path.trim() === '' && valuesBlank;
}

function operand(v: ValueText, control: string, problems: ControlProblem[], sites: string[]): Operand | undefined {
  if (v.type === 'path') {
    const p = parsePathText(v.text);
    if (!p.ok) {
      problems.push({ control, message: `Attribute to compare with: ${p.message}` });
      return undefined;
    }
    return { kind: 'path', path: p.path };
  }
  const r = valueFromText(v);
  if (!r.ok) {
    problems.push({ control, message: `Value (${v.type}): ${r.message}` });
    return undefined;
  }
  sites.push(control);
  return { kind: 'value', value: r.value };
}

function buildRow(row: FilterRow, problems: ControlProblem[]): BuiltCondition | undefined {
  const before = problems.length;
  const sites: string[] = [];
  const p = parsePathText(row.path);
  if (!p.ok) problems.push({ control: `${row.id}.path`, message: `Attribute: ${p.message}` });
  const path: DocumentPath = p.ok ? p.path : [];
  const attr: Operand = { kind: 'path', path };
  const take = (v: ValueText, suffix: string) => operand(v, `${row.id}.${suffix}`, problems, sites);
  let condition: Condition | undefined;
  switch (row.op) {
    case 'exists':
      condition = { kind: 'attribute_exists', path };
      break;
    case 'not_exists':
      condition = { kind: 'attribute_not_exists', path };
      break;
    case 'attribute_type':
      sites.push(`${row.id}.typeName`);
      condition = { kind: 'attribute_type', path, type: row.typeName };
      break;
    case 'between': {
      const low = take(row.value, 'value');
      const high = take(row.value2, 'value2');
      if (low && high) condition = { kind: 'between', operand: attr, low, high };
      break;
    }
    case 'in': {
      if (row.list.length === 0) problems.push({ control: `${row.id}.op`, message: 'IN needs at least one value' });
      const values = row.list.map((v, i) => take(v, `list.${i}`));
      if (values.every((v): v is Operand => v !== undefined)) condition = { kind: 'in', operand: attr, values };
      break;
    }
    case 'begins_with': {
      if (row.value.type !== 'S' && row.value.type !== 'B' && row.value.type !== 'path') {
        problems.push({
          control: `${row.id}.value`,
          message: `begins_with takes a string (S) or binary (B) prefix, not ${row.value.type}`,
        });
        break;
      }
      const prefix = take(row.value, 'value');
      if (prefix) condition = { kind: 'begins_with', path, prefix };
      break;
    }
    case 'contains': {
      const o = take(row.value, 'value');
      if (o) condition = { kind: 'contains', path, operand: o };
      break;
    }
    case 'size': {
      const o = take(row.value, 'value');
      if (o) condition = { kind: 'compare', op: row.sizeOp, left: { kind: 'size', path }, right: o };
      break;
    }
    default: {
      const o = take(row.value, 'value');
      if (o) condition = { kind: 'compare', op: row.op, left: attr, right: o };
    }
  }
  if (problems.length > before || !condition) return undefined;
  return { condition, sites };
}

/**
 * The group as a Condition; undefined when it holds no usable row. Blank rows (nothing typed yet)
 * are left out without a problem, so adding a row never blocks a read until something is typed.
 */
export function buildFilter(group: FilterGroup, problems: ControlProblem[]): BuiltCondition | undefined {
  const parts: BuiltCondition[] = [];
  for (const child of group.children) {
    const built =
      child.kind === 'group' ? buildFilter(child, problems) : isBlank(child) ? undefined : buildRow(child, problems);
    if (built) parts.push(built);
  }
  if (parts.length === 0) return undefined;
  const inner: Condition =
    parts.length === 1 && !group.not
      ? parts[0]!.condition
      : { kind: group.op, conditions: parts.map((p) => p.condition) };
  return { condition: group.not ? { kind: 'not', condition: inner } : inner, sites: parts.flatMap((p) => p.sites) };
}
