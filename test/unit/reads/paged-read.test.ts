import { describe, expect, test } from 'vitest';
import {
  PagedRead,
  startPagedRead,
  type PageEvent,
  type ReadSpec,
  type RetryEvent,
} from '../../../shared/reads/paged-read.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { FakePagedApi, makeItems } from './fake-paged-api.js';

const query = (Limit?: number): ReadSpec => ({
  kind: 'query',
  request: {
    TableName: 'T',
    KeyConditionExpression: 'PK = :p',
    ExpressionAttributeValues: { ':p': { S: 'x' } },
    ...(Limit ? { Limit } : {}),
  },
});
const skOf = (i: Item) => (i.SK as { S: string }).S;
const noWait = { sleep: () => Promise.resolve() };

function collect(pages: PageEvent[]): string[] {
  return pages.flatMap((p) => p.page.Items.map(skOf));
}

describe('paged read', () => {
  test('pulls pages until one has no LastEvaluatedKey, nothing missing or repeated', async () => {
    const items = makeItems(95);
    const api = new FakePagedApi({ items, maxPerPage: 20 });
    const pages: PageEvent[] = [];
    const out = await startPagedRead(api, query(), { onPage: (e) => pages.push(e) }).outcome;
    expect(out.end).toBe('end');
    expect(out.canResume).toBe(false);
    expect(collect(pages)).toEqual(items.map(skOf));
    expect(out.progress).toMatchObject({ items: 95, pages: 5, scanned: 95, returned: 95, rcu: 2.5, retries: 0 });
    expect(pages.map((p) => p.progress.items)).toEqual([20, 40, 60, 80, 95]);
  });

  test('an empty page that carries a LastEvaluatedKey is not the end', async () => {
    const items = makeItems(30);
    const api = new FakePagedApi({ items, maxPerPage: 10 });
    api.script.push('empty-with-key');
    const pages: PageEvent[] = [];
    const out = await startPagedRead(api, query(), { onPage: (e) => pages.push(e) }).outcome;
    expect(out.end).toBe('end');
    expect(pages[0]!.page.Items).toHaveLength(0);
    expect(collect(pages)).toEqual(items.map(skOf));
  });

  test('a filter shows as scanned more than returned', async () => {
    const api = new FakePagedApi({
      items: makeItems(50),
      maxPerPage: 10,
      keep: (i) => Number((i.n as { N: string }).N) % 5 === 0,
    });
    const out = await startPagedRead(api, query(10)).outcome;
    expect(out.progress).toMatchObject({ scanned: 50, returned: 10, items: 10, pages: 5 });
  });

  test('the cap trims each Limit so nothing is over-read, and Load more resumes exactly', async () => {
    const items = makeItems(60);
    const api = new FakePagedApi({ items });
    const seen: string[] = [];
    const first = await startPagedRead(api, query(10), { cap: 25, onPage: (e) => seen.push(...e.page.Items.map(skOf)) })
      .outcome;
    expect(first.end).toBe('cap');
    expect(first.canResume).toBe(true);
    expect(api.calls.map((c) => c.req.Limit)).toEqual([10, 10, 5]);
    expect(first.progress.items).toBe(25);
    const second = await startPagedRead(api, query(10), {
      cap: 25,
      resumeFrom: first.progress,
      onPage: (e) => seen.push(...e.page.Items.map(skOf)),
    }).outcome;
    expect(second.end).toBe('cap');
    expect(second.progress.items).toBe(50);
    const third = await startPagedRead(api, query(10), {
      resumeFrom: second.progress,
      onPage: (e) => seen.push(...e.page.Items.map(skOf)),
    }).outcome;
    expect(third.end).toBe('end');
    expect(third.progress.items).toBe(60);
    expect(third.progress.pages).toBe(api.calls.length);
    expect(seen).toEqual(items.map(skOf));
  });

  test('a cap met by the last page is the end, not a cap', async () => {
    const api = new FakePagedApi({ items: makeItems(20) });
    const out = await startPagedRead(api, query(), { cap: 20 }).outcome;
    expect(out.end).toBe('end');
    expect(out.canResume).toBe(false);
  });

  test('Stop cancels the request in flight, resolves, keeps what was read, and resumes to the same total', async () => {
    const items = makeItems(40);
    const api = new FakePagedApi({ items, maxPerPage: 10 });
    const seen: string[] = [];
    const read = new PagedRead(api, query(), {
      onPage: (e) => {
        seen.push(...e.page.Items.map(skOf));
        // The next page is requested before a page is handed over, so this scripts the third request.
        if (e.progress.pages === 1) api.script.push('hang');
      },
      newRequestId: (() => {
        let n = 0;
        return () => `r${++n}`;
      })(),
    });
    void read.start();
    while (api.hangingCount === 0) await new Promise((r) => setImmediate(r));
    const out = await read.stop();
    expect(out.end).toBe('stopped');
    expect(api.cancelled).toEqual(['r3']);
    // The page on its way is dropped, and said so: DynamoDB may bill it.
    expect(out.dropped).toBe(1);
    expect(out.progress.items).toBe(20);
    expect(out.canResume).toBe(true);
    expect(out.progress.segments[0]!.startKey).toEqual({ PK: items[19]!.PK, SK: items[19]!.SK });
    const more = await startPagedRead(api, query(), {
      resumeFrom: out.progress,
      onPage: (e) => seen.push(...e.page.Items.map(skOf)),
    }).outcome;
    expect(more.end).toBe('end');
    expect(more.progress.items).toBe(40);
    expect(seen).toEqual(items.map(skOf));
  });

  test('Stop during a retry wait resolves without waiting for the backoff', async () => {
    const api = new FakePagedApi({ items: makeItems(10) });
    api.script.push({ name: 'ThrottlingException', message: 'slow down', retryable: true });
    let retried!: () => void;
    const waiting = new Promise<void>((r) => {
      retried = r;
    });
    const read = startPagedRead(api, query(), { sleep: () => new Promise(() => undefined), onRetry: () => retried() });
    await waiting;
    const out = await read.stop();
    expect(out.end).toBe('stopped');
    expect(out.progress.retries).toBe(1);
    // Waiting to retry, nothing was on its way.
    expect(out.dropped).toBeUndefined();
  });

  test('a throttled page is retried with growing backoff and the retries are counted', async () => {
    const api = new FakePagedApi({ items: makeItems(30), maxPerPage: 10 });
    api.script.push({ name: 'ProvisionedThroughputExceededException', message: 'throttled', retryable: true });
    api.script.push({ name: 'ProvisionedThroughputExceededException', message: 'throttled', retryable: true });
    const delays: number[] = [];
    const retries: RetryEvent[] = [];
    const out = await startPagedRead(api, query(), {
      sleep: async (ms) => {
        delays.push(ms);
      },
      random: () => 1,
      retry: { baseDelayMs: 100 },
      onRetry: (e) => retries.push(e),
    }).outcome;
    expect(out.end).toBe('end');
    expect(out.progress).toMatchObject({ items: 30, pages: 3, retries: 2, throttled: 2 });
    expect(delays).toEqual([100, 200]);
    expect(retries.map((r) => [r.page, r.retry, r.throttling])).toEqual([
      [1, 1, true],
      [1, 2, true],
    ]);
  });

  test('SDK retries (Attempts - 1) are summed per page', async () => {
    const api = new FakePagedApi({ items: makeItems(20), maxPerPage: 10 });
    const withAttempts = {
      ...api,
      query: async (req: Parameters<typeof api.query>[0]) => ({
        ...(await api.query(req)),
        Attempts: 3,
        RetryDelayMs: 40,
      }),
      scan: api.scan.bind(api),
      cancel: api.cancel.bind(api),
    };
    const out = await startPagedRead(withAttempts, query()).outcome;
    expect(out.progress).toMatchObject({ sdkRetries: 4, sdkRetryDelayMs: 80 });
  });

  test('a page that keeps failing ends the read with the error, what was read, and where to resume', async () => {
    const items = makeItems(30);
    const api = new FakePagedApi({ items, maxPerPage: 10 });
    const read = startPagedRead(api, query(), {
      ...noWait,
      retry: { maxRetries: 2 },
      onPage: (e) => {
        // The second page is already requested when the first is handed over: this scripts the third.
        if (e.progress.pages === 1)
          for (let i = 0; i < 3; i++) api.script.push({ name: 'ConnectionLost', message: 'gone', retryable: true });
      },
    });
    const out = await read.outcome;
    expect(out.end).toBe('error');
    expect(out.error).toMatchObject({ name: 'ConnectionLost' });
    expect(out.failedAt).toEqual({ segment: 0, page: 3, startKey: { PK: items[19]!.PK, SK: items[19]!.SK } });
    expect(out.progress).toMatchObject({ items: 20, retries: 2 });
    const more = await startPagedRead(api, query(), { resumeFrom: out.progress }).outcome;
    expect(more).toMatchObject({ end: 'end', progress: { items: 30 } });
  });

  test('a non-retryable error is not retried', async () => {
    const api = new FakePagedApi({ items: makeItems(5) });
    api.script.push({
      name: 'ValidationException',
      message: 'bad key',
      field: 'KeyConditionExpression',
      statusCode: 400,
    });
    const out = await startPagedRead(api, query(), noWait).outcome;
    expect(out).toMatchObject({
      end: 'error',
      error: { name: 'ValidationException', field: 'KeyConditionExpression' },
      progress: { retries: 0 },
    });
    expect(api.calls).toHaveLength(1);
  });

  test('after an error the same request would meet again, there is nothing to resume (no Load more)', async () => {
    const api = new FakePagedApi({ items: makeItems(30), maxPerPage: 10 });
    const read = startPagedRead(api, query(), {
      ...noWait,
      // The first page arrives; a later one is refused, as DynamoDB refuses a bad ExclusiveStartKey.
      onPage: (e) => {
        if (e.progress.pages === 1)
          api.script.push({
            name: 'ValidationException',
            message: 'The provided starting key is invalid',
            statusCode: 400,
          });
      },
    });
    const out = await read.outcome;
    expect(out).toMatchObject({ end: 'error', error: { name: 'ValidationException' } });
    expect(out.progress.items).toBeGreaterThan(0);
    expect(out.progress.segments[0]!.done).toBe(false);
    expect(out.canResume).toBe(false);
  });

  test('a parallel scan reads every segment once, concurrently, with per-segment progress', async () => {
    const items = makeItems(103);
    const api = new FakePagedApi({ items, maxPerPage: 7 });
    const seen: string[] = [];
    const spec: ReadSpec = { kind: 'scan', request: { TableName: 'T' }, totalSegments: 4 };
    const out = await startPagedRead(api, spec, { onPage: (e) => seen.push(...e.page.Items.map(skOf)) }).outcome;
    expect(out.end).toBe('end');
    expect(seen.sort()).toEqual(items.map(skOf).sort());
    expect(out.progress.segments.map((s) => s.items)).toEqual([26, 26, 26, 25]);
    expect(out.progress.segments.every((s) => s.done)).toBe(true);
    expect(new Set(api.calls.map((c) => (c.req as { TotalSegments?: number }).TotalSegments))).toEqual(new Set([4]));
    // Segments interleave: the second call is not a continuation of the first segment.
    expect((api.calls[1]!.req as { Segment?: number }).Segment).toBe(1);
  });

  test('a capped parallel scan never exceeds the cap and resumes each segment where it stopped', async () => {
    const items = makeItems(100);
    const api = new FakePagedApi({ items, maxPerPage: 10 });
    const spec: ReadSpec = { kind: 'scan', request: { TableName: 'T', Limit: 8 }, totalSegments: 3 };
    const seen: string[] = [];
    const first = await startPagedRead(api, spec, { cap: 30, onPage: (e) => seen.push(...e.page.Items.map(skOf)) })
      .outcome;
    expect(first.end).toBe('cap');
    expect(first.progress.items).toBe(30);
    const rest = await startPagedRead(api, spec, {
      resumeFrom: first.progress,
      onPage: (e) => seen.push(...e.page.Items.map(skOf)),
    }).outcome;
    expect(rest.end).toBe('end');
    expect(rest.progress.items).toBe(100);
    expect(seen.sort()).toEqual(items.map(skOf).sort());
  });

  test('resuming with another number of segments is refused', () => {
    const spec: ReadSpec = { kind: 'scan', request: { TableName: 'T' }, totalSegments: 2 };
    const progress = {
      items: 0,
      pages: 0,
      scanned: 0,
      returned: 0,
      rcu: 0,
      sdkRetries: 0,
      sdkRetryDelayMs: 0,
      retries: 0,
      throttled: 0,
      elapsedMs: 0,
      segments: [],
    };
    expect(() => new PagedRead(new FakePagedApi({ items: [] }), spec, { resumeFrom: progress })).toThrow(/segment/);
  });
});
