/**
 * AttributeValue <-> plain JavaScript values, in both directions, without losing a digit.
 * `fromPlain` guesses the type from the JavaScript value; `typed` and `fromText` let the builder
 * state it, e.g. a number too long for a float, or a string set.
 */
import type { AttributeType } from './attribute-type.js';
import { decodeBase64, encodeBase64, isBase64 } from './base64.js';
import { parseExactJson } from './exact-json.js';
import { ExactNumber } from './exact-number.js';
import { exactJsNumber, formatDecimal, numberProblem, parseDecimal } from './numbers.js';
import { setOwn } from './own-property.js';
import type { PlainValue } from './plain-value.js';
import type { AttributeValue, Item } from './types.js';

export class ConversionError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'ConversionError';
  }
}

function plainNumber(text: string): number | ExactNumber {
  const n = exactJsNumber(text);
  return n === null ? new ExactNumber(text) : n;
}

export function toPlain(v: AttributeValue): PlainValue {
  if ('S' in v) return v.S;
  if ('N' in v) return plainNumber(v.N);
  if ('B' in v) return decodeBinary(v.B);
  if ('BOOL' in v) return v.BOOL;
  if ('NULL' in v) return null;
  if ('L' in v) return v.L.map(toPlain);
  if ('M' in v) return toPlainItem(v.M);
  if ('SS' in v) return new Set(v.SS);
  if ('NS' in v) return new Set(v.NS.map(plainNumber));
  return new Set(v.BS.map(decodeBinary));
}

export function toPlainItem(item: Item): { [name: string]: PlainValue } {
  const out: { [name: string]: PlainValue } = {};
  for (const name of Object.keys(item)) setOwn(out, name, toPlain(item[name]!));
  return out;
}

function decodeBinary(b64: string): Uint8Array {
  return decodeBase64(b64);
}

/** A value with its DynamoDB type stated, for `fromPlain`: `typed('N', '12345678901234567890123')`. */
export class TypedValue {
  constructor(
    readonly type: AttributeType,
    readonly value: unknown,
  ) {}
}

export function typed(type: AttributeType, value: unknown): TypedValue {
  return new TypedValue(type, value);
}

function numberText(value: unknown, path: string): string {
  let text: string;
  if (typeof value === 'number') text = safeNumberText(value, path);
  else if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'string') text = value.trim();
  else if (value instanceof ExactNumber) text = value.text;
  else throw new ConversionError(`expected a number, got ${describe(value)}`, path);
  const problem = numberProblem(text);
  if (problem) throw new ConversionError(problem, path);
  return formatDecimal(parseDecimal(text)!);
}

function safeNumberText(n: number, path: string): string {
  if (!Number.isFinite(n)) throw new ConversionError(`${n} is not a number DynamoDB can store`, path);
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) {
    throw new ConversionError(
      `${n} is beyond 2^53, where JavaScript numbers lose digits; give it as text with the type N, e.g. typed('N', '9007199254740993')`,
      path,
    );
  }
  return String(n);
}

function binaryText(value: unknown, path: string): string {
  if (value instanceof Uint8Array) return encodeBase64(value);
  if (typeof value === 'string' && isBase64(value)) return value;
  throw new ConversionError(
    `expected bytes or base64 text (A-Z, a-z, 0-9, +, / and = padding), got ${describe(value)}`,
    path,
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function setElements(value: unknown, type: 'SS' | 'NS' | 'BS', path: string): unknown[] {
  const list = value instanceof Set ? [...value] : Array.isArray(value) ? value : null;
  if (!list) throw new ConversionError(`${type} expects a list of values, got ${describe(value)}`, path);
  if (list.length === 0)
    throw new ConversionError(
      `${type} cannot be empty; DynamoDB has no empty sets (remove the attribute instead)`,
      path,
    );
  return list;
}

function uniqueSet(values: string[], type: string, path: string, key: (s: string) => string = (s) => s): string[] {
  const seen = new Set<string>();
  for (const v of values) {
    const k = key(v);
    if (seen.has(k)) throw new ConversionError(`${type} holds ${v} twice; a set's elements are unique`, path);
    seen.add(k);
  }
  return values;
}

export function fromTyped(type: AttributeType, value: unknown, path = ''): AttributeValue {
  switch (type) {
    case 'S':
      if (typeof value !== 'string') throw new ConversionError(`S expects text, got ${describe(value)}`, path);
      return { S: value };
    case 'N':
      return { N: numberText(value, path) };
    case 'B':
      return { B: binaryText(value, path) };
    case 'BOOL':
      if (typeof value === 'boolean') return { BOOL: value };
      if (value === 'true' || value === 'false') return { BOOL: value === 'true' };
      throw new ConversionError(`BOOL expects true or false, got ${describe(value)}`, path);
    case 'NULL':
      return { NULL: true };
    case 'L':
      if (!Array.isArray(value)) throw new ConversionError(`L expects a list, got ${describe(value)}`, path);
      return { L: value.map((e, i) => fromPlainAt(e, `${path}[${i}]`)) };
    case 'M':
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new ConversionError(`M expects an object, got ${describe(value)}`, path);
      }
      return { M: fromPlainMap(value as Record<string, unknown>, path) };
    case 'SS':
      return {
        SS: uniqueSet(
          setElements(value, 'SS', path).map((e, i) => {
            if (typeof e !== 'string')
              throw new ConversionError(`SS expects text elements, got ${describe(e)}`, `${path}[${i}]`);
            return e;
          }),
          'SS',
          path,
        ),
      };
    case 'NS':
      return {
        NS: uniqueSet(
          setElements(value, 'NS', path).map((e, i) => numberText(e, `${path}[${i}]`)),
          'NS',
          path,
        ),
      };
    case 'BS':
      return {
        BS: uniqueSet(
          setElements(value, 'BS', path).map((e, i) => binaryText(e, `${path}[${i}]`)),
          'BS',
          path,
        ),
      };
  }
}

function fromPlainMap(obj: Record<string, unknown>, path: string): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(obj)) setOwn(out, k, fromPlainAt(v, path ? `${path}.${k}` : k));
  return out;
}

function fromPlainAt(value: unknown, path: string): AttributeValue {
  if (value instanceof TypedValue) return fromTyped(value.type, value.value, path);
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: numberText(value, path) };
  if (typeof value === 'bigint' || value instanceof ExactNumber) return { N: numberText(value, path) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value === null) return { NULL: true };
  if (value instanceof Uint8Array) return { B: encodeBase64(value) };
  if (value instanceof Set) {
    const first: unknown = value.values().next().value;
    if (value.size === 0)
      throw new ConversionError('an empty set has no DynamoDB type; DynamoDB has no empty sets', path);
    const type = typeof first === 'string' ? 'SS' : first instanceof Uint8Array ? 'BS' : 'NS';
    return fromTyped(type, value, path);
  }
  if (Array.isArray(value)) return fromTyped('L', value, path);
  if (typeof value === 'object') return { M: fromPlainMap(value as Record<string, unknown>, path) };
  throw new ConversionError(
    `${describe(value)} has no DynamoDB type; use text, a number, true/false, null, a list or an object`,
    path,
  );
}

/** Plain JavaScript -> AttributeValue: string S, safe number N, boolean BOOL, null NULL, array L, object M. */
export function fromPlain(value: unknown): AttributeValue {
  return fromPlainAt(value, '');
}

export function fromPlainItem(obj: Record<string, unknown>): Item {
  return fromPlainMap(obj, '');
}

/**
 * A value typed into a field, with the type chosen beside it. Sets accept a JSON list or
 * comma-separated values; L and M accept JSON, numbers kept exact.
 */
export function fromText(type: AttributeType, text: string): AttributeValue {
  switch (type) {
    case 'S':
      return { S: text };
    case 'N':
    case 'B':
    case 'NULL':
      return fromTyped(type, text.trim());
    case 'BOOL':
      return fromTyped('BOOL', text.trim().toLowerCase());
    case 'SS':
    case 'NS':
    case 'BS': {
      const t = text.trim();
      const list = t.startsWith('[') ? parseExactJson(t) : t === '' ? [] : t.split(',').map((s) => s.trim());
      return fromTyped(type, list);
    }
    case 'L':
    case 'M':
      return fromTyped(type, parseExactJson(text));
  }
}
