/**
 * Unknown keys are named a few at a time on both paths: the HTTP body scanned as text before it is
 * parsed, and a request object as IPC delivers it.
 */
import { expect, test } from 'vitest';
import { parseBody, scanTopLevelKeys } from '../../../electron/transport/request-body.js';
import { knownKeys, validateRequest } from '../../../shared/api-validate.js';

test('the text scan counts top-level keys only, names the first five unknown, and reads escaped names', () => {
  const text = JSON.stringify({
    TableName: 'T',
    ExpressionAttributeValues: { ':a': { M: { x: { S: '{"y":1,' } } } },
    'we\\"ird': 1,
    b: [{ c: 1 }, ',"d":'],
    e: 1,
    f: 2,
    g: 3,
    h: 4,
  });
  expect(scanTopLevelKeys(text, knownKeys('scan'))).toEqual({
    unknown: ['we\\"ird', 'b', 'e', 'f', 'g'],
    unknownCount: 6,
  });
  expect(scanTopLevelKeys('[1,2]', knownKeys('scan'))).toBeUndefined();
  expect(scanTopLevelKeys('  {"TableName":"T"}', knownKeys('scan'))).toEqual({ unknown: [], unknownCount: 0 });
});

test('a large body with unknown keys is refused from the scan, naming five and counting the rest', () => {
  const body = `{"TableName":"T",${Array.from({ length: 10_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
  expect(() => parseBody(body, 'scan')).toThrow(
    'scan does not take "k0", "k1", "k2", "k3", "k4" and 9,995 more; check the spelling',
  );
});

test('an object (as IPC delivers it) with many unknown keys gets the same short error', () => {
  const req: Record<string, unknown> = { TableName: 'T' };
  for (let i = 0; i < 10_000; i++) req[`k${i}`] = 1;
  expect(() => validateRequest('query', req)).toThrow(
    /^query does not take "k0", "k1", "k2", "k3", "k4" and 9,995 more; /,
  );
});

test('an unknown key inside one of our own objects is named with its path', () => {
  expect(() => validateRequest('query', { TableName: 'T', readAhead: { pageLimit: 1, itemLeft: 2 } })).toThrow(
    'query\'s readAhead does not take "readAhead.itemLeft"; check the spelling against the API',
  );
});
