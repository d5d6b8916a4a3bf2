/**
 * Parses a request against its schema. Both transports call this before the service runs, so a
 * compromised or buggy page cannot skip it.
 */
import type { z } from 'zod';
import { apiMethods, requestSchemas, type ApiMethod } from './api.js';
import { ApiError, REQUEST_VALIDATION } from './api-errors.js';

/** How many unknown keys an error names; the rest are counted. */
export const UNKNOWN_KEYS_NAMED = 5;

export function isApiMethod(m: string): m is ApiMethod {
  return (apiMethods as string[]).includes(m);
}

/** The top-level field names a method takes. */
export function knownKeys(method: ApiMethod): ReadonlySet<string> {
  let keys = knownKeyCache.get(method);
  if (!keys) {
    keys = new Set(Object.keys((requestSchemas[method] as unknown as { shape: object }).shape));
    knownKeyCache.set(method, keys);
  }
  return keys;
}
const knownKeyCache = new Map<ApiMethod, ReadonlySet<string>>();

export function validateRequest<M extends ApiMethod>(method: M, raw: unknown): z.output<(typeof requestSchemas)[M]> {
  const schema = requestSchemas[method];
  const input = raw === undefined || raw === null ? {} : raw;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new ApiError({ name: REQUEST_VALIDATION, message: `${method}: the request must be a JSON object` });
  }
  // Before the schema: it would list every unknown key, and a request of a million keys would
  // then cost seconds and answer megabytes.
  const known = knownKeys(method);
  const unknown: string[] = [];
  let unknownCount = 0;
  for (const k of Object.keys(input)) {
    if (known.has(k)) continue;
    if (unknown.length < UNKNOWN_KEYS_NAMED) unknown.push(k);
    unknownCount++;
  }
  if (unknownCount > 0) throw unknownKeysError(method, '', unknown, unknownCount);
  const proto = protoKeyPath(input);
  if (proto !== undefined) {
    raiseValidation(`${proto}: "__proto__" is not allowed as a name here`, proto);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<(typeof requestSchemas)[M]>;
  // A misspelt field also shows up as a missing one; naming the misspelling is the useful error.
  const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    throw unknownKeysError(method, field, keys.slice(0, UNKNOWN_KEYS_NAMED), keys.length);
  }
  return raiseValidation(field ? `${field}: ${issue.message}` : issue.message, field || undefined);
}

/**
 * "query does not take "a", "b" and 3 more": the first few unknown keys by name, the rest counted.
 * A key inside one of our own objects (readAhead) is named with its path.
 */
export function unknownKeysError(method: string, field: string, named: string[], total: number): ApiError {
  const where = field ? `${field}.` : '';
  const within = field ? `${method}'s ${field}` : method;
  const list = named.map((k) => `"${where}${clip(k)}"`).join(', ');
  const more = total > named.length ? ` and ${(total - named.length).toLocaleString('en-US')} more` : '';
  const message = `${within} does not take ${list}${more}; check the spelling against ${field ? 'the API' : "DynamoDB's field names"}`;
  // The field names the key whole, for a caller to match; the message keeps each name short.
  return new ApiError({ name: REQUEST_VALIDATION, message, field: `${where}${named[0] ?? ''}`, statusCode: 400 });
}

const clip = (k: string) => (k.length > 120 ? `${k.slice(0, 120)}…` : k);

function raiseValidation(message: string, field?: string): never {
  throw new ApiError({ name: REQUEST_VALIDATION, message, field, statusCode: 400 });
}

/**
 * JSON.parse makes "__proto__" an ordinary key, which schema records then drop without a word;
 * refuse it by name instead, at any depth. Walked with a stack of its own, so no nesting can
 * overflow the call stack or hide a key below a depth limit.
 */
function protoKeyPath(root: object): string | undefined {
  const stack: Array<{ value: unknown; parent: number; key: string }> = [{ value: root, parent: -1, key: '' }];
  const seen: Array<{ parent: number; key: string }> = [];
  while (stack.length) {
    const { value, parent, key } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const at = seen.push({ parent, key }) - 1;
    if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return pathOf(seen, at, '__proto__');
    for (const k of Object.keys(value))
      stack.push({ value: (value as Record<string, unknown>)[k], parent: at, key: k });
  }
  return undefined;
}

/** The dotted path to a key; a very deep one keeps its two ends. */
function pathOf(seen: Array<{ parent: number; key: string }>, at: number, last: string): string {
  const parts = [last];
  for (let i = at; i > 0; i = seen[i]!.parent) parts.push(seen[i]!.key);
  parts.reverse();
  if (parts.length <= 12) return parts.join('.');
  return `${parts.slice(0, 5).join('.')}.…(${parts.length - 10} more levels)….${parts.slice(-5).join('.')}`;
}
