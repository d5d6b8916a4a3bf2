/**
 * A PartiQL SELECT read through the paged read (progress, Load more, Stop) like any Scan: the
 * paged read asks for "scan" pages, this adapter sends executeStatement instead, and carries the
 * NextToken in the page's LastEvaluatedKey (an item with one attribute named for it), so resuming
 * a stopped read passes the token back.
 */
import type { ApiRequest, ExecuteStatementResponse, ExplorerApi, ReadPage } from '../api.js';
import type { AttributeValue, Item } from '../dynamo/types.js';
import type { PagedReadApi } from './paged-read.js';

/** The attribute the NextToken travels in; no DynamoDB item key is named this. */
export const NEXT_TOKEN_ATTRIBUTE = '@partiql.NextToken';

export interface StatementToRun {
  Statement: string;
  Parameters?: AttributeValue[];
  ConsistentRead?: boolean;
}

export function statementPagedApi(
  api: Pick<ExplorerApi, 'executeStatement' | 'cancel'>,
  statement: StatementToRun,
  onAnswer?: (page: ExecuteStatementResponse) => void,
): PagedReadApi {
  const page = async (req: {
    requestId?: string;
    Limit?: number;
    ExclusiveStartKey?: Item;
    readAhead?: ApiRequest<'executeStatement'>['readAhead'];
  }): Promise<ReadPage> => {
    const token = req.ExclusiveStartKey?.[NEXT_TOKEN_ATTRIBUTE];
    const out = await api.executeStatement({
      ...statement,
      ...(req.requestId ? { requestId: req.requestId } : {}),
      ...(req.Limit ? { Limit: req.Limit } : {}),
      ...(req.readAhead ? { readAhead: req.readAhead } : {}),
      ...(token && 'S' in token ? { NextToken: token.S } : {}),
    } satisfies ApiRequest<'executeStatement'>);
    onAnswer?.(out);
    return {
      Items: out.Items,
      Count: out.Items.length,
      ScannedCount: out.ScannedCount ?? out.Items.length,
      ...(out.NextToken ? { LastEvaluatedKey: { [NEXT_TOKEN_ATTRIBUTE]: { S: out.NextToken } } } : {}),
      ...(out.ConsumedCapacity ? { ConsumedCapacity: out.ConsumedCapacity } : {}),
    };
  };
  return {
    query: (req) => page(req),
    scan: (req) => page(req),
    cancel: (req) => api.cancel(req),
  };
}
