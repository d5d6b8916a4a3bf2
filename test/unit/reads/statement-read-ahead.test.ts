/** The next PartiQL page the service may read ahead: only when asked, only while there is more, within the cap. */
import { describe, expect, test } from 'vitest';
import { nextStatementRequest, statementAheadKey } from '../../../electron/service/statement-read-ahead.js';

const page = (n: number, NextToken?: string) => ({
  Items: Array.from({ length: n }, () => ({ pk: { S: 'a' } })),
  Operation: 'Query' as const,
  ...(NextToken ? { NextToken } : {}),
});
const req = { Statement: `SELECT * FROM "T" WHERE pk = 'a'`, requestId: 'r1', Limit: 50 };

describe('statement read-ahead', () => {
  test('the next page is the same statement from the NextToken, without the request id or the first page Limit', () => {
    expect(nextStatementRequest({ ...req, readAhead: {} }, page(50, 't1'))).toEqual({
      Statement: req.Statement,
      NextToken: 't1',
      readAhead: {},
    });
    expect(nextStatementRequest({ ...req, readAhead: { pageLimit: 100 } }, page(50, 't1'))).toMatchObject({
      NextToken: 't1',
      Limit: 100,
    });
  });
  test('not without the hint, not after the last page, not past the cap', () => {
    expect(nextStatementRequest(req, page(50, 't1'))).toBeNull();
    expect(nextStatementRequest({ ...req, readAhead: {} }, page(50))).toBeNull();
    expect(nextStatementRequest({ ...req, readAhead: { itemsLeft: 50 } }, page(50, 't1'))).toBeNull();
    expect(nextStatementRequest({ ...req, readAhead: { itemsLeft: 80 } }, page(50, 't1'))).toMatchObject({
      Limit: 30,
      readAhead: { itemsLeft: 30 },
    });
  });
  test('the key ignores the request id and the hint, and tells tokens apart', () => {
    const a = statementAheadKey({ Statement: 'S', NextToken: 't1', requestId: 'x', readAhead: {} });
    expect(a).toBe(statementAheadKey({ NextToken: 't1', Statement: 'S', requestId: 'y' }));
    expect(a).not.toBe(statementAheadKey({ Statement: 'S', NextToken: 't2' }));
  });
});
