/**
 * The paged read and the grouping the view uses, against dynalite through the real service, over
 * both transports: every item once, Stop and Load more, a GSI regrouped by its own partition key.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExplorerApi, ReadPage } from '../../../shared/api.js';
import { startPagedRead, type PagedRead, type ReadSpec } from '../../../shared/reads/paged-read.js';
import { ReadSession } from '../../../renderer/model/collections/read-session.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { apiOver, BIG_PK, BIG_TABLE, createReadTables, TEAMS, TRANSPORTS, USERS, userSk } from './reads-fixture.js';
import { testServers } from '../../support/test-servers.js';

describe.each(testServers)('on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await createReadTables(h.raw);
  });
  afterAll(async () => {
    await h.close();
  });

  const wholeCollection = (Limit?: number): ReadSpec => ({
    kind: 'query',
    request: {
      TableName: BIG_TABLE,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'PK' },
      ExpressionAttributeValues: { ':pk': { S: BIG_PK } },
      ...(Limit ? { Limit } : {}),
    },
  });
  const tableKeys = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' } as const;
  const sks = (pages: readonly ReadPage[]) => pages.flatMap((p) => p.Items.map((i) => (i.SK as { S: string }).S));
  const expected = ['METADATA#big', ...Array.from({ length: USERS }, (_, i) => userSk(i + 1))];

  describe.each(TRANSPORTS)('over %s', (transport) => {
    let api: ExplorerApi;
    beforeAll(() => {
      api = apiOver(h, transport);
    });

    test('5,000 items of ~500 bytes read to the end over 1 MB pages, none missing or repeated, grouped under their parent', async () => {
      const pages: ReadPage[] = [];
      const session = new ReadSession(tableKeys, ['PK', 'SK'], null);
      const outcome = await startPagedRead(api, wholeCollection(), {
        onPage: (e) => {
          pages.push(e.page);
          session.addPage(e.page.Items);
        },
      }).outcome;
      expect(outcome.end).toBe('end');
      expect(outcome.canResume).toBe(false);
      // No Limit was sent: pages ended at DynamoDB's 1 MB, so there were several.
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.slice(0, -1).every((p) => p.LastEvaluatedKey !== undefined)).toBe(true);
      expect(sks(pages)).toEqual(expected);
      expect(outcome.progress).toMatchObject({ items: 5_000, returned: 5_000, scanned: 5_000, pages: pages.length });
      expect(outcome.progress.rcu).toBeGreaterThan(0);
      expect(session.grouper.collections).toHaveLength(1);
      const c = session.grouper.collections[0]!;
      expect(c.partitionKeyText).toBe(BIG_PK);
      expect(c.items).toHaveLength(5_000);
      expect(c.parentType).toBe('METADATA');
      expect(session.grouper.entityTypes().map((t) => [t.name, t.items])).toEqual([
        ['METADATA', 1],
        ['USER', USERS],
      ]);
    });

    test('Stop while a page is in flight keeps what was read; Load more resumes to the same total', async () => {
      const pages: ReadPage[] = [];
      let read: PagedRead | undefined;
      let queries = 0;
      const stopsOnFourthPage: ExplorerApi = {
        ...api,
        query: (req) => {
          const answer = api.query(req);
          // Stop once the 4th page has been asked for and before it can have been handled.
          if (++queries === 4) queueMicrotask(() => void read!.stop());
          return answer;
        },
      };
      read = startPagedRead(stopsOnFourthPage, wholeCollection(300), { onPage: (e) => pages.push(e.page) });
      const stopped = await read.outcome;
      expect(stopped.end).toBe('stopped');
      expect(stopped.progress.items).toBe(900);
      expect(stopped.canResume).toBe(true);
      expect(stopped.progress.segments[0]!.startKey).toEqual({ PK: { S: BIG_PK }, SK: { S: userSk(899) } });

      const more = await startPagedRead(api, wholeCollection(300), {
        resumeFrom: stopped.progress,
        onPage: (e) => pages.push(e.page),
      }).outcome;
      expect(more.end).toBe('end');
      expect(more.progress.items).toBe(5_000);
      expect(sks(pages)).toEqual(expected);
    });

    test("a GSI read is grouped by the index's partition key, not the table's", async () => {
      const keyNames = { partitionKey: 'GSI1PK', sortKey: 'GSI1SK', partitionKeyType: 'S', sortKeyType: 'S' } as const;
      const session = new ReadSession(keyNames, ['PK', 'SK'], null);
      const outcome = await startPagedRead(
        api,
        { kind: 'scan', request: { TableName: BIG_TABLE, IndexName: 'ByTeam', Limit: 700 }, totalSegments: 3 },
        {
          onPage: (e) => session.addPage(e.page.Items),
        },
      ).outcome;
      expect(outcome.end).toBe('end');
      // The parent has no GSI1PK, so the sparse index holds the users only.
      expect(outcome.progress.items).toBe(USERS);
      const byTeam = new Map(session.grouper.collections.map((c) => [c.partitionKeyText, c.items.length]));
      expect([...byTeam.keys()].sort()).toEqual(Array.from({ length: TEAMS }, (_, t) => `TEAM#${t}`));
      expect(byTeam.get('TEAM#0')).toBe(999);
      expect(byTeam.get('TEAM#1')).toBe(1000);
      expect(session.keyColumns).toEqual(['GSI1PK', 'GSI1SK', 'PK', 'SK']);
      for (const c of session.grouper.collections) {
        expect(c.items.every((i) => (i.GSI1PK as { S: string }).S === c.partitionKeyText)).toBe(true);
      }
    });
  });
});
