/**
 * A statement read page by page through electron/service/statement-read-ahead.ts, as the paged read
 * drives it: a small first page (Limit 50), then each next page read ahead from the page before's
 * NextToken and taken by the caller's next request. `read` here stands for the server: it answers
 * from a fixed list of items by offset, as a paging server does, and records what it was asked.
 */
import { describe, expect, test } from 'vitest';
import type { ApiRequest } from '../../../shared/api.js';
import type { ExecuteStatementResponse } from '../../../shared/api-partiql.js';
import { ReadAheadPages } from '../../../electron/service/read-ahead.js';
import { statementPage } from '../../../electron/service/statement-read-ahead.js';

type Req = ApiRequest<'executeStatement'>;
const Statement = `SELECT * FROM "T" WHERE pk = 'a'`;
const item = (i: number) => ({ pk: { S: 'a' }, sk: { N: String(i) } });

/** A server of `total` items in pages of at most `pageSize`. */
function server(total: number, pageSize: number) {
  const asked: Req[] = [];
  const read = async (req: Req): Promise<ExecuteStatementResponse> => {
    asked.push(req);
    const from = req.NextToken === undefined ? 0 : Number(req.NextToken);
    const to = Math.min(total, from + Math.min(pageSize, req.Limit ?? pageSize));
    const Items = Array.from({ length: to - from }, (_, k) => item(from + k));
    return { Items, Operation: 'Query', ...(to < total ? { NextToken: String(to) } : {}) };
  };
  return { read, asked };
}

/** Reads to the end as the paged read does: first page Limit 50 with the read-ahead hint, then without a Limit. */
async function readAll(read: (r: Req, s: AbortSignal) => Promise<ExecuteStatementResponse>) {
  const ahead = new ReadAheadPages<ExecuteStatementResponse>();
  const pages: number[] = [];
  const items: unknown[] = [];
  let req: Req = { Statement, Limit: 50, readAhead: {}, requestId: 'r0' };
  for (let n = 1; ; n++) {
    const out = await statementPage(ahead, req, new AbortController().signal, read);
    pages.push(out.Items.length);
    items.push(...out.Items);
    if (!out.NextToken) break;
    req = { Statement, NextToken: out.NextToken, readAhead: {}, requestId: `r${n}` };
  }
  ahead.clear();
  return { pages, items };
}

describe('a statement read with read-ahead', () => {
  test("the pages follow the small page's token, each asked once, and the read has every item once, in order", async () => {
    const s = server(2_500, 1_000);
    const { pages, items } = await readAll(s.read);
    expect(pages).toEqual([50, 1_000, 1_000, 450]);
    expect(items).toEqual(Array.from({ length: 2_500 }, (_, i) => item(i)));
    expect(s.asked.map((r) => [r.Limit ?? null, r.NextToken ?? null])).toEqual([
      [50, null],
      [null, '50'],
      [null, '1050'],
      [null, '2050'],
    ]);
  });

  test('a statement that fits in the small page ends there, with nothing read ahead', async () => {
    const s = server(30, 1_000);
    const { pages } = await readAll(s.read);
    expect(pages).toEqual([30]);
    expect(s.asked).toHaveLength(1);
  });
});
