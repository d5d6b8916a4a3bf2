/**
 * The plan of a PartiQL SELECT is the plan of the Query, Scan or GetItem DynamoDB runs for it (its
 * translation), so the Explain region and the expensive-read guard estimate what the statement
 * really reads: an equality on the partition key is one collection, not the whole table.
 */
import { planRead, type ReadOperation, type ReadPlan } from '../../../shared/cost/read-plan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import {
  classifyStatement,
  translateSelect,
  type Classification,
  type TranslatedMethod,
} from '../../../shared/partiql/index.js';
import type { StatementToRun } from '../../../shared/reads/statement-pages.js';
import { partitionKeyOf } from './partition-key-of.js';

const OPERATION: Record<TranslatedMethod, ReadOperation> = { query: 'Query', scan: 'Scan', getItem: 'GetItem' };

/**
 * The plan, or undefined while the statement is not a SELECT that translates (the panel names its
 * problem). `classified`: the statement's classification against `table` when the caller already
 * made it (the PartiQL panel checks every keystroke's text once), so the text is parsed once.
 */
export function planOfStatement(
  statement: StatementToRun,
  table: TableDescription,
  cap?: number,
  classified?: Classification,
): ReadPlan | undefined {
  const c = classified ?? classifyStatement(statement.Statement, table);
  if (!c.ok || c.statement.kind !== 'select') return undefined;
  const t = translateSelect(statement.Statement, c.statement, table, statement.Parameters ?? []);
  if (!t.ok) return undefined;
  const first = t.translated.requests[0];
  if (!first) return undefined;
  const operation = OPERATION[t.translated.method];
  const request = { ...first, ...(statement.ConsistentRead ? { ConsistentRead: true } : {}) };
  return planRead(operation, request, {
    partitionKey: partitionKeyOf(table, operation === 'GetItem' ? undefined : first.IndexName),
    ...(cap ? { cap } : {}),
  });
}
