/**
 * A saved pattern with its slots filled, as the builder's draft of the read (what Run loads into
 * the builder) and as the read form's draft (what "Open in new tab" puts in the new tab's address).
 * Every refusal says what is wrong: a slot left empty or of the wrong type, a request DynamoDB
 * would refuse, an expression the builder cannot show.
 */
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { keySchemaFor } from '../../../shared/expressions/key-schema.js';
import { parseExpressions } from '../../../shared/expressions/parse.js';
import { fillPattern, type SavedPattern } from '../../../shared/patterns/saved-patterns.js';
import { checkRequest } from '../../../shared/requests/gate.js';
import type { BuilderDraft } from '../builder/builder-draft.js';
import { buildFromDraft } from '../builder/build-request.js';
import { modelToDraft } from '../builder/model-to-draft.js';
import { describeProblem } from '../builder/paste.js';
import { toQueryDraft } from '../builder/to-query-draft.js';
import type { QueryDraft } from '../query/query-draft.js';

export type PatternProblems = { ok: false; problems: Array<{ slot: string; message: string }> };

/** The builder's draft of the filled pattern, every name aliased as the pattern has them. */
export function patternBuilderDraft(
  pattern: SavedPattern,
  slots: Readonly<Record<string, string>>,
  table: TableDescription,
): { ok: true; draft: BuilderDraft } | PatternProblems {
  const filled = fillPattern(pattern, slots);
  if (!filled.ok) return filled;
  const request = filled.request;
  const gated = checkRequest(pattern.operation === 'Query' ? 'query' : 'scan', request, table);
  if (gated.length > 0) return { ok: false, problems: gated.map((e) => ({ slot: '', message: describeProblem(e) })) };
  const schema = keySchemaFor(table, request.IndexName);
  if (!schema.ok) return { ok: false, problems: [{ slot: '', message: schema.message }] };
  const parsed = parseExpressions(request, schema.schema);
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((e) => ({ slot: '', message: describeProblem(e) })) };
  const draft = modelToDraft(table.TableName, pattern.operation, parsed.model, request);
  if (!draft.ok) return { ok: false, problems: draft.errors.map((message) => ({ slot: '', message })) };
  return { ok: true, draft: { ...draft.draft, aliasAll: true } };
}

/** The read form's draft of the filled pattern: the builder's read, as its address writes it. */
export function patternQueryDraft(
  pattern: SavedPattern,
  slots: Readonly<Record<string, string>>,
  table: TableDescription,
): { ok: true; draft: QueryDraft } | PatternProblems {
  const made = patternBuilderDraft(pattern, slots, table);
  if (!made.ok) return made;
  const built = buildFromDraft(made.draft, table);
  if (built.problems.length > 0 || !built.schema)
    return { ok: false, problems: built.problems.map((p) => ({ slot: '', message: p.message })) };
  return { ok: true, draft: toQueryDraft(made.draft, built) };
}
