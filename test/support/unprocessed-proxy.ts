/**
 * A throttling DynamoDB endpoint for tests, on loopback: it forwards every request to a real
 * server (dynalite or DynamoDB Local) except that each BatchWriteItem of more than one request
 * gets only its first half written and answers the rest as UnprocessedItems, as DynamoDB does
 * under throttling. The caller must send those again; the proxy counts what it withheld.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export interface UnprocessedProxy {
  url: string;
  /** BatchWriteItem calls seen, and write requests answered as unprocessed. */
  batchWrites: number;
  withheld: number;
  close(): Promise<void>;
}

export async function startUnprocessedProxy(target: string): Promise<UnprocessedProxy> {
  const to = new URL(target);
  const state = { batchWrites: 0, withheld: 0 };
  const server = createServer((req, res) => {
    void (async () => {
      let body = await readBody(req);
      const operation = String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop();
      let held: Record<string, unknown[]> = {};
      if (operation === 'BatchWriteItem') {
        state.batchWrites++;
        const parsed = JSON.parse(body.toString('utf8')) as { RequestItems: Record<string, unknown[]> };
        for (const [table, requests] of Object.entries(parsed.RequestItems)) {
          if (requests.length < 2) continue;
          const keep = Math.ceil(requests.length / 2);
          held = { ...held, [table]: requests.slice(keep) };
          parsed.RequestItems[table] = requests.slice(0, keep);
          state.withheld += requests.length - keep;
        }
        body = Buffer.from(JSON.stringify(parsed));
      }
      const headers = { ...req.headers, host: to.host, 'content-length': String(body.length) };
      const upstream = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
        (resolve, reject) => {
          const out = httpRequest(
            { host: to.hostname, port: to.port, path: req.url, method: req.method, headers },
            (r) => {
              readBody(r).then(
                (b) => resolve({ status: r.statusCode ?? 500, headers: r.headers as Record<string, string>, body: b }),
                reject,
              );
            },
          );
          out.on('error', reject);
          out.end(body);
        },
      );
      let answer = upstream.body;
      const answerHeaders = { ...upstream.headers };
      if (operation === 'BatchWriteItem' && upstream.status === 200 && Object.keys(held).length > 0) {
        const parsed = JSON.parse(answer.toString('utf8')) as { UnprocessedItems?: Record<string, unknown[]> };
        const unprocessed = parsed.UnprocessedItems ?? {};
        for (const [table, requests] of Object.entries(held))
          unprocessed[table] = [...(unprocessed[table] ?? []), ...requests];
        parsed.UnprocessedItems = unprocessed;
        answer = Buffer.from(JSON.stringify(parsed));
        // The body changed: its checksum header would no longer match, and the SDK checks it.
        delete answerHeaders['x-amz-crc32'];
        answerHeaders['content-length'] = String(answer.length);
      }
      res.writeHead(upstream.status, answerHeaders);
      res.end(answer);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get batchWrites() {
      return state.batchWrites;
    },
    get withheld() {
      return state.withheld;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
