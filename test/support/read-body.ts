/** The whole body of an HTTP message, for the test proxies that look at a request before forwarding it. */
import type { IncomingMessage } from 'node:http';

export const readBody = (s: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    s.on('data', (c: Buffer) => parts.push(c));
    s.on('end', () => resolve(Buffer.concat(parts)));
    s.on('error', reject);
  });
