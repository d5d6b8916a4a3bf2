/**
 * Saved access patterns as a JSON file, to share with a team or keep beside the table's design.
 * Importing checks everything a pattern needs to run and says where each problem is:
 * `patterns[1].request.KeyConditionExpression: ...`, so a hand-edited file is easy to fix.
 */
import { JsonTextError, parseExactJson } from '../dynamo/exact-json.js';
import { ExactNumber } from '../dynamo/exact-number.js';
import type { AttributeValue } from '../dynamo/types.js';
import { NAME_PLACEHOLDER, VALUE_PLACEHOLDER } from '../expressions/names.js';
import { parseExpressions } from '../expressions/parse.js';
import { lineColumn } from '../expressions/problems.js';
import { valueTemplateProblems, type PatternRequest, type SavedPattern } from './saved-patterns.js';

export const PATTERN_FILE_FORMAT = 'item-collection-explorer/access-patterns';
export const PATTERN_FILE_VERSION = 1;

export interface PatternFile {
  format: typeof PATTERN_FILE_FORMAT;
  version: typeof PATTERN_FILE_VERSION;
  patterns: SavedPattern[];
}

export type ImportResult = { ok: true; patterns: SavedPattern[] } | { ok: false; errors: string[] };

export function exportPatterns(patterns: readonly SavedPattern[]): string {
  const file: PatternFile = { format: PATTERN_FILE_FORMAT, version: PATTERN_FILE_VERSION, patterns: [...patterns] };
  return `${JSON.stringify(file, null, 2)}\n`;
}

type Json = ReturnType<typeof parseExactJson>;
type JsonObject = { [key: string]: Json };

function isObject(v: Json | undefined): v is JsonObject {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    !(v instanceof Set) &&
    !(v instanceof Uint8Array) &&
    !(v instanceof ExactNumber)
  );
}

function describe(v: Json | undefined): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (isObject(v)) return 'an object';
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}…` : v)}`;
  if (v instanceof ExactNumber) return `the number ${v.text}`;
  return `${typeof v} ${String(v)}`;
}

const STRING_FIELDS = ['IndexName', 'KeyConditionExpression', 'FilterExpression', 'ProjectionExpression'] as const;
const BOOLEAN_FIELDS = ['ScanIndexForward', 'ConsistentRead'] as const;
const KNOWN_REQUEST_FIELDS = new Set<string>([
  ...STRING_FIELDS,
  ...BOOLEAN_FIELDS,
  'Limit',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
]);

export function importPatterns(text: string): ImportResult {
  let root: Json;
  try {
    root = parseExactJson(text);
  } catch (e) {
    if (!(e instanceof JsonTextError)) throw e;
    const { line, column } = lineColumn(text, e.position);
    return {
      ok: false,
      errors: [
        `This file is not valid JSON: line ${line}, column ${column}: ${e.message.replace(/ at position \d+/, '')}`,
      ],
    };
  }
  if (!isObject(root))
    return {
      ok: false,
      errors: [`Expected an object with "format", "version" and "patterns", found ${describe(root)}`],
    };
  if (root.format !== PATTERN_FILE_FORMAT) {
    return {
      ok: false,
      errors: [
        `format: expected "${PATTERN_FILE_FORMAT}", found ${describe(root.format)}; this is not a file of saved access patterns`,
      ],
    };
  }
  if (root.version !== PATTERN_FILE_VERSION) {
    return {
      ok: false,
      errors: [`version: this app reads version ${PATTERN_FILE_VERSION}, the file is ${describe(root.version)}`],
    };
  }
  if (!Array.isArray(root.patterns))
    return { ok: false, errors: [`patterns: expected a list of patterns, found ${describe(root.patterns)}`] };
  const errors: string[] = [];
  const patterns: SavedPattern[] = [];
  const names = new Map<string, number>();
  root.patterns.forEach((raw, i) => {
    const at = `patterns[${i}]`;
    const p = readPattern(raw, at, errors);
    if (!p) return;
    const key = `${p.table}\u0000${p.name}`;
    const earlier = names.get(key);
    if (earlier !== undefined) {
      errors.push(
        `${at}.name: "${p.name}" is already the name of patterns[${earlier}] on table "${p.table}"; names are unique per table`,
      );
      return;
    }
    names.set(key, i);
    patterns.push(p);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, patterns };
}

function readPattern(raw: Json, at: string, errors: string[]): SavedPattern | undefined {
  if (!isObject(raw)) {
    errors.push(`${at}: expected an object with name, table, operation and request, found ${describe(raw)}`);
    return undefined;
  }
  const before = errors.length;
  const text = (field: string): string => {
    const v = raw[field];
    if (typeof v === 'string' && v.trim() !== '') return v;
    errors.push(`${at}.${field}: expected a non-empty text, found ${describe(v)}`);
    return '';
  };
  const name = text('name');
  const table = text('table');
  const operation = raw.operation;
  if (operation !== 'Query' && operation !== 'Scan')
    errors.push(`${at}.operation: expected "Query" or "Scan", found ${describe(operation)}`);
  const request = isObject(raw.request) ? readRequest(raw.request, `${at}.request`, errors) : undefined;
  if (!isObject(raw.request))
    errors.push(`${at}.request: expected an object with the read's expressions, found ${describe(raw.request)}`);
  if (errors.length > before || !request) return undefined;
  const op = operation as 'Query' | 'Scan';
  if (op === 'Query' && request.KeyConditionExpression === undefined) {
    errors.push(`${at}.request.KeyConditionExpression: a Query pattern needs a key condition`);
    return undefined;
  }
  if (op === 'Scan' && request.KeyConditionExpression !== undefined) {
    errors.push(
      `${at}.request.KeyConditionExpression: a Scan pattern takes no key condition; make it a Query or move the condition into FilterExpression`,
    );
    return undefined;
  }
  const parsed = parseExpressions(request);
  if (!parsed.ok) {
    for (const e of parsed.errors) {
      const where = e.column !== undefined ? ` (column ${e.column}${e.token ? `, at "${e.token}"` : ''})` : '';
      errors.push(`${at}.request.${e.field}${where}: ${e.message}`);
    }
    return undefined;
  }
  return { name, table, operation: op, request };
}

function readRequest(raw: JsonObject, at: string, errors: string[]): PatternRequest | undefined {
  const before = errors.length;
  const out: PatternRequest = {};
  for (const field of Object.keys(raw)) {
    if (!KNOWN_REQUEST_FIELDS.has(field))
      errors.push(`${at}.${field}: not a field a saved pattern keeps (TableName is the pattern's "table")`);
  }
  for (const field of STRING_FIELDS) {
    const v = raw[field];
    if (v === undefined) continue;
    if (typeof v === 'string' && v.trim() !== '') out[field] = v;
    else errors.push(`${at}.${field}: expected a non-empty text, found ${describe(v)}`);
  }
  for (const field of BOOLEAN_FIELDS) {
    const v = raw[field];
    if (v === undefined) continue;
    if (typeof v === 'boolean') out[field] = v;
    else errors.push(`${at}.${field}: expected true or false, found ${describe(v)}`);
  }
  const limit = raw.Limit;
  if (limit !== undefined) {
    if (typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 1) out.Limit = limit;
    else errors.push(`${at}.Limit: expected a whole number, 1 or more, found ${describe(limit)}`);
  }
  const names = raw.ExpressionAttributeNames;
  if (names !== undefined) {
    if (!isObject(names))
      errors.push(
        `${at}.ExpressionAttributeNames: expected an object such as {"#n0": "Status"}, found ${describe(names)}`,
      );
    else {
      const map: Record<string, string> = {};
      for (const [k, v] of Object.entries(names)) {
        if (!NAME_PLACEHOLDER.test(k))
          errors.push(`${at}.ExpressionAttributeNames: "${k}" is not a name placeholder such as #n0`);
        else if (typeof v !== 'string' || v === '')
          errors.push(`${at}.ExpressionAttributeNames.${k}: expected an attribute name, found ${describe(v)}`);
        else map[k] = v;
      }
      out.ExpressionAttributeNames = map;
    }
  }
  const values = raw.ExpressionAttributeValues;
  if (values !== undefined) {
    if (!isObject(values))
      errors.push(
        `${at}.ExpressionAttributeValues: expected an object such as {":v0": {"S": "WS#{workspace}"}}, found ${describe(values)}`,
      );
    else {
      for (const k of Object.keys(values)) {
        if (!VALUE_PLACEHOLDER.test(k))
          errors.push(`${at}.ExpressionAttributeValues: "${k}" is not a value placeholder such as :v0`);
      }
      for (const p of valueTemplateProblems(values))
        errors.push(`${at}.ExpressionAttributeValues.${p.placeholder}: ${p.message}`);
      out.ExpressionAttributeValues = values as unknown as Record<string, AttributeValue>;
    }
  }
  return errors.length > before ? undefined : out;
}
