/**
 * Issue 33 item 2: a read stopped at its cap keeps, in its history entry, the key it stopped at and
 * nothing of its items; a fresh store (as after a restart, on the same kept storage) resumes it from
 * that entry: the grid holds only the rest, which starts right after the stop key, none twice.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAppStore } from '../../../renderer/store/index.js';
import { appStorage } from '../../../renderer/api/service-storage.js';
import { loadHistory } from '../../../renderer/model/history/query-history.js';
import { resumeHistoryEntry } from '../../../renderer/store/history-resume.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { BIG_PK, BIG_TABLE, createReadTables } from './reads-fixture.js';
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

  async function readyStore() {
    const store = createAppStore(h.http, 'web');
    await store.getState().loadConnections();
    expect(store.getState().tables.status).toBe('ready');
    return store;
  }
  const keysOf = (store: Awaited<ReturnType<typeof readyStore>>) =>
    store.getState().session!.grouper.collections.flatMap((c) => c.items.map((i) => (i.SK as { S: string }).S));

  test('a capped read resumed from its history entry in a fresh store reads the rest after its stop key', async () => {
    const first = await readyStore();
    await first
      .getState()
      .openRoute(parseRoute(`#/query?table=${BIG_TABLE}&pk=${encodeURIComponent(BIG_PK)}&limit=250&cap=1000`)!);
    expect(first.getState().read.status).toBe('capped');
    const before = keysOf(first);
    expect(before).toHaveLength(1000);
    const entry = loadHistory(appStorage(), BIG_TABLE)[0]!;
    const stopKey = first.getState().read.outcome!.progress.segments[0]!.startKey!;
    // The key it stopped at, and nothing of the items.
    expect(entry.resume).toEqual({ segments: [{ segment: 0, done: false, startKey: stopKey }] });
    expect(Object.keys(stopKey).sort()).toEqual(['PK', 'SK']);

    const second = await readyStore();
    expect(await resumeHistoryEntry(second, entry)).toBe(true);
    const s = second.getState();
    expect(s.read.status).toBe('capped');
    expect(s.read.resumedFrom?.segments[0]?.startKey).toEqual(stopKey);
    const after = keysOf(second);
    expect(after).toHaveLength(1000);
    expect(after.every((k) => k > (stopKey.SK as { S: string }).S)).toBe(true);
    expect(after.filter((k) => before.includes(k))).toEqual([]);
    // The entry now keeps where this run stopped.
    const moved = loadHistory(appStorage(), BIG_TABLE)[0]!;
    expect(moved.resume?.segments[0]?.startKey).toEqual(s.read.outcome!.progress.segments[0]!.startKey);
    expect(moved.resume?.segments[0]?.startKey).not.toEqual(stopKey);
  }, 120_000);
});
