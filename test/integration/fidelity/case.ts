/**
 * One fidelity case: a request, the method it is sent with, and a name that says what it tests,
 * so a disagreement reads as "filter: a < :v with :v BOOL" rather than an index into a list.
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import type { GateMethod, GateRequest } from '../../../shared/requests/gate.js';
import { binaryTable, numberTable, stringTable } from './tables.js';

export interface FidelityCase {
  /** Unique and readable: "<rule group>: <what is varied>". */
  name: string;
  method: GateMethod;
  table: TableDescription;
  request: GateRequest;
}

export const S = stringTable;
export const N = numberTable;
export const B = binaryTable;

/** One value of every DynamoDB type, named by its type. */
export const VALUES_BY_TYPE: Record<string, AttributeValue> = {
  S: { S: 'x' },
  N: { N: '1' },
  B: { B: 'AQ==' },
  BOOL: { BOOL: true },
  NULL: { NULL: true },
  SS: { SS: ['x'] },
  NS: { NS: ['1'] },
  BS: { BS: ['AQ=='] },
  L: { L: [{ S: 'x' }] },
  M: { M: { k: { S: 'x' } } },
};
export const TYPES = Object.keys(VALUES_BY_TYPE);

export function scanFilter(
  name: string,
  FilterExpression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
): FidelityCase {
  return {
    name,
    method: 'scan',
    table: S,
    request: {
      FilterExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
      ...(names ? { ExpressionAttributeNames: names } : {}),
    },
  };
}

export function scanProjection(
  name: string,
  ProjectionExpression: string,
  names?: Record<string, string>,
): FidelityCase {
  return {
    name,
    method: 'scan',
    table: S,
    request: { ProjectionExpression, ...(names ? { ExpressionAttributeNames: names } : {}) },
  };
}

export function nValue(name: string, text: string): FidelityCase {
  return scanFilter(name, 'a = :v', { ':v': { N: text } });
}

/** The readable line shown for a case in a failure. */
export function describeCase(c: FidelityCase): string {
  const body = JSON.stringify({ TableName: c.table.TableName, ...c.request }, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}...(${v.length} chars)` : v,
  );
  return `${c.name}\n      ${c.method} ${body}`;
}
