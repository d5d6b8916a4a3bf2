/**
 * Parses a request against its schema. Both transports call this before the service runs, so a
 * compromised or buggy page cannot skip it.
 */
import type { z } from 'zod';
import { apiMethods, requestSchemas, type ApiMethod } from './api.js';
import { ApiError, REQUEST_VALIDATION } from './api-errors.js';

export function isApiMethod(m: string): m is ApiMethod {
  return (apiMethods as string[]).includes(m);
}

export function validateRequest<M extends ApiMethod>(method: M, raw: unknown): z.output<(typeof requestSchemas)[M]> {
  const schema = requestSchemas[method];
  const input = raw === undefined || raw === null ? {} : raw;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new ApiError({ name: REQUEST_VALIDATION, message: `${method}: the request must be a JSON object` });
  }
  const proto = protoKeyPath(input, '');
  if (proto !== undefined) {
    raiseValidation(`${proto}: "__proto__" is not allowed as a name here`, proto);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<(typeof requestSchemas)[M]>;
  // A misspelt field also shows up as a missing one; naming the misspelling is the useful error.
  const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    // A key inside one of our own objects (readAhead) is named with its path.
    const where = field ? `${field}.` : '';
    const within = field ? `${method}'s ${field}` : method;
    message = `${within} does not take ${keys.map((k) => `"${where}${k}"`).join(', ')}; check the spelling against ${field ? 'the API' : "DynamoDB's field names"}`;
    return raiseValidation(message, `${where}${keys[0]}`);
  }
  return raiseValidation(field ? `${field}: ${message}` : message, field || undefined);
}

function raiseValidation(message: string, field?: string): never {
  throw new ApiError({ name: REQUEST_VALIDATION, message, field, statusCode: 400 });
}

/**
 * JSON.parse makes "__proto__" an ordinary key, which schema records then drop without a word;
 * refuse it by name instead, wherever it is.
 */
function protoKeyPath(v: unknown, path: string, depth = 0): string | undefined {
  if (v === null || typeof v !== 'object' || depth > 40) return undefined;
  if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return path ? `${path}.__proto__` : '__proto__';
  for (const [k, child] of Object.entries(v)) {
    const found = protoKeyPath(child, path ? `${path}.${k}` : k, depth + 1);
    if (found) return found;
  }
  return undefined;
}
