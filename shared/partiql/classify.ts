/**
 * What a statement will do, as the user types: GetItem (the whole primary key equal), Query on the
 * table or a named index (= or IN on its partition key at the top level of WHERE), or a full
 * table Scan (with the warning: it reads, and bills, every item), and for writes the single-item
 * write it becomes. Pure, so the Explain region can call it on every keystroke.
 */
import type { TableDescription } from '../dynamo/types.js';
import { keySchemaFor } from '../expressions/key-schema.js';
import type { PqProblem, PqStatement } from './ast.js';
import { parseStatement } from './parse-statement.js';
import { keyRefusals, type ReadOptions } from './key-refusals.js';
import { refusals } from './refusals.js';
import { valueRefusals } from './value-refusals.js';
import { emptyBags, statementExpressions, writeRefusals } from './write-refusals.js';
import { conjuncts, partitionKeyPart, sortKeyPart } from './where-parts.js';

export type StatementOperation = 'GetItem' | 'Query' | 'Scan' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

export interface StatementClass {
  kind: 'select' | 'insert' | 'update' | 'delete';
  operation: StatementOperation;
  table: string;
  /** Set when a SELECT reads an index ("Table"."Index"). */
  index?: string;
  /** A Query with IN on the partition key reads one partition per value. */
  partitions?: number;
  /** The full-scan warning, when the statement reads the whole table or index. */
  warning?: string;
  /** One line for the status: "Query on index ByOwner", "Scan of table Orders". */
  summary: string;
}

export type Classification =
  | { ok: true; statement: PqStatement; paramCount: number; info: StatementClass; problems: PqProblem[] }
  | { ok: false; problems: PqProblem[]; info?: undefined };

export const FULL_SCAN_WARNING =
  'Full table scan: without = or IN on the partition key, DynamoDB reads (and bills) every item, then filters';

export function classifyStatement(text: string, table?: TableDescription, options: ReadOptions = {}): Classification {
  const parsed = parseStatement(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const s = parsed.statement;
  const problems = [
    ...refusals(text, s, table),
    ...writeRefusals(text, s, table),
    ...statementExpressions(s).flatMap((e) => emptyBags(text, e)),
    ...valueRefusals(
      text,
      s.kind === 'insert'
        ? [s.value]
        : s.kind === 'update'
          ? s.actions.flatMap((a) => (a.kind === 'set' ? [a.value] : []))
          : [],
      s.kind === 'insert' || !s.where ? [] : [s.where],
    ),
    ...keyRefusals(text, s, table, options),
  ];
  if (table) {
    const name = s.kind === 'select' ? s.from : s.kind === 'insert' ? s.into : s.kind === 'update' ? s.target : s.from;
    if (name.table !== table.TableName)
      problems.push({
        message: `the statement reads "${name.table}", not the open table "${table.TableName}"`,
        offset: name.at.offset,
        end: name.at.end,
        token: text.slice(name.at.offset, name.at.end),
      });
  }
  return { ok: true, statement: s, paramCount: parsed.paramCount, info: describe(s, table), problems };
}

function describe(s: PqStatement, table?: TableDescription): StatementClass {
  if (s.kind === 'insert')
    return {
      kind: 'insert',
      operation: 'PutItem',
      table: s.into.table,
      summary: `PutItem into table ${s.into.table} (fails if the key exists)`,
    };
  if (s.kind === 'update')
    return {
      kind: 'update',
      operation: 'UpdateItem',
      table: s.target.table,
      summary: `UpdateItem in table ${s.target.table}`,
    };
  if (s.kind === 'delete')
    return {
      kind: 'delete',
      operation: 'DeleteItem',
      table: s.from.table,
      summary: `DeleteItem from table ${s.from.table}`,
    };
  const where = { table: s.from.table, ...(s.from.index !== undefined ? { index: s.from.index } : {}) };
  const on = s.from.index !== undefined ? `index ${s.from.index}` : `table ${s.from.table}`;
  const scan: StatementClass = {
    kind: 'select',
    operation: 'Scan',
    ...where,
    warning: FULL_SCAN_WARNING,
    summary: `Scan of ${on}`,
  };
  if (!table) return scan;
  const schema = keySchemaFor(table, s.from.index);
  if (!schema.ok) return scan;
  const parts = conjuncts(s.where);
  const pk = partitionKeyPart(parts, schema.schema.partitionKey);
  if (!pk) return scan;
  const sk = sortKeyPart(parts, schema.schema.sortKey);
  const fullKey =
    s.from.index === undefined &&
    pk.kind === 'eq' &&
    (schema.schema.sortKey === undefined || sk?.op === '=') &&
    parts.length === (sk ? 2 : 1);
  if (fullKey) return { kind: 'select', operation: 'GetItem', ...where, summary: `GetItem on table ${s.from.table}` };
  const partitions = pk.kind === 'in' ? pk.values.length : 1;
  return {
    kind: 'select',
    operation: 'Query',
    ...where,
    partitions,
    summary: `Query on ${on}${partitions > 1 ? ` (${partitions} partitions)` : ''}`,
  };
}
