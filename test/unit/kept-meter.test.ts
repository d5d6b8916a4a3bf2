/**
 * The cost meter survives a reload: a store made again (as a reload makes it) finds each
 * connection's spent units where the last one left them; what is not two unit counts is dropped.
 */
import { beforeEach, expect, test } from 'vitest';
import { appStorage } from '../../renderer/api/service-storage.js';
import { createAppStore } from '../../renderer/store/index.js';
import { METER_KEY } from '../../renderer/store/kept-meter.js';
import type { ExplorerApi } from '../../shared/api.js';

// Nothing here calls the API: the meter is fed as the metered API feeds it.
const noApi = new Proxy({}, { get: () => () => Promise.reject(new Error('not called here')) }) as ExplorerApi;

beforeEach(() => appStorage().removeItem(METER_KEY));

test("each connection's spent units come back after a reload", () => {
  const before = createAppStore(noApi, 'web');
  before.getState().addToMeter({ rcu: 12.5 }, 'sandbox');
  before.getState().addToMeter({ wcu: 3 }, 'sandbox');
  before.getState().addToMeter({ rcu: 0.5 }, 'local-8000');
  const after = createAppStore(noApi, 'web');
  expect(after.getState().meter).toEqual({ sandbox: { rcu: 12.5, wcu: 3 }, 'local-8000': { rcu: 0.5, wcu: 0 } });
  after.getState().addToMeter({ rcu: 1 }, 'sandbox');
  expect(createAppStore(noApi, 'web').getState().meter.sandbox).toEqual({ rcu: 13.5, wcu: 3 });
});

test('a kept meter that is not unit counts is left out, not shown', () => {
  appStorage().setItem(
    METER_KEY,
    JSON.stringify({ a: { rcu: 1, wcu: 2 }, b: { rcu: '1', wcu: 0 }, c: { rcu: -1, wcu: 0 }, d: null }),
  );
  expect(createAppStore(noApi, 'web').getState().meter).toEqual({ a: { rcu: 1, wcu: 2 } });
  appStorage().setItem(METER_KEY, 'not json');
  expect(createAppStore(noApi, 'web').getState().meter).toEqual({});
});
