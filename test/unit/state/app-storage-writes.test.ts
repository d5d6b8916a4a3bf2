/**
 * How AppStorage writes through: one write per turn, keys whose earlier value is still on its way
 * wait for it, and other keys do not wait behind it.
 */
import { describe, expect, test } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import { AppStorage } from '../../../renderer/api/service-storage.js';

type Change = Parameters<ExplorerApi['updateAppState']>[0];

/** A service whose writes stay on their way until released, in any order. */
function heldService() {
  const writes: { change: Change; release: () => void }[] = [];
  const api = {
    getAppState: async () => ({ entries: {}, localStorageMigrated: true, location: 'memory' }),
    updateAppState: (change: Change) =>
      new Promise<{ bytes: number }>((resolve) => {
        writes.push({ change, release: () => resolve({ bytes: 0 }) });
      }),
  } as unknown as Pick<ExplorerApi, 'getAppState' | 'updateAppState'>;
  return { api, writes };
}

const turn = () => new Promise<void>((r) => setTimeout(r, 0));

describe('AppStorage writes', () => {
  test('changes made in one turn go in one write', async () => {
    const { api, writes } = heldService();
    const s = new AppStorage();
    await s.start(api, null);
    s.setItem('ice.a', '1');
    s.setItem('ice.b', '2');
    s.removeItem('ice.a');
    await turn();
    expect(writes.map((w) => w.change)).toEqual([{ set: { 'ice.b': '2' }, remove: ['ice.a'] }]);
  });

  test('another key does not wait behind a write on its way; the same key does, and its later value wins', async () => {
    const { api, writes } = heldService();
    const s = new AppStorage();
    await s.start(api, null);
    s.setItem('ice.history.T', 'h1');
    await turn();
    expect(writes).toHaveLength(1);
    // The read ends while the history write is still on its way: its address goes at once.
    s.setItem('ice.route.last', '#/query?table=T&pk=a');
    s.setItem('ice.history.T', 'h2');
    await turn();
    expect(writes.map((w) => w.change)).toEqual([
      { set: { 'ice.history.T': 'h1' } },
      { set: { 'ice.route.last': '#/query?table=T&pk=a' } },
    ]);
    writes[0]!.release();
    await turn();
    expect(writes.map((w) => w.change).at(-1)).toEqual({ set: { 'ice.history.T': 'h2' } });
    let flushed = false;
    void s.flushed().then(() => {
      flushed = true;
    });
    await turn();
    expect(flushed).toBe(false);
    for (const w of writes) w.release();
    await turn();
    expect(flushed).toBe(true);
  });
});
