/**
 * GetItem's rules: a Key with exactly the table's key attributes, each of its type, not empty and
 * within the key size limits; and the projection and names checked as any expression is.
 */
import type { Item, TableDescription } from '../dynamo/types.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import { validateRead } from '../expressions/validate.js';
import { keyAttributes, keyValueProblems } from './key-values.js';

export interface GetItemRequest {
  Key?: Item;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ConsistentRead?: boolean;
}

export function getItemProblems(request: GetItemRequest, table: TableDescription): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  const attributes = keyAttributes(table) ?? [];
  const key = request.Key ?? {};
  const given = Object.keys(key);
  const missing = attributes.filter((a) => !given.includes(a.name));
  const extra = given.filter((g) => !attributes.some((a) => a.name === g));
  const names = attributes.map((a) => `"${a.name}" (${a.type})`).join(' and ');
  if (missing.length > 0 || extra.length > 0) {
    const parts = [
      missing.length ? `it lacks ${missing.map((a) => `"${a.name}"`).join(', ')}` : '',
      extra.length
        ? `${extra.map((e) => `"${e}"`).join(', ')} ${extra.length > 1 ? 'are not key attributes' : 'is not a key attribute'}`
        : '',
    ].filter(Boolean);
    out.push({
      field: 'Key',
      ...(extra[0] !== undefined ? { token: extra[0] } : {}),
      message: `Key must hold exactly the key of table "${table.TableName}": ${names}; ${parts.join(', and ')}. To find items by other attributes, Query an index or Scan with a filter`,
    });
  }
  out.push(...keyValueProblems('Key', key, attributes, true));
  const expressions = {
    ...(request.ProjectionExpression !== undefined ? { ProjectionExpression: request.ProjectionExpression } : {}),
    ...(request.ExpressionAttributeNames !== undefined
      ? { ExpressionAttributeNames: request.ExpressionAttributeNames }
      : {}),
  };
  out.push(...validateRead('Scan', expressions, table));
  return out;
}
