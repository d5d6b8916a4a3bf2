/**
 * The redaction of answers that succeed. A 200 answer can carry errors too: a commit's outcomes,
 * an undo's, a bulk run's status and notes each hold what DynamoDB or the network said, and that
 * text can quote a session token, an Authorization header or AWS's canonical request. Every
 * answer of every method passes here (ExplorerService.call, which both transports use), so a new
 * field that carries an error is covered without its author remembering to redact it.
 *
 * What is redacted: an error shape under `error` (as redactError does for thrown errors) and the
 * prose under `message` and `note`, wherever they sit. What is never touched: user data. Items,
 * keys and values (DynamoDB JSON, whose strings always sit under a type letter, never under
 * `message`) are skipped by name where the contract puts them, and kept byte-identical anyway.
 */
import { ApiError, isErrorShape } from '../../shared/api-errors.js';
import { redactError, redactProse, type SecretBook } from './redact.js';

/** Fields that hold the user's data (items, keys, values, kept app state): never walked, never changed. */
const USER_DATA = new Set([
  'Item',
  'Items',
  'Key',
  'key',
  'keys',
  'LastEvaluatedKey',
  'ExclusiveStartKey',
  'current',
  'result',
  'before',
  'after',
  'diff',
  'items',
  'value',
  'entries',
]);

/** Fields of prose that can quote what a server or the network said. */
const PROSE = new Set(['message', 'note']);

/** Deeper than any answer of the contract: a bound, not a limit anyone meets. */
const MAX_DEPTH = 16;

/** The answer with every error and message in it redacted; the same object when nothing changed. */
export function redactAnswer<T>(answer: T, book?: SecretBook): T {
  return walk(answer, book, 0) as T;
}

function walk(value: unknown, book: SecretBook | undefined, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const next = walk(v, book, depth + 1);
      if (next !== v) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  }
  // Binary (Uint8Array), dates and class instances other than plain records carry no prose.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    if (USER_DATA.has(k)) continue;
    const next =
      k === 'error' && isErrorShape(v)
        ? redactError(new ApiError(v), book).toJSON()
        : typeof v === 'string'
          ? PROSE.has(k)
            ? redactProse(v, book)
            : v
          : walk(v, book, depth + 1);
    if (next !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = next;
  }
  return out ?? value;
}
