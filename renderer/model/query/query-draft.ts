/**
 * What the read form holds, as the user typed it. Text stays text until a read is built from it,
 * so a half-typed number is never lost or rounded, and a link can carry the form exactly.
 */
import type { SortKeyOperator } from '../../../shared/expressions/model.js';

export type ReadOperation = 'query' | 'scan' | 'get';

/** The key condition and paging fields the plain form and the expression builder share. */
export interface KeyConditionDraft {
  /** The table this draft belongs to; a draft for another table is not shown. */
  table: string;
  /** '' reads the table itself. */
  index: string;
  pk: string;
  /** '' means no sort-key condition. */
  skOp: SortKeyOperator | '';
  sk: string;
  sk2: string;
  /** ScanIndexForward = false. */
  desc: boolean;
  /** Page size (Limit), as typed. */
  limit: string;
  consistent: boolean;
}

import type { BudgetUnit } from '../../../shared/reads/read-budget.js';

export interface QueryDraft extends KeyConditionDraft {
  operation: ReadOperation;
  /** Item cap, as typed. */
  cap: string;
  /** Budget of the read, as typed ('' = the connection's default, if any): see shared/reads/read-budget.ts. */
  budget: string;
  /** What the budget counts: read units or dollars. */
  budgetUnit: BudgetUnit;
  filter: string;
  projection: string;
  /** ExpressionAttributeNames as JSON text. */
  names: string;
  /** ExpressionAttributeValues as JSON text: DynamoDB JSON or plain values. */
  values: string;
  /** TotalSegments of a parallel scan, as typed. */
  segments: string;
}

export type DraftField = Exclude<keyof QueryDraft, 'table'>;

/** What is wrong with one field of the draft, said beside that field. */
export interface FieldProblem {
  field: DraftField;
  message: string;
  /** Found by the pre-send gate (DynamoDB's rules), not by reading the form's text: shown as the user types. */
  gate?: true;
}

export const DEFAULT_CAP = '10000';

export function emptyDraft(table: string, operation: ReadOperation = 'query'): QueryDraft {
  return {
    table,
    operation,
    index: '',
    pk: '',
    skOp: '',
    sk: '',
    sk2: '',
    desc: false,
    limit: '',
    cap: DEFAULT_CAP,
    budget: '',
    budgetUnit: 'rcu',
    consistent: false,
    filter: '',
    projection: '',
    names: '',
    values: '',
    segments: '',
  };
}

/** Labels the form uses, so messages can name the field the way the screen does. */
export const FIELD_LABELS: Record<DraftField, string> = {
  operation: 'Operation',
  index: 'Index',
  pk: 'Partition key',
  skOp: 'Sort key condition',
  sk: 'Sort key value',
  sk2: 'Sort key upper value',
  desc: 'Newest first',
  limit: 'Limit',
  cap: 'Item cap',
  budget: 'Budget',
  budgetUnit: 'Budget unit',
  consistent: 'Consistent read',
  filter: 'Filter expression',
  projection: 'Projection expression',
  names: 'Expression attribute names',
  values: 'Expression attribute values',
  segments: 'Parallel segments',
};
