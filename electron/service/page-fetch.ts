/**
 * One Query or Scan page through the SDK: the request as the SDK takes it (our fields dropped,
 * values back to SDK bytes, consumed capacity per index asked for), and the answer as a ReadPage,
 * its raw body kept when the transport can pass it on untouched.
 */
import {
  QueryCommand,
  ScanCommand,
  type DynamoDBClient,
  type QueryCommandOutput,
  type ScanCommandOutput,
} from '@aws-sdk/client-dynamodb';
import type { ApiRequest, ReadPage } from '../../shared/api.js';
import { pageWithBody, takePageBody, type PageBody } from './page-body.js';
import type { ReadMethod } from './read-ahead.js';
import { itemToWire, itemFromWire, optionalItemFromWire } from './wire.js';

type Req<M extends 'query' | 'scan'> = ApiRequest<M>;

export async function fetchPage(
  client: DynamoDBClient,
  method: ReadMethod,
  req: Req<'query'> | Req<'scan'>,
  abortSignal: AbortSignal,
): Promise<ReadPage> {
  if (method === 'query') {
    const command = new QueryCommand(pageInput(req as Req<'query'>));
    const body = takePageBody(command);
    return toPage(await client.send(command, { abortSignal }), body.taken());
  }
  const command = new ScanCommand(pageInput(req as Req<'scan'>));
  const body = takePageBody(command);
  return toPage(await client.send(command, { abortSignal }), body.taken());
}

/** A Query or Scan page request as the SDK takes it: our fields dropped, values back to SDK bytes. */
function pageInput<R extends Req<'query'> | Req<'scan'>>(req: R) {
  const { connectionId: _c, requestId: _r, readAhead: _h, Select, ...input } = req;
  return {
    ...input,
    // DynamoDB reads an empty Select as none; the SDK's type has no empty value.
    ...(Select ? { Select } : {}),
    ExpressionAttributeValues: input.ExpressionAttributeValues && itemFromWire(input.ExpressionAttributeValues),
    ExclusiveStartKey: optionalItemFromWire(input.ExclusiveStartKey),
    // INDEXES: the table's and each index's share, which the page shows after every read.
    ReturnConsumedCapacity: 'INDEXES' as const,
  };
}

function toPage(out: QueryCommandOutput | ScanCommandOutput, body: PageBody | undefined): ReadPage {
  const fields = {
    Count: out.Count ?? 0,
    ScannedCount: out.ScannedCount ?? 0,
    LastEvaluatedKey: body ? body.lastKey : out.LastEvaluatedKey && itemToWire(out.LastEvaluatedKey),
    ConsumedCapacity: out.ConsumedCapacity,
    Attempts: out.$metadata.attempts,
    RetryDelayMs: out.$metadata.totalRetryDelay,
  };
  return body ? pageWithBody(fields, body) : { Items: (out.Items ?? []).map(itemToWire), ...fields };
}
