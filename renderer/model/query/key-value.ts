/**
 * A key value typed into a text box, made into the S, N or B value the key schema says it is.
 * The messages name the field and the key attribute, so a wrong type is fixed where it was typed.
 */
import { isBase64 } from '../../../shared/dynamo/base64.js';
import { formatDecimal, numberProblem, parseDecimal } from '../../../shared/dynamo/numbers.js';
import type { AttributeValue, ScalarAttributeType } from '../../../shared/dynamo/types.js';

export const KEY_TYPE_NAMES: Record<ScalarAttributeType, string> = { S: 'String', N: 'Number', B: 'Binary' };

export type KeyValueResult = { ok: true; value: AttributeValue } | { ok: false; message: string };

export function keyValueFromText(
  text: string,
  type: ScalarAttributeType,
  label: string,
  attribute: string,
): KeyValueResult {
  const what = `${label} "${attribute}" is a ${KEY_TYPE_NAMES[type]}`;
  if (type === 'S') {
    if (text === '')
      return { ok: false, message: `${label}: enter a value for "${attribute}"; a key value cannot be empty` };
    return { ok: true, value: { S: text } };
  }
  const t = text.trim();
  if (t === '') return { ok: false, message: `${label}: enter a value for "${attribute}" (a ${KEY_TYPE_NAMES[type]})` };
  if (type === 'N') {
    const problem = numberProblem(t);
    if (problem) return { ok: false, message: `${what}: ${problem}` };
    return { ok: true, value: { N: formatDecimal(parseDecimal(t)!) } };
  }
  if (!isBase64(t)) return { ok: false, message: `${what}: enter its bytes as base64, e.g. AAEC/w==` };
  return { ok: true, value: { B: t } };
}
