/**
 * Query, Scan and PartiQL ExecuteStatement pages taken straight from DynamoDB's response body. Our
 * wire format is DynamoDB's own JSON, so a page's items need no conversion: the SDK would turn every
 * attribute into its own shape (binary into bytes), and wire.ts would turn each one back. Instead a
 * middleware, sitting just inside the SDK's deserializer, finds the body's fields (page-fields.ts),
 * keeps the items as they came, and hands the SDK the rest (counts, last key, capacity) to read as
 * usual. Errors, retries and anything that is not a plain page are left to the SDK untouched.
 *
 * The items are parsed only when something reads them (the in-process caller, IPC): web mode sends
 * the body on as it came, with our fields in front, and never needs them as objects.
 */
import { Readable } from 'node:stream';
import type { ExecuteStatementCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import type { AbsoluteLocation, DeserializeHandlerOptions, DeserializeMiddleware } from '@smithy/types';
import type { Item } from '../../shared/api.js';
import { pageFields, type FieldSpan } from './page-fields.js';

/** The fields of a Query, Scan or ExecuteStatement answer; a body with any other is left to the SDK. */
const PAGE_FIELDS = new Set(['Items', 'Count', 'ScannedCount', 'LastEvaluatedKey', 'ConsumedCapacity', 'NextToken']);
const OPEN_BRACE = 0x7b;

export interface PageBody {
  /** How many items the page holds, known without parsing them. */
  itemCount: number;
  /** The items, parsed from the body on the first call. */
  items(): Item[];
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
      taken = page.taken;
      response.body = page.rest;
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

/** The page's fields, and the body the SDK reads instead: every field but Items, as it came. */
function pageOf(bytes: Uint8Array): { taken: PageBody; rest: Buffer } | undefined {
  // pageJson puts our fields in after the body's opening brace.
  if (bytes[0] !== OPEN_BRACE) return undefined;
  const found = pageFields(bytes);
  if (!found || !found.fields.has('Items')) return undefined;
  const parts: Buffer[] = [];
  for (const [k, span] of found.fields) {
    if (!PAGE_FIELDS.has(k)) return undefined;
    if (k !== 'Items') parts.push(Buffer.from(`${parts.length ? ',' : ''}${JSON.stringify(k)}:`), slice(bytes, span));
  }
  const keySpan = found.fields.get('LastEvaluatedKey');
  let lastKey: Item | undefined;
  if (keySpan) {
    try {
      const parsed: unknown = JSON.parse(slice(bytes, keySpan).toString('utf8'));
      if (!isObject(parsed)) return undefined;
      lastKey = parsed as Item;
    } catch {
      return undefined;
    }
  }
  const itemsSpan = found.fields.get('Items')!;
  let items: Item[] | undefined;
  return {
    taken: {
      itemCount: found.itemCount,
      items: () => (items ??= JSON.parse(slice(bytes, itemsSpan).toString('utf8')) as Item[]),
      ...(lastKey ? { lastKey } : {}),
      body: bytes,
    },
    rest: Buffer.concat([Buffer.from('{'), ...parts, Buffer.from('}')]),
  };
}

function slice(bytes: Uint8Array, span: FieldSpan): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset + span.start, span.end - span.start);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const WIRE_BODY = Symbol('page body as DynamoDB sent it');
const ITEM_COUNT = Symbol('items in the page body');

/**
 * The page with the body kept on it, hidden from JSON, IPC's structured clone and equality checks,
 * and its Items read from that body on first use: an enumerable getter, so spreading, JSON,
 * structured clone (Electron's IPC) and equality all see the items as a plain array.
 */
export function pageWithBody<T extends object>(fields: T, body: PageBody): T & { Items: Item[] } {
  const page = fields as T & { Items: Item[] };
  // Once read (or set), Items is a plain property again.
  const settle = (items: Item[]) => {
    Object.defineProperty(page, 'Items', { value: items, writable: true, enumerable: true, configurable: true });
    return items;
  };
  Object.defineProperty(page, 'Items', {
    get: () => settle(body.items()),
    set: settle,
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(page, WIRE_BODY, { value: body.body, enumerable: false });
  Object.defineProperty(page, ITEM_COUNT, { value: body.itemCount, enumerable: false });
  return page;
}

/** How many items a page holds, without parsing a body's items to count them. */
export function pageItemCount(page: { Items: readonly unknown[] }): number {
  const count = (page as { [ITEM_COUNT]?: number })[ITEM_COUNT];
  // Items set by hand replace the body's, and so does their count.
  const lazy = Object.getOwnPropertyDescriptor(page, 'Items')?.get !== undefined;
  return lazy && count !== undefined ? count : page.Items.length;
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
  // Keys first: reading Items would parse what is about to be sent on as bytes.
  const ours: string[] = [];
  for (const k of Object.keys(value)) {
    if (PAGE_FIELDS.has(k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) ours.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
  }
  if (ours.length === 0) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.concat([Buffer.from(`{${ours.join(',')},`), body.subarray(1)]);
}
