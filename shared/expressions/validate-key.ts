/**
 * A Query's key condition against the key schema in use: the structure (key-condition.ts), then
 * the values: their types match the schema, begins_with is not used on numbers, no empty string or
 * binary, BETWEEN's bounds in order.
 */
import { attributeValueProblem } from '../api-values.js';
import type { AttributeValue, ScalarAttributeType } from '../dynamo/types.js';
import { typeOf } from './compare-values.js';
import { keyConditionFromSyntax } from './key-condition.js';
import type { KeySchemaInUse } from './key-schema.js';
import type { FieldResolver } from './resolve.js';
import type { SyntaxCondition, SyntaxOperand } from './syntax.js';
import { checkBounds } from './validate-expression.js';
import { keyValueBytes, MAX_SORT_KEY_BYTES } from '../dynamo/key-size.js';

const TYPE_NAMES: Record<string, string> = { S: 'a string (S)', N: 'a number (N)', B: 'binary (B)' };

export function checkKeyCondition(c: SyntaxCondition, r: FieldResolver, schema: KeySchemaInUse): void {
  const before = r.problemCount();
  const kc = keyConditionFromSyntax(c, r, schema);
  if (!kc || r.problemCount() > before) return;
  // From here on, each check reports on its own: several may apply at once.
  const { keyCondition, sites } = kc;

  checkKeyValue(
    keyCondition.partitionKey.name,
    schema.partitionKeyType,
    keyCondition.partitionKey.value,
    sites.partitionValue,
    schema,
    r,
  );
  const sk = keyCondition.sortKey;
  if (!sk || !schema.sortKeyType) return;
  const values = sk.op === 'between' ? [sk.low, sk.high] : [sk.value];
  const typed = values.map((v, i) => checkKeyValue(sk.name, schema.sortKeyType!, v, sites.sortValues[i]!, schema, r));
  if (!typed.every(Boolean)) return;
  if (sk.op === 'begins_with' && schema.sortKeyType === 'N') {
    r.problem(
      sites.sortCondition?.offset ?? c.offset,
      'begins_with',
      `begins_with cannot be used on the sort key "${sk.name}" because it is a number (N); use BETWEEN or a comparison instead`,
    );
  }
  if (sk.op === 'between') checkBounds(sk.low, sk.high, sites.sortValues[0]!, r);
}

function checkKeyValue(
  name: string,
  expected: ScalarAttributeType,
  v: AttributeValue,
  site: SyntaxOperand,
  schema: KeySchemaInUse,
  r: FieldResolver,
): boolean {
  // A malformed value is reported against ExpressionAttributeValues; nothing to compare here.
  if (attributeValueProblem(v) !== null) return false;
  const token = site.kind === 'value' ? site.text : r.text.slice(site.offset, site.end);
  const actual = typeOf(v);
  if (actual !== expected) {
    r.problem(
      site.offset,
      token,
      `${token} is ${TYPE_NAMES[actual] ?? `of type ${actual}`}, but "${name}" of ${schema.label} is ${TYPE_NAMES[expected]}; key values must have the key's type`,
    );
    return false;
  }
  if (('S' in v && v.S === '') || ('B' in v && v.B === '')) {
    r.problem(
      site.offset,
      token,
      `${token} is empty; a key attribute ("${name}") cannot be compared with an empty ${expected === 'S' ? 'string' : 'binary value'}`,
    );
  }
  const size = keyValueBytes(v);
  if (name === schema.sortKey && size > MAX_SORT_KEY_BYTES) {
    r.problem(
      site.offset,
      token,
      `${token} is ${size} bytes long; a sort key value ("${name}") is at most ${MAX_SORT_KEY_BYTES} bytes, so no item can match it`,
    );
  }
  return true;
}
