/** fast-check generators for expression models: every operator, awkward names, every value type. */
import fc from 'fast-check';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import {
  ATTRIBUTE_TYPE_NAMES,
  COMPARATORS,
  type Condition,
  type DocumentPath,
  type ExpressionModel,
  type KeyCondition,
  type Operand,
  type SortKeyCondition,
} from '../../../shared/expressions/model.js';
import { RESERVED_WORDS } from '../../../shared/expressions/reserved-words.js';

const reserved = [...RESERVED_WORDS];

/** Attribute names of every kind a real table holds: plain, reserved (any case), dotted, dashed, unicode, digit-led. */
export const attributeName: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/),
  fc.constantFrom(...reserved).chain((w) => fc.constantFrom(w, w.toLowerCase(), w[0] + w.slice(1).toLowerCase())),
  fc.constantFrom(
    'order.total',
    'a.b.c',
    'order-id',
    'GSI1-PK',
    'user_id',
    '_private',
    '1st',
    '2024-01-01',
    'x y',
    'é',
    'naïve',
    '😀',
    '#n0',
    ':v0',
    'a[0]',
    '(',
    'AND',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
  fc.stringMatching(/^[0-9][A-Za-z0-9]{0,4}$/),
);

export const documentPath: fc.Arbitrary<DocumentPath> = fc
  .tuple(attributeName, fc.array(fc.oneof(attributeName, fc.nat(30)), { maxLength: 3 }))
  .map(([head, rest]) => [head, ...rest]);

const base64 = fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b).toString('base64'));
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 38n), max: 10n ** 38n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom('0.0', '1e5', '-1.50E-3', '12345678901234567890.12345'),
);

export const attributeValue: fc.Arbitrary<AttributeValue> = fc.letrec<{ value: AttributeValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 8 }).map((S) => ({ S })),
    numberText.map((N) => ({ N })),
    base64.map((B) => ({ B })),
    fc.boolean().map((BOOL) => ({ BOOL })),
    fc.constant({ NULL: true as const }),
    fc.uniqueArray(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
    fc.uniqueArray(fc.integer().map(String), { minLength: 1, maxLength: 3 }).map((NS) => ({ NS })),
    fc.uniqueArray(base64, { minLength: 1, maxLength: 3 }).map((BS) => ({ BS })),
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), tie('value'), { maxKeys: 3 }).map((M) => ({ M })),
  ),
})).value;

export const operand: fc.Arbitrary<Operand> = fc.oneof(
  documentPath.map((path) => ({ kind: 'path' as const, path })),
  attributeValue.map((value) => ({ kind: 'value' as const, value })),
  documentPath.map((path) => ({ kind: 'size' as const, path })),
);

export const condition: fc.Arbitrary<Condition> = fc.letrec<{ condition: Condition }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      kind: fc.constant('compare' as const),
      op: fc.constantFrom(...COMPARATORS),
      left: operand,
      right: operand,
    }),
    fc.record({ kind: fc.constant('between' as const), operand, low: operand, high: operand }),
    fc.record({ kind: fc.constant('in' as const), operand, values: fc.array(operand, { minLength: 1, maxLength: 4 }) }),
    fc.record({
      kind: fc.constantFrom('attribute_exists' as const, 'attribute_not_exists' as const),
      path: documentPath,
    }),
    fc.record({
      kind: fc.constant('attribute_type' as const),
      path: documentPath,
      type: fc.constantFrom(...ATTRIBUTE_TYPE_NAMES),
    }),
    fc.record({ kind: fc.constant('begins_with' as const), path: documentPath, prefix: operand }),
    fc.record({ kind: fc.constant('contains' as const), path: documentPath, operand }),
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      conditions: fc.array(tie('condition'), { maxLength: 4 }),
    }),
    fc.record({ kind: fc.constant('not' as const), condition: tie('condition') }),
  ),
})).condition;

const sortKey = (name: string): fc.Arbitrary<SortKeyCondition> =>
  fc.oneof(
    fc.record({
      name: fc.constant(name),
      op: fc.constantFrom(
        '=' as const,
        '<' as const,
        '<=' as const,
        '>' as const,
        '>=' as const,
        'begins_with' as const,
      ),
      value: attributeValue,
    }),
    fc.record({
      name: fc.constant(name),
      op: fc.constant('between' as const),
      low: attributeValue,
      high: attributeValue,
    }),
  );

export const keyCondition: fc.Arbitrary<KeyCondition> = fc
  .uniqueArray(attributeName, { minLength: 2, maxLength: 2 })
  .chain(([pk, sk]) =>
    fc.record(
      { partitionKey: fc.record({ name: fc.constant(pk!), value: attributeValue }), sortKey: sortKey(sk!) },
      { requiredKeys: ['partitionKey'] },
    ),
  );

export const model: fc.Arbitrary<ExpressionModel> = fc.record(
  { keyCondition, filter: condition, projection: fc.array(documentPath, { minLength: 1, maxLength: 4 }) },
  { requiredKeys: [] },
);
