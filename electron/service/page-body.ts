/**
 * Query, Scan and PartiQL ExecuteStatement pages taken straight from DynamoDB's response body. Our wire format is DynamoDB's
 * own JSON, so a page's items need no conversion: the SDK would turn every attribute into its own
 * shape (binary into bytes), and wire.ts would turn each one back. Instead a middleware, sitting
 * just inside the SDK's deserializer, parses the body once, keeps the items as they came, and hands
 * the SDK the rest (counts, last key, capacity) to read as usual. Errors, retries and anything that
 * is not a plain page are left to the SDK untouched.
 *
 * Web mode then sends the body on as it came, with our two fields in front, instead of encoding
 * megabytes of items again.
 */
import { Readable } from 'node:stream';
import type { ExecuteStatementCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import type { AbsoluteLocation, DeserializeHandlerOptions, DeserializeMiddleware } from '@smithy/types';
import type { Item } from '../../shared/api.js';

/** The fields of a Query, Scan or ExecuteStatement answer; a body with any other is left to the SDK. */
const PAGE_FIELDS = new Set(['Items', 'Count', 'ScannedCount', 'LastEvaluatedKey', 'ConsumedCapacity', 'NextToken']);
const OPEN_BRACE = 0x7b;

export interface PageBody {
  items: Item[];
  lastKey?: Item;
  /** DynamoDB's answer as it came: a JSON object holding only PAGE_FIELDS. */
  body: Uint8Array;
}

interface Response {
  statusCode?: number;
  body?: unknown;
}
type Stack = { add(m: DeserializeMiddleware<object, object>, o: DeserializeHandlerOptions & AbsoluteLocation): void };

/**
 * Adds the middleware to this one command; `taken()` gives the page body of its last successful
 * attempt, or undefined when the SDK read the answer itself.
 */
export function takePageBody(command: QueryCommand | ScanCommand | ExecuteStatementCommand): {
  taken(): PageBody | undefined;
} {
  let taken: PageBody | undefined;
  const middleware: DeserializeMiddleware<object, object> = (next) => async (args) => {
    const result = await next(args);
    const response = result.response as Response;
    taken = undefined;
    if (response.statusCode !== 200) return result;
    const collected = await collect(response.body);
    if (!collected) return result;
    const { bytes, failure } = collected;
    if (failure) {
      response.body = replayFailure(bytes, failure.error);
      return result;
    }
    const page = pageOf(bytes);
    if (page) {
      taken = { items: page.Items, ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}), body: bytes };
      const { Items: _items, ...rest } = page;
      response.body = Buffer.from(JSON.stringify(rest));
    } else {
      response.body = bytes;
    }
    return result;
  };
  // Inside the deserializer (which has normal priority in the same step): it sees the raw answer first.
  (command.middlewareStack as unknown as Stack).add(middleware, {
    step: 'deserialize',
    priority: 'low',
    name: 'pageBodyAsWire',
  });
  return { taken: () => taken };
}

/** The body's bytes, or how reading it failed part-way (a connection cut, a Stop) and what came before. */
async function collect(body: unknown): Promise<{ bytes: Uint8Array; failure?: { error: unknown } } | undefined> {
  if (body instanceof Uint8Array) return { bytes: body };
  if (!body || typeof (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] !== 'function') return undefined;
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array | string>)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  } catch (error) {
    return { bytes: Buffer.concat(chunks), failure: { error } };
  }
  return { bytes: Buffer.concat(chunks) };
}

/**
 * A stream that gives what arrived and then fails as the original did, so the SDK's deserializer
 * meets the same failure it would have read itself: its retries and its messages stay the same.
 */
function replayFailure(bytes: Uint8Array, error: unknown): Readable {
  return Readable.from(
    (async function* replay() {
      if (bytes.length > 0) yield bytes;
      throw error;
    })(),
  );
}

type RawPage = { Items: Item[]; LastEvaluatedKey?: Item } & Record<string, unknown>;

function pageOf(bytes: Uint8Array): RawPage | undefined {
  if (bytes[0] !== OPEN_BRACE) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.Items)) return undefined;
  if (Object.keys(parsed).some((k) => !PAGE_FIELDS.has(k))) return undefined;
  if (!parsed.Items.every(isObject)) return undefined;
  if (parsed.LastEvaluatedKey !== undefined && !isObject(parsed.LastEvaluatedKey)) return undefined;
  return parsed as RawPage;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const WIRE_BODY = Symbol('page body as DynamoDB sent it');

/** Keeps the body on the page, hidden from JSON, IPC's structured clone and equality checks. */
export function attachBody<T extends object>(page: T, body: Uint8Array): T {
  Object.defineProperty(page, WIRE_BODY, { value: body, enumerable: false });
  return page;
}

/**
 * The page as JSON without encoding its items again: `{"Attempts":…,"RetryDelayMs":…,` and then
 * DynamoDB's body after its opening brace. Undefined for anything that does not carry a body.
 */
export function pageJson(value: unknown): Buffer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = (value as { [WIRE_BODY]?: Uint8Array })[WIRE_BODY];
  if (!body) return undefined;
  // Our own fields (Attempts and RetryDelayMs; a statement's Operation and IndexName) go in front.
  const ours: string[] = [];
  for (const [k, v] of Object.entries(value))
    if (!PAGE_FIELDS.has(k) && v !== undefined) ours.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (ours.length === 0) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.concat([Buffer.from(`{${ours.join(',')},`), body.subarray(1)]);
}
