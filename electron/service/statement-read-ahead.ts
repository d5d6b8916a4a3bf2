/**
 * Read-ahead for PartiQL SELECT pages, as read-ahead.ts does for Query and Scan: when a page comes
 * back with a NextToken and its caller said it will ask for the next one, that page is started at
 * once, while this one is encoded, carried and grouped; the caller's next request (the same but
 * for its NextToken) takes it. Measured by `npm run bench -- --only partiql`.
 *
 * Reading the whole first page beside the small one (Limit 50) was tried and taken out: it brought
 * the whole read to 0.9x the raw NextToken loop, but DynamoDB Local evaluates both pages side by
 * side and the first rows came 2.0-2.3x slower than the raw Limit 50 call; without it they come at
 * about 1.0x.
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

/** One statement page for a caller: the page read ahead for it if there is one, else read now; then the next page started. */
export async function statementPage(
  ahead: ReadAheadPages<Page>,
  req: Req,
  signal: AbortSignal,
  read: ReadPage,
): Promise<Page> {
  const out = await (ahead.take(statementAheadKey(req), signal) ?? read(req, signal));
  const next = nextStatementRequest(req, out);
  if (next) ahead.start(statementAheadKey(next), (sig) => read(next, sig));
  return out;
}
