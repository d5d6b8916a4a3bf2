/**
 * Reading an API call's body with limits that answer: a body over the size limit gets its 413 while
 * the rest is drained (closing on an unread body makes the client see a reset instead of the
 * answer), and a body that trickles in is cut off with a 408.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError, REQUEST_VALIDATION } from '../../shared/api-errors.js';
import { knownKeys, unknownKeysError, UNKNOWN_KEYS_NAMED } from '../../shared/api-validate.js';
import type { ApiMethod } from '../../shared/api.js';
import { decodeUtf8Body } from './utf8-body.js';

export interface BodyLimits {
  maxBytes: number;
  /** From the request's headers to the end of its body. */
  timeoutMs: number;
  /** How much past the limit is read and dropped so the 413 reaches the client; then the socket closes. */
  drainBytes: number;
}

export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (e: ApiError) => {
      if (!settled) {
        settled = true;
        reject(e);
      }
    };
    const tooLarge = () =>
      new ApiError({
        name: REQUEST_VALIDATION,
        message: `The request body is over ${limits.maxBytes} bytes (${limits.maxBytes / 1024 / 1024} MiB), the most web mode takes`,
        statusCode: 413,
      });
    const timer = setTimeout(() => {
      // Still draining after a 413: the client had its answer long ago.
      if (settled) return void req.socket.destroy();
      // The 408 goes out with Connection: close; what still trickles in is read and dropped, since
      // closing on unread bytes would reset the connection before the client reads its answer.
      fail(
        new ApiError({
          name: 'RequestTimeout',
          message: `The request body did not arrive within ${limits.timeoutMs / 1000} s`,
          statusCode: 408,
        }),
      );
    }, limits.timeoutMs);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) fail(tooLarge());
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (settled) {
        if (size > limits.maxBytes + limits.drainBytes) req.socket.destroy();
        return;
      }
      if (size > limits.maxBytes) {
        chunks.length = 0;
        return fail(tooLarge());
      }
      chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      if (settled) return;
      let text: string;
      try {
        text = decodeUtf8Body(Buffer.concat(chunks));
      } catch (e) {
        return fail(ApiError.from(e));
      }
      settled = true;
      resolve(text);
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      fail(ApiError.from(e));
    });
    req.on('close', () => clearTimeout(timer));
  });
}

/**
 * Parses a body for `method`. A body with more top-level keys than the method takes is answered
 * from a scan of the text, before JSON.parse: a request of a million keys costs a pass over its
 * characters, not a parse, a key list and an error naming them all.
 */
export function parseBody(text: string, method: ApiMethod): unknown {
  if (!text.trim()) return {};
  const known = knownKeys(method);
  if (text.length > 4096) {
    const scan = scanTopLevelKeys(text, known);
    if (scan && scan.unknownCount > 0) throw unknownKeysError(method, '', scan.unknown, scan.unknownCount);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ApiError({
      name: REQUEST_VALIDATION,
      message: `The request body is not valid JSON: ${(e as Error).message}`,
      statusCode: 400,
    });
  }
}

/**
 * The keys of a JSON object's top level that are not in `known`: the first few by name, all
 * counted. Undefined when the text is not an object; malformed text is left to JSON.parse.
 */
export function scanTopLevelKeys(
  text: string,
  known: ReadonlySet<string>,
): { unknown: string[]; unknownCount: number } | undefined {
  let i = 0;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (text.charCodeAt(i) !== 0x7b /* { */) return undefined;
  const unknown: string[] = [];
  let unknownCount = 0;
  let depth = 0;
  let expectKey = false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
      if (depth === 1 && expectKey) {
        expectKey = false;
        let key: string;
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return undefined;
        }
        if (!known.has(key)) {
          if (unknown.length < UNKNOWN_KEYS_NAMED) unknown.push(key);
          unknownCount++;
        }
      }
    } else if (c === 0x7b || c === 0x5b /* [ */) {
      depth++;
      if (depth === 1) expectKey = true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x2c /* , */ && depth === 1) {
      expectKey = true;
    }
  }
  return { unknown, unknownCount };
}
