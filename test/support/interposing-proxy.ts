/**
 * A DynamoDB endpoint for tests, on loopback, that forwards every request to a real server
 * (dynalite or DynamoDB Local) unchanged, but first awaits a hook with the request's operation and
 * body. A test's second client can so write to an item at an exact point of a run: after the app
 * decided what to send and before the server sees it, the moment a race would need, without a
 * timer. The answer is passed back byte for byte.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

/** Called before the request is forwarded; the request waits for it. */
export type BeforeForward = (operation: string, body: Record<string, unknown>) => Promise<void> | void;

export interface InterposingProxy {
  url: string;
  /** Requests seen per operation (X-Amz-Target without its prefix). */
  counts: Record<string, number>;
  setHook(hook: BeforeForward | undefined): void;
  close(): Promise<void>;
}

export async function startInterposingProxy(target: string): Promise<InterposingProxy> {
  const to = new URL(target);
  const counts: Record<string, number> = {};
  let hook: BeforeForward | undefined;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      counts[operation] = (counts[operation] ?? 0) + 1;
      if (hook && body.length > 0) await hook(operation, JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      const headers = { ...req.headers, host: to.host };
      await new Promise<void>((resolve, reject) => {
        const out = httpRequest(
          { host: to.hostname, port: to.port, path: req.url, method: req.method, headers },
          (r) => {
            res.writeHead(r.statusCode ?? 500, r.headers);
            r.pipe(res);
            r.on('end', resolve);
            r.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      });
    })().catch(() => res.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    setHook(h) {
      hook = h;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
