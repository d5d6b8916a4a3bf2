/**
 * A plain JSON value read from an imported file as a DynamoDB value, every number kept as the file
 * spells it (`1.50`, `1E-130`): plain-convert.ts writes a number in its shortest form, which is
 * right for typing and wrong for a file whose text should arrive as it is.
 */
import { ExactNumber } from '../dynamo/exact-number.js';
import { numberProblem } from '../dynamo/numbers.js';
import { setOwn } from '../dynamo/own-property.js';
import type { PlainValue } from '../dynamo/plain-value.js';
import type { AttributeValue, Item } from '../dynamo/types.js';

export class PlainValueProblem extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'PlainValueProblem';
  }
}

const join = (path: string, step: string | number) =>
  typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step;

export function plainToValue(v: PlainValue | unknown, path = ''): AttributeValue {
  if (typeof v === 'string') return { S: v };
  if (typeof v === 'boolean') return { BOOL: v };
  if (v === null) return { NULL: true };
  if (v instanceof ExactNumber || typeof v === 'number') {
    const text = v instanceof ExactNumber ? v.text : String(v);
    const p = numberProblem(text);
    if (p) throw new PlainValueProblem(p, path);
    return { N: text };
  }
  if (Array.isArray(v)) return { L: v.map((e, i) => plainToValue(e, join(path, i))) };
  if (typeof v === 'object') return { M: plainToItem(v as Record<string, unknown>, path) };
  throw new PlainValueProblem(`${typeof v} has no DynamoDB type`, path);
}

export function plainToItem(obj: Record<string, unknown>, path = ''): Item {
  const out: Item = {};
  for (const [k, v] of Object.entries(obj)) setOwn(out, k, plainToValue(v, join(path, k)));
  return out;
}
