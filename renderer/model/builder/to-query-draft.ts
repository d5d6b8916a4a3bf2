/**
 * The builder's read as the plain form's draft, which is what the address carries: the key fields
 * as typed, and the filter and projection compiled on their own with their maps as JSON. Opening
 * the address runs the same read through the plain form.
 */
import { compile } from '../../../shared/expressions/compile.js';
import { emptyDraft, type QueryDraft } from '../query/query-draft.js';
import type { BuilderDraft } from './builder-draft.js';
import type { BuiltBuilder } from './build-request.js';

export function toQueryDraft(d: BuilderDraft, built: BuiltBuilder): QueryDraft {
  const rest = compile(
    {
      ...(built.model.filter ? { filter: built.model.filter } : {}),
      ...(built.model.projection ? { projection: built.model.projection } : {}),
    },
    { aliasAllNames: d.aliasAll },
  );
  const query = d.operation === 'Query';
  return {
    ...emptyDraft(d.table, query ? 'query' : 'scan'),
    index: d.index,
    ...(query
      ? { pk: d.pk, skOp: d.skOp, sk: d.skOp === '' ? '' : d.sk, sk2: d.skOp === 'between' ? d.sk2 : '', desc: d.desc }
      : {}),
    limit: d.limit.trim(),
    cap: d.cap.trim(),
    consistent: built.request.ConsistentRead === true,
    filter: rest.FilterExpression ?? '',
    projection: rest.ProjectionExpression ?? '',
    names: rest.ExpressionAttributeNames ? JSON.stringify(rest.ExpressionAttributeNames) : '',
    values: rest.ExpressionAttributeValues ? JSON.stringify(rest.ExpressionAttributeValues) : '',
  };
}
