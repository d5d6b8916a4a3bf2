/**
 * The plain form's side of the one pre-send gate (shared/requests/gate.ts): the request the form
 * built is judged by DynamoDB's rules, and each problem is put beside the form field it concerns,
 * found from the request field, the placeholder the form chose, or the key attribute named.
 */
import type { KeySchemaInUse } from '../../../shared/expressions/key-schema.js';
import { checkRequest, type GateMethod, type GateRequest, type RequestProblem } from '../../../shared/requests/gate.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { FieldProblem } from './query-draft.js';
import type { DraftField } from './query-draft.js';

/** The placeholders the form wrote for the key condition, and the field each came from. */
export type KeySites = Record<string, DraftField>;

export function gateProblems(
  method: GateMethod,
  request: GateRequest,
  table: TableDescription,
  schema: KeySchemaInUse,
  sites: KeySites,
): FieldProblem[] {
  return checkRequest(method, request, table).map((p) => ({
    field: fieldFor(p, schema, sites),
    message: p.message,
    gate: true as const,
  }));
}

function fieldFor(p: RequestProblem, schema: KeySchemaInUse, sites: KeySites): DraftField {
  const [head, rest] = splitField(p.field);
  const placeholder = rest ?? p.token;
  if (placeholder !== undefined && sites[placeholder]) return sites[placeholder];
  switch (head) {
    case 'IndexName':
      return 'index';
    case 'ConsistentRead':
      return 'consistent';
    case 'Limit':
      return 'limit';
    case 'FilterExpression':
      return 'filter';
    case 'ProjectionExpression':
    case 'Select':
      return 'projection';
    case 'ExpressionAttributeNames':
      return 'names';
    case 'ExpressionAttributeValues':
      return 'values';
    case 'Key':
      return rest === schema.sortKey ||
        (rest === undefined &&
          /lacks "/.test(p.message) &&
          schema.sortKey !== undefined &&
          p.message.includes(`"${schema.sortKey}"`))
        ? 'sk'
        : 'pk';
    case 'KeyConditionExpression':
      return p.token === 'begins_with' ? 'skOp' : 'pk';
    default:
      return 'pk';
  }
}

function splitField(field: string): [string, string | undefined] {
  const dot = field.indexOf('.');
  return dot < 0 ? [field, undefined] : [field.slice(0, dot), field.slice(dot + 1)];
}
