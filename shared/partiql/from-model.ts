/**
 * The builder's model as a PartiQL SELECT, so a read built in the builder opens in the PartiQL
 * editor. Values become literals ('text', 12, TRUE, NULL, [..], {'k': ..}, <<..>>); binary has no
 * literal, so it becomes a `?` parameter and is returned in `parameters`. Code asks for every value
 * as a parameter instead.
 */
import type { AttributeValue } from '../dynamo/types.js';
import type { Condition, DocumentPath, ExpressionModel, Operand, SortKeyCondition } from '../expressions/model.js';

export interface ModelStatement {
  statement: string;
  parameters: AttributeValue[];
}

/**
 * `asParameters`: every value a `?` with its typed value in `parameters` (the form for code, where
 * values are data handed to the SDK, never spliced into the statement's text).
 */
export function selectFromModel(
  table: string,
  index: string | undefined,
  model: ExpressionModel,
  { asParameters = false }: { asParameters?: boolean } = {},
): ModelStatement {
  const params: AttributeValue[] = [];
  const lit = (v: AttributeValue) => (asParameters ? (params.push(v), '?') : literal(v, params));
  const where: string[] = [];
  if (model.keyCondition) {
    where.push(`${ident(model.keyCondition.partitionKey.name)} = ${lit(model.keyCondition.partitionKey.value)}`);
    if (model.keyCondition.sortKey) where.push(sortText(model.keyCondition.sortKey, lit));
  }
  if (model.filter && !('conditions' in model.filter && model.filter.conditions.length === 0))
    where.push(condition(model.filter, lit, where.length > 0));
  const columns = model.projection && model.projection.length > 0 ? model.projection.map(pathText).join(', ') : '*';
  const from = index !== undefined ? `${ident(table)}.${ident(index)}` : ident(table);
  return {
    statement: `SELECT ${columns} FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    parameters: params,
  };
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function pathText(p: DocumentPath): string {
  return p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? ident(s) : `.${ident(s)}`)).join('');
}

function literal(v: AttributeValue, params: AttributeValue[]): string {
  if ('S' in v) return `'${v.S.replace(/'/g, "''")}'`;
  if ('N' in v) return v.N;
  if ('BOOL' in v) return v.BOOL ? 'TRUE' : 'FALSE';
  if ('NULL' in v) return 'NULL';
  if ('L' in v) return `[${v.L.map((x) => literal(x, params)).join(', ')}]`;
  if ('M' in v)
    return `{${Object.entries(v.M)
      .map(([k, x]) => `'${k.replace(/'/g, "''")}': ${literal(x, params)}`)
      .join(', ')}}`;
  if ('SS' in v) return `<<${v.SS.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}>>`;
  if ('NS' in v) return `<<${v.NS.join(', ')}>>`;
  params.push(v);
  return '?';
}

function sortText(sk: SortKeyCondition, lit: (v: AttributeValue) => string): string {
  if (sk.op === 'between') return `${ident(sk.name)} BETWEEN ${lit(sk.low)} AND ${lit(sk.high)}`;
  if (sk.op === 'begins_with') return `begins_with(${ident(sk.name)}, ${lit(sk.value)})`;
  return `${ident(sk.name)} ${sk.op} ${lit(sk.value)}`;
}

function operand(o: Operand, lit: (v: AttributeValue) => string): string {
  if (o.kind === 'path') return pathText(o.path);
  if (o.kind === 'size') return `size(${pathText(o.path)})`;
  return lit(o.value);
}

function condition(c: Condition, lit: (v: AttributeValue) => string, nested: boolean): string {
  switch (c.kind) {
    case 'compare':
      return `${operand(c.left, lit)} ${c.op} ${operand(c.right, lit)}`;
    case 'between':
      return `${operand(c.operand, lit)} BETWEEN ${operand(c.low, lit)} AND ${operand(c.high, lit)}`;
    case 'in':
      return `${operand(c.operand, lit)} IN [${c.values.map((v) => operand(v, lit)).join(', ')}]`;
    case 'attribute_exists':
      return `attribute_exists(${pathText(c.path)})`;
    case 'attribute_not_exists':
      return `attribute_not_exists(${pathText(c.path)})`;
    case 'attribute_type':
      return `attribute_type(${pathText(c.path)}, '${c.type}')`;
    case 'begins_with':
      return `begins_with(${pathText(c.path)}, ${operand(c.prefix, lit)})`;
    case 'contains':
      return `contains(${pathText(c.path)}, ${operand(c.operand, lit)})`;
    case 'not':
      return `NOT (${condition(c.condition, lit, false)})`;
    case 'and':
    case 'or': {
      const text = c.conditions.map((x) => condition(x, lit, true)).join(c.kind === 'and' ? ' AND ' : ' OR ');
      return nested && c.conditions.length > 1 ? `(${text})` : text;
    }
  }
}
