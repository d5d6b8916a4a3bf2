/**
 * PartiQL and the expression builder, both ways. A SELECT opens in the builder when the builder
 * can say the same read (one partition or a Scan; its key condition, filters, projection, index
 * and order), else the reason it cannot; the builder's read opens as the SELECT that reads the
 * same items. Pure: both tabs' views call it, and the round trips are unit-tested.
 */
import type { AttributeValue, TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import type { ExpressionModel } from '../../../shared/expressions/model.js';
import {
  classifyStatement,
  ident,
  selectFromModel,
  splitStatements,
  translateSelect,
} from '../../../shared/partiql/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { modelToDraft } from '../../model/builder/model-to-draft.js';

export type ToBuilder = { ok: true; draft: BuilderDraft; notes: string[] } | { ok: false; reason: string };
export type ToStatement =
  { ok: true; statement: string; parameters: AttributeValue[]; notes: string[] } | { ok: false; reason: string };

export function statementToBuilder(
  text: string,
  table: TableDescription,
  params: readonly AttributeValue[],
): ToBuilder {
  if (splitStatements(text).length > 1) return { ok: false, reason: 'several statements: the builder makes one read' };
  const c = classifyStatement(text, table);
  if (!c.ok || c.problems.length > 0)
    return { ok: false, reason: `the statement has a problem: ${c.problems[0]?.message ?? 'it does not parse'}` };
  const s = c.statement;
  if (s.kind !== 'select')
    return {
      ok: false,
      reason: `the builder makes reads; ${s.kind.toUpperCase()} is a write, staged from the PartiQL tab`,
    };
  if (params.length < c.paramCount) return { ok: false, reason: 'give every ? parameter a value first' };
  const t = translateSelect(text, s, table, params);
  if (!t.ok) return { ok: false, reason: `the builder cannot say it: ${t.problem.message}` };
  const { method, requests, projection } = t.translated;
  if (requests.length > 1)
    return {
      ok: false,
      reason: `IN on the partition key reads ${requests.length} partitions; the builder reads one (use the Several partitions tool)`,
    };
  const index = s.from.index;
  let model: ExpressionModel = t.translated.model;
  if (method === 'getItem') {
    // A GetItem is the Query of its one key: same item, same units.
    const schema = keySchemaFor(table, undefined);
    if (!schema.ok) return { ok: false, reason: schema.message };
    const key = requests[0]!.Key!;
    const { partitionKey, sortKey } = schema.schema;
    model = {
      ...model,
      keyCondition: {
        partitionKey: { name: partitionKey, value: key[partitionKey]! },
        ...(sortKey !== undefined ? { sortKey: { name: sortKey, op: '=', value: key[sortKey]! } } : {}),
      },
    };
  }
  const operation = method === 'scan' ? 'Scan' : 'Query';
  const descending = requests[0]!.ScanIndexForward === false;
  const r = modelToDraft(table.TableName, operation, model, {
    ...(index !== undefined ? { IndexName: index } : {}),
    ...(descending ? { ScanIndexForward: false } : {}),
  });
  if (!r.ok) return { ok: false, reason: r.errors[0]! };
  const notes = [...r.notes];
  if (projection?.some((p) => p.length > 1))
    notes.push(
      "PartiQL returns a selected nested path flat, under its last name; the builder's read returns it inside its attribute",
    );
  return { ok: true, draft: r.draft, notes };
}

/** `asParameters`: every value a typed `?` parameter (for code), not a literal in the text (for the editor). */
export function builderToStatement(
  built: BuiltBuilder,
  draft: BuilderDraft,
  table: TableDescription,
  asParameters = false,
): ToStatement {
  if (built.problems.length > 0)
    return { ok: false, reason: `the builder's read has a problem: ${built.problems[0]!.message}` };
  const index = draft.index || undefined;
  const { statement, parameters } = selectFromModel(table.TableName, index, built.model, { asParameters });
  const notes: string[] = [];
  let text = statement;
  if (built.operation === 'Query' && draft.desc) {
    const schema = keySchemaFor(table, index);
    const sk = schema.ok ? schema.schema.sortKey : undefined;
    if (sk !== undefined) text += ` ORDER BY ${ident(sk)} DESC`;
  }
  if (draft.limit.trim() !== '') notes.push('Limit has no PartiQL clause: ExecuteStatement pages by NextToken instead');
  if (built.operation === 'Query' && built.model.keyCondition === undefined)
    return { ok: false, reason: 'the Query needs its partition key first' };
  return { ok: true, statement: text, parameters, notes };
}
