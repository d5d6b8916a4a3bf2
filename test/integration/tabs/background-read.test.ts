/**
 * A read keeps running when its tab goes to the background and lands in its own tab, not in the
 * one on screen; switching back shows it whole. Through the real web-mode client, on both servers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { appStorage } from '../../../renderer/api/service-storage.js';
import { TABS_KEY } from '../../../renderer/store/kept-tabs.js';
import type { ExplorerApi } from '../../../shared/api.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { BIG_PK, BIG_TABLE, createReadTables, NUM_TABLE, USERS } from '../reads/reads-fixture.js';
import { testServers } from '../../support/test-servers.js';

describe.each(testServers)('on %s', (server) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server });
    await createReadTables(h.raw);
  });
  // Each test starts as a first run does: no tabs kept by an earlier one.
  beforeEach(() => appStorage().removeItem(TABS_KEY));
  afterAll(async () => {
    await h.close();
  });

  test('a read whose tab was left goes on in its tab; the tab on screen keeps its own read', async () => {
    let queries = 0;
    const api: ExplorerApi = {
      ...h.http,
      query: (req) => {
        const answer = h.http.query(req);
        // The user opens a new tab while the first tab's 3rd page is on its way.
        if (++queries === 3) queueMicrotask(() => store.getState().newTab());
        return answer;
      },
    };
    const store = createAppStore(api, 'web');
    await store.getState().loadConnections();
    const first = store.getState().activeTabId;
    await store
      .getState()
      .openRoute(parseRoute(`#/query?table=${BIG_TABLE}&pk=${encodeURIComponent(BIG_PK)}&limit=250&cap=none`)!);

    const onScreen = store.getState();
    expect(onScreen.activeTabId).not.toBe(first);
    expect(onScreen.tabs.map((t) => t.id)).toEqual([first, onScreen.activeTabId]);
    // Nothing of the first tab's read reached the tab on screen.
    expect(onScreen.session).toBeNull();
    expect(onScreen.read.status).toBe('idle');
    expect(onScreen.tables.status).toBe('ready');
    expect(onScreen.tabs[0]).toMatchObject({ title: `${BIG_TABLE} · ${BIG_PK}`, reading: false });

    // The new tab reads something else meanwhile.
    await store.getState().openRoute(parseRoute(`#/query?table=${NUM_TABLE}&pk=SERIES%231`)!);
    const second = store.getState();
    expect(second.read.status).toBe('done');
    const secondSession = second.session;

    store.getState().switchTab(first);
    const back = store.getState();
    expect(back.tableName).toBe(BIG_TABLE);
    expect(back.read.status).toBe('done');
    expect(back.read.progress!.items).toBe(USERS + 1);
    expect(back.session!.itemCount).toBe(USERS + 1);

    store.getState().stepTab(1);
    expect(store.getState().session).toBe(secondSession);
    expect(store.getState().tableName).toBe(NUM_TABLE);
  });

  test('a link opened in a background tab reads there; the open tab, its read and its address stay', async () => {
    const store = createAppStore(h.http, 'web');
    await store.getState().loadConnections();
    await store.getState().openRoute(parseRoute(`#/query?table=${NUM_TABLE}&pk=SERIES%231`)!);
    const open = store.getState();
    const link = `#/query?table=${BIG_TABLE}&pk=${encodeURIComponent(BIG_PK)}`;
    store.getState().openInNewTab(link, { background: true });
    const after = store.getState();
    expect(after.activeTabId).toBe(open.activeTabId);
    expect(after.session).toBe(open.session);
    expect(after.tableName).toBe(NUM_TABLE);
    const behind = after.tabs[1]!;
    expect(behind.title).toBe(`${BIG_TABLE} · ${BIG_PK}`);
    // Its address is the link's read (with the connection it was opened on).
    expect(parseRoute(behind.route)?.draft).toMatchObject({ table: BIG_TABLE, pk: BIG_PK });
    // Its read ran behind the open tab (switching runs no read), and is there, whole, when it is opened.
    store.getState().switchTab(behind.id);
    await expect.poll(() => store.getState().read.status, { timeout: 60_000 }).toBe('done');
    expect(store.getState().tableName).toBe(BIG_TABLE);
    expect(store.getState().session!.itemCount).toBe(USERS + 1);
  });

  test('a closed tab reopens with its read, run again', async () => {
    const store = createAppStore(h.http, 'web');
    await store.getState().loadConnections();
    await store.getState().openRoute(parseRoute(`#/query?table=${NUM_TABLE}&pk=SERIES%231`)!);
    const closing = store.getState().activeTabId;
    store.getState().newTab();
    store.getState().closeTab(closing);
    expect(store.getState().tabs).toHaveLength(1);
    expect(store.getState().closed.map((t) => t.id)).toEqual([closing]);
    store.getState().reopenClosedTab();
    const reopened = store.getState();
    expect(reopened.tabs).toHaveLength(2);
    expect(reopened.closed).toEqual([]);
    await expect.poll(() => store.getState().read.status).toBe('done');
    expect(store.getState().tableName).toBe(NUM_TABLE);
    expect(store.getState().session!.itemCount).toBeGreaterThan(0);
  });
});
