/**
 * Read-ahead for PartiQL SELECT pages, as read-ahead.ts does for Query and Scan: when a page comes
 * back with a NextToken and its caller said it will ask for the next one, that page is started at
 * once, while this one is encoded, carried and grouped; the caller's next request (the same but
 * for its NextToken) takes it. Measured by `npm run bench -- --only partiql`.
 *
 * The small first page (Limit 50, so the first rows show fast) is not free for a statement: a
 * server may evaluate much of the partition to answer it (DynamoDB Local takes about as long for
 * Limit 50 as for a whole 1 MB page), and the 1 MB page after it pays that again. So while the small
 * page is read, the same statement is read from the start without its Limit ("the whole first
 * page"); the caller's second request takes that page less the items the small one already gave,
 * as long as it starts with exactly those items (else the real next page is read). The first rows
 * still come from the small page; the read as a whole costs what the raw NextToken loop costs.
 */
import type { ApiRequest } from '../../shared/api.js';
import type { ExecuteStatementResponse } from '../../shared/api-partiql.js';
import { pageItemCount } from './page-body.js';
import { followingRequest, stableJson, type ReadAheadPages } from './read-ahead.js';

type Req = ApiRequest<'executeStatement'>;
type Page = ExecuteStatementResponse;
type ReadPage = (req: Req, signal: AbortSignal) => Promise<Page>;

export function nextStatementRequest(req: Req, page: Page): Req | null {
  if (page.NextToken === undefined) return null;
  return followingRequest(req, { NextToken: page.NextToken }, pageItemCount(page));
}

/** Everything but the request id and the hint makes two statement pages the same. */
export function statementAheadKey(req: Req): string {
  const { requestId: _r, readAhead: _h, ...rest } = req;
  return `statement\u0000${stableJson(rest)}`;
}

/**
 * The whole first page to read beside a small one: only for a first page (no NextToken) with a
 * Limit, whose caller will read on (readAhead) with no page size of its own. Under an item cap the
 * whole page asks for no more than the cap, so it never reads past what the caller would.
 */
export function wholeFirstPageRequest(req: Req): Req | null {
  const hint = req.readAhead;
  if (req.NextToken !== undefined || req.Limit === undefined || !hint || hint.pageLimit !== undefined) return null;
  if (hint.itemsLeft !== undefined && hint.itemsLeft <= req.Limit) return null;
  const { requestId: _r, readAhead: _h, Limit: _l, ...whole } = req;
  return hint.itemsLeft === undefined ? whole : { ...whole, Limit: hint.itemsLeft };
}

/**
 * The whole first page less the small page's items, or null when it does not start with exactly
 * them (a write landed between the two, or the server paged differently): then the real next page
 * is read. Its capacity is the whole page's: what was really consumed.
 */
export function trimmedWholePage(small: Page, whole: Page): Page | null {
  if (small.RanAs || whole.RanAs || small.NextToken === undefined) return null;
  const n = small.Items.length;
  if (whole.Items.length < n) return null;
  for (let i = 0; i < n; i++) if (stableJson(whole.Items[i]) !== stableJson(small.Items[i])) return null;
  const { Items, ...rest } = whole;
  return { ...rest, Items: Items.slice(n) };
}

/**
 * One statement page for a caller: the page read ahead for it if there is one, else read now (with
 * the whole first page beside a small first page when `speculate`), then the next page started.
 */
export async function statementPage(
  ahead: ReadAheadPages<Page>,
  req: Req,
  signal: AbortSignal,
  read: ReadPage,
  speculate: boolean,
): Promise<Page> {
  const taken = ahead.take(statementAheadKey(req), signal);
  const whole = taken || !speculate ? null : wholeFirstPageRequest(req);
  const wholeKey = whole ? statementAheadKey(whole) : '';
  // The small page leaves first: it carries the first rows.
  const asked = taken ?? read(req, signal);
  if (whole) ahead.start(wholeKey, (sig) => read(whole, sig));
  let out: Page;
  try {
    out = await asked;
  } catch (e) {
    if (whole) dropAhead(ahead, wholeKey);
    throw e;
  }
  const next = nextStatementRequest(req, out);
  if (!next) {
    if (whole) dropAhead(ahead, wholeKey);
    return out;
  }
  ahead.start(statementAheadKey(next), (sig) => {
    const started = whole ? ahead.take(wholeKey, sig) : undefined;
    if (!started) return read(next, sig);
    return started.then(
      (w) => trimmedWholePage(out, w) ?? read(next, sig),
      () => read(next, sig),
    );
  });
  return out;
}

function dropAhead(ahead: ReadAheadPages<Page>, key: string): void {
  void ahead.take(key, AbortSignal.abort())?.catch(() => undefined);
}
