/**
 * The form's Budget field made into a read's budget, or a problem beside the field. Apart from
 * build-read.ts, which keeps to the request itself.
 */
import { parseBudget, type ReadBudget } from '../../../shared/reads/read-budget.js';
import type { FieldProblem, QueryDraft } from './query-draft.js';

export function draftBudget(d: QueryDraft, problems: FieldProblem[]): ReadBudget | undefined {
  const { budget, problem } = parseBudget(d.budget, d.budgetUnit);
  if (problem) problems.push({ field: 'budget', message: problem });
  return budget;
}
