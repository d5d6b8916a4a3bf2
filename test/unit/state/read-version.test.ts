/**
 * The read's version counts on across reads. Panels follow it late (the Design panel at most a few
 * times a second, others a frame after paint); when each read started again from 0, a read shaped
 * like the one before ended on the same number, and a panel that had last drawn that number from
 * the earlier read kept what it drew at the new read's empty start ("the Query of 0 items").
 * The API is a stand-in serving one page per read: what is tested is the store's counting.
 */
import { expect, test } from 'vitest';
import type { ExplorerApi, ReadPage } from '../../../shared/api.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { emptyDraft } from '../../../renderer/model/query/query-draft.js';
import { buildRead } from '../../../renderer/model/query/build-read.js';
import { VersionThrottle } from '../../../renderer/ui/version-throttle.js';

const table: TableDescription = {
  TableName: 'Kennel',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
};

function store() {
  const page = (pk: string): ReadPage => ({
    Items: [1, 2, 3].map((i) => ({ PK: { S: pk }, SK: { S: `DOG#${i}` } })),
    Count: 3,
    ScannedCount: 3,
  });
  const methods: Partial<ExplorerApi> = {
    query: async (req) => page(JSON.stringify(req.ExpressionAttributeValues)),
  };
  const api = new Proxy(methods, {
    get: (t, k) =>
      (t as Record<string | symbol, unknown>)[k] ??
      (async () => {
        throw new Error(`not used here: ${String(k)}`);
      }),
  }) as ExplorerApi;
  return createAppStore(api, 'web');
}

function built(pk: string) {
  const b = buildRead({ ...emptyDraft('Kennel'), pk }, table);
  if (!b.ok) throw new Error(JSON.stringify(b.problems));
  return b.read;
}

test('two reads of the same shape end on different versions, so a throttled panel redraws the second', async () => {
  const s = store();
  const throttle = new VersionThrottle(300);
  const seen: number[] = [];
  // The panel follows every state, as React would render it, on a clock that never moves: every
  // version while a read goes on falls inside the throttle's window.
  const unsubscribe = s.subscribe((st) => {
    seen.push(throttle.step(st.read.version, st.read.status === 'reading', 0).shown);
  });
  await s.getState().runRead(built('KENNEL#a'));
  const firstEnd = s.getState().read.version;
  const drawnForFirst = new Set(seen);
  expect(s.getState().read.status).toBe('done');
  await s.getState().runRead(built('KENNEL#b'));
  unsubscribe();
  expect(s.getState().read.status).toBe('done');
  expect(s.getState().session?.itemCount).toBe(3);
  expect(s.getState().read.version).not.toBe(firstEnd);
  // What the panel draws at the second read's end is a version it never drew for the first read.
  expect(drawnForFirst.has(seen.at(-1)!)).toBe(false);
});
