/**
 * A DynamoDB endpoint for crash tests, on loopback, that forwards to a real server (dynalite or
 * DynamoDB Local) and can, for one chosen request, hold it before it is forwarded (the app has
 * sent it, nothing landed), forward it and hold the answer (the write landed, the app does not
 * know), or forward it and lose the answer (a 500 or a reset instead: the SDK retries). A test
 * waits for `reached` (the proxy has the request in hand), never for time, then kills the app.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export type HoldMode = 'before' | 'after' | 'lose-500' | 'lose-reset';

export interface Held {
  /** Resolves once the chosen request is held (or its answer lost). */
  reached: Promise<{ operation: string; body: Record<string, unknown> }>;
  /** Lets a held request (or answer) go on. */
  release(): void;
  /** Drops a held request unsent (or a held answer unsaid) and closes its connection. */
  drop(): void;
}

export interface HoldingProxy {
  url: string;
  /** Requests seen per operation (X-Amz-Target without its prefix). */
  counts: Record<string, number>;
  /** The next request `match` picks is treated as `mode` says; every other one goes through. */
  holdNext(match: (operation: string, body: Record<string, unknown>) => boolean, mode: HoldMode): Held;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function forward(to: URL, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      { host: to.hostname, port: to.port, path, method, headers: { ...headers, host: to.host } },
      (r) => {
        const parts: Buffer[] = [];
        r.on('data', (d: Buffer) => parts.push(d));
        r.on('end', () => resolve({ status: r.statusCode ?? 500, headers: r.headers, body: Buffer.concat(parts) }));
        r.on('error', reject);
      },
    );
    out.on('error', reject);
    out.end(body);
  });
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const to = new URL(target);
  const counts: Record<string, number> = {};
  let armed:
    | {
        match: (operation: string, body: Record<string, unknown>) => boolean;
        mode: HoldMode;
        reach: (v: { operation: string; body: Record<string, unknown> }) => void;
        released: Promise<boolean>;
      }
    | undefined;
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      counts[operation] = (counts[operation] ?? 0) + 1;
      const body = raw.length > 0 ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
      const hold = armed && armed.match(operation, body) ? armed : undefined;
      if (hold) armed = undefined;
      if (hold?.mode === 'before') {
        hold.reach({ operation, body });
        if (!(await hold.released)) return void req.socket.destroy();
      }
      const answer = await forward(to, req.method ?? 'POST', req.url ?? '/', req.headers, raw);
      if (hold?.mode === 'after') {
        hold.reach({ operation, body });
        if (!(await hold.released)) return void req.socket.destroy();
      }
      if (hold?.mode === 'lose-reset') {
        hold.reach({ operation, body });
        req.socket.destroy();
        return;
      }
      if (hold?.mode === 'lose-500') {
        hold.reach({ operation, body });
        res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'lost' }));
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    holdNext(match, mode) {
      let reach!: (v: { operation: string; body: Record<string, unknown> }) => void;
      let let_go!: (forward: boolean) => void;
      const reached = new Promise<{ operation: string; body: Record<string, unknown> }>((r) => (reach = r));
      const released = new Promise<boolean>((r) => (let_go = r));
      armed = { match, mode, reach, released };
      return { reached, release: () => let_go(true), drop: () => let_go(false) };
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
