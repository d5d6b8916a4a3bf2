/**
 * When the faults outlast every retry (the SDK's attempts, then the page loop's own), the read
 * stops with the endpoint's error, keeps what it read, and says where to resume; resuming from
 * there once the endpoint recovers ends with the full collection, nothing lost or repeated.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPagedRead, type RetryEvent } from '../../../shared/reads/paged-read.js';
import type { ReadPage } from '../../../shared/api.js';
import {
  collectionQuery,
  expectedSortKeys,
  ITEM_COUNT,
  PAGE_LIMIT,
  sortKeys,
  startFaultWorld,
  type FaultWorld,
} from './fault-fixture.js';
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

  test.each([
    ['throttling', { kind: 'throttle' } as const, 'ProvisionedThroughputExceededException', /provisioned throughput/],
    ['HTTP 503', { kind: 'status', status: 503 } as const, 'ServiceUnavailable', /unavailable/i],
    ['reset connections', { kind: 'reset' } as const, undefined, /connection to DynamoDB was dropped/],
    ['truncated answers', { kind: 'truncate' } as const, 'IncompleteResponse', /answer was cut off/],
  ])(
    '%s from the 4th Query on: bounded retries, a clear stop, then a resume to the full set',
    async (_name, fault, errorName, message) => {
      const maxAttempts = 2;
      const maxRetries = 2;
      const { proxy, app, close } = await world.through([{ operation: 'Query', from: 4, fault }], maxAttempts);
      const pages: ReadPage[] = [];
      const retries: RetryEvent[] = [];
      const first = await startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        {
          ...noWait,
          retry: { maxRetries },
          onPage: (e) => pages.push(e.page),
          onRetry: (e) => retries.push(e),
        },
      ).outcome;

      expect(first.end).toBe('error');
      if (errorName) expect(first.error?.name).toBe(errorName);
      expect(first.error?.message).toMatch(message);
      expect(first.error?.retryable).toBe(true);
      // What was read is kept: the three pages before the faults began.
      expect(first.progress.items).toBe(3 * PAGE_LIMIT);
      expect(sortKeys(pages)).toEqual(expectedSortKeys().slice(0, 3 * PAGE_LIMIT));
      // It says where to resume: the LastEvaluatedKey of the last page it kept.
      expect(first.canResume).toBe(true);
      expect(first.failedAt).toMatchObject({ segment: 0, page: 4 });
      expect(first.failedAt?.startKey).toEqual(pages[2]!.LastEvaluatedKey);
      expect(first.progress.segments[0]!.startKey).toEqual(pages[2]!.LastEvaluatedKey);
      // Bounded: the failing page was tried maxAttempts times per page-loop try, and no more.
      expect(proxy.count('Query')).toBe(3 + maxAttempts * (1 + maxRetries));
      expect(retries.map((r) => r.retry)).toEqual([1, 2]);
      expect(retries.every((r) => r.page === 4 && r.maxRetries === maxRetries)).toBe(true);
      expect(first.progress.retries).toBe(maxRetries);

      proxy.setSchedule([]);
      const before = proxy.count('Query');
      const rest: ReadPage[] = [];
      const second = await startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        {
          ...noWait,
          resumeFrom: first.progress,
          onPage: (e) => rest.push(e.page),
        },
      ).outcome;
      expect(second.end).toBe('end');
      expect(second.canResume).toBe(false);
      expect([...sortKeys(pages), ...sortKeys(rest)]).toEqual(expectedSortKeys());
      expect(second.progress.items).toBe(ITEM_COUNT);
      expect(proxy.count('Query') - before).toBe(rest.length);
      await close();
    },
  );

  test('a single page call gives up after maxAttempts and reports the throttling, not a generic failure', async () => {
    const { proxy, app, close } = await world.through([{ operation: 'Query', fault: { kind: 'throttle' } }], 3);
    const err = await app.service.query(collectionQuery).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ProvisionedThroughputExceededException', retryable: true, statusCode: 400 });
    expect(proxy.count('Query')).toBe(3);
    await close();
  });
});
