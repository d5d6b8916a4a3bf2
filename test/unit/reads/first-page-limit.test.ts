import { describe, expect, test } from 'vitest';
import { startPagedRead, type PageEvent, type ReadSpec } from '../../../shared/reads/paged-read.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { FakePagedApi, makeItems } from './fake-paged-api.js';

const query = (extra: Partial<Extract<ReadSpec, { kind: 'query' }>['request']> = {}): ReadSpec => ({
  kind: 'query',
  request: {
    TableName: 'T',
    KeyConditionExpression: 'PK = :p',
    ExpressionAttributeValues: { ':p': { S: 'x' } },
    ...extra,
  },
});
const skOf = (i: Item) => (i.SK as { S: string }).S;

describe('a small first page', () => {
  test('the first request asks for a screenful, the rest for full pages, and every item arrives once', async () => {
    const items = makeItems(250);
    const api = new FakePagedApi({ items, maxPerPage: 100 });
    const pages: PageEvent[] = [];
    const out = await startPagedRead(api, query(), { firstPageLimit: 20, onPage: (e) => pages.push(e) }).outcome;
    expect(api.calls.map((c) => c.req.Limit)).toEqual([20, undefined, undefined, undefined]);
    expect(pages.map((p) => p.page.Items.length)).toEqual([20, 100, 100, 30]);
    expect(pages.flatMap((p) => p.page.Items.map(skOf))).toEqual(items.map(skOf));
    expect(out.progress).toMatchObject({ items: 250, pages: 4, scanned: 250, returned: 250 });
  });

  test("the request's own Limit wins over the small first page", async () => {
    const api = new FakePagedApi({ items: makeItems(30) });
    await startPagedRead(api, query({ Limit: 7 }), { firstPageLimit: 20 }).outcome;
    expect(api.calls.map((c) => c.req.Limit)).toEqual([7, 7, 7, 7, 7]);
  });

  test('a cap smaller than the first page trims it, and Load more resumes with full pages', async () => {
    const items = makeItems(60);
    const api = new FakePagedApi({ items, maxPerPage: 100 });
    const first = await startPagedRead(api, query(), { firstPageLimit: 20, cap: 12 }).outcome;
    expect(first.end).toBe('cap');
    expect(api.calls.map((c) => c.req.Limit)).toEqual([12]);
    const more = await startPagedRead(api, query(), { firstPageLimit: 20, resumeFrom: first.progress }).outcome;
    expect(api.calls.slice(1).map((c) => c.req.Limit)).toEqual([undefined]);
    expect(more.progress.items).toBe(60);
  });

  test('a COUNT read has nothing to show early and asks for full pages', async () => {
    const api = new FakePagedApi({ items: makeItems(30) });
    await startPagedRead(api, query({ Select: 'COUNT' }), { firstPageLimit: 20 }).outcome;
    expect(api.calls.map((c) => c.req.Limit)).toEqual([undefined]);
  });

  test('the read-ahead hint of the small first page asks the service for a full next page', async () => {
    const api = new FakePagedApi({ items: makeItems(150), maxPerPage: 100 });
    await startPagedRead(api, query(), { firstPageLimit: 20 }).outcome;
    expect(api.calls[0]!.req.readAhead).toEqual({});
  });

  test('each segment of a parallel scan starts with a small page', async () => {
    const api = new FakePagedApi({ items: makeItems(90), maxPerPage: 100 });
    const spec: ReadSpec = { kind: 'scan', request: { TableName: 'T' }, totalSegments: 3 };
    const out = await startPagedRead(api, spec, { firstPageLimit: 10 }).outcome;
    const firsts = [0, 1, 2].map(
      (seg) => api.calls.find((c) => (c.req as { Segment?: number }).Segment === seg)!.req.Limit,
    );
    expect(firsts).toEqual([10, 10, 10]);
    expect(out.progress.items).toBe(90);
  });

  test('with firstRowsShown, page 2 is asked for only once the first rows are shown, without a read-ahead hint on the small page', async () => {
    const items = makeItems(250);
    const api = new FakePagedApi({ items, maxPerPage: 100 });
    let show!: () => void;
    const shown = new Promise<void>((r) => {
      show = r;
    });
    const callsWhenShown: number[] = [];
    const read = startPagedRead(api, query(), {
      firstPageLimit: 20,
      firstRowsShown: () => {
        callsWhenShown.push(api.calls.length);
        return shown;
      },
    });
    await new Promise((r) => setTimeout(r, 20));
    // The first page was handed over and nothing else asked for while its rows are not shown.
    expect(callsWhenShown).toEqual([1]);
    expect(api.calls.length).toBe(1);
    expect(api.calls[0]!.req.readAhead).toBeUndefined();
    show();
    const out = await read.outcome;
    expect(api.calls.map((c) => c.req.Limit)).toEqual([20, undefined, undefined, undefined]);
    expect(api.calls[1]!.req.readAhead).toEqual({});
    expect(out.progress.items).toBe(250);
  });

  test('Stop while the first rows wait to be shown ends the read without asking for page 2', async () => {
    const api = new FakePagedApi({ items: makeItems(250), maxPerPage: 100 });
    const read = startPagedRead(api, query(), {
      firstPageLimit: 20,
      firstRowsShown: () => new Promise<void>(() => undefined),
    });
    await new Promise((r) => setTimeout(r, 20));
    await read.stop();
    const out = await read.outcome;
    expect(out.end).toBe('stopped');
    expect(api.calls.length).toBe(1);
  });
});
