/**
 * A DynamoDB endpoint for tests, on loopback, in front of a real server: it forwards every request
 * unchanged, except that while `reveal` is on it refuses each write (PutItem, UpdateItem,
 * DeleteItem, TransactWriteItems, BatchWriteItem) the most revealing way an answer could: quoting
 * the session token bare and as its header, the Authorization header, and AWS's "The Canonical
 * String for this request should have been" text with every signed header in it. Reads pass, so
 * the app can describe the table and read items before the write it is tested on.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.js';

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem']);

export interface RevealingProxy {
  url: string;
  /** Writes refused with a revealing answer so far. */
  revealed: number;
  /** Every signature the app's requests carried: a secret derived from the key, to look for in answers. */
  signatures: Set<string>;
  reveal: boolean;
  close(): Promise<void>;
}

export function revealingText(headers: IncomingHttpHeaders, body: string): string {
  const canonical = Object.entries(headers)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join('\n');
  return [
    `The security token included in the request is invalid: ${String(headers['x-amz-security-token'])}.`,
    `x-amz-security-token: ${String(headers['x-amz-security-token'])}`,
    `Authorization: ${String(headers.authorization)}`,
    `The Canonical String for this request should have been\n'POST\n/\n\n${canonical}\n\n${body}'`,
  ].join('\n');
}

export async function startRevealingProxy(target: string): Promise<RevealingProxy> {
  const to = new URL(target);
  const state: RevealingProxy = {
    url: '',
    revealed: 0,
    signatures: new Set(),
    reveal: false,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const signature = /Signature=([0-9a-f]+)/.exec(req.headers.authorization ?? '')?.[1];
      if (signature) state.signatures.add(signature);
      const operation =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      if (state.reveal && WRITES.has(operation)) {
        state.revealed++;
        res.writeHead(400, {
          'Content-Type': 'application/x-amz-json-1.0',
          'x-amzn-ErrorType': 'UnrecognizedClientException:',
          'x-amzn-RequestId': 'revealing-1',
        });
        res.end(
          JSON.stringify({
            __type: 'com.amazon.coral.service#UnrecognizedClientException',
            message: revealingText(req.headers, body.toString('utf8')),
          }),
        );
        return;
      }
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
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}
