/**
 * A whole pasted Query or Scan input -> model plus the read's other fields. Values may be DynamoDB
 * JSON ({"S": "x"}, as the low-level client and the CLI take them) or plain values (as
 * lib-dynamodb's DocumentClient and boto3's Table resource take them); `values: 'auto'` picks
 * DynamoDB JSON when every value is valid DynamoDB JSON, so {"S": "x"} meant as a map reads as a string.
 */
import { attributeValueProblem } from '../api-values.js';
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import type { KeyNamesHint } from '../expressions/key-condition.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import { NumberText, type LooseValue } from './loose-json.js';
import { findPastedRequest } from './pasted-request.js';
import { rewriteLegacy } from './legacy-conditions.js';
import type { ExpressionModel } from '../expressions/model.js';
import { parseExpressions, type ExpressionInput } from '../expressions/parse.js';
import type { ExpressionProblem } from '../expressions/problems.js';

/** The fields of a read that are not expressions, passed through as pasted. */
export interface ReadOptions {
  TableName?: string;
  IndexName?: string;
  ConsistentRead?: boolean;
  ScanIndexForward?: boolean;
  Limit?: number;
  Select?: string;
  ExclusiveStartKey?: Item;
  Segment?: number;
  TotalSegments?: number;
}

export interface ParseRequestOptions {
  /** The key names to read the key condition against; else taken from `table` and the IndexName pasted. */
  keys?: KeyNamesHint;
  table?: TableDescription;
  values?: 'auto' | 'dynamodb-json' | 'plain';
}

export interface ParsedRequest {
  operation: 'Query' | 'Scan';
  model: ExpressionModel;
  options: ReadOptions;
  /** The expressions as pasted, for validate. */
  expressions: ExpressionInput;
  /** Fields that were present but are not part of a read we build (ReturnConsumedCapacity, ...). */
  ignoredFields: string[];
}

export type ParseRequestResult = ({ ok: true } & ParsedRequest) | { ok: false; errors: ExpressionProblem[] };

const STRING_FIELDS = [
  'TableName',
  'IndexName',
  'Select',
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
] as const;
const BOOLEAN_FIELDS = ['ConsistentRead', 'ScanIndexForward'] as const;
const NUMBER_FIELDS = ['Limit', 'Segment', 'TotalSegments'] as const;

export function parseRequestText(text: string, options: ParseRequestOptions = {}): ParseRequestResult {
  const found = findPastedRequest(text);
  if (!found.ok) return { ok: false, errors: [found.problem] };
  if (found.operation === 'GetItem') {
    return {
      ok: false,
      errors: [
        {
          field: 'request',
          message:
            'This is a GetItem: the builder makes Query and Scan reads; open GetItem in the plain form and enter the key there',
        },
      ],
    };
  }
  // Legacy parameters (KeyConditions, QueryFilter, ...) are read as the expressions they mean.
  const legacy = rewriteLegacy(found.value);
  if (!legacy.ok) return { ok: false, errors: legacy.errors };
  const raw = legacy.value;
  const errors: ExpressionProblem[] = [];
  const opts: ReadOptions = {};
  const expressions: ExpressionInput = {};
  const ignoredFields: string[] = [...found.ignored];
  const strings: Partial<Record<(typeof STRING_FIELDS)[number], string>> = {};

  for (const [field, v] of Object.entries(raw)) {
    if ((STRING_FIELDS as readonly string[]).includes(field)) {
      if (typeof v === 'string') strings[field as (typeof STRING_FIELDS)[number]] = v;
      else errors.push({ field, message: `${field} must be a string` });
    } else if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) {
      if (typeof v === 'boolean') opts[field as (typeof BOOLEAN_FIELDS)[number]] = v;
      else errors.push({ field, message: `${field} must be true or false` });
    } else if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      if (v instanceof NumberText && Number.isSafeInteger(Number(v.text)))
        opts[field as (typeof NUMBER_FIELDS)[number]] = Number(v.text);
      else errors.push({ field, message: `${field} must be a whole number` });
    } else if (field === 'ExpressionAttributeNames') {
      const names = readNames(v, errors);
      if (names) expressions.ExpressionAttributeNames = names;
    } else if (field === 'ExpressionAttributeValues') {
      const values = readValues(v, field, options.values ?? 'auto', errors);
      if (values) expressions.ExpressionAttributeValues = values;
    } else if (field === 'ExclusiveStartKey') {
      const key = readValues(v, field, options.values ?? 'auto', errors);
      if (key) opts.ExclusiveStartKey = key;
    } else {
      ignoredFields.push(field);
    }
  }
  if (strings.TableName !== undefined) opts.TableName = strings.TableName;
  if (strings.IndexName !== undefined) opts.IndexName = strings.IndexName;
  if (strings.Select !== undefined) opts.Select = strings.Select;
  for (const f of ['KeyConditionExpression', 'FilterExpression', 'ProjectionExpression'] as const) {
    if (strings[f] !== undefined) expressions[f] = strings[f];
  }

  let keys = options.keys;
  if (!keys && options.table) {
    const schema = keySchemaFor(options.table, opts.IndexName);
    if (schema.ok) keys = schema.schema;
    else errors.push({ field: 'IndexName', token: opts.IndexName, message: schema.message });
  }
  if (errors.length > 0) return { ok: false, errors };
  const parsed = parseExpressions(expressions, keys);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  // The command named in the pasted code or CLI wins; otherwise a key condition means a Query.
  const operation = found.operation ?? (expressions.KeyConditionExpression !== undefined ? 'Query' : 'Scan');
  return { ok: true, operation, model: parsed.model, options: opts, expressions, ignoredFields };
}

function isObject(v: LooseValue): v is { [key: string]: LooseValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof NumberText);
}

function readNames(v: LooseValue, errors: ExpressionProblem[]): Record<string, string> | undefined {
  if (!isObject(v)) {
    errors.push({
      field: 'ExpressionAttributeNames',
      message: 'ExpressionAttributeNames must be an object such as {"#n0": "status"}',
    });
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [k, name] of Object.entries(v)) {
    if (typeof name === 'string') setOwn(out, k, name);
    else
      errors.push({
        field: `ExpressionAttributeNames.${k}`,
        token: k,
        message: `ExpressionAttributeNames.${k} must be an attribute name as a string`,
      });
  }
  return out;
}

function readValues(
  v: LooseValue,
  field: string,
  mode: 'auto' | 'dynamodb-json' | 'plain',
  errors: ExpressionProblem[],
): Record<string, AttributeValue> | undefined {
  if (!isObject(v)) {
    errors.push({ field, message: `${field} must be an object such as {":v0": {"S": "text"}}` });
    return undefined;
  }
  const entries = Object.entries(v);
  const asJson = entries.map(([k, x]) => [k, toJson(x)] as const);
  const dynamoJson =
    mode === 'dynamodb-json' || (mode === 'auto' && asJson.every(([, x]) => attributeValueProblem(x) === null));
  const out: Record<string, AttributeValue> = {};
  for (const [i, [k, x]] of asJson.entries()) {
    if (!dynamoJson) {
      setOwn(out, k, marshal(entries[i]![1]));
      continue;
    }
    const problem = attributeValueProblem(x);
    if (problem) errors.push({ field: `${field}.${k}`, token: k, message: `${field}.${k}: ${problem}` });
    else setOwn(out, k, x as AttributeValue);
  }
  return out;
}

/** Plain JSON for the DynamoDB JSON check: number texts become numbers (which N refuses, as it should). */
function toJson(v: LooseValue): unknown {
  if (v instanceof NumberText) return Number(v.text);
  if (Array.isArray(v)) return v.map(toJson);
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toJson(x)]));
  return v;
}

/** A plain value as DynamoDB JSON, the way lib-dynamodb's marshall does it (arrays are lists). */
function marshal(v: LooseValue): AttributeValue {
  if (v === null) return { NULL: true };
  if (typeof v === 'string') return { S: v };
  if (typeof v === 'boolean') return { BOOL: v };
  if (v instanceof NumberText) return { N: v.text };
  if (Array.isArray(v)) return { L: v.map(marshal) };
  return { M: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, marshal(x)])) };
}

/** Assigns without the `__proto__` setter, whatever key was pasted. */
function setOwn<T>(o: Record<string, T>, k: string, v: T): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
