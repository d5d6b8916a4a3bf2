/**
 * The whole first page read beside a small first page (electron/service/statement-read-ahead.ts):
 * the caller's second request gets the whole page less the items it already has, only when it
 * starts with exactly them; otherwise, and whenever the small page is the last, the real pages.
 * `read` here stands for the server: it answers from a fixed list of items by offset, as a paging
 * server does, and records what it was asked.
 */
import { describe, expect, test } from 'vitest';
import type { ApiRequest } from '../../../shared/api.js';
import type { ExecuteStatementResponse } from '../../../shared/api-partiql.js';
import { ReadAheadPages } from '../../../electron/service/read-ahead.js';
import {
  statementPage,
  trimmedWholePage,
  wholeFirstPageRequest,
} from '../../../electron/service/statement-read-ahead.js';

type Req = ApiRequest<'executeStatement'>;
const Statement = `SELECT * FROM "T" WHERE pk = 'a'`;
const item = (i: number) => ({ pk: { S: 'a' }, sk: { N: String(i) } });

/** A server of `total` items in pages of at most `pageSize`; `changed` alters the item at an offset after the first call. */
function server(total: number, pageSize: number) {
  const asked: Req[] = [];
  let calls = 0;
  let changeAt: number | undefined;
  const read = async (req: Req): Promise<ExecuteStatementResponse> => {
    asked.push(req);
    calls++;
    const from = req.NextToken === undefined ? 0 : Number(req.NextToken);
    const to = Math.min(total, from + Math.min(pageSize, req.Limit ?? pageSize));
    const Items = Array.from({ length: to - from }, (_, k) =>
      calls > 1 && from + k === changeAt ? { ...item(from + k), v: { S: 'new' } } : item(from + k),
    );
    return { Items, Operation: 'Query', ...(to < total ? { NextToken: String(to) } : {}) };
  };
  return {
    read,
    asked,
    change(at: number) {
      changeAt = at;
    },
  };
}

/** Reads to the end as the paged read does: first page Limit 50 with the read-ahead hint, then without a Limit. */
async function readAll(read: (r: Req, s: AbortSignal) => Promise<ExecuteStatementResponse>, speculate = true) {
  const ahead = new ReadAheadPages<ExecuteStatementResponse>();
  const pages: number[] = [];
  const items: unknown[] = [];
  let req: Req = { Statement, Limit: 50, readAhead: {}, requestId: 'r0' };
  for (let n = 1; ; n++) {
    const out = await statementPage(ahead, req, new AbortController().signal, read, speculate);
    pages.push(out.Items.length);
    items.push(...out.Items);
    if (!out.NextToken) break;
    req = { Statement, NextToken: out.NextToken, readAhead: {}, requestId: `r${n}` };
  }
  ahead.clear();
  return { pages, items };
}

describe('the whole first page beside a small one', () => {
  test('is asked only for a first page with a Limit whose caller reads on, within its cap', () => {
    expect(wholeFirstPageRequest({ Statement, Limit: 50, readAhead: {}, requestId: 'x' })).toEqual({ Statement });
    expect(wholeFirstPageRequest({ Statement, Limit: 50, readAhead: { itemsLeft: 500 } })).toEqual({
      Statement,
      Limit: 500,
    });
    expect(wholeFirstPageRequest({ Statement, Limit: 50, readAhead: { itemsLeft: 50 } })).toBeNull();
    expect(wholeFirstPageRequest({ Statement, Limit: 50 })).toBeNull();
    expect(wholeFirstPageRequest({ Statement, readAhead: {} })).toBeNull();
    expect(wholeFirstPageRequest({ Statement, Limit: 50, NextToken: 't', readAhead: {} })).toBeNull();
    expect(wholeFirstPageRequest({ Statement, Limit: 50, readAhead: { pageLimit: 100 } })).toBeNull();
  });

  test('the second page is the whole page less the small one, and the read has every item once, in order', async () => {
    const s = server(2_500, 1_000);
    const { pages, items } = await readAll(s.read);
    expect(pages).toEqual([50, 950, 1_000, 500]);
    expect(items).toEqual(Array.from({ length: 2_500 }, (_, i) => item(i)));
    // The small page, the whole page from the start, then NextToken pages from the whole page's token.
    expect(s.asked.map((r) => [r.Limit ?? null, r.NextToken ?? null])).toEqual([
      [50, null],
      [null, null],
      [null, '1000'],
      [null, '2000'],
    ]);
  });

  test("without it (a server known to have no PartiQL) the pages follow the small page's token", async () => {
    const s = server(2_500, 1_000);
    const { pages, items } = await readAll(s.read, false);
    expect(pages).toEqual([50, 1_000, 1_000, 450]);
    expect(items).toEqual(Array.from({ length: 2_500 }, (_, i) => item(i)));
    expect(s.asked.map((r) => r.NextToken ?? null)).toEqual([null, '50', '1050', '2050']);
  });

  test("when the whole page does not start with the small page's items, the real next page is read", async () => {
    const s = server(2_500, 1_000);
    s.change(10);
    const { pages, items } = await readAll(s.read);
    expect(pages).toEqual([50, 1_000, 1_000, 450]);
    expect(items.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => item(i)));
    expect(items).toHaveLength(2_500);
    expect(s.asked.map((r) => r.NextToken ?? null)).toEqual([null, null, '50', '1050', '2050']);
  });

  test('a statement that fits in the small page ends there, and its whole page is dropped', async () => {
    const s = server(30, 1_000);
    const { pages } = await readAll(s.read);
    expect(pages).toEqual([30]);
  });

  test('a page run as a translated read, or one without more to read, is never trimmed', () => {
    const small = { Items: [item(0)], Operation: 'Query' as const, NextToken: 't' };
    const whole = { Items: [item(0), item(1)], Operation: 'Query' as const, NextToken: 'w' };
    expect(trimmedWholePage(small, whole)).toEqual({ Items: [item(1)], Operation: 'Query', NextToken: 'w' });
    expect(trimmedWholePage({ ...small, RanAs: { method: 'query', message: '' } }, whole)).toBeNull();
    expect(trimmedWholePage({ Items: [item(0)], Operation: 'Query' }, whole)).toBeNull();
    expect(trimmedWholePage(small, { ...whole, Items: [] })).toBeNull();
  });
});
