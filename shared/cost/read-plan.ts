/**
 * What a read will do, as the estimate needs it, taken from the request any editor builds: the
 * operation, the table or index, which conditions are the key condition and which are filters
 * (written out with their placeholders replaced), the consistency, segments and cap.
 */
import { summaryValueText } from '../dynamo/value-summary.js';
import type { AttributeValue } from '../dynamo/types.js';
import type { Consistency } from './read-units.js';

export type ReadOperation = 'GetItem' | 'Query' | 'Scan';

export interface ReadPlan {
  operation: ReadOperation;
  tableName: string;
  indexName?: string;
  /** The key condition as a person reads it (`PK = "ORG#acme" AND begins_with(SK, "USER#")`). */
  keyCondition?: string;
  /** The partition-key value a Query or GetItem names, to find what is known of its collection. */
  partitionKeyValue?: AttributeValue;
  /** The Query narrows its collection by a sort-key condition: the collection's figures are an upper bound. */
  sortKeyCondition?: boolean;
  /** Each top-level AND part of the filter, as a person reads it. */
  filters: string[];
  consistency: Consistency;
  /** Parallel Scan segments, when more than one. */
  segments?: number;
  limit?: number;
  /** The app stops after this many items kept. */
  cap?: number;
}

interface RequestLike {
  TableName: string;
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ConsistentRead?: boolean;
  Limit?: number;
  Key?: Record<string, AttributeValue>;
}

export interface PlanOptions {
  /** The partition key attribute of the table or index read. */
  partitionKey: string;
  segments?: number;
  cap?: number;
  transactional?: boolean;
}

const valueText = (v: AttributeValue | undefined): string => (v ? summaryValueText(v) : '?');

/** An expression with its `#name` and `:value` placeholders written out. */
export function readableExpression(
  text: string,
  names: Record<string, string> = {},
  values: Record<string, AttributeValue> = {},
): string {
  return text
    .trim()
    .replace(/[#:][A-Za-z0-9_]+/g, (p) =>
      p.startsWith('#') ? (names[p] ?? p) : p in values ? valueText(values[p]) : p,
    );
}

/** The top-level AND parts of an expression; the AND of a BETWEEN stays with it, parentheses stay whole. */
export function andParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let betweens = 0;
  const re = /\(|\)|\bBETWEEN\b|\bAND\b/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const t = m[0].toUpperCase();
    if (t === '(') depth++;
    else if (t === ')') depth--;
    else if (depth > 0) continue;
    else if (t === 'BETWEEN') betweens++;
    else if (betweens > 0) betweens--;
    else {
      parts.push(text.slice(start, m.index).trim());
      start = m.index + m[0].length;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/** The value the key condition sets the partition key equal to. */
function partitionValue(req: RequestLike, partitionKey: string): AttributeValue | undefined {
  const names = req.ExpressionAttributeNames ?? {};
  for (const part of andParts(req.KeyConditionExpression ?? '')) {
    const m = /^\(*\s*([#A-Za-z0-9_.]+)\s*=\s*(:[A-Za-z0-9_]+)\s*\)*$/.exec(part);
    if (!m) continue;
    const name = m[1]!.startsWith('#') ? names[m[1]!] : m[1];
    if (name === partitionKey) return req.ExpressionAttributeValues?.[m[2]!];
  }
  return undefined;
}

export function planRead(operation: ReadOperation, req: RequestLike, o: PlanOptions): ReadPlan {
  const names = req.ExpressionAttributeNames ?? {};
  const values = req.ExpressionAttributeValues ?? {};
  const consistency: Consistency = o.transactional ? 'transactional' : req.ConsistentRead ? 'strong' : 'eventual';
  const plan: ReadPlan = { operation, tableName: req.TableName, filters: [], consistency };
  if (req.IndexName && operation !== 'GetItem') plan.indexName = req.IndexName;
  if (operation === 'GetItem' && req.Key) {
    plan.keyCondition = Object.entries(req.Key)
      .map(([k, v]) => `${k} = ${valueText(v)}`)
      .join(' AND ');
    const pk = req.Key[o.partitionKey];
    if (pk) plan.partitionKeyValue = pk;
  }
  if (operation === 'Query' && req.KeyConditionExpression) {
    plan.keyCondition = readableExpression(req.KeyConditionExpression, names, values);
    const pk = partitionValue(req, o.partitionKey);
    if (pk) plan.partitionKeyValue = pk;
    plan.sortKeyCondition = andParts(req.KeyConditionExpression).length > 1;
  }
  if (operation !== 'GetItem' && req.FilterExpression?.trim())
    plan.filters = andParts(readableExpression(req.FilterExpression, names, values));
  if (operation === 'Scan' && o.segments && o.segments > 1) plan.segments = o.segments;
  if (operation !== 'GetItem' && req.Limit) plan.limit = req.Limit;
  if (operation !== 'GetItem' && o.cap) plan.cap = o.cap;
  return plan;
}
