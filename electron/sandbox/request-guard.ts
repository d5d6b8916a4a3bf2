/**
 * What stands in front of dynalite in the sandbox's process: only a request signed with this run's
 * credential gets through. dynalite itself accepts any signature and answers every web page with
 * `Access-Control-Allow-Origin: *`, so a page on another origin that found the port could read and
 * change the sandbox. Here:
 * - a request with an `Origin` header is refused (browsers send it on every cross-origin request and
 *   on every POST; the SDK, the CLI and boto3 never do), and so is anything but POST (OPTIONS too);
 * - the SigV4 signature is checked in full with the run's secret, not just the access key id,
 *   over the body as it arrived (an `x-amz-content-sha256` that does not match it is refused, so a
 *   captured signature cannot carry another body), within AWS's 15-minute clock window;
 * - no `Access-Control-*` header ever leaves, whatever dynalite adds.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export interface GuardCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** dynalite's own limit: it answers 413 above it, so nothing larger needs buffering here. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function guardRequests(credentials: GuardCredentials, inner: Handler, now: () => number = Date.now): Handler {
  return (req, res) => {
    stripCors(res);
    if (req.headers.origin !== undefined)
      return refuse(
        res,
        403,
        'AccessDeniedException',
        'the local sandbox answers only the app itself, not web pages (a request with an Origin header)',
      );
    if (req.method !== 'POST')
      return refuse(
        res,
        403,
        'AccessDeniedException',
        `the local sandbox answers only the app itself (method ${req.method} refused)`,
      );
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        refuse(res, 413, 'RequestEntityTooLarge', 'the request body is over 16 MiB');
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (res.headersSent || res.writableEnded) return;
      const body = Buffer.concat(chunks);
      const problem = checkSignature(req, body, credentials, now());
      if (problem) return refuse(res, 403, problem.name, problem.message);
      inner(replayed(req, body), res);
    });
  };
}

/** dynalite reads the body from 'data' events; it gets the same bytes from a fresh stream. */
function replayed(req: IncomingMessage, body: Buffer): IncomingMessage {
  const stream = Readable.from(body.length > 0 ? [body] : []) as Readable & Partial<IncomingMessage>;
  return Object.assign(stream, {
    headers: req.headers,
    method: req.method,
    url: req.url,
    socket: req.socket,
  }) as unknown as IncomingMessage;
}

function stripCors(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (/^access-control-/i.test(name) ? res : setHeader(name, value));
}

function refuse(res: ServerResponse, status: number, name: string, message: string): void {
  if (res.headersSent) return;
  const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${name}`, message });
  res.writeHead(status, {
    'Content-Type': 'application/x-amz-json-1.0',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}

interface Problem {
  name: string;
  message: string;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;_-]+),\s*Signature=([0-9a-f]{64})$/;

/** SigV4 as AWS checks it: rebuild the canonical request from what arrived and sign it again. */
export function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  credentials: GuardCredentials,
  now = Date.now(),
): Problem | undefined {
  const auth = req.headers.authorization;
  const m = typeof auth === 'string' ? AUTH.exec(auth.trim()) : null;
  if (!m)
    return {
      name: 'MissingAuthenticationTokenException',
      message: "the local sandbox needs a request signed with this run's credential",
    };
  const [, keyId, date, region, service, signedHeaders, signature] = m as unknown as string[];
  if (!same(keyId!, credentials.accessKeyId)) {
    return {
      name: 'UnrecognizedClientException',
      message: "the local sandbox does not know this access key id; only the app (this run's credential) may use it",
    };
  }
  const amzDate = header(req, 'x-amz-date');
  if (!amzDate || !amzDate.startsWith(date!))
    return {
      name: 'InvalidSignatureException',
      message: 'the request has no X-Amz-Date matching its credential scope',
    };
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === undefined)
    return {
      name: 'InvalidSignatureException',
      message: `X-Amz-Date "${amzDate.slice(0, 20)}" is not a date such as 20240101T120000Z`,
    };
  if (Math.abs(now - signedAt) > CLOCK_WINDOW_MS) {
    return {
      name: 'InvalidSignatureException',
      message: `Signature expired: ${amzDate} is more than 15 minutes from the sandbox's clock (${new Date(now).toISOString()}); sign requests with the current time`,
    };
  }
  const bodyHash = sha256(body);
  const declaredHash = header(req, 'x-amz-content-sha256');
  if (declaredHash !== undefined && declaredHash !== bodyHash) {
    return {
      name: 'InvalidSignatureException',
      message: 'The provided x-amz-content-sha256 header does not match what was computed from the body',
    };
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host')) return { name: 'InvalidSignatureException', message: 'the Host header must be signed' };
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const query = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const payloadHash = bodyHash;
  const canonical = [
    req.method ?? 'POST',
    url.pathname
      .split('/')
      .map((s) => rfc3986(decodeURIComponent(s)))
      .join('/') || '/',
    query,
    names.map((n) => `${n}:${(header(req, n) ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, date!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  if (!same(hmac(key, toSign).toString('hex'), signature!)) {
    return { name: 'InvalidSignatureException', message: "the request signature does not match this run's credential" };
  }
  return undefined;
}

/** AWS refuses a signature made more than 15 minutes before or after its own clock. */
const CLOCK_WINDOW_MS = 15 * 60 * 1000;

function parseAmzDate(text: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return Number.isFinite(t) ? t : undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();
const rfc3986 = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
