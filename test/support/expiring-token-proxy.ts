/**
 * A DynamoDB endpoint for tests, on loopback, in front of a real server (DynamoDB Local), that
 * plays the two ways a long read loses its footing: the credentials it signs with expire (from
 * the nth read on, every request signed with that access key gets DynamoDB's ExpiredTokenException,
 * as AWS answers a session past its time, while a fresh key goes through), and the connection is
 * lost (from the nth read on, every request's socket is closed unanswered until `heal()`). It keeps
 * each forwarded read request's body, so a test can see where a resumed read started.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readBody } from './read-body.js';

export interface ExpiringTokenProxy {
  url: string;
  /** Access key ids seen, in the order first seen. */
  keys: string[];
  /** Bodies of the Query and Scan requests forwarded (answered by the server). */
  forwarded: Array<Record<string, unknown>>;
  /** The nth Query or Scan from now on (1-based) and every later one signed with its key: ExpiredTokenException. */
  expireAtRead(n: number): void;
  /** The nth Query or Scan from now on and every request after it: the socket is closed, until heal(). */
  dropFromRead(n: number): void;
  heal(): void;
  close(): Promise<void>;
}

const EXPIRED_BODY = JSON.stringify({
  __type: 'com.amazon.coral.service#ExpiredTokenException',
  message: 'The security token included in the request is expired',
});

function accessKeyOf(req: IncomingMessage): string {
  return /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
}

export async function startExpiringTokenProxy(target: string): Promise<ExpiringTokenProxy> {
  const to = new URL(target);
  const keys: string[] = [];
  const expired = new Set<string>();
  const forwarded: Array<Record<string, unknown>> = [];
  let reads = 0;
  let expireAt: number | undefined;
  let dropAt: number | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      const key = accessKeyOf(req);
      if (key && !keys.includes(key)) keys.push(key);
      const isRead = operation === 'Query' || operation === 'Scan';
      if (isRead) reads++;
      if (dropAt !== undefined && reads >= dropAt) return void req.socket.destroy();
      if (isRead && expireAt !== undefined && reads >= expireAt) {
        expired.add(key);
        expireAt = undefined;
      }
      if (expired.has(key)) {
        res.writeHead(400, {
          'Content-Type': 'application/x-amz-json-1.0',
          'Content-Length': String(Buffer.byteLength(EXPIRED_BODY)),
          'x-amzn-RequestId': `expired-${reads}`,
        });
        return void res.end(EXPIRED_BODY);
      }
      if (isRead) forwarded.push(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      await new Promise<void>((resolve, reject) => {
        const out = httpRequest(
          {
            host: to.hostname,
            port: to.port,
            path: req.url,
            method: req.method,
            headers: { ...req.headers, host: to.host },
          },
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
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys,
    forwarded,
    expireAtRead(n) {
      expireAt = reads + n;
    },
    dropFromRead(n) {
      dropAt = reads + n;
    },
    heal() {
      dropAt = undefined;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
