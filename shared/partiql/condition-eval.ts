/**
 * The conditions of an UPDATE's or DELETE's WHERE beyond its key, decided on the item as read.
 * DynamoDB checks them when it writes and answers ConditionalCheckFailedException when one is
 * false; staging decides them first, so a statement DynamoDB would refuse is refused before it is
 * staged, and the staged write (conditional on the item as read) still holds them when committed.
 */
import { attributeType } from '../dynamo/attribute-type.js';
import { base64ByteLength } from '../dynamo/base64.js';
import { compareKeyValues } from '../dynamo/compare.js';
import { utf8Length } from '../dynamo/utf8.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import { sameValue } from '../writes/value-equality.js';
import type { PqExpr } from './ast.js';
import { Untranslatable, valueOf } from './to-condition.js';
import { valueAt } from './update-apply.js';

const IS_TYPE: Record<string, string> = {
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

export function holdsOn(e: PqExpr, item: Item, params: readonly AttributeValue[]): boolean {
  switch (e.kind) {
    case 'binary': {
      if (e.op === 'AND') return holdsOn(e.left, item, params) && holdsOn(e.right, item, params);
      if (e.op === 'OR') return holdsOn(e.left, item, params) || holdsOn(e.right, item, params);
      return compare(e.op, operand(e.left, item, params), operand(e.right, item, params));
    }
    case 'not':
      return !holdsOn(e.operand, item, params);
    case 'between': {
      const v = operand(e.operand, item, params);
      const inside = compare('>=', v, operand(e.low, item, params)) && compare('<=', v, operand(e.high, item, params));
      return e.not ? !inside : inside;
    }
    case 'in': {
      const v = operand(e.operand, item, params);
      const found =
        v !== undefined &&
        e.values.some((x) => {
          const w = operand(x, item, params);
          return w !== undefined && sameValue(v, w);
        });
      return e.not ? !found : found;
    }
    case 'is': {
      const v = operand(e.operand, item, params);
      const yes = e.what === 'MISSING' ? v === undefined : v !== undefined && attributeType(v) === IS_TYPE[e.what];
      return e.not ? !yes : yes;
    }
    case 'call':
      return call(e, item, params);
    default:
      throw new Untranslatable('this condition cannot be decided on the item as read', e.at);
  }
}

function operand(e: PqExpr, item: Item, params: readonly AttributeValue[]): AttributeValue | undefined {
  if (e.kind === 'path') return valueAt(item, e.segments);
  if (e.kind === 'call' && e.name === 'size' && e.args.length === 1) {
    const v = operand(e.args[0]!, item, params);
    return v === undefined ? undefined : { N: String(sizeOf(v, e)) };
  }
  return valueOf(e, params);
}

function sizeOf(v: AttributeValue, e: PqExpr): number {
  if ('S' in v) return utf8Length(v.S);
  if ('B' in v) return base64ByteLength(v.B);
  if ('L' in v) return v.L.length;
  if ('M' in v) return Object.keys(v.M).length;
  if ('SS' in v) return v.SS.length;
  if ('NS' in v) return v.NS.length;
  if ('BS' in v) return v.BS.length;
  throw new Untranslatable(`size takes a string, binary, list, map or set, not ${attributeType(v)}`, e.at);
}

/** A comparison with a missing operand, or of two types that do not order, is false, as in DynamoDB. */
function compare(op: string, a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (op === '=') return sameValue(a, b);
  if (op === '<>') return !sameValue(a, b);
  const ta = attributeType(a);
  if (ta !== attributeType(b) || !['S', 'N', 'B'].includes(ta)) return false;
  const c = compareKeyValues(a, b);
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
}

function call(e: Extract<PqExpr, { kind: 'call' }>, item: Item, params: readonly AttributeValue[]): boolean {
  const [a, b] = e.args;
  const first = a ? operand(a, item, params) : undefined;
  switch (e.name) {
    case 'attribute_exists':
      return first !== undefined;
    case 'attribute_not_exists':
      return first === undefined;
    case 'attribute_type': {
      const t = b ? operand(b, item, params) : undefined;
      return first !== undefined && t !== undefined && 'S' in t && attributeType(first) === t.S;
    }
    case 'begins_with': {
      const p = b ? operand(b, item, params) : undefined;
      if (first && p && 'S' in first && 'S' in p) return first.S.startsWith(p.S);
      return false;
    }
    case 'contains': {
      const x = b ? operand(b, item, params) : undefined;
      if (!first || !x) return false;
      if ('S' in first) return 'S' in x && first.S.includes(x.S);
      if ('L' in first) return first.L.some((m) => sameValue(m, x));
      if ('SS' in first || 'NS' in first || 'BS' in first) {
        const type = 'SS' in first ? 'S' : 'NS' in first ? 'N' : 'B';
        const members = ('SS' in first ? first.SS : 'NS' in first ? first.NS : first.BS) as string[];
        return members.some((m) => sameValue({ [type]: m } as AttributeValue, x));
      }
      return false;
    }
    default:
      throw new Untranslatable(`${e.name} cannot be decided on the item as read`, e.at);
  }
}
