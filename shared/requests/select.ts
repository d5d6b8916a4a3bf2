/**
 * Select and ProjectionExpression together, and what an index can return: the rules DynamoDB Local
 * applies (each checked in the fidelity suite). A projection goes with Select SPECIFIC_ATTRIBUTES
 * or no Select; SPECIFIC_ATTRIBUTES needs a projection; ALL_PROJECTED_ATTRIBUTES needs an index; a
 * GSI whose projection is KEYS_ONLY or INCLUDE returns only what it projects, so ALL_ATTRIBUTES and
 * a projection of other attributes are refused there. An LSI fetches the rest from the table.
 */
import type { TableDescription } from '../dynamo/types.js';
import { parseProjectionSyntax } from '../expressions/parse-syntax.js';
import type { ExpressionProblem } from '../expressions/problems.js';
import type { PlaceholderMaps } from '../expressions/resolve.js';

export const SELECT_VALUES = ['ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'SPECIFIC_ATTRIBUTES', 'COUNT'] as const;

export interface SelectRequest extends PlaceholderMaps {
  IndexName?: string;
  Select?: string;
  ProjectionExpression?: string;
}

export function selectProblems(request: SelectRequest, table: TableDescription): ExpressionProblem[] {
  const out: ExpressionProblem[] = [];
  // DynamoDB reads an empty Select as no Select.
  const select = request.Select === '' ? undefined : request.Select;
  const projection = request.ProjectionExpression;
  if (select !== undefined && !(SELECT_VALUES as readonly string[]).includes(select)) {
    out.push({
      field: 'Select',
      token: select,
      message: `Select must be one of ${SELECT_VALUES.join(', ')} (upper case, as written), not "${select}"`,
    });
    return out;
  }
  if (select === 'ALL_PROJECTED_ATTRIBUTES' && request.IndexName === undefined) {
    out.push({
      field: 'Select',
      token: select,
      message:
        'Select ALL_PROJECTED_ATTRIBUTES needs an IndexName: it returns what an index projects. For the table, use ALL_ATTRIBUTES or leave Select out',
    });
  }
  if (projection !== undefined && select !== undefined && select !== 'SPECIFIC_ATTRIBUTES') {
    out.push({
      field: 'Select',
      token: select,
      message: `Select ${select} cannot go with a ProjectionExpression; leave Select out (or set SPECIFIC_ATTRIBUTES) to read only the projected attributes, or remove the ProjectionExpression`,
    });
  }
  if (select === 'SPECIFIC_ATTRIBUTES' && projection === undefined) {
    out.push({
      field: 'Select',
      token: select,
      message: 'Select SPECIFIC_ATTRIBUTES needs a ProjectionExpression naming the attributes to return',
    });
  }
  const gsi = table.GlobalSecondaryIndexes?.find((i) => i.IndexName === request.IndexName);
  const type = gsi?.Projection?.ProjectionType;
  if (!gsi || type === undefined || type === 'ALL') return out;
  const kind = type === 'KEYS_ONLY' ? 'only the keys (KEYS_ONLY)' : 'its keys and the attributes it includes (INCLUDE)';
  if (select === 'ALL_ATTRIBUTES') {
    out.push({
      field: 'Select',
      token: select,
      message: `Select ALL_ATTRIBUTES cannot read the global secondary index "${gsi.IndexName}": it projects ${kind}. Use ALL_PROJECTED_ATTRIBUTES, or GetItem the full items from the table`,
    });
  }
  if (projection !== undefined) out.push(...notProjected(projection, request, table, gsi.IndexName, kind));
  return out;
}

function notProjected(
  text: string,
  request: SelectRequest,
  table: TableDescription,
  indexName: string,
  kind: string,
): ExpressionProblem[] {
  const gsi = table.GlobalSecondaryIndexes!.find((i) => i.IndexName === indexName)!;
  const projected = new Set([
    ...table.KeySchema.map((k) => k.AttributeName),
    ...gsi.KeySchema.map((k) => k.AttributeName),
    ...(gsi.Projection?.NonKeyAttributes ?? []),
  ]);
  const syntax = parseProjectionSyntax(text, 'ProjectionExpression');
  if (!syntax.ok) return [];
  const out: ExpressionProblem[] = [];
  for (const p of syntax.value) {
    const head = p.segments[0];
    const names = request.ExpressionAttributeNames;
    const name = !head.placeholder
      ? head.text
      : names && Object.hasOwn(names, head.text)
        ? names[head.text]
        : undefined;
    if (typeof name !== 'string' || projected.has(name)) continue;
    out.push({
      field: 'ProjectionExpression',
      token: head.text,
      offset: head.offset,
      message: `"${name}" is not in the global secondary index "${indexName}", which projects ${kind}: ${[...projected].map((n) => `"${n}"`).join(', ')}. Read it from the table instead`,
    });
  }
  return out;
}
