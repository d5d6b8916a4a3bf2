/**
 * The source of a copy as pages: the read on screen read again from its start, one collection as a
 * Query of its partition key, or the items the page holds. Pages are asked for one at a time, the
 * next only after the last went on to the run, so a copy of any size holds one page (and the part
 * being sent) in the page, never the whole read.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import type { ReadSpec } from '../../../shared/reads/paged-read.js';
import type { BuiltRead } from '../../model/query/build-read.js';
import type { CopySource } from './copy-open.js';

export type SourcePages = { ok: true; pages: () => AsyncGenerator<Item[]> } | { ok: false; problem: string };

let requests = 0;
const requestId = () => `copy-${Date.now().toString(36)}-${(requests++).toString(36)}`;

async function* readPages(
  api: ExplorerApi,
  connectionId: string | undefined,
  spec: ReadSpec,
  cap?: number,
): AsyncGenerator<Item[]> {
  let left = cap ?? Infinity;
  const segments = spec.kind === 'scan' ? Math.max(1, spec.totalSegments ?? 1) : 1;
  for (let segment = 0; segment < segments && left > 0; segment++) {
    let start: Item | undefined;
    do {
      const paging = {
        ...(connectionId ? { connectionId } : {}),
        requestId: requestId(),
        ...(start ? { ExclusiveStartKey: start } : {}),
      };
      const page =
        spec.kind === 'query'
          ? await api.query({ ...spec.request, ...paging })
          : await api.scan({
              ...spec.request,
              ...paging,
              ...(segments > 1 ? { Segment: segment, TotalSegments: segments } : {}),
            });
      const items = page.Items.length > left ? page.Items.slice(0, left) : page.Items;
      left -= items.length;
      if (items.length) yield items;
      start = page.LastEvaluatedKey;
    } while (start && left > 0);
  }
}

/** The pages of `source`, read on the source's connection (absent: the service's default). */
export function sourcePages(
  api: ExplorerApi,
  connectionId: string | undefined,
  built: BuiltRead,
  source: CopySource,
): SourcePages {
  if (source.kind === 'items') {
    const items = source.items;
    return {
      ok: true,
      pages: async function* () {
        yield items;
      },
    };
  }
  if (built.operation === 'get') {
    if (source.kind === 'collection') return { ok: false, problem: 'Copy: a GetItem read has no collection to copy.' };
    const { requestId: _id, ...request } = built.request;
    return {
      ok: true,
      pages: async function* () {
        const { Item } = await api.getItem({ ...request, ...(connectionId ? { connectionId } : {}) });
        if (Item) yield [Item];
      },
    };
  }
  if (built.statement)
    return {
      ok: false,
      problem:
        'Copy reads Query, Scan and GetItem reads again; open this statement in the form or the builder to copy it.',
    };
  if (source.kind === 'read') return { ok: true, pages: () => readPages(api, connectionId, built.spec, built.cap) };
  const { TableName, IndexName, ConsistentRead } = built.spec.request as {
    TableName: string;
    IndexName?: string;
    ConsistentRead?: boolean;
  };
  const spec: ReadSpec = {
    kind: 'query',
    request: {
      TableName,
      ...(IndexName ? { IndexName } : {}),
      ...(ConsistentRead ? { ConsistentRead } : {}),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': source.partitionKey },
      ExpressionAttributeValues: { ':pk': source.value },
    },
  };
  return { ok: true, pages: () => readPages(api, connectionId, spec) };
}
