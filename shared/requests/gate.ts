/**
 * The one pre-send gate: every Query, Scan and GetItem the app sends, from any form, tool, link,
 * saved pattern or API caller, is judged here against DynamoDB's own rules and the described table.
 * The renderer runs it for instant feedback beside the control; the service runs it again before
 * the SDK is called. It refuses what DynamoDB (AWS DynamoDB Local, the reference) refuses and
 * accepts what it accepts: test/integration/fidelity sends hundreds of requests to both.
 *
 * Each problem names the request field ("ExclusiveStartKey.sk", "ExpressionAttributeValues.:v0"),
 * the offending token where there is one, and says what DynamoDB expects.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { validateRead } from '../expressions/validate.js';
import { getItemProblems } from './get-item.js';
import { selectProblems } from './select.js';
import { startKeyProblems } from './start-key.js';
import { limitProblems } from './limit.js';

export type GateMethod = 'query' | 'scan' | 'getItem';
export type RequestProblem = ExpressionProblem;

/** The fields the gate reads; any request of the three methods fits (extra fields are ignored). */
export interface GateRequest {
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, import('../dynamo/types.js').AttributeValue>;
  ExclusiveStartKey?: Item;
  ConsistentRead?: boolean;
  ScanIndexForward?: boolean;
  Select?: string;
  Key?: Item;
  Limit?: number;
}

export function checkRequest(method: GateMethod, request: GateRequest, table: TableDescription): RequestProblem[] {
  if (method === 'getItem') return getItemProblems(request, table);
  const problems = validateRead(method === 'query' ? 'Query' : 'Scan', request, table);
  problems.push(
    ...selectProblems(request, table),
    ...startKeyProblems(method, request, table),
    ...tableFreeProblems(method, request),
  );
  return problems;
}

/** The rules that need no table description: the service applies them even to a table it cannot describe. */
export function tableFreeProblems(method: GateMethod, request: GateRequest): RequestProblem[] {
  return method === 'getItem' ? [] : limitProblems(request);
}

/** One line for an error message: the first problem, and how many more there are. */
export function describeProblems(problems: RequestProblem[]): string {
  const first = problems[0];
  if (!first) return '';
  const where = first.column !== undefined && !first.message.includes('column') ? ` (column ${first.column})` : '';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return `${first.field}${where}: ${first.message}${more}`;
}
