/**
 * The plain form's draft opened in the builder: the key fields as typed, and the filter and
 * projection parsed back into rows when they parse (a draft being typed may not yet).
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { parseExpressions } from '../../../shared/expressions/parse.js';
import { parseNamesMap, parseValuesMap } from '../query/placeholder-maps.js';
import type { QueryDraft } from '../query/query-draft.js';
import { emptyBuilderDraft, type BuilderDraft } from './builder-draft.js';
import { modelToDraft } from './model-to-draft.js';

/**
 * Whether the builder's controls can show every part of `q`: not a GetItem (the builder writes
 * none), not a parallel scan, and a filter and projection its rows can hold. A link whose read
 * they cannot show opens in the plain form, so what is on screen is the read that ran.
 */
export function builderShowsAll(q: QueryDraft, table: TableDescription): boolean {
  if (q.operation === 'get') return false;
  const segments = Number(q.segments.trim() || '1');
  if (segments > 1) return false;
  if (q.filter.trim() === '' && q.projection.trim() === '') return true;
  const shown = fromQueryDraft(q, table);
  return (
    (q.filter.trim() === '' || shown.filter.children.length > 0) &&
    (q.projection.trim() === '' || shown.projection.length > 0)
  );
}

export function fromQueryDraft(q: QueryDraft, table: TableDescription): BuilderDraft {
  const base: BuilderDraft = {
    ...emptyBuilderDraft(table.TableName),
    operation: q.operation === 'scan' ? 'Scan' : 'Query',
    index: q.operation === 'get' ? '' : q.index,
    pk: q.pk,
    skOp: q.operation === 'query' ? q.skOp : '',
    sk: q.sk,
    sk2: q.sk2,
    desc: q.desc,
    limit: q.limit,
    cap: q.cap,
    consistent: q.consistent,
  };
  const names = parseNamesMap(q.names);
  const values = parseValuesMap(q.values);
  if (!names.ok || !values.ok || (q.filter.trim() === '' && q.projection.trim() === '')) return base;
  const parsed = parseExpressions({
    FilterExpression: q.filter,
    ProjectionExpression: q.projection,
    ExpressionAttributeNames: names.value,
    ExpressionAttributeValues: values.value,
  });
  if (!parsed.ok) return base;
  const rest = modelToDraft(table.TableName, base.operation, parsed.model);
  return rest.ok ? { ...base, filter: rest.draft.filter, projection: rest.draft.projection } : base;
}
