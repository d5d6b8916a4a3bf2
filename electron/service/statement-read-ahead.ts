/**
 * Read-ahead for PartiQL SELECT pages, as read-ahead.ts does for Query and Scan: when a page comes
 * back with a NextToken and its caller said it will ask for the next one, that page is started at
 * once, while this one is encoded, carried and grouped; the caller's next request (the same but
 * for its NextToken) takes it. Measured by `npm run bench -- --only partiql`.
 */
import type { ApiRequest } from '../../shared/api.js';
import type { ExecuteStatementResponse } from '../../shared/api-partiql.js';
import { followingRequest, stableJson } from './read-ahead.js';

type Req = ApiRequest<'executeStatement'>;

export function nextStatementRequest(req: Req, page: ExecuteStatementResponse): Req | null {
  if (page.NextToken === undefined) return null;
  return followingRequest(req, { NextToken: page.NextToken }, page.Items.length);
}

/** Everything but the request id and the hint makes two statement pages the same. */
export function statementAheadKey(req: Req): string {
  const { requestId: _r, readAhead: _h, ...rest } = req;
  return `statement\u0000${stableJson(rest)}`;
}
