/**
 * Items cross the service's edge through wire.ts in both directions: any attribute names
 * (including "__proto__" and "constructor", legal in DynamoDB) and any values come back unchanged.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { itemFromWire, itemToWire } from '../../../electron/service/wire.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

const name = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'PK', 'SK'),
  fc.string({ maxLength: 12 }),
);
const base64 = fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b).toString('base64'));
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(String);

const { value } = fc.letrec<{ value: AttributeValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string().map((S) => ({ S })),
    number.map((N) => ({ N })),
    base64.map((B) => ({ B })),
    fc.boolean().map((BOOL) => ({ BOOL })),
    fc.constant({ NULL: true as const }),
    fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
    fc.uniqueArray(number, { minLength: 1, maxLength: 3 }).map((NS) => ({ NS })),
    fc.uniqueArray(base64, { minLength: 1, maxLength: 3 }).map((BS) => ({ BS })),
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.array(fc.tuple(name, tie('value')), { maxLength: 3 }).map((entries) => ({ M: ownEntries(entries) })),
  ),
}));

/** Builds an object with own properties only, so "__proto__" is an attribute and not a prototype. */
function ownEntries(entries: Array<[string, AttributeValue]>): Item {
  const out: Item = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

test('any item survives wire -> SDK -> wire unchanged, whatever its attribute names', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(name, value), { maxLength: 6 }), (entries) => {
      const item = ownEntries(entries);
      const back = itemToWire(itemFromWire(item));
      expect(JSON.stringify(back)).toBe(JSON.stringify(item));
      expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).S).toBeUndefined();
    }),
    { numRuns: 300 },
  );
});
