/**
 * The service's read-ahead bookkeeping (electron/service/read-ahead.ts), pure and without a
 * DynamoDB: which request comes next, which requests count as the same read, and how a page read
 * ahead is taken once, stopped with its taker, dropped after its time and cleared.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { ApiRequest, ReadPage } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { nextPageRequest, ReadAheadPages, readAheadKey } from '../../../electron/service/read-ahead.js';

const lek: Item = { PK: { S: 'TENANT#a' }, SK: { S: 'ORDER#0042' } };
const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ PK: { S: 'TENANT#a' }, SK: { S: `ORDER#${i}` } }));
const page = (n: number, LastEvaluatedKey?: Item): ReadPage => ({
  Items: items(n),
  Count: n,
  ScannedCount: n,
  ...(LastEvaluatedKey ? { LastEvaluatedKey } : {}),
});

const query = (extra: Partial<ApiRequest<'query'>> = {}): ApiRequest<'query'> => ({
  TableName: 'Orders',
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'PK' },
  ExpressionAttributeValues: { ':pk': { S: 'TENANT#a' } },
  ...extra,
});

describe('nextPageRequest', () => {
  test('no hint: nothing is read ahead', () => {
    expect(nextPageRequest(query({ requestId: 'r1', Limit: 50 }), page(50, lek))).toBeNull();
  });

  test('the last page (no LastEvaluatedKey): nothing is read ahead, hint or not', () => {
    expect(nextPageRequest(query({ Limit: 50, readAhead: { pageLimit: 50 } }), page(50))).toBeNull();
    expect(nextPageRequest(query({ readAhead: {} }), page(3))).toBeNull();
  });

  test("without a cap the next page starts at the LastEvaluatedKey with the caller's page Limit", () => {
    const req = query({ requestId: 'r1', Limit: 50, readAhead: { pageLimit: 50 } });
    const next = nextPageRequest(req, page(50, lek));
    expect(next).toEqual({ ...query(), Limit: 50, ExclusiveStartKey: lek, readAhead: { pageLimit: 50 } });
    expect(next).not.toHaveProperty('requestId');
    // The caller's request is left as it was.
    expect(req).toEqual(query({ requestId: 'r1', Limit: 50, readAhead: { pageLimit: 50 } }));
  });

  test('without a cap and without a page Limit the next request has no Limit, even when this one had one', () => {
    const next = nextPageRequest(query({ requestId: 'r1', Limit: 7, readAhead: {} }), page(7, lek));
    expect(next).not.toBeNull();
    expect(next).not.toHaveProperty('Limit');
    expect(next!.ExclusiveStartKey).toEqual(lek);
  });

  test('a scan keeps its segment and its filter', () => {
    const scan: ApiRequest<'scan'> = {
      TableName: 'Orders',
      Segment: 2,
      TotalSegments: 4,
      FilterExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': { S: 'open' } },
      requestId: 'seg-2',
      Limit: 100,
      readAhead: { pageLimit: 100 },
    };
    const { requestId: _r, ...rest } = scan;
    expect(nextPageRequest(scan, page(12, lek))).toEqual({ ...rest, ExclusiveStartKey: lek });
  });

  test('under a cap the Limit is the page Limit trimmed to what is left, and what is left goes down', () => {
    // cap 500, page Limit 200: 500 left before the first page, 300 after it, 100 after the second.
    const first = nextPageRequest(query({ Limit: 200, readAhead: { pageLimit: 200, itemsLeft: 500 } }), page(200, lek));
    expect(first).toMatchObject({ Limit: 200, readAhead: { pageLimit: 200, itemsLeft: 300 }, ExclusiveStartKey: lek });
    const lek2: Item = { ...lek, SK: { S: 'ORDER#0400' } };
    const second = nextPageRequest(first!, page(200, lek2));
    expect(second).toMatchObject({
      Limit: 100,
      readAhead: { pageLimit: 200, itemsLeft: 100 },
      ExclusiveStartKey: lek2,
    });
    expect(nextPageRequest(second!, page(100, { ...lek, SK: { S: 'ORDER#0500' } }))).toBeNull();
  });

  test('a filtered page that returned fewer items than asked leaves more of the cap', () => {
    const next = nextPageRequest(query({ Limit: 200, readAhead: { pageLimit: 200, itemsLeft: 250 } }), page(30, lek));
    expect(next).toMatchObject({ Limit: 200, readAhead: { itemsLeft: 220 } });
  });

  test('under a cap without a page Limit the Limit is what is left', () => {
    const next = nextPageRequest(query({ Limit: 40, readAhead: { itemsLeft: 40 } }), page(25, lek));
    expect(next).toMatchObject({ Limit: 15, readAhead: { itemsLeft: 15 } });
  });

  test('a cap used up, or over-used by a page that came back larger, reads nothing ahead', () => {
    expect(
      nextPageRequest(query({ Limit: 40, readAhead: { pageLimit: 40, itemsLeft: 40 } }), page(40, lek)),
    ).toBeNull();
    expect(nextPageRequest(query({ readAhead: { itemsLeft: 10 } }), page(12, lek))).toBeNull();
  });
});

describe('readAheadKey', () => {
  test('ignores the request id and the hint', () => {
    const a = query({ requestId: 'r1', Limit: 10, ExclusiveStartKey: lek, readAhead: { pageLimit: 10 } });
    const b = query({
      requestId: 'r2',
      Limit: 10,
      ExclusiveStartKey: lek,
      readAhead: { pageLimit: 10, itemsLeft: 99 },
    });
    const c = query({ Limit: 10, ExclusiveStartKey: lek });
    expect(readAheadKey('query', a)).toBe(readAheadKey('query', b));
    expect(readAheadKey('query', a)).toBe(readAheadKey('query', c));
  });

  test('does not depend on the order of keys, nested ones included', () => {
    const a: ApiRequest<'query'> = {
      TableName: 'Orders',
      KeyConditionExpression: '#pk = :pk AND #sk > :sk',
      Limit: 10,
      ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
      ExpressionAttributeValues: {
        ':pk': { S: 'TENANT#a' },
        ':sk': { M: { x: { N: '1' }, y: { L: [{ S: 'a' }, { N: '2' }] } } },
      },
      ExclusiveStartKey: { PK: { S: 'TENANT#a' }, SK: { S: 'ORDER#1' } },
    };
    const b: ApiRequest<'query'> = {
      ExclusiveStartKey: { SK: { S: 'ORDER#1' }, PK: { S: 'TENANT#a' } },
      ExpressionAttributeValues: {
        ':sk': { M: { y: { L: [{ S: 'a' }, { N: '2' }] }, x: { N: '1' } } },
        ':pk': { S: 'TENANT#a' },
      },
      ExpressionAttributeNames: { '#sk': 'SK', '#pk': 'PK' },
      Limit: 10,
      KeyConditionExpression: '#pk = :pk AND #sk > :sk',
      TableName: 'Orders',
    };
    expect(readAheadKey('query', a)).toBe(readAheadKey('query', b));
    // List order is data, not layout: a list in another order is another read.
    const c: ApiRequest<'query'> = {
      ...a,
      ExpressionAttributeValues: {
        ...a.ExpressionAttributeValues,
        ':sk': { M: { x: { N: '1' }, y: { L: [{ N: '2' }, { S: 'a' }] } } },
      },
    };
    expect(readAheadKey('query', c)).not.toBe(readAheadKey('query', a));
  });

  test('a field present but undefined is the same as a field absent', () => {
    expect(readAheadKey('query', query({ IndexName: undefined, Limit: 5 }))).toBe(
      readAheadKey('query', query({ Limit: 5 })),
    );
  });

  test('differs for another start key, Limit, segment, method or table', () => {
    const base = { TableName: 'Orders', Limit: 10, ExclusiveStartKey: lek };
    const key = readAheadKey('scan', base);
    expect(readAheadKey('scan', { ...base, ExclusiveStartKey: { ...lek, SK: { S: 'ORDER#0043' } } })).not.toBe(key);
    expect(readAheadKey('scan', { ...base, ExclusiveStartKey: { PK: lek.PK! } })).not.toBe(key);
    expect(readAheadKey('scan', { TableName: 'Orders', Limit: 10 })).not.toBe(key);
    expect(readAheadKey('scan', { ...base, Limit: 11 })).not.toBe(key);
    expect(readAheadKey('scan', { TableName: 'Orders', ExclusiveStartKey: lek })).not.toBe(key);
    expect(readAheadKey('scan', { ...base, Segment: 0, TotalSegments: 2 })).not.toBe(
      readAheadKey('scan', { ...base, Segment: 1, TotalSegments: 2 }),
    );
    expect(readAheadKey('query', base as ApiRequest<'query'>)).not.toBe(key);
    expect(readAheadKey('scan', { ...base, TableName: 'Orders2' })).not.toBe(key);
    // A value of another type is another read, though its text is the same.
    expect(readAheadKey('scan', { ...base, ExclusiveStartKey: { PK: { N: '1' } } })).not.toBe(
      readAheadKey('scan', { ...base, ExclusiveStartKey: { PK: { S: '1' } } }),
    );
  });
});

/** A read that ends only when the test says so, recording the signal it was given. */
function controllable() {
  let resolve!: (p: ReadPage) => void;
  let reject!: (e: unknown) => void;
  let signal: AbortSignal | undefined;
  const result = new Promise<ReadPage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    read: (s: AbortSignal) => {
      signal = s;
      return result;
    },
    get signal() {
      return signal!;
    },
    resolve,
    reject,
    result,
  };
}

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

describe('ReadAheadPages', () => {
  const open: ReadAheadPages[] = [];
  const pages = (ttlMs?: number) => {
    const p = new ReadAheadPages(ttlMs);
    open.push(p);
    return p;
  };
  afterEach(() => {
    for (const p of open.splice(0)) p.clear();
  });

  test('take gives the started read once, then nothing', async () => {
    const ra = pages();
    const r = controllable();
    ra.start('k', r.read);
    expect(ra.size).toBe(1);
    expect(ra.take('other', new AbortController().signal)).toBeUndefined();
    const taken = ra.take('k', new AbortController().signal);
    expect(taken).toBe(r.result);
    expect(ra.size).toBe(0);
    expect(ra.take('k', new AbortController().signal)).toBeUndefined();
    r.resolve(page(3));
    expect((await taken!).Items).toHaveLength(3);
    expect(r.signal.aborted).toBe(false);
  });

  test('a second start of the same key while one is pending does not read again', () => {
    const ra = pages();
    const first = controllable();
    let secondCalls = 0;
    ra.start('k', first.read);
    ra.start('k', () => {
      secondCalls++;
      return Promise.resolve(page(1));
    });
    expect(secondCalls).toBe(0);
    expect(ra.take('k', new AbortController().signal)).toBe(first.result);
  });

  test("aborting the taker's signal aborts the read", async () => {
    const ra = pages();
    const r = controllable();
    ra.start('k', r.read);
    const taker = new AbortController();
    ra.take('k', taker.signal);
    expect(r.signal.aborted).toBe(false);
    taker.abort();
    expect(r.signal.aborted).toBe(true);
  });

  test('a taker whose signal is already aborted aborts the read at once', () => {
    const ra = pages();
    const r = controllable();
    ra.start('k', r.read);
    ra.take('k', AbortSignal.abort());
    expect(r.signal.aborted).toBe(true);
  });

  test('a read nobody takes is dropped and aborted after the TTL', async () => {
    const ra = pages(20);
    const r = controllable();
    ra.start('k', r.read);
    await aborted(r.signal);
    expect(ra.size).toBe(0);
    expect(ra.take('k', new AbortController().signal)).toBeUndefined();
  });

  test('a read taken before the TTL is not aborted by it', async () => {
    const ra = pages(20);
    const taken = controllable();
    ra.start('taken', taken.read);
    ra.take('taken', new AbortController().signal);
    // A second read on the same TTL: once it is dropped, the first one's timer has had its turn too.
    const untaken = controllable();
    ra.start('untaken', untaken.read);
    await aborted(untaken.signal);
    expect(taken.signal.aborted).toBe(false);
  });

  test('clear aborts and forgets every read', () => {
    const ra = pages();
    const a = controllable();
    const b = controllable();
    ra.start('a', a.read);
    ra.start('b', b.read);
    ra.clear();
    expect(a.signal.aborted).toBe(true);
    expect(b.signal.aborted).toBe(true);
    expect(ra.size).toBe(0);
    expect(ra.take('a', new AbortController().signal)).toBeUndefined();
  });

  test("a taken read's failure reaches the taker", async () => {
    const ra = pages();
    const r = controllable();
    ra.start('k', r.read);
    const taken = ra.take('k', new AbortController().signal)!;
    r.reject(new Error('InternalServerError'));
    await expect(taken).rejects.toThrow('InternalServerError');
  });

  test('a read that fails with nobody to take it is no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      const ra = pages();
      ra.start('fails-while-waiting', () => Promise.reject(new Error('read ahead failed')));
      const dropped = controllable();
      ra.start('fails-after-clear', dropped.read);
      ra.clear();
      dropped.reject(new Error('aborted'));
      // Node reports unhandled rejections once the microtask queue is empty; give it two turns.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
