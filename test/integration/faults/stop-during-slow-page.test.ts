/**
 * Stop while DynamoDB is slow to answer a page: the read resolves as stopped with what it had,
 * and the request in flight is aborted at the endpoint, not left to finish in the background.
 * Asserted on the order of events and on what the proxy saw, never on wall-clock time.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPagedRead } from '../../../shared/reads/paged-read.js';
import type { ExplorerApi, ReadPage } from '../../../shared/api.js';
import type { ApiCaller } from '../../../electron/transport/api-caller.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { registerIpcHandlers, type IpcEventLike } from '../../../electron/transport/ipc-main.js';
import { createIpcClient } from '../../../electron/transport/ipc-client.js';
import type { IpcEnvelope } from '../../../electron/transport/ipc-channels.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import {
  collectionQuery,
  PAGE_LIMIT,
  recordingApi,
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

  // Longer than any test may run: only an abort can end this page.
  const HELD_MS = 110_000;

  /** The IPC transport wired in memory: the real handlers and the preload's client, structured clone between. */
  function overIpc(service: ApiCaller): ExplorerApi {
    const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => Promise<IpcEnvelope>>();
    registerIpcHandlers(
      {
        handle: (c, l) => {
          handlers.set(c, l);
        },
        removeHandler: (c) => {
          handlers.delete(c);
        },
      },
      service,
      () => true,
    );
    return createIpcClient(async (channel, req) =>
      structuredClone(
        await handlers.get(channel)!({ senderFrame: { url: 'file:///app/index.html' } }, structuredClone(req)),
      ),
    );
  }

  async function stopDuringSlowPage(transport: 'service' | 'web mode' | 'IPC') {
    const { proxy, app, close } = await world.through(
      [{ operation: 'Query', requests: [3], fault: { kind: 'slow', delayMs: HELD_MS } }],
      4,
    );
    let api: ExplorerApi = app.service;
    let web: Awaited<ReturnType<typeof startWebServer>> | undefined;
    if (transport === 'web mode') {
      web = await startWebServer({ service: app.service });
      api = createHttpClient(`http://127.0.0.1:${web.port}`, web.token);
    } else if (transport === 'IPC') {
      api = overIpc(app.service);
    }
    const log: string[] = [];
    let n = 0;
    const pages: ReadPage[] = [];
    const read = startPagedRead(
      recordingApi(api, log),
      { kind: 'query', request: collectionQuery },
      {
        newRequestId: () => `page-${++n}`,
        onPage: (e) => pages.push(e.page),
      },
    );
    await proxy.waitFor((e) => e.opSeq === 3 && e.outcome === 'held');
    log.push('proxy holding page 3');
    const outcome = await read.stop();
    log.push(`read ${outcome.end}`);
    const aborted = await proxy.waitFor((e) => e.opSeq === 3 && e.outcome === 'client-aborted');
    log.push('proxy saw the client abort');
    await expect.poll(() => log.some((l) => l.startsWith('query page-3 failed'))).toBe(true);

    expect(outcome.end).toBe('stopped');
    expect(outcome.error).toBeUndefined();
    expect(outcome.progress.items).toBe(2 * PAGE_LIMIT);
    expect(sortKeys(pages)).toHaveLength(2 * PAGE_LIMIT);
    expect(outcome.canResume).toBe(true);
    expect(outcome.progress.segments[0]!.startKey).toEqual(pages[1]!.LastEvaluatedKey);
    expect(aborted.fault).toBe('slow');
    // The held page never reached the client and no further page was asked for.
    expect(proxy.events.filter((e) => e.opSeq === 3).map((e) => e.outcome)).toEqual(['held', 'client-aborted']);
    expect(proxy.count('Query')).toBe(3);
    expect(log.indexOf('proxy holding page 3')).toBeLessThan(log.indexOf('read stopped'));
    expect(log).toContain('cancel page-3 true');
    expect(log.find((l) => l.startsWith('query page-3 failed'))).toBe('query page-3 failed RequestCancelled');
    expect(log).not.toContain('query page-3 answered');
    await web?.close();
    await close();
  }

  test('Stop during a slow page, calling the service directly', () => stopDuringSlowPage('service'));
  test('Stop during a slow page over web mode', () => stopDuringSlowPage('web mode'));
  test('Stop during a slow page over IPC', () => stopDuringSlowPage('IPC'));

  test("closing the page's HTTP request (a closed tab) aborts the DynamoDB request too", async () => {
    const { proxy, app, close } = await world.through(
      [{ operation: 'Query', requests: [1], fault: { kind: 'slow', delayMs: HELD_MS } }],
      4,
    );
    const web = await startWebServer({ service: app.service });
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${web.port}/api/query`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${web.token}` },
      body: JSON.stringify(collectionQuery),
    }).catch((e: Error) => e.name);
    await proxy.waitFor((e) => e.outcome === 'held');
    controller.abort();
    expect(await pending).toBe('AbortError');
    await proxy.waitFor((e) => e.outcome === 'client-aborted');
    // The service's pre-send gate describes the table first (a DescribeTable the proxy forwards).
    expect(proxy.events.filter((e) => e.operation === 'Query').map((e) => e.outcome)).toEqual([
      'held',
      'client-aborted',
    ]);
    await web.close();
    await close();
  });
});
