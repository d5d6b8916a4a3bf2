/**
 * A PartiQL SELECT read as the page reads it, over web mode's HTTP, against AWS DynamoDB Local behind
 * the fault proxy, which counts every ExecuteStatement it is sent: the service reads one page ahead,
 * so a whole read must cost no ExecuteStatement but its pages, and Stop while the page read ahead is
 * still at DynamoDB must abort it there and leave no read behind (nothing more reaches the server).
 * Asserted on what the proxy saw, never on wall-clock time.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { PagedRead } from '../../../shared/reads/paged-read.js';
import { statementPagedApi } from '../../../shared/reads/statement-pages.js';
import { startWebServer } from '../../../electron/transport/http-server.js';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import { dynamoDBLocalAvailable } from '../../support/dynamodb-local.js';
import {
  expectedSortKeys,
  ITEM_COUNT,
  PARTITION,
  PAGE_LIMIT,
  startFaultWorld,
  TABLE,
  type FaultWorld,
} from '../faults/fault-fixture.js';

const Statement = `SELECT * FROM "${TABLE}" WHERE PK = '${PARTITION}'`;
// Longer than any test may run: only an abort can end a page held this long.
const HELD_MS = 110_000;
const skOf = (i: Item) => (i.SK as { S: string }).S;
const statements = (events: readonly { operation: string; opSeq: number; outcome: string }[]) =>
  events.filter((e) => e.operation === 'ExecuteStatement').map((e) => `${e.opSeq} ${e.outcome}`);

let world: FaultWorld;
beforeAll(async () => {
  if (!dynamoDBLocalAvailable())
    throw new Error('DynamoDB Local is needed: run "node scripts/fetch-dynamodb-local.mjs"');
  world = await startFaultWorld('dynamodb-local');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function throughWebMode(schedule: Parameters<FaultWorld['through']>[0]) {
  const { proxy, app, close } = await world.through(schedule, 1);
  const web = await startWebServer({ service: app.service });
  const http = createHttpClient(web.origin, web.token);
  return {
    proxy,
    http,
    close: async () => {
      await web.close();
      await close();
    },
  };
}

function statementRead(api: ReturnType<typeof createHttpClient>, pages: Item[][]) {
  return new PagedRead(
    statementPagedApi(api, { Statement }),
    { kind: 'scan', request: { TableName: TABLE, Limit: PAGE_LIMIT } },
    { onPage: (e) => void pages.push(e.page.Items) },
  );
}

test('a whole read over web mode sends DynamoDB no ExecuteStatement but its pages', async () => {
  const { proxy, http, close } = await throughWebMode([]);
  const pages: Item[][] = [];
  const read = statementRead(http, pages);
  void read.start();
  const outcome = await read.outcome;
  expect(outcome.end).toBe('end');
  expect(pages.flat().map(skOf)).toEqual(expectedSortKeys());
  expect(pages.length).toBeGreaterThanOrEqual(ITEM_COUNT / PAGE_LIMIT);
  // A round trip to the same endpoint after the read: a page read ahead would have reached it by then.
  await http.listTables();
  expect(proxy.count('ExecuteStatement')).toBe(pages.length);
  await close();
}, 120_000);

test('Stop while the page read ahead is at DynamoDB aborts it there; no ExecuteStatement follows', async () => {
  const { proxy, http, close } = await throughWebMode([
    { operation: 'ExecuteStatement', requests: [3], fault: { kind: 'slow', delayMs: HELD_MS } },
  ]);
  const pages: Item[][] = [];
  const read = statementRead(http, pages);
  void read.start();
  // Page 3 was started by the service when page 2 came back; the page's request for it takes it.
  await proxy.waitFor((e) => e.operation === 'ExecuteStatement' && e.opSeq === 3 && e.outcome === 'held');
  const outcome = await read.stop();
  expect(outcome.end).toBe('stopped');
  expect(pages.flat().map(skOf)).toEqual(expectedSortKeys().slice(0, 2 * PAGE_LIMIT));
  expect(outcome.progress.items).toBe(2 * PAGE_LIMIT);

  await proxy.waitFor((e) => e.operation === 'ExecuteStatement' && e.opSeq === 3 && e.outcome === 'client-aborted');
  await http.listTables();
  expect(statements(proxy.events)).toEqual(['1 forwarded', '2 forwarded', '3 held', '3 client-aborted']);
  expect(proxy.count('ExecuteStatement')).toBe(3);
  await close();
}, 120_000);
