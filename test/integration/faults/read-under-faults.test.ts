/**
 * A multi-page Query read with the renderer's page loop (shared/reads/paged-read.ts) while the
 * endpoint throttles, fails, drops connections or cuts answers short: the SDK's bounded retries
 * absorb each fault, every item arrives exactly once, and each retry shows in the page's Attempts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPagedRead } from '../../../shared/reads/paged-read.js';
import type { ReadPage } from '../../../shared/api.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { FaultRule } from '../../support/fault-proxy.js';
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
  const MAX_ATTEMPTS = 4;

  const cases: Array<[string, FaultRule[]]> = [
    [
      'ProvisionedThroughputExceededException on every 3rd Query',
      [{ operation: 'Query', every: 3, fault: { kind: 'throttle' } }],
    ],
    [
      'ThrottlingException on Queries 2, 5 and 9',
      [{ operation: 'Query', requests: [2, 5, 9], fault: { kind: 'throttle', name: 'ThrottlingException' } }],
    ],
    [
      'HTTP 500 on Queries 1 and 4, HTTP 503 twice in a row on Queries 6 and 7',
      [
        { operation: 'Query', requests: [1, 4], fault: { kind: 'status', status: 500 } },
        { operation: 'Query', requests: [6, 7], fault: { kind: 'status', status: 503 } },
      ],
    ],
    ['a reset connection on every 4th Query', [{ operation: 'Query', every: 4, fault: { kind: 'reset' } }]],
    ['a truncated body on every 5th Query', [{ operation: 'Query', every: 5, fault: { kind: 'truncate' } }]],
  ];

  describe('every item exactly once under each fault', () => {
    test.each(cases)('%s', async (_name, schedule) => {
      const { proxy, app, close } = await world.through(schedule, MAX_ATTEMPTS);
      const pages: ReadPage[] = [];
      const read = startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        { ...noWait, onPage: (e) => pages.push(e.page) },
      );
      const outcome = await read.outcome;

      expect(outcome.error).toBeUndefined();
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages)).toEqual(expectedSortKeys());
      expect(outcome.progress.items).toBe(ITEM_COUNT);
      expect(pages.every((p) => p.Items.length <= PAGE_LIMIT)).toBe(true);

      const faulted = proxy.events.filter((e) => e.outcome === 'faulted').length;
      expect(faulted).toBeGreaterThan(0);
      // Retries are bounded and visible: each fault cost exactly one more attempt of the same page,
      // which the page reports, and the proxy saw nothing else.
      expect(outcome.progress.sdkRetries).toBe(faulted);
      expect(pages.some((p) => (p.Attempts ?? 1) > 1)).toBe(true);
      expect(pages.every((p) => (p.Attempts ?? 1) <= MAX_ATTEMPTS)).toBe(true);
      expect(proxy.count('Query')).toBe(outcome.progress.pages + faulted);
      // The SDK absorbed every fault; the page loop's own retries were not needed.
      expect(outcome.progress.retries).toBe(0);
      await close();
    });

    test('a slow page is waited for, not retried', async () => {
      const { proxy, app, close } = await world.through(
        [{ operation: 'Query', requests: [2, 3], fault: { kind: 'slow', delayMs: 150 } }],
        MAX_ATTEMPTS,
      );
      const pages: ReadPage[] = [];
      const outcome = await startPagedRead(
        app.service,
        { kind: 'query', request: collectionQuery },
        { ...noWait, onPage: (e) => pages.push(e.page) },
      ).outcome;
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages)).toEqual(expectedSortKeys());
      expect(proxy.events.filter((e) => e.outcome === 'held').map((e) => e.opSeq)).toEqual([2, 3]);
      expect(proxy.count('Query')).toBe(outcome.progress.pages);
      expect(outcome.progress.sdkRetries).toBe(0);
      await close();
    });

    test('over web mode too: retries made behind the HTTP transport reach the page as Attempts', async () => {
      const { proxy, app, close } = await world.through(
        [{ operation: 'Query', every: 3, fault: { kind: 'throttle' } }],
        MAX_ATTEMPTS,
      );
      const web = await startWebServer({ service: app.service });
      const http = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
      const pages: ReadPage[] = [];
      const outcome = await startPagedRead(
        http,
        { kind: 'query', request: collectionQuery },
        { ...noWait, onPage: (e) => pages.push(e.page) },
      ).outcome;
      expect(outcome.end).toBe('end');
      expect(sortKeys(pages)).toEqual(expectedSortKeys());
      const faulted = proxy.events.filter((e) => e.outcome === 'faulted').length;
      expect(pages.reduce((n, p) => n + (p.Attempts ?? 1) - 1, 0)).toBe(faulted);
      expect(pages.filter((p) => (p.Attempts ?? 1) > 1).every((p) => (p.RetryDelayMs ?? 0) > 0)).toBe(true);
      await web.close();
      await close();
    });
  });
});
