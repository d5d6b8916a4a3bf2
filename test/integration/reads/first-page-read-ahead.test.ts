/**
 * A read as the page runs it: a small first page (a screenful), then page 2 asked for once those
 * rows are shown. While they are drawn the service reads page 2 ahead, so the page's request for
 * it takes a page already read instead of waiting for DynamoDB; and the whole read still sends
 * DynamoDB no request but its pages, nor one past its cap. Counted by the fault proxy in front of
 * dynalite and DynamoDB Local, never timed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReadPage } from '../../../shared/api.js';
import { FIRST_PAGE_ITEMS, startPagedRead } from '../../../shared/reads/paged-read.js';
import {
  collectionQuery,
  expectedSortKeys,
  ITEM_COUNT,
  PAGE_LIMIT,
  sortKeys,
  startFaultWorld,
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

  // The form's read: no Limit of its own, so the first page is the small one.
  const { Limit: _limit, ...formRead } = collectionQuery;

  test.each([
    ['to the end', undefined],
    ['capped', PAGE_LIMIT * 2],
  ])(
    'a read %s: page 2 is read ahead while the first rows are drawn, and taken, not read again',
    async (_what, cap) => {
      const { proxy, app, close } = await world.through([], 1);
      const pages: ReadPage[] = [];
      const queriesWhenShown: number[] = [];
      const outcome = await startPagedRead(
        app.service,
        { kind: 'query', request: formRead },
        {
          firstPageLimit: FIRST_PAGE_ITEMS,
          ...(cap ? { cap } : {}),
          onPage: (e) => pages.push(e.page),
          firstRowsShown: async () => {
            // A round trip to the same endpoint: a page read ahead has reached it by then.
            await app.service.listTables();
            queriesWhenShown.push(proxy.count('Query'));
          },
        },
      ).outcome;
      expect(outcome.end).toBe(cap ? 'cap' : 'end');
      const read = cap ?? ITEM_COUNT;
      expect(sortKeys(pages)).toEqual(expectedSortKeys().slice(0, read));
      expect(pages[0]!.Items).toHaveLength(FIRST_PAGE_ITEMS);
      // The first page, and page 2 already on its way before the page asked for it.
      expect(queriesWhenShown).toEqual([2]);
      await app.service.listTables();
      expect(proxy.count('Query')).toBe(pages.length);
      await close();
    },
  );
});
