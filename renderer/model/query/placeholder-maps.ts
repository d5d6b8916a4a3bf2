/**
 * The ExpressionAttributeNames / ExpressionAttributeValues a user types beside a filter or a
 * projection. Values may be DynamoDB JSON (`{":s": {"S": "open"}}`) or plain JSON
 * (`{":s": "open", ":n": 12345678901234567890123456}`); numbers keep every digit either way.
 */
import { attributeValueProblem } from '../../../shared/api-values.js';
import { fromPlain, parseExactJson, type PlainValue } from '../../../shared/dynamo/convert.js';
import { ExactNumber } from '../../../shared/dynamo/exact-number.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';

export type MapResult<T> = { ok: true; value: Record<string, T> } | { ok: false; message: string };

function isPlainObject(v: PlainValue): v is { [name: string]: PlainValue } {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    !(v instanceof Set) &&
    !(v instanceof Uint8Array) &&
    !(v instanceof ExactNumber)
  );
}

function parseObject(
  text: string,
  what: string,
): { ok: true; value: { [name: string]: PlainValue } } | { ok: false; message: string } {
  let parsed: PlainValue;
  try {
    parsed = parseExactJson(text);
  } catch (e) {
    return { ok: false, message: `${what}: ${(e as Error).message}` };
  }
  if (!isPlainObject(parsed)) return { ok: false, message: `${what}: expected a JSON object such as {"#s": "status"}` };
  return { ok: true, value: parsed };
}

export function parseNamesMap(text: string): MapResult<string> {
  if (text.trim() === '') return { ok: true, value: {} };
  const r = parseObject(text, 'Expression attribute names');
  if (!r.ok) return r;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.value)) {
    if (!k.startsWith('#'))
      return { ok: false, message: `Expression attribute names: "${k}" must start with #, e.g. "#${k}"` };
    if (typeof v !== 'string' || v === '')
      return {
        ok: false,
        message: `Expression attribute names: "${k}" must name an attribute as text, e.g. "${k}": "status"`,
      };
    out[k] = v;
  }
  return { ok: true, value: out };
}

const TYPE_KEYS = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS']);

/** `{"S": "x"}` is DynamoDB JSON when it has exactly one type key and is valid as such. */
function asDynamoJson(v: PlainValue): AttributeValue | null {
  if (!isPlainObject(v)) return null;
  const keys = Object.keys(v);
  if (keys.length !== 1 || !TYPE_KEYS.has(keys[0]!)) return null;
  return attributeValueProblem(v) === null ? (v as unknown as AttributeValue) : null;
}

export function parseValuesMap(text: string): MapResult<AttributeValue> {
  if (text.trim() === '') return { ok: true, value: {} };
  const r = parseObject(text, 'Expression attribute values');
  if (!r.ok) return r;
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(r.value)) {
    if (!k.startsWith(':'))
      return { ok: false, message: `Expression attribute values: "${k}" must start with a colon, e.g. ":${k}"` };
    const typed = asDynamoJson(v);
    if (typed) {
      out[k] = typed;
      continue;
    }
    try {
      out[k] = fromPlain(v);
    } catch (e) {
      return { ok: false, message: `Expression attribute values: ${k}: ${(e as Error).message}` };
    }
  }
  return { ok: true, value: out };
}
