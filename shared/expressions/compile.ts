/**
 * Model -> DynamoDB's expression strings and placeholder maps, with the field names of the API.
 *
 * Placeholders: `#n0, #n1, ...` for names and `:v0, :v1, ...` for values, each from one counter
 * shared by the key condition, the filter and the projection (numbered in that order). The same
 * attribute name always gets the same placeholder; every value occurrence gets its own. Only what
 * the expressions use is emitted, and an empty map is left out.
 */
import type { AttributeValue } from '../dynamo/types.js';
import type { Condition, DocumentPath, ExpressionModel, KeyCondition, Operand } from './model.js';
import { NAME_PREFIX, VALUE_PREFIX, needsAlias } from './names.js';
import { normalizeModel } from './normalize.js';

export interface CompiledExpressions {
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

export interface CompileOptions {
  /**
   * Alias every attribute name (default true): always valid, whatever the name. When false, only
   * names that need it are aliased (reserved words, digit-led names, any character outside
   * [A-Za-z0-9]), which reads closer to hand-written code.
   */
  aliasAllNames?: boolean;
}

class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, AttributeValue> = {};
  private readonly byName = new Map<string, string>();
  private valueCount = 0;

  constructor(private readonly aliasAll: boolean) {}

  name(attribute: string): string {
    if (!this.aliasAll && !needsAlias(attribute)) return attribute;
    let p = this.byName.get(attribute);
    if (p === undefined) {
      p = `${NAME_PREFIX}${this.byName.size}`;
      this.byName.set(attribute, p);
      this.names[p] = attribute;
    }
    return p;
  }

  value(v: AttributeValue): string {
    const p = `${VALUE_PREFIX}${this.valueCount++}`;
    this.values[p] = v;
    return p;
  }

  path(p: DocumentPath): string {
    let out = '';
    for (const seg of p) {
      if (typeof seg === 'number') out += `[${seg}]`;
      else out += (out === '' ? '' : '.') + this.name(seg);
    }
    return out;
  }
}

export function compile(model: ExpressionModel, options: CompileOptions = {}): CompiledExpressions {
  const m = normalizeModel(model);
  const ph = new Placeholders(options.aliasAllNames ?? true);
  const out: CompiledExpressions = {};
  if (m.keyCondition) out.KeyConditionExpression = keyConditionText(m.keyCondition, ph);
  if (m.filter) out.FilterExpression = conditionText(m.filter, ph).text;
  if (m.projection) out.ProjectionExpression = m.projection.map((p) => ph.path(p)).join(', ');
  if (Object.keys(ph.names).length > 0) out.ExpressionAttributeNames = ph.names;
  if (Object.keys(ph.values).length > 0) out.ExpressionAttributeValues = ph.values;
  return out;
}

function keyConditionText(k: KeyCondition, ph: Placeholders): string {
  const pk = `${ph.name(k.partitionKey.name)} = ${ph.value(k.partitionKey.value)}`;
  const s = k.sortKey;
  if (!s) return pk;
  const sk = ph.name(s.name);
  switch (s.op) {
    case 'between':
      return `${pk} AND ${sk} BETWEEN ${ph.value(s.low)} AND ${ph.value(s.high)}`;
    case 'begins_with':
      return `${pk} AND begins_with(${sk}, ${ph.value(s.value)})`;
    default:
      return `${pk} AND ${sk} ${s.op} ${ph.value(s.value)}`;
  }
}

/** Binding strength, loosest first: a child binding looser than its parent needs parentheses. */
const Level = { Or: 0, And: 1, Not: 2, Atom: 3 } as const;
type Level = (typeof Level)[keyof typeof Level];

function conditionText(c: Condition, ph: Placeholders): { text: string; level: Level } {
  const op = (o: Operand) => operandText(o, ph);
  switch (c.kind) {
    case 'and':
    case 'or': {
      const level = c.kind === 'and' ? Level.And : Level.Or;
      const parts = c.conditions.map((child) =>
        wrap(conditionText(child, ph), c.kind === 'and' ? Level.Not : Level.And),
      );
      return { text: parts.join(c.kind === 'and' ? ' AND ' : ' OR '), level };
    }
    case 'not':
      // DynamoDB takes NOT before a single condition or a parenthesised one, not before another NOT.
      return { text: `NOT ${wrap(conditionText(c.condition, ph), Level.Atom)}`, level: Level.Not };
    case 'compare':
      return atom(`${op(c.left)} ${c.op} ${op(c.right)}`);
    case 'between':
      return atom(`${op(c.operand)} BETWEEN ${op(c.low)} AND ${op(c.high)}`);
    case 'in':
      return atom(`${op(c.operand)} IN (${c.values.map(op).join(', ')})`);
    case 'attribute_exists':
    case 'attribute_not_exists':
      return atom(`${c.kind}(${ph.path(c.path)})`);
    case 'attribute_type':
      return atom(`attribute_type(${ph.path(c.path)}, ${ph.value({ S: c.type })})`);
    case 'begins_with':
      return atom(`begins_with(${ph.path(c.path)}, ${op(c.prefix)})`);
    case 'contains':
      return atom(`contains(${ph.path(c.path)}, ${op(c.operand)})`);
  }
}

function atom(text: string): { text: string; level: Level } {
  return { text, level: Level.Atom };
}

function wrap(part: { text: string; level: Level }, atLeast: Level): string {
  return part.level < atLeast ? `(${part.text})` : part.text;
}

function operandText(o: Operand, ph: Placeholders): string {
  switch (o.kind) {
    case 'path':
      return ph.path(o.path);
    case 'value':
      return ph.value(o.value);
    case 'size':
      return `size(${ph.path(o.path)})`;
  }
}
