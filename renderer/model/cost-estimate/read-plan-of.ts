/**
 * The read the user is building, as the cost estimate needs it, from either editor: the request
 * when it builds, else what the draft already says (operation, index, filter, consistency), so the
 * Explain region always names the operation and its units while the form is half filled.
 */
import { planRead, type ReadOperation, type ReadPlan } from '../../../shared/cost/read-plan.js';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { BuiltBuilder } from '../builder/build-request.js';
import type { BuildResult, BuiltRead } from '../query/build-read.js';
import { readOfDraft } from '../query/read-of-draft.js';
import type { QueryDraft } from '../query/query-draft.js';
import { partitionKeyOf } from './partition-key-of.js';
import { planOfStatement } from './statement-plan.js';

const OPERATION: Record<QueryDraft['operation'], ReadOperation> = { query: 'Query', scan: 'Scan', get: 'GetItem' };

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The plan of a read built by any editor, link or pattern. */
export function planOfBuilt(built: BuiltRead, table: TableDescription): ReadPlan {
  if (built.operation === 'get')
    return planRead('GetItem', built.request, { partitionKey: partitionKeyOf(table, undefined) });
  // A PartiQL SELECT reads what its equivalent Query, Scan or GetItem reads, not the whole table its request names.
  const statement = built.statement ? planOfStatement(built.statement, table, built.cap) : undefined;
  if (statement) return statement;
  const segments = built.spec.kind === 'scan' ? built.spec.totalSegments : undefined;
  return planRead(built.operation === 'query' ? 'Query' : 'Scan', built.spec.request, {
    partitionKey: partitionKeyOf(table, built.indexName),
    ...(segments ? { segments } : {}),
    ...(built.cap ? { cap: built.cap } : {}),
  });
}

/**
 * The plain form's read, built when it can be, else what its draft says so far; the draft's one
 * build (read-of-draft.ts), which the form has made already for its live problems.
 */
export function planOfDraft(
  draft: QueryDraft,
  table: TableDescription,
  built: BuildResult = readOfDraft.of(draft, table),
): ReadPlan {
  if (built.ok) return planOfBuilt(built.read, table);
  const operation = OPERATION[draft.operation];
  const index = draft.operation === 'get' ? undefined : draft.index || undefined;
  const segments = draft.operation === 'scan' ? whole(draft.segments) : undefined;
  const cap = draft.operation === 'get' ? undefined : whole(draft.cap);
  return planRead(
    operation,
    {
      TableName: table.TableName,
      ...(index ? { IndexName: index } : {}),
      ...(draft.consistent ? { ConsistentRead: true } : {}),
      ...(draft.operation !== 'get' && draft.filter.trim() ? { FilterExpression: draft.filter } : {}),
    },
    { partitionKey: partitionKeyOf(table, index), ...(segments ? { segments } : {}), ...(cap ? { cap } : {}) },
  );
}

/** The builder's read: its request is always whole, whatever its problems. */
export function planOfBuilder(built: BuiltBuilder, table: TableDescription, cap: string): ReadPlan {
  const r = built.request;
  const n = whole(cap);
  return planRead(built.operation, r, { partitionKey: partitionKeyOf(table, r.IndexName), ...(n ? { cap: n } : {}) });
}
