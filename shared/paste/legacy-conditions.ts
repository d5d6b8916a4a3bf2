/**
 * DynamoDB's legacy read parameters (KeyConditions, QueryFilter, ScanFilter, ConditionalOperator,
 * AttributesToGet) rewritten as the expressions they mean, so an old request or an
 * `aws dynamodb query --key-conditions ...` paste opens in the builder instead of being dropped.
 * Each attribute gets a `#l<n>` name and each value a `:l<n>` placeholder, so nothing clashes with
 * a reserved word. Like DynamoDB, a request that mixes legacy parameters with expressions is refused.
 */
import { NumberText, type LooseValue } from './loose-json.js';
import type { ExpressionProblem } from '../expressions/problems.js';

type LooseObject = { [key: string]: LooseValue };

export const LEGACY_FIELDS = [
  'KeyConditions',
  'QueryFilter',
  'ScanFilter',
  'AttributesToGet',
  'ConditionalOperator',
] as const;
const EXPRESSION_FIELDS = [
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
];

/** How many values each operator takes (undefined: one or more, for IN). */
const ARITY: Record<string, number | undefined> = {
  EQ: 1,
  NE: 1,
  LE: 1,
  LT: 1,
  GE: 1,
  GT: 1,
  CONTAINS: 1,
  NOT_CONTAINS: 1,
  BEGINS_WITH: 1,
  NULL: 0,
  NOT_NULL: 0,
  BETWEEN: 2,
  IN: undefined,
};
const KEY_OPERATORS = new Set(['EQ', 'LE', 'LT', 'GE', 'GT', 'BEGINS_WITH', 'BETWEEN']);
const COMPARE: Record<string, string> = { EQ: '=', NE: '<>', LE: '<=', LT: '<', GE: '>=', GT: '>' };

export type LegacyRewrite = { ok: true; value: LooseObject } | { ok: false; errors: ExpressionProblem[] };

const isObject = (v: LooseValue | undefined): v is LooseObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof NumberText);

/** The request with its legacy parameters replaced by expressions; unchanged when it has none. */
export function rewriteLegacy(raw: LooseObject): LegacyRewrite {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(raw, k);
  if (!LEGACY_FIELDS.some(has)) return { ok: true, value: raw };
  const mixed = EXPRESSION_FIELDS.filter(has);
  if (mixed.length > 0) {
    const legacy = LEGACY_FIELDS.filter(has);
    return {
      ok: false,
      errors: [
        {
          field: legacy[0]!,
          message: `${legacy.join(', ')} cannot be used with ${mixed.join(', ')}: DynamoDB refuses a request that mixes legacy parameters and expressions`,
        },
      ],
    };
  }
  const errors: ExpressionProblem[] = [];
  const names: LooseObject = {};
  const values: LooseObject = {};
  let n = 0;
  const name = (attr: string) => {
    const p = `#l${n++}`;
    set(names, p, attr);
    return p;
  };
  let v = 0;
  const value = (x: LooseValue) => {
    const p = `:l${v++}`;
    set(values, p, x);
    return p;
  };

  const conditions = (field: string, keyOnly: boolean): string[] => {
    const given = raw[field];
    if (given === undefined) return [];
    if (!isObject(given)) {
      errors.push({
        field,
        message: `${field} must be an object such as {"PK": {"AttributeValueList": [{"S": "x"}], "ComparisonOperator": "EQ"}}`,
      });
      return [];
    }
    const out: string[] = [];
    for (const [attr, c] of Object.entries(given)) {
      const where = `${field}.${attr}`;
      const op = isObject(c) ? c['ComparisonOperator'] : undefined;
      const list = isObject(c) ? (c['AttributeValueList'] ?? []) : undefined;
      if (typeof op !== 'string' || !(op in ARITY) || !Array.isArray(list)) {
        errors.push({
          field: where,
          token: attr,
          message: `${where} needs a ComparisonOperator (${Object.keys(ARITY).join(', ')}) and an AttributeValueList`,
        });
        continue;
      }
      if (keyOnly && !KEY_OPERATORS.has(op)) {
        errors.push({
          field: where,
          token: op,
          message: `${where}: ${op} cannot be used in a key condition; use one of ${[...KEY_OPERATORS].join(', ')}`,
        });
        continue;
      }
      const arity = ARITY[op];
      if (arity === undefined ? list.length === 0 : list.length !== arity) {
        errors.push({
          field: where,
          token: op,
          message: `${where}: ${op} takes ${arity === undefined ? 'one or more values' : `${arity} value${arity === 1 ? '' : 's'}`}, not ${list.length}`,
        });
        continue;
      }
      const a = name(attr);
      const vs = list.map(value);
      if (op in COMPARE) out.push(`${a} ${COMPARE[op]} ${vs[0]}`);
      else if (op === 'BETWEEN') out.push(`${a} BETWEEN ${vs[0]} AND ${vs[1]}`);
      else if (op === 'IN') out.push(`${a} IN (${vs.join(', ')})`);
      else if (op === 'BEGINS_WITH') out.push(`begins_with(${a}, ${vs[0]})`);
      else if (op === 'CONTAINS') out.push(`contains(${a}, ${vs[0]})`);
      else if (op === 'NOT_CONTAINS') out.push(`NOT contains(${a}, ${vs[0]})`);
      else if (op === 'NULL') out.push(`attribute_not_exists(${a})`);
      else out.push(`attribute_exists(${a})`);
    }
    return out;
  };

  const rest: LooseObject = {};
  for (const [k, x] of Object.entries(raw)) if (!(LEGACY_FIELDS as readonly string[]).includes(k)) set(rest, k, x);
  const key = conditions('KeyConditions', true);
  if (key.length > 0) set(rest, 'KeyConditionExpression', key.join(' AND '));
  const join = raw['ConditionalOperator'] ?? 'AND';
  if (join !== 'AND' && join !== 'OR')
    errors.push({ field: 'ConditionalOperator', message: 'ConditionalOperator must be AND or OR' });
  const filter = [...conditions('QueryFilter', false), ...conditions('ScanFilter', false)];
  if (filter.length > 0) set(rest, 'FilterExpression', filter.join(` ${join === 'OR' ? 'OR' : 'AND'} `));
  const attrs = raw['AttributesToGet'];
  if (attrs !== undefined) {
    if (!Array.isArray(attrs) || attrs.length === 0 || !attrs.every((x): x is string => typeof x === 'string')) {
      errors.push({
        field: 'AttributesToGet',
        message: 'AttributesToGet must be a list of attribute names such as ["PK", "title"]',
      });
    } else set(rest, 'ProjectionExpression', attrs.map(name).join(', '));
  }
  if (errors.length > 0) return { ok: false, errors };
  if (n > 0) set(rest, 'ExpressionAttributeNames', names);
  if (v > 0) set(rest, 'ExpressionAttributeValues', values);
  return { ok: true, value: rest };
}

/** Assigns without the `__proto__` setter, whatever key was pasted. */
function set(o: LooseObject, k: string, v: LooseValue): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
