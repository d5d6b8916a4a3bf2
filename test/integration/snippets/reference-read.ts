/**
 * What the snippets must print, computed with the raw SDK for the same request: every page from
 * the request's ExclusiveStartKey on, cut at maxItems, in both printed forms.
 */
import {
  GetItemCommand,
  QueryCommand,
  ScanCommand,
  type AttributeValue as SdkValue,
  type DynamoDBClient,
  type QueryCommandInput,
  type ScanCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import type { SnippetOperation, SnippetRequest } from '../../../shared/snippets/index.js';
import type { LosslessJson } from './lossless-json.js';

type SdkItem = Record<string, SdkValue>;

function toSdk(v: AttributeValue): SdkValue {
  if ('B' in v) return { B: Buffer.from(v.B, 'base64') };
  if ('BS' in v) return { BS: v.BS.map((b) => Buffer.from(b, 'base64')) };
  if ('L' in v) return { L: v.L.map(toSdk) };
  if ('M' in v) return { M: toSdkItem(v.M) };
  return v as SdkValue;
}

export function toSdkItem(item: Item): SdkItem {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, toSdk(v)]));
}

function sdkInput(request: SnippetRequest): Record<string, unknown> {
  const {
    connectionId: _c,
    requestId: _r,
    ExpressionAttributeValues,
    ExclusiveStartKey,
    Key,
    ...rest
  } = request as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (ExpressionAttributeValues) out.ExpressionAttributeValues = toSdkItem(ExpressionAttributeValues as Item);
  if (ExclusiveStartKey) out.ExclusiveStartKey = toSdkItem(ExclusiveStartKey as Item);
  if (Key) out.Key = toSdkItem(Key as Item);
  return out;
}

export type ReferenceResult = { items: SdkItem[] } | { count: { Count: number; ScannedCount: number } };

export async function referenceRead(
  client: DynamoDBClient,
  operation: SnippetOperation,
  request: SnippetRequest,
  maxItems?: number,
): Promise<ReferenceResult> {
  const input = sdkInput(request);
  if (operation === 'getItem') {
    const out = await client.send(new GetItemCommand(input as never));
    return { items: out.Item ? [out.Item] : [] };
  }
  const items: SdkItem[] = [];
  let Count = 0;
  let ScannedCount = 0;
  let start = input.ExclusiveStartKey as SdkItem | undefined;
  do {
    const page =
      operation === 'query'
        ? await client.send(new QueryCommand({ ...(input as unknown as QueryCommandInput), ExclusiveStartKey: start }))
        : await client.send(new ScanCommand({ ...(input as unknown as ScanCommandInput), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    Count += page.Count ?? 0;
    ScannedCount += page.ScannedCount ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  if ((request as { Select?: string }).Select === 'COUNT') return { count: { Count, ScannedCount } };
  return { items: maxItems === undefined ? items : items.slice(0, maxItems) };
}

const base64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

/** DynamoDB JSON as the SDK v3, boto3 and CLI snippets print it: binary as base64. */
export function wireForm(v: SdkValue): unknown {
  if (v.B) return { B: base64(v.B) };
  if (v.BS) return { BS: v.BS.map(base64) };
  if (v.L) return { L: v.L.map(wireForm) };
  if (v.M) return { M: wireItem(v.M) };
  return v;
}

export function wireItem(item: SdkItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, wireForm(v)]));
}

/** The plain form the lib-dynamodb snippet prints, numbers kept as text by the lossless parser. */
export function plainForm(v: SdkValue): LosslessJson {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return { $number: v.N };
  if (v.B) return base64(v.B);
  if (v.BOOL !== undefined) return v.BOOL;
  if (v.NULL) return null;
  if (v.SS) return v.SS;
  if (v.NS) return v.NS.map(($number) => ({ $number }));
  if (v.BS) return v.BS.map(base64);
  if (v.L) return v.L.map(plainForm);
  if (v.M) return plainItem(v.M);
  throw new Error(`unexpected value ${JSON.stringify(v)}`);
}

export function plainItem(item: SdkItem): { [k: string]: LosslessJson } {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, plainForm(v)]));
}
