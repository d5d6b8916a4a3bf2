/**
 * The reads an export runs again, each made into the page reader export-pages.ts follows: a Query
 * or Scan paged by its LastEvaluatedKey (page-fetch.ts, as the read's pages), and a PartiQL SELECT
 * paged by its NextToken through the PartiQL read's own runner (partiql-runner.ts), so the export
 * meets the same pre-send gate on every page, and on a server without PartiQL runs the same
 * translated Query or Scan. Both are checked before the export starts, as their read would be.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ApiRequest } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { fetchPage } from '../page-fetch.js';
import type { PartiqlRunner } from '../partiql-runner.js';
import type { RequestGate } from '../request-gate.js';
import type { ReadMethod } from '../read-ahead.js';
import type { FetchExportPage } from './export-pages.js';

export type PageRequest = Omit<ApiRequest<'query'> | ApiRequest<'scan'>, 'connectionId' | 'requestId' | 'readAhead'>;
export type StatementRequest = Omit<ApiRequest<'executeStatement'>, 'connectionId' | 'requestId' | 'readAhead'>;

/** What an export reads with, and how far a check may wait. */
export interface ReadContext {
  client: DynamoDBClient;
  gate: RequestGate;
  signal: AbortSignal;
}

/** A Query or Scan: checked by the gate, then its pages from the request's own start. */
export async function queryScanPages(
  method: ReadMethod,
  request: PageRequest,
  ctx: ReadContext,
): Promise<{ fetch: FetchExportPage; pageLimit?: number }> {
  await ctx.gate.check(ctx.client, method, request as never, ctx.signal);
  const fetch: FetchExportPage = async (start, limit, signal) => {
    const req = {
      ...request,
      ...(start !== undefined ? { ExclusiveStartKey: start as Item } : {}),
      ...(limit !== undefined ? { Limit: limit } : {}),
    } as ApiRequest<'query'> | ApiRequest<'scan'>;
    const page = await fetchPage(ctx.client, method, req, signal);
    return {
      Items: page.Items,
      ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
      ...(page.ConsumedCapacity ? { ConsumedCapacity: page.ConsumedCapacity } : {}),
    };
  };
  return { fetch, ...(request.Limit !== undefined ? { pageLimit: request.Limit } : {}) };
}

/**
 * A PartiQL SELECT: judged as the PartiQL read judges it (a write refused by name), then its pages,
 * each through the runner as the read's pages go, from the request's NextToken if it has one.
 */
export async function statementPages(
  runner: PartiqlRunner,
  request: StatementRequest,
  ctx: ReadContext,
): Promise<{ fetch: FetchExportPage; pageLimit?: number }> {
  const describe = (signal: AbortSignal) => (name: string) => ctx.gate.table(ctx.client, name, signal);
  await runner.judge(request, { describe: describe(ctx.signal) });
  const { Limit, NextToken, ...statement } = request;
  const fetch: FetchExportPage = async (start, limit, signal) => {
    const token = start === undefined ? NextToken : (start as string);
    const page = await runner.page(
      {
        ...statement,
        ...(token !== undefined ? { NextToken: token } : {}),
        ...(limit !== undefined ? { Limit: limit } : {}),
      },
      {
        client: ctx.client,
        signal,
        describe: describe(signal),
        check: (method, req) => ctx.gate.check(ctx.client, method, req as never, signal),
      },
    );
    return {
      Items: page.Items,
      ...(page.NextToken ? { next: page.NextToken } : {}),
      ...(page.ConsumedCapacity ? { ConsumedCapacity: page.ConsumedCapacity } : {}),
    };
  };
  return { fetch, ...(Limit !== undefined ? { pageLimit: Limit } : {}) };
}
