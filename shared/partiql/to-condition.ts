/**
 * A PartiQL WHERE condition as the expression model's Condition, so the builder can show it and
 * `compile` can send it as a FilterExpression to a server without PartiQL. Throws Untranslatable
 * (with the place) for what the expression language cannot say.
 */
import type { AttributeValue } from '../dynamo/types.js';
import type { AttributeTypeName, Comparator, Condition, DocumentPath, Operand } from '../expressions/model.js';
import type { PqExpr, Span } from './ast.js';

export class Untranslatable extends Error {
  constructor(
    message: string,
    readonly at: Span,
  ) {
    super(message);
  }
}

const IS_TO_TYPE: Record<string, AttributeTypeName> = {
  NULL: 'NULL',
  BOOLEAN: 'BOOL',
  BOOL: 'BOOL',
  BLOB: 'B',
  STRING: 'S',
  NUMERIC: 'N',
  STRUCT: 'M',
  TUPLE: 'M',
  LIST: 'L',
};

export function toCondition(e: PqExpr, params: readonly AttributeValue[]): Condition {
  switch (e.kind) {
    case 'binary':
      if (e.op === 'AND' || e.op === 'OR')
        return {
          kind: e.op === 'AND' ? 'and' : 'or',
          conditions: [toCondition(e.left, params), toCondition(e.right, params)],
        };
      if (['=', '<>', '<', '<=', '>', '>='].includes(e.op))
        return {
          kind: 'compare',
          op: e.op as Comparator,
          left: toOperand(e.left, params),
          right: toOperand(e.right, params),
        };
      break;
    case 'not':
      return { kind: 'not', condition: toCondition(e.operand, params) };
    case 'between': {
      const c: Condition = {
        kind: 'between',
        operand: toOperand(e.operand, params),
        low: toOperand(e.low, params),
        high: toOperand(e.high, params),
      };
      return e.not ? { kind: 'not', condition: c } : c;
    }
    case 'in': {
      const c: Condition = {
        kind: 'in',
        operand: toOperand(e.operand, params),
        values: e.values.map((v) => toOperand(v, params)),
      };
      return e.not ? { kind: 'not', condition: c } : c;
    }
    case 'is': {
      const path = toPath(e.operand);
      if (e.what === 'MISSING') return { kind: e.not ? 'attribute_exists' : 'attribute_not_exists', path };
      const type = IS_TO_TYPE[e.what];
      if (!type) break;
      const c: Condition = { kind: 'attribute_type', path, type };
      return e.not ? { kind: 'not', condition: c } : c;
    }
    case 'call': {
      const [a, b] = e.args;
      if (e.name === 'attribute_exists' && a) return { kind: 'attribute_exists', path: toPath(a) };
      if (e.name === 'attribute_not_exists' && a) return { kind: 'attribute_not_exists', path: toPath(a) };
      if (e.name === 'attribute_type' && a && b) {
        const v = valueOf(b, params);
        if ('S' in v) return { kind: 'attribute_type', path: toPath(a), type: v.S as AttributeTypeName };
      }
      if (e.name === 'begins_with' && a && b)
        return { kind: 'begins_with', path: toPath(a), prefix: toOperand(b, params) };
      if (e.name === 'contains' && a && b) return { kind: 'contains', path: toPath(a), operand: toOperand(b, params) };
      break;
    }
    default:
      break;
  }
  throw new Untranslatable('this condition has no equivalent in a Query or Scan expression', e.at);
}

export function toOperand(e: PqExpr, params: readonly AttributeValue[]): Operand {
  if (e.kind === 'path') return { kind: 'path', path: e.segments };
  if (e.kind === 'call' && e.name === 'size' && e.args.length === 1) return { kind: 'size', path: toPath(e.args[0]!) };
  return { kind: 'value', value: valueOf(e, params) };
}

export function toPath(e: PqExpr): DocumentPath {
  if (e.kind !== 'path') throw new Untranslatable('a Query or Scan expression needs an attribute here', e.at);
  return e.segments;
}

/** A literal, parameter, list, map or bag as a DynamoDB value. */
export function valueOf(e: PqExpr, params: readonly AttributeValue[]): AttributeValue {
  switch (e.kind) {
    case 'literal':
      return e.value;
    case 'param': {
      const v = params[e.index];
      if (!v) throw new Untranslatable(`parameter ${e.index + 1} has no value`, e.at);
      return v;
    }
    case 'list':
      return { L: e.items.map((i) => valueOf(i, params)) };
    case 'map':
      return { M: Object.fromEntries(e.entries.map((en) => [en.key, valueOf(en.value, params)])) };
    case 'bag': {
      const vs = e.items.map((i) => valueOf(i, params));
      if (vs.length > 0 && vs.every((v) => 'S' in v)) return { SS: vs.map((v) => (v as { S: string }).S) };
      if (vs.length > 0 && vs.every((v) => 'N' in v)) return { NS: vs.map((v) => (v as { N: string }).N) };
      if (vs.length > 0 && vs.every((v) => 'B' in v)) return { BS: vs.map((v) => (v as { B: string }).B) };
      throw new Untranslatable('a set << >> holds strings, numbers or binary values of one type', e.at);
    }
    default:
      throw new Untranslatable('expected a value here', e.at);
  }
}
