/**
 * A filter value typed into the builder, with its type chosen beside it, made into a DynamoDB value;
 * and back, when a pasted request fills the form. L and M take JSON: plain JSON (as lib-dynamodb
 * writes values) or DynamoDB JSON, which is the only way to put a set or binary inside them.
 */
import { attributeValueProblem } from '../../../shared/api-values.js';
import { attributeToPlainJson, fromText, JsonTextError, parseExactJson } from '../../../shared/dynamo/convert.js';
import { normalizeNumber } from '../../../shared/dynamo/numbers.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import type { AttributeTypeName } from '../../../shared/expressions/model.js';
import { lineColumn } from '../../../shared/expressions/problems.js';
import type { ValueText } from './builder-draft.js';

export type ValueResult = { ok: true; value: AttributeValue } | { ok: false; message: string };

const SET_HINT: Partial<Record<AttributeTypeName, string>> = {
  SS: 'a JSON list of strings, e.g. ["red", "blue"], or comma-separated values',
  NS: 'a JSON list of numbers, e.g. [1, 2.5], or comma-separated numbers',
  BS: 'a JSON list of base64 texts, e.g. ["AAE=", "Ag=="]',
};

function jsonMessage(text: string, e: JsonTextError): string {
  const { line, column } = lineColumn(text, e.position);
  return `not valid JSON at line ${line}, column ${column}: ${e.message.replace(/ at position \d+/, '')}`;
}

/** `type` is the value's own type; 'path' operands are not values and never come here. */
export function valueFromText(v: ValueText): ValueResult {
  const type = v.type as AttributeTypeName;
  if ((type === 'L' || type === 'M') && v.dynamoJson) return dynamoJsonValue(type, v.text);
  if ((type === 'L' || type === 'M' || type === 'SS' || type === 'NS' || type === 'BS') && v.text.trim() === '') {
    return {
      ok: false,
      message:
        type === 'L'
          ? 'enter a JSON list, e.g. ["a", 1]'
          : type === 'M'
            ? 'enter a JSON object, e.g. {"city": "Paris"}'
            : `enter ${SET_HINT[type]}`,
    };
  }
  if (type === 'BOOL' && !/^(true|false)$/i.test(v.text.trim())) return { ok: false, message: 'choose true or false' };
  try {
    return { ok: true, value: fromText(type, v.text) };
  } catch (e) {
    if (e instanceof JsonTextError) return { ok: false, message: jsonMessage(v.text, e) };
    return { ok: false, message: (e as Error).message };
  }
}

function dynamoJsonValue(type: 'L' | 'M', text: string): ValueResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === '' ? 'null' : text);
  } catch {
    // JSON.parse's own message has no position in every engine; parseExactJson's has.
    try {
      parseExactJson(text);
    } catch (e) {
      if (e instanceof JsonTextError) return { ok: false, message: jsonMessage(text, e) };
    }
    return { ok: false, message: 'not valid JSON' };
  }
  const value = type === 'L' ? { L: parsed } : { M: parsed };
  const problem = attributeValueProblem(value);
  if (problem) {
    return {
      ok: false,
      message: `${problem}${type === 'L' ? '; as DynamoDB JSON a list is [{"S": "a"}, {"N": "1"}]' : '; as DynamoDB JSON a map is {"city": {"S": "Paris"}}'}`,
    };
  }
  return { ok: true, value: value as AttributeValue };
}

/** Plain JSON loses sets and binary inside lists and maps; those need DynamoDB JSON to come back. */
function plainJsonLoses(v: AttributeValue): boolean {
  if ('B' in v || 'SS' in v || 'NS' in v || 'BS' in v) return true;
  if ('L' in v) return v.L.some(plainJsonLoses);
  if ('M' in v) return Object.values(v.M).some(plainJsonLoses);
  return false;
}

/** `v` with its numbers in one spelling, to compare values rather than texts. */
function canonical(v: AttributeValue): unknown {
  if ('N' in v) return { N: normalizeNumber(v.N) };
  if ('NS' in v) return { NS: v.NS.map(normalizeNumber) };
  if ('L' in v) return { L: v.L.map(canonical) };
  if ('M' in v) return { M: Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, canonical(x)])) };
  return v;
}

/** The text and type that valueFromText reads back as `v`. */
export function valueToText(v: AttributeValue): ValueText {
  if ('S' in v) return { type: 'S', text: v.S };
  if ('N' in v) return { type: 'N', text: v.N };
  if ('B' in v) return { type: 'B', text: v.B };
  if ('BOOL' in v) return { type: 'BOOL', text: v.BOOL ? 'true' : 'false' };
  if ('NULL' in v) return { type: 'NULL', text: '' };
  if ('L' in v || 'M' in v) {
    const type = 'L' in v ? 'L' : 'M';
    const plain: ValueText = { type, text: attributeToPlainJson(v, 2) };
    const back = plainJsonLoses(v) ? undefined : valueFromText(plain);
    // Plain JSON is easier to read; DynamoDB JSON whenever plain would not read back as the same value.
    if (back?.ok && JSON.stringify(canonical(back.value)) === JSON.stringify(canonical(v))) return plain;
    return { type, text: JSON.stringify('L' in v ? v.L : v.M, null, 2), dynamoJson: true };
  }
  if ('SS' in v) return { type: 'SS', text: JSON.stringify(v.SS) };
  if ('NS' in v) return { type: 'NS', text: JSON.stringify(v.NS) };
  return { type: 'BS', text: JSON.stringify(v.BS) };
}
