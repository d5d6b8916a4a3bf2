/** Stop, errors, de-duplication, totals and the Query each partition is sent. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { FanOutReader, readAllMerged, type FanOutOptions } from '../../../shared/reads/fan-out.js';
import { partitionRequest } from '../../../shared/reads/partition-query.js';
import { fakeApi, utf8Order, type FakeApi } from './fan-out-fake-api.js';

const S = (s: string): AttributeValue => ({ S: s });
const keyNames = { partitionKey: 'pk', partitionKeyType: 'S' as const, sortKey: 'sk', sortKeyType: 'S' as const };

function shardItems(shards: number, perShard: number): Item[] {
  const out: Item[] = [];
  for (let s = 0; s < shards; s++)
    for (let i = 0; i < perShard; i++)
      out.push({ pk: S(`P#${s}`), sk: S(`K#${String(i * shards + s).padStart(4, '0')}`) });
  return out;
}

function options(api: FakeApi, shards: number, extra: Partial<FanOutOptions> = {}): FanOutOptions {
  return {
    api,
    query: { TableName: 'T', keyNames },
    partitions: Array.from({ length: shards }, (_, s) => S(`P#${s}`)),
    pageSize: 5,
    partitionLimit: 3,
    read: { sleep: async () => {} },
    ...extra,
  };
}

describe('fan-out reader', () => {
  it('counts items, pages and RCU per partition, and shows which partition each item came from', async () => {
    const api = fakeApi({ partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(3, 4) });
    const all = await readAllMerged(options(api, 3));
    expect(all.items.map((i) => i.sk)).toEqual(
      Array.from({ length: 12 }, (_, n) => S(`K#${String(n).padStart(4, '0')}`)),
    );
    expect(all.sources).toEqual(Array.from({ length: 12 }, (_, n) => n % 3));
    for (const p of all.progress.partitions) {
      expect(p).toMatchObject({ items: 4, shown: 4, buffered: 0, done: true });
      // Limit 3 over 4 items: a page of 3 with a LastEvaluatedKey, then a page of 1.
      expect(p.pages).toBe(2);
      expect(p.rcu).toBe(1);
    }
    expect(all.progress).toMatchObject({ items: 12, shown: 12, pages: 6, rcu: 3 });
  });

  it('stops the page in flight: the Query is cancelled, what was merged is kept, and the next page loses nothing', async () => {
    let release: (() => void) | null = null;
    const api = fakeApi(
      { partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(2, 6) },
      {
        beforeQuery: (req, call) => {
          if (call !== 3) return;
          return new Promise<void>((resolve, reject) => {
            release = resolve;
            // The fake learns of the cancel through the API, as the service does.
            const cancel = api.cancel.bind(api);
            api.cancel = async (r) => {
              if (r.requestId === req.requestId)
                reject(new ApiError({ name: 'AbortError', message: 'stopped', cancelled: true }));
              return cancel(r);
            };
          });
        },
      },
    );
    const reader = new FanOutReader(options(api, 2, { pageSize: 10 }));
    const pending = reader.nextPage();
    while (release === null) await new Promise((r) => setImmediate(r));
    reader.stop();
    const stopped = await pending;
    expect(stopped.end).toBe('stopped');
    expect(api.cancelled).toHaveLength(1);
    const rest = await readAllFrom(reader);
    const seen = [...stopped.items, ...rest].map((i) => i.sk);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, n) => S(`K#${String(n).padStart(4, '0')}`)));
  });

  it('returns what it merged before an error and continues from there when asked again', async () => {
    let failOnce = true;
    const api = fakeApi(
      { partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(2, 6) },
      {
        beforeQuery: (_req, call) => {
          if (call === 4 && failOnce) {
            failOnce = false;
            throw new ApiError({ name: 'ValidationException', message: 'boom', statusCode: 400 });
          }
        },
      },
    );
    const reader = new FanOutReader(options(api, 2, { pageSize: 10 }));
    const first = await reader.nextPage();
    expect(first.end).toBe('error');
    expect(first.error).toMatchObject({ name: 'ValidationException', message: 'boom' });
    expect(first.cursor).toBeDefined();
    const rest = await readAllFrom(reader);
    expect([...first.items, ...rest]).toHaveLength(12);
    expect(new Set([...first.items, ...rest].map((i) => JSON.stringify(i.sk))).size).toBe(12);
  });

  it('retries a throttled page, and counts the retry', async () => {
    let throttled = false;
    const api = fakeApi(
      { partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(2, 2) },
      {
        beforeQuery: () => {
          if (!throttled) {
            throttled = true;
            throw new ApiError({
              name: 'ProvisionedThroughputExceededException',
              message: 'slow down',
              retryable: true,
            });
          }
        },
      },
    );
    const all = await readAllMerged(options(api, 2));
    expect(all.items).toHaveLength(4);
    expect(all.progress.throttled).toBe(1);
  });

  it('drops a copy whose identity was already shown, on this page or an earlier one', async () => {
    const items: Item[] = [
      { pk: S('tag#a'), sk: S('order#1') },
      { pk: S('tag#a'), sk: S('order#3') },
      { pk: S('tag#b'), sk: S('order#1') },
      { pk: S('tag#b'), sk: S('order#2') },
      { pk: S('tag#b'), sk: S('order#3') },
      { pk: S('tag#c'), sk: S('order#3') },
    ];
    const api = fakeApi({ partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items });
    const reader = new FanOutReader(
      options(api, 0, {
        partitions: [S('tag#a'), S('tag#b'), S('tag#c')],
        pageSize: 2,
        partitionLimit: 1,
        dedupe: { partitionKey: 'sk' },
      }),
    );
    const pages = [await reader.nextPage(), await reader.nextPage()];
    expect(pages.flatMap((p) => p.items.map((i) => i.sk))).toEqual([S('order#1'), S('order#2'), S('order#3')]);
    expect(pages[1]!.end).toBe('end');
    expect(pages[1]!.progress.duplicates).toBe(3);
    expect(pages[1]!.progress.partitions.map((p) => p.duplicates)).toEqual([0, 2, 1]);
  });

  it('reports a projection without the sort key as an error that names the attribute', async () => {
    const api = fakeApi({ partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(2, 2) });
    const strip = api.query.bind(api);
    api.query = async (req) => {
      const page = await strip(req);
      return { ...page, Items: page.Items.map(({ pk }) => ({ pk: pk! })) };
    };
    const page = await new FanOutReader(options(api, 2)).nextPage();
    expect(page.end).toBe('error');
    expect(page.error?.message).toMatch(/no "sk" attribute/);
  });

  it('sends one Query per partition with its own placeholders, keeping the keys in a projection', () => {
    const req = partitionRequest(
      {
        TableName: 'T',
        IndexName: 'GSI1',
        keyNames,
        tableKeys: ['PK', 'SK', 'sk'],
        sort: { op: 'begins_with', values: [S('K#')] },
        forward: false,
        FilterExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': S('open') },
        ProjectionExpression: '#s, sk',
      },
      S('P#3'),
    );
    expect(req).toEqual({
      TableName: 'T',
      IndexName: 'GSI1',
      ScanIndexForward: false,
      KeyConditionExpression: '#fo_pk = :fo_pk AND begins_with(#fo_sk, :fo_sk0)',
      FilterExpression: '#s = :s',
      ProjectionExpression: '#s, sk, #fo_k0, #fo_k1, #fo_k2',
      ExpressionAttributeNames: {
        '#s': 'status',
        '#fo_pk': 'pk',
        '#fo_sk': 'sk',
        '#fo_k0': 'pk',
        '#fo_k1': 'PK',
        '#fo_k2': 'SK',
      },
      ExpressionAttributeValues: { ':s': S('open'), ':fo_pk': S('P#3'), ':fo_sk0': S('K#') },
    });
  });

  it('refuses a cursor made for other partitions', async () => {
    const api = fakeApi({ partitionKey: 'pk', sortKey: 'sk', compare: utf8Order, items: shardItems(3, 4) });
    const first = await new FanOutReader(options(api, 3)).nextPage();
    expect(() => new FanOutReader(options(api, 2), first.cursor)).toThrow(/made for 3 partition/);
    expect(
      () => new FanOutReader({ ...options(api, 3), partitions: [S('P#0'), S('P#9'), S('P#2')] }, first.cursor),
    ).toThrow(/partition 2 differs/);
  });
});

async function readAllFrom(reader: FanOutReader): Promise<Item[]> {
  const out: Item[] = [];
  for (;;) {
    const page = await reader.nextPage();
    out.push(...page.items);
    if (page.end === 'end') return out;
    if (page.end !== 'page') throw new Error(`unexpected ${page.end}: ${page.error?.message}`);
  }
}
