/**
 * A DynamoDB endpoint for crash and lost-answer tests, on loopback, in front of a real server
 * (dynalite or DynamoDB Local). Per request a test's rule decides: forward it as it is; hold it
 * unsent (the app decided to write, nothing reached the server); forward it and hold the answer
 * (the write landed, the app never hears); or forward it and then answer 500 or reset the
 * connection (a lost answer: the SDK sends it again). Each held request is announced (`held`),
 * so a test kills the app at that exact point, without a timer.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

export type Verdict = 'forward' | 'hold' | 'hold-answer' | 'answer-500' | 'reset';
/**
 * Decides what happens to a request: its operation (X-Amz-Target's tail), its JSON body, and the
 * SDK's attempt number (1 for the first send, from amz-sdk-request).
 */
export type Rule = (operation: string, body: Record<string, unknown>, attempt: number) => Verdict;

export interface HoldingProxy {
  url: string;
  /** Requests seen per operation, and those that reached the server. */
  counts: Record<string, number>;
  forwarded: Record<string, number>;
  setRule(rule: Rule): void;
  /** Resolves when a request is held (before forwarding, or with its answer held). */
  held(): Promise<{ operation: string; verdict: Verdict }>;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const to = new URL(target);
  const counts: Record<string, number> = {};
  const forwarded: Record<string, number> = {};
  let rule: Rule = () => 'forward';
  const waiters: Array<(h: { operation: string; verdict: Verdict }) => void> = [];
  const announced: Array<{ operation: string; verdict: Verdict }> = [];
  const announce = (h: { operation: string; verdict: Verdict }) => {
    const w = waiters.shift();
    if (w) w(h);
    else announced.push(h);
  };
  const forward = (req: import('node:http').IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const out = httpRequest(
          {
            host: to.hostname,
            port: to.port,
            path: req.url,
            method: req.method,
            headers: { ...req.headers, host: to.host },
          },
          (r) => {
            readBody(r).then((b) => resolve({ status: r.statusCode ?? 500, headers: r.headers, body: b }), reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      counts[operation] = (counts[operation] ?? 0) + 1;
      const attempt = Number(/attempt=(\d+)/.exec(String(req.headers['amz-sdk-request'] ?? ''))?.[1] ?? 1);
      const verdict =
        body.length > 0
          ? rule(operation, JSON.parse(body.toString('utf8')) as Record<string, unknown>, attempt)
          : 'forward';
      if (verdict === 'hold') {
        announce({ operation, verdict });
        return; // Never forwarded, never answered.
      }
      const answer = await forward(req, body);
      forwarded[operation] = (forwarded[operation] ?? 0) + 1;
      if (verdict === 'hold-answer') {
        announce({ operation, verdict });
        return;
      }
      if (verdict === 'reset') {
        req.socket.destroy();
        return;
      }
      if (verdict === 'answer-500') {
        res.writeHead(500, { 'Content-Type': 'application/x-amz-json-1.0' });
        res.end(
          JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
            message: 'lost answer (test proxy)',
          }),
        );
        return;
      }
      const headers = { ...answer.headers };
      delete headers['transfer-encoding'];
      res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
      res.end(answer.body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    forwarded,
    setRule(r) {
      rule = r;
    },
    held: () => {
      const h = announced.shift();
      return h ? Promise.resolve(h) : new Promise((r) => waiters.push(r));
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
