/**
 * The renderer's store driving reads through the real web-mode client: a link opens and runs a
 * query, Stop keeps what was read, Load more finishes it, and GetItem selects the item it found.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExplorerApi } from '../../../shared/api.js';
import { createAppStore } from '../../../renderer/store/index.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { describeReadError, resumeText } from '../../../renderer/features/query/read-messages.js';
import { parseRoute } from '../../../renderer/routing/query-route.js';
import { startHarness, type Harness } from '../../support/app-harness.js';
import { BIG_PK, BIG_TABLE, createReadTables, NUM_TABLE, USERS } from './reads-fixture.js';
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

  async function readyStore(api: ExplorerApi = h.http) {
    const store = createAppStore(api, 'web');
    await store.getState().loadConnections();
    expect(store.getState().tables.status).toBe('ready');
    return store;
  }

  test('a link selects its table and runs its query; Stop keeps what was read and Load more reads the rest', async () => {
    let queries = 0;
    const api: ExplorerApi = {
      ...h.http,
      query: (req) => {
        const answer = h.http.query(req);
        // The user presses Stop while the 4th page is on its way.
        if (++queries === 4) queueMicrotask(() => void store.getState().stopRead());
        return answer;
      },
    };
    const store = await readyStore(api);
    await store
      .getState()
      .openRoute(parseRoute(`#/query?table=${BIG_TABLE}&pk=${encodeURIComponent(BIG_PK)}&limit=250&cap=none`)!);
    const stopped = store.getState();
    expect(stopped.tableName).toBe(BIG_TABLE);
    expect(stopped.read.status).toBe('stopped');
    expect(stopped.session!.itemCount).toBe(750);
    expect(stopped.read.progress!.items).toBe(750);
    expect(stopped.read.outcome?.canResume).toBe(true);

    await store.getState().loadMore();
    const done = store.getState();
    expect(done.read.status).toBe('done');
    expect(done.read.progress!.items).toBe(USERS + 1);
    const [collection, ...others] = done.session!.grouper.collections;
    expect(others).toHaveLength(0);
    const sks = collection!.items.map((i) => (i.SK as { S: string }).S);
    expect(new Set(sks).size).toBe(USERS + 1);
    expect(collection!.parentType).toBe('METADATA');
  });

  test('a link to a table this connection lacks says so instead of showing nothing', async () => {
    const store = await readyStore();
    await store.getState().openRoute(parseRoute('#/query?table=Vanished&pk=x')!);
    expect(store.getState().linkNotice).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('"Vanished"'),
    });
    expect(store.getState().read.status).toBe('idle');
  });

  test('GetItem reads one item, groups it and opens it in the inspector', async () => {
    const store = await readyStore();
    await store.getState().openRoute(parseRoute(`#/get?table=${NUM_TABLE}&pk=SERIES%232&sk=1`)!);
    const s = store.getState();
    expect(s.read.status).toBe('done');
    expect(s.session!.itemCount).toBe(1);
    expect(s.selection).toEqual({ collectionKey: 'SERIES#2', itemIndex: 0 });
  });

  test("the form's problems are reported by field and nothing runs", async () => {
    const store = await readyStore();
    await store.getState().selectTable(NUM_TABLE);
    store.getState().editDraft(NUM_TABLE, { pk: '', limit: 'ten' });
    expect(await store.getState().submitDraft()).toBe(false);
    expect(
      store
        .getState()
        .formProblems.map((p) => p.field)
        .sort(),
    ).toEqual(['limit', 'pk']);
    expect(store.getState().read.status).toBe('idle');
  });

  test("a read refused before sending clears the previous read's server error", async () => {
    const api: ExplorerApi = {
      ...h.http,
      query: () =>
        Promise.reject(
          Object.assign(new Error('Throughput exceeds the current capacity of your table'), {
            name: 'ProvisionedThroughputExceededException',
          }),
        ),
    };
    const store = await readyStore(api);
    await store.getState().openRoute(parseRoute(`#/query?table=${NUM_TABLE}&pk=1`)!);
    expect(store.getState().read.status).toBe('error');
    store.getState().editDraft(NUM_TABLE, { limit: 'ten' });
    expect(await store.getState().submitDraft()).toBe(false);
    expect(store.getState().formProblems.map((p) => p.field)).toEqual(['limit']);
    expect(store.getState().read.status).toBe('idle');
    expect(store.getState().read.error).toBeUndefined();
  });

  test('the connection lost mid-read: what was read is kept, the error says so and where Load more resumes', async () => {
    const web = await startWebServer({ service: h.app.service });
    const http = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    let queries = 0;
    const api: ExplorerApi = {
      ...http,
      query: (req) => {
        const answer = http.query(req);
        // The explorer's server goes away while the 3rd page is on its way.
        if (++queries === 3) queueMicrotask(() => void web.close());
        return answer;
      },
    };
    const store = await readyStore(api);
    await store
      .getState()
      .openRoute(parseRoute(`#/query?table=${BIG_TABLE}&pk=${encodeURIComponent(BIG_PK)}&limit=400&cap=none`)!);
    const s = store.getState();
    expect(s.read.status).toBe('error');
    expect(s.read.error).toMatchObject({ name: 'ConnectionLost' });
    expect(s.session!.itemCount).toBe(800);
    expect(s.read.outcome).toMatchObject({
      canResume: true,
      failedAt: { page: 3 },
      progress: { items: 800, retries: 3 },
    });
    const text = describeReadError(s.read.error!, { table: BIG_TABLE, itemsRead: 800, failedPage: 3 });
    expect(text.title).toBe('Lost the connection during the read');
    expect(text.message).toContain('The 800 items read before page 3 are kept.');
    expect(resumeText(s.read.outcome!.progress, s.read.built!.keyNames)).toBe(
      'Load more continues after PK = "ORG#big", SK = "USER#00799".',
    );
  });
});
