/**
 * One JSON record of an import as an item: plain JSON (`{"price": 12.50}`, numbers kept exact), or
 * DynamoDB JSON (`{"price": {"N": "12.50"}}`), or a line of DynamoDB's own Export to S3
 * (`{"Item": {...}}`). Which one a file is follows from its first record, or from the user's choice.
 */
import { JsonTextError, parseExactJson } from '../dynamo/exact-json.js';
import { plainToItem, PlainValueProblem } from './plain-exact.js';
import type { Item } from '../dynamo/types.js';
import { parseItemText } from '../writes/item-text.js';

export type JsonDialect = 'plain' | 'dynamodb' | 'dynamodb-export';

const TYPE_KEYS = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS']);

const looksTyped = (v: unknown): boolean =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  TYPE_KEYS.has(Object.keys(v)[0]!);

/** The dialect a record is written in, judged from the record alone. */
export function guessDialect(text: string): JsonDialect {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'plain';
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'plain';
  const entries = Object.entries(raw);
  if (entries.length === 1 && entries[0]![0] === 'Item' && !looksTyped(entries[0]![1])) {
    const inner = entries[0]![1];
    if (inner !== null && typeof inner === 'object' && Object.values(inner).every(looksTyped)) return 'dynamodb-export';
  }
  return entries.length > 0 && entries.every(([, v]) => looksTyped(v)) ? 'dynamodb' : 'plain';
}

export type RecordResult = { item: Item } | { problem: string };

export function readJsonRecord(text: string, dialect: JsonDialect): RecordResult {
  if (dialect === 'plain') {
    let raw: unknown;
    try {
      raw = parseExactJson(text, { keepNumberText: true });
    } catch (e) {
      if (e instanceof JsonTextError) return { problem: `not JSON: ${e.message}` };
      throw e;
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      return { problem: 'expected an item: a JSON object of attributes' };
    try {
      return { item: plainToItem(raw as Record<string, unknown>) };
    } catch (e) {
      if (e instanceof PlainValueProblem) return { problem: e.message };
      throw e;
    }
  }
  if (dialect === 'dynamodb-export') {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      return { problem: `not JSON: ${(e as Error).message}` };
    }
    if (raw === null || typeof raw !== 'object' || !Object.hasOwn(raw, 'Item'))
      return { problem: 'expected a line of a DynamoDB export: {"Item": {...}}' };
    return parseItemText(JSON.stringify((raw as { Item: unknown }).Item));
  }
  return parseItemText(text);
}
