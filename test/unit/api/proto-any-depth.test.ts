/**
 * "__proto__" as a name is refused by the contract wherever it is, as IPC delivers a request (an
 * object) and not only as web mode parses one: in a map 41, 1,000 or 100,000 levels down, and in a
 * list, with a path that keeps its two ends when it is long.
 */
import { expect, test } from 'vitest';
import { validateRequest } from '../../../shared/api-validate.js';

function nested(depth: number, leaf: object): object {
  let v: object = leaf;
  for (let i = 0; i < depth; i++) v = { M: { a: v } };
  return v;
}
/** JSON.parse keeps "__proto__" as an own key, as a transport receives it. */
const protoLeaf = () => JSON.parse('{"__proto__":{"S":"x"}}') as object;

test.each([0, 41, 1_000, 100_000])('a map key %i levels down is refused, naming where', (depth) => {
  const req = { TableName: 'T', ExpressionAttributeValues: { ':v': { M: nested(depth, protoLeaf()) } } };
  expect(() => validateRequest('scan', req)).toThrow(/"__proto__" is not allowed as a name here/);
  try {
    validateRequest('scan', req);
  } catch (e) {
    const field = (e as { field: string }).field;
    expect(field.startsWith('ExpressionAttributeValues.:v.M')).toBe(true);
    expect(field.endsWith('.__proto__')).toBe(true);
    expect(field.length).toBeLessThan(200);
  }
});

test('inside a list too', () => {
  const req = {
    TableName: 'T',
    ExpressionAttributeValues: { ':v': { L: [{ S: 'a' }, { M: nested(50, protoLeaf()) }] } },
  };
  expect(() => validateRequest('scan', req)).toThrow(
    /^ExpressionAttributeValues\.:v\.L\.1\.M\..*__proto__: "__proto__" is not allowed/,
  );
});

test('"__proto__" as an ordinary string value is not a name, and passes', () => {
  expect(() =>
    validateRequest('scan', { TableName: 'T', ExpressionAttributeValues: { ':v': { S: '__proto__' } } }),
  ).not.toThrow();
});
