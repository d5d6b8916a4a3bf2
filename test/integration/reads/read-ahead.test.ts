/**
 * Read-ahead against dynalite through the fault proxy, which counts every Query DynamoDB is sent:
 * a page asked for with a hint starts the next one at once, the caller's next request takes it
 * instead of reading again, a whole paged read costs no request more than its pages (nor one past
 * its cap), and Stop, Cancel, a failure or a connection change leave nothing behind.
 * Asserted on what the proxy saw and in what order, never on wall-clock time.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiRequest, ReadPage } from '../../../shared/api.js';
import type { Item } from '../../../shared/dynamo/types.js';
import { startPagedRead } from '../../../shared/reads/paged-read.js';
import {
  collectionQuery,
  expectedSortKeys,
  ITEM_COUNT,
  PAGE_LIMIT,
  recordingApi,
  skOf,
  sortKeys,
  startFaultWorld,
  TABLE,
  type FaultWorld,
} from '../faults/fault-fixture.js';
import { testServers } from '../../support/test-servers.js';

describe.each(testServers)('on %s', (server) => {
  let world: FaultWorld;
  beforeAll(async () => {
    world = await startFaultWorld(server);
  });
  afterAll(async () => {
    await world.close();
  });

  const noWait = { sleep: async () => undefined };
  // Longer than any test may run: only an abort can end a page held this long.
  const HELD_MS = 110_000;
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => skOf(from + i));

  /** The collection query's page that starts after `startKey`, as the caller would ask for it. */
  function pageRequest(
    requestId: string,
    startKey?: Item,
    readAhead?: ApiRequest<'query'>['readAhead'],
  ): ApiRequest<'query'> {
    return {
      ...collectionQuery,
      requestId,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      ...(readAhead ? { readAhead } : {}),
    };
  }

  const queryEvents = (events: readonly { operation: string; opSeq: number; outcome: string }[]) =>
    events.filter((e) => e.operation === 'Query').map((e) => `${e.opSeq} ${e.outcome}`);

  describe('one request at a time, as any caller would send them', () => {
    test('a page asked for with a hint starts the next; the next request takes it, whatever its id and hint', async () => {
      const { proxy, app, close } = await world.through([], 1);
      const page1 = await app.service.query(pageRequest('page-1', undefined, { pageLimit: PAGE_LIMIT }));
      expect(sortKeys([page1])).toEqual(range(0, 200));
      expect(page1.LastEvaluatedKey).toBeDefined();

      // Nobody asked for page 2, yet DynamoDB is sent it.
      await proxy.waitFor((e) => e.operation === 'Query' && e.opSeq === 2);

      const page2 = await app.service.query(pageRequest('page-2', page1.LastEvaluatedKey, { pageLimit: PAGE_LIMIT }));
      expect(sortKeys([page2])).toEqual(range(200, 400));
      expect(page2).toMatchObject({ Count: PAGE_LIMIT, ScannedCount: PAGE_LIMIT, Attempts: 1 });
      expect(page2.ConsumedCapacity).toMatchObject({ TableName: TABLE });

      // Page 3 with no hint at all still takes the page read ahead for it, and starts nothing more.
      const page3 = await app.service.query(pageRequest('page-3', page2.LastEvaluatedKey));
      expect(sortKeys([page3])).toEqual(range(400, 600));
      expect(proxy.count('Query')).toBe(3);
      expect(queryEvents(proxy.events)).toEqual(['1 forwarded', '2 forwarded', '3 forwarded']);

      // Page 4 was not read ahead: asking for it is a read of its own.
      const page4 = await app.service.query(pageRequest('page-4', page3.LastEvaluatedKey));
      expect(sortKeys([page4])).toEqual(range(600, 800));
      expect(proxy.count('Query')).toBe(4);
      await close();
    });

    test('without the hint no page is read ahead', async () => {
      const { proxy, app, close } = await world.through([], 1);
      const page1 = await app.service.query(pageRequest('page-1'));
      expect(page1.LastEvaluatedKey).toBeDefined();
      // A request that could not take a page read ahead (another Limit), sent after page 1 came back.
      const other = await app.service.query({ ...pageRequest('other', page1.LastEvaluatedKey), Limit: 50 });
      expect(sortKeys([other])).toEqual(range(200, 250));
      await app.service.listTables();
      expect(proxy.count('Query')).toBe(2);
      await close();
    });

    test('a request that differs from the page read ahead (its start key) reads for itself and leaves that page alone', async () => {
      const { proxy, app, close } = await world.through([], 1);
      const page1 = await app.service.query(pageRequest('page-1', undefined, { pageLimit: PAGE_LIMIT }));
      await proxy.waitFor((e) => e.operation === 'Query' && e.opSeq === 2);
      const elsewhere = await app.service.query(
        pageRequest('elsewhere', { ...page1.LastEvaluatedKey!, SK: { S: skOf(999) } }),
      );
      expect(sortKeys([elsewhere])).toEqual(range(1000, 1200));
      expect(proxy.count('Query')).toBe(3);
      const page2 = await app.service.query(pageRequest('page-2', page1.LastEvaluatedKey));
      expect(sortKeys([page2])).toEqual(range(200, 400));
      expect(proxy.count('Query')).toBe(3);
      await close();
    });

    test('Cancel of the request that took a page read ahead aborts that page at DynamoDB; the next request reads again', async () => {
      const { proxy, app, close } = await world.through(
        [{ operation: 'Query', requests: [2], fault: { kind: 'slow', delayMs: HELD_MS } }],
        1,
      );
      const page1 = await app.service.query(pageRequest('page-1', undefined, { pageLimit: PAGE_LIMIT }));
      await proxy.waitFor((e) => e.opSeq === 2 && e.outcome === 'held');
      const taker = app.service.query(pageRequest('taker', page1.LastEvaluatedKey)).then(
        () => 'answered',
        (e: { name: string }) => e.name,
      );
      expect(await app.service.cancel({ requestId: 'taker' })).toEqual({ cancelled: true });
      expect(await taker).toBe('RequestCancelled');
      await proxy.waitFor((e) => e.opSeq === 2 && e.outcome === 'client-aborted');

      const again = await app.service.query(pageRequest('again', page1.LastEvaluatedKey));
      expect(sortKeys([again])).toEqual(range(200, 400));
      expect(queryEvents(proxy.events)).toEqual(['1 forwarded', '2 held', '2 client-aborted', '3 forwarded']);
      await close();
    });

    test.each(['connect', 'removeConnection'] as const)(
      '%s drops the page read ahead, aborting it at DynamoDB',
      async (method) => {
        const { proxy, app, close } = await world.through(
          [{ operation: 'Query', requests: [2], fault: { kind: 'slow', delayMs: HELD_MS } }],
          1,
        );
        const { defaultConnectionId } = await app.service.listConnections();
        const page1 = await app.service.query(pageRequest('page-1', undefined, { pageLimit: PAGE_LIMIT }));
        await proxy.waitFor((e) => e.opSeq === 2 && e.outcome === 'held');
        if (method === 'connect') {
          await app.service.connect({ connectionId: defaultConnectionId });
        } else {
          // Removing any connection clears them all, not only its own pages (another region, so another connection).
          const other = await app.service.addEndpointConnection({
            endpoint: proxy.url,
            region: 'eu-west-1',
            name: 'second',
          });
          expect(other.id).not.toBe(defaultConnectionId);
          expect(await app.service.removeConnection({ connectionId: other.id })).toEqual({ removed: true });
        }
        // Asked for at once, page 2 is read afresh; had the held page been kept, this would take it and wait.
        const page2 = await app.service.query(pageRequest('page-2', page1.LastEvaluatedKey));
        expect(sortKeys([page2])).toEqual(range(200, 400));
        await proxy.waitFor((e) => e.opSeq === 2 && e.outcome === 'client-aborted');
        expect(proxy.count('Query')).toBe(3);
        await close();
      },
    );
  });

  describe('a paged read (shared/reads/paged-read.ts) over the service', () => {
    test('a whole read gets every item once and sends DynamoDB no request but its pages', async () => {
      const { proxy, app, close } = await world.through([], 1);
      const pages: ReadPage[] = [];
      const outcome = await startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        { onPage: (e) => pages.push(e.page) },
      ).outcome;
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages)).toEqual(expectedSortKeys());
      expect(outcome.progress.items).toBe(ITEM_COUNT);
      expect(outcome.progress.pages).toBe(pages.length);
      expect(pages.length).toBeGreaterThanOrEqual(ITEM_COUNT / PAGE_LIMIT);
      expect(proxy.count('Query')).toBe(pages.length);
      await close();
    });

    test('a whole Scan likewise', async () => {
      const { proxy, app, close } = await world.through([], 1);
      const pages: ReadPage[] = [];
      const outcome = await startPagedRead(
        app.service,
        { kind: 'scan', request: { TableName: TABLE, Limit: 700 } },
        { onPage: (e) => pages.push(e.page) },
      ).outcome;
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages).sort()).toEqual(expectedSortKeys());
      expect(pages.length).toBeGreaterThan(1);
      expect(proxy.count('Scan')).toBe(pages.length);
      await close();
    });

    test.each([
      [500, 3],
      [450, 3],
      [400, 2],
      [200, 1],
    ])(
      'a read capped at %i items with a page Limit of 200 reads exactly that many and asks for nothing past the cap (%i Queries)',
      async (cap, queries) => {
        const { proxy, app, close } = await world.through([], 1);
        const pages: ReadPage[] = [];
        const outcome = await startPagedRead(
          app.service,
          { kind: 'query', request: collectionQuery },
          { cap, onPage: (e) => pages.push(e.page) },
        ).outcome;
        expect(outcome.end).toBe('cap');
        expect(outcome.canResume).toBe(true);
        expect(sortKeys(pages)).toEqual(range(0, cap));
        // A round trip to the same endpoint after the read: a page read ahead would have reached it by then.
        await app.service.listTables();
        expect(proxy.count('Query')).toBe(queries);
        await close();
      },
    );

    test('Stop while a page read ahead is slow resolves with what was read and leaves no page behind', async () => {
      const { proxy, app, close } = await world.through(
        [{ operation: 'Query', requests: [3], fault: { kind: 'slow', delayMs: HELD_MS } }],
        1,
      );
      const log: string[] = [];
      let n = 0;
      const pages: ReadPage[] = [];
      const read = startPagedRead(
        recordingApi(app.service, log),
        { kind: 'query', request: collectionQuery },
        {
          newRequestId: () => `page-${++n}`,
          onPage: (e) => pages.push(e.page),
        },
      );
      await proxy.waitFor((e) => e.opSeq === 3 && e.outcome === 'held');
      const outcome = await read.stop();
      expect(outcome.end).toBe('stopped');
      expect(outcome.progress.items).toBe(2 * PAGE_LIMIT);
      expect(sortKeys(pages)).toEqual(range(0, 400));
      expect(outcome.progress.segments[0]!.startKey).toEqual(pages[1]!.LastEvaluatedKey);

      // The page read ahead was the one page 3's request took, and Stop aborted it at DynamoDB.
      await proxy.waitFor((e) => e.opSeq === 3 && e.outcome === 'client-aborted');
      await expect.poll(() => log.includes('query page-3 failed RequestCancelled')).toBe(true);
      expect(log).toContain('cancel page-3 true');
      expect(queryEvents(proxy.events)).toEqual(['1 forwarded', '2 forwarded', '3 held', '3 client-aborted']);

      // Nothing was left to take: Load more's first page is read afresh, and the read goes on to the end.
      const more: ReadPage[] = [];
      const rest = await startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        { resumeFrom: outcome.progress, onPage: (e) => more.push(e.page) },
      ).outcome;
      expect(rest.end).toBe('end');
      expect([...sortKeys(pages), ...sortKeys(more)]).toEqual(expectedSortKeys());
      expect(proxy.count('Query')).toBe(3 + more.length);
      await close();
    });

    test('a page read ahead that fails hands its error to the request that takes it; the read retries it and gets every item once', async () => {
      const { proxy, app, close } = await world.through(
        [{ operation: 'Query', requests: [2], fault: { kind: 'status', status: 500 } }],
        1,
      );
      const log: string[] = [];
      let n = 0;
      const pages: ReadPage[] = [];
      const outcome = await startPagedRead(
        recordingApi(app.service, log),
        { kind: 'query', request: collectionQuery },
        {
          ...noWait,
          newRequestId: () => `req-${++n}`,
          onPage: (e) => pages.push(e.page),
        },
      ).outcome;
      expect(outcome.error).toBeUndefined();
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages)).toEqual(expectedSortKeys());
      // Query 2 was page 2 read ahead; the request for page 2 got its failure rather than reading
      // again, and the paged read's own retry (a new request id) read page 2 afresh.
      expect(proxy.events.find((e) => e.operation === 'Query' && e.opSeq === 2)?.outcome).toBe('faulted');
      expect(log.slice(0, 5)).toEqual([
        'query req-1',
        'query req-1 answered',
        'query req-2',
        'query req-2 failed InternalServerError',
        'query req-3',
      ]);
      expect(outcome.progress.retries).toBe(1);
      expect(outcome.progress.sdkRetries).toBe(0);
      expect(proxy.count('Query')).toBe(pages.length + 1);
      await close();
    });
  });
});
